import { expect, test } from './fixtures';
import { apiToken, BASIC, signIn } from './helpers';

// 营养管理's journey: a canteen's week for 9–11-year-olds (foods with complete figures only) falls short of calcium, a
// dish added brings it up, the week is published, and the education bureau sees its evaluation. The dishes and the
// draft are set up through the API; the week is one of 2032+, which nothing else reads.
test('食谱: a week falls short, a dish added mends it, it is published and the bureau sees its evaluation', async ({ page, request }) => {
  const canteen = await apiToken(request, 'canteen');
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${canteen}` };
  const stamp = Date.now().toString(36);
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const answer = (await (await request.post(`/api/shian/nutrition/${path}`, { headers, data })).json()) as { code: number; msg: string; data: T };
    expect(answer.code, answer.msg).toBe(200);
    return answer.data;
  };
  const dish = (name: string, ingredients: [string, number][]) =>
    post<{ id: string }>('dish/save', {
      name: `${name}${stamp}`,
      cookingMethod: '炒',
      ingredients: ingredients.map(([foodCode, grams]) => ({ foodCode, grams })),
    });
  const rice = await dish('米饭', [['012101', 100]]);
  const spinach = await dish('菠菜炒蛋', [
    ['045301', 100],
    ['111101x', 50],
  ]);
  const apple = await dish('苹果', [['061101x', 100]]);
  await dish('炖牛肉', [['082101x', 60]]);
  await dish('牛奶', [['101101x', 200]]);
  const canteens = (await (await request.get('/api/shian/nutrition/canteens', { headers })).json()) as { data: { id: string }[] };
  const monday = new Date(Date.UTC(2032, 0, 5 + 7 * (Date.now() % 500))).toISOString().slice(0, 10);
  const draft = await post<{ id: string }>('recipe/save', {
    canteenId: canteens.data[0]!.id,
    weekStart: monday,
    ageGroup: '9-11',
    items: [{ day: 0, meal: 2, dishIds: [rice.id, spinach.id, apple.id] }],
  });

  await signIn(page, { account: 'canteen', tenant: '100001' }, '/yingyang/recipe/index');
  await page.getByTestId(`nutrition-recipe-edit-${draft.id}`).click();
  const editor = page.getByTestId('nutrition-recipe-editor');
  // calcium: 97.5 mg of lunch's 340 (850 × 40%) — short
  await expect(editor.getByTestId('nutrition-week-checks-calcium')).toHaveAttribute('data-light', 'red');
  await expect(editor.getByTestId('nutrition-week-checks-calcium')).toContainText('29%');

  // a glass of milk and the beef added to Monday's lunch: 314.5 mg, 93% — met
  const cell = editor.getByTestId('nutrition-cell-0-2');
  for (const name of [`牛奶${stamp}`, `炖牛肉${stamp}`]) {
    await cell.click();
    await page.keyboard.type(name);
    await page.getByRole('option', { name }).click();
  }
  await page.keyboard.press('Escape');
  await expect(editor.getByTestId('nutrition-week-checks-calcium')).toHaveAttribute('data-light', 'green');
  await expect(editor.getByTestId('nutrition-week-checks-calcium')).toContainText('93%');

  await editor.getByTestId('nutrition-recipe-publish').click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('食谱已发布')).toBeVisible();
  await expect(page.getByTestId('nutrition-recipe-table').locator('.arco-table-tr', { hasText: monday })).toContainText('已发布');

  // the bureau reads the evaluation of the week, read-only, in a tab of its own — the canteen's closed first: a tab left
  // open sees the new sign-in in the shared storage and may write its own session back
  const bureau = await page.context().newPage();
  await page.close();
  await signIn(bureau, { account: 'centre', tenant: '100001' }, '/yingyangfenxi/recipe/index');
  const row = bureau.getByTestId('nutrition-evaluation-table').locator('.arco-table-tr', { hasText: monday });
  await expect(row).toContainText('9-11岁');
  await expect(row.locator('[data-testid^="nutrition-evaluation-score-"]')).toBeVisible();
});

// 食材营养库 for the district: the bureau revises a food's vitamin C with a reason and the row names the revision as its
// source. The food is a local one the bureau adds through the API first, so no other journey's figures move.
test('食材营养库: the bureau revises a food’s vitamin C and the row shows the revision', async ({ page, request }) => {
  const centre = await apiToken(request, 'centre');
  const name = `本地豆皮${Date.now().toString(36)}`;
  const added = (await (
    await request.post('/api/shian/nutrition/food/save', {
      headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${centre}` },
      data: { name, kind: 'soy', edible: 100, nutrients: { energy: 400, protein: 40 }, reason: '本地食材' },
    })
  ).json()) as { code: number; msg: string; data: { code: string } };
  expect(added.code, added.msg).toBe(200);
  const code = added.data.code;

  await signIn(page, { account: 'centre', tenant: '100001' }, '/yingyang/food/index');
  const search = page.getByTestId('nutrition-food-search').getByPlaceholder('名称或编码');
  await search.fill(name);
  await search.press('Enter');
  await expect(page.getByTestId(`nutrition-food-source-${code}`)).toContainText('本地食材');
  await page.getByTestId(`nutrition-food-revise-${code}`).click();
  const dialog = page.getByTestId('nutrition-food-dialog');
  await dialog.getByTestId('nutrition-food-vitaminC').fill('12');
  // no reason: refused in the dialog
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入修订原因')).toBeVisible();
  await dialog.getByTestId('nutrition-food-reason').fill('复测维生素C');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  const source = page.getByTestId(`nutrition-food-source-${code}`);
  await expect(source).toContainText(/区县修订 \d+：复测维生素C/);
  await expect(page.getByTestId('nutrition-food-table').locator('.arco-table-tr', { hasText: name })).toContainText('12');
});
