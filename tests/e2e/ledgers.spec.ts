import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { idCardCheckChar } from '../../contract/work-personnel';
import { caller, type Api } from './bidding-helpers';
import { signIn } from './helpers';

// 台账, the domain's one journey (docs/product-rules.md#ledgers): the canteen's morning — everyone on duty checked, two
// of the test's own people in 晨检记录 through the form, one with a fever (异常, so the form's cook list marks them and
// 加工记录 refuses them as a cook); lunch's dish cooked (through the API), its sample refused at 80 g and kept at 150 g
// with a photo in 留样管理; then 今日台账 has nothing owed. The API suite holds every rule (tests/api/ledgers.test.ts).
const L = '/api/rabbit-ledger';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

type Today = { ledgers: { code: string; owed: number; done: number; missing: string[] }[] };
type Person = { id: string; name: string; checkResult: number | null; onDuty: boolean };

async function choose(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  await page
    .getByRole('option', { name: new RegExp(option) })
    .first()
    .click();
}

/** A person of the demo canteen made for the test (a purchaser: no certificate needed). */
async function person(api: Api, name: string, serial: number): Promise<string> {
  const first17 = `33010219900101${String(serial).padStart(3, '0')}`;
  const made = await api.post<{ id: string }>('/api/rabbit-work/workPersonnel/submit', {
    number: `E2E${Date.now().toString(36)}${serial}`,
    name,
    sex: 1,
    phone: '13700004444',
    idCard: `${first17}${idCardCheckChar(first17)}`,
    post: 'purchaser',
    status: 1,
  });
  expect(made.code, JSON.stringify(made)).toBe(200);
  return made.data.id;
}

test('a canteen morning: checks with one fever, that cook refused, lunch sampled at 150 g with a photo, 今日台账 complete', async ({ page, request }) => {
  test.setTimeout(60_000);
  const api = await caller(request, 'canteen');
  const suffix = Date.now().toString(36).slice(-5);
  const well = `晨检甲${suffix}`;
  const fevered = `晨检乙${suffix}`;
  await person(api, well, 101);
  await person(api, fevered, 102);
  // everyone else on duty today is checked through the API: the journey is about the two
  const people = (await api.get<Person[]>(`${L}/options/people`)).data;
  const owedNames = (await api.get<Today>(`${L}/today`)).data.ledgers.find((ledger) => ledger.code === 'morningCheck')!.missing;
  for (const other of people.filter((p) => owedNames.includes(p.name) && p.name !== well && p.name !== fevered))
    expect((await api.post(`${L}/morningCheck/submit`, { person: other.id, temperature: 362 })).code).toBe(200);

  await signIn(page, { account: 'canteen', tenant: '100001' }, '/shengchan/morningCheck/index');
  const checks = page.getByTestId('ledger-page-morningCheck');
  await expect(checks).toBeVisible();
  for (const [name, temperature] of [
    [well, '36.4'],
    [fevered, '38.2'],
  ] as const) {
    await checks.getByRole('button', { name: '登记' }).click();
    const dialog = page.getByTestId('ledger-dialog');
    await expect(dialog).toContainText('晨检记录登记');
    await choose(page, dialog.getByTestId('ledger-field-person'), name);
    await dialog.getByLabel('体温').fill(temperature);
    await page.getByTestId('ledger-save').click();
    await expect(dialog).toBeHidden();
  }
  const feverRow = checks.locator('.arco-table-tr', { hasText: fevered });
  await expect(feverRow).toContainText('38.2°C');
  await expect(feverRow).toContainText('异常');

  // the fevered person is marked in 加工记录's cook list and refused as a cook
  await page.goto('/shengchan/process/index');
  const cooking = page.getByTestId('ledger-page-processing');
  await cooking.getByRole('button', { name: '登记' }).click();
  const dialog = page.getByTestId('ledger-dialog');
  await dialog.getByTestId('ledger-field-meal').getByText('午餐').click();
  await dialog.getByTestId('ledger-field-dish').fill(`番茄炒蛋${suffix}`);
  await dialog.getByTestId('ledger-field-cook').click();
  await expect(page.getByRole('option', { name: new RegExp(fevered) })).toContainText('晨检异常');
  await page.getByRole('option', { name: new RegExp(fevered) }).click();
  await page.getByTestId('ledger-save').click();
  await expect(page.getByTestId('ledger-refusal')).toHaveText('该厨师当日晨检异常，不能从事食品加工');
  await dialog.getByRole('button', { name: '取消' }).click();

  // lunch cooked by the well one (through the API); every other dish owed a sample today is kept (API) but this one
  const cookId = (await api.get<Person[]>(`${L}/options/people`)).data.find((p) => p.name === well)!.id;
  const dish = `清炒时蔬${suffix}`;
  expect((await api.post(`${L}/processing/submit`, { meal: 2, dish, cook: cookId })).code).toBe(200);
  const samples = (await api.get<Today>(`${L}/today`)).data.ledgers.find((ledger) => ledger.code === 'sample')!;
  expect(samples.missing).toContain(`午餐 · ${dish}`);

  await page.goto('/shengchan/sample/index');
  const sampling = page.getByTestId('ledger-page-sample');
  await sampling.getByRole('button', { name: '登记' }).click();
  await expect(dialog).toContainText('每餐每个菜品留样不少于125克');
  await dialog.getByTestId('ledger-field-meal').getByText('午餐').click();
  await choose(page, dialog.getByTestId('ledger-field-dish'), dish);
  await dialog.getByLabel('留样量').fill('80');
  await dialog.getByTestId('ledger-field-sealed').click();
  await dialog.getByLabel('冷藏温度').fill('4');
  await dialog.getByLabel('保存时长').fill('48');
  await choose(page, dialog.getByTestId('ledger-field-sampler'), well);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'sample.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByTestId('ledger-photos').locator('img')).toHaveCount(1);
  await page.getByTestId('ledger-save').click();
  await expect(page.getByTestId('ledger-refusal')).toHaveText('每个菜品留样量不得少于125克');
  await dialog.getByLabel('留样量').fill('150');
  await page.getByTestId('ledger-save').click();
  await expect(dialog).toBeHidden();
  await expect(sampling.locator('.arco-table-tr', { hasText: dish })).toContainText('150 g');

  const mealOf = (name: string) => ['早餐', '午餐', '晚餐'].indexOf(name) + 1;
  // the other samples owed today (the demo's lunch on a school day) through the API; then nothing is owed
  const owed = (await api.get<Today>(`${L}/today`)).data.ledgers.find((ledger) => ledger.code === 'sample')!.missing;
  for (const item of owed) {
    const [mealName, name] = item.split(' · ');
    const meal = mealOf(mealName!);
    const choice = (await api.get<{ id: string; dish: string }[]>(`${L}/options/dishes`, { meal: String(meal) })).data.find((d) => d.dish === name)!;
    const answer = await api.post(`${L}/sample/submit`, {
      meal,
      dish: choice.id,
      weightG: 150,
      sealed: true,
      storageTemp: 40,
      keepHours: 48,
      sampler: cookId,
      photoIds: (await api.get<{ records: { photoIds: string[] }[] }>(`${L}/sample/list`, { size: '1' })).data.records[0]!.photoIds,
    });
    expect(answer.code, JSON.stringify(answer)).toBe(200);
  }
  // each meal served today also owes its disinfection and its accompanied meal (through the API)
  const served = (await api.get<Today>(`${L}/today`)).data.ledgers;
  for (const item of served.find((ledger) => ledger.code === 'disinfection')!.missing) {
    const answer = await api.post(`${L}/disinfection/submit`, {
      meal: mealOf(item),
      object: 'tableware',
      method: 'steam',
      temperature: 1000,
      durationMin: 15,
      operator: cookId,
    });
    expect(answer.code, JSON.stringify(answer)).toBe(200);
  }
  const mealWall = async () => (await api.get<{ kpis: { recordsMonth: number } }>('/api/shian/statistics/meal')).data.kpis.recordsMonth;
  const accompaniedBefore = await mealWall();
  const accompanying = served.find((ledger) => ledger.code === 'accompaniedMeal')!.missing;
  for (const item of accompanying) {
    const answer = await api.post(`${L}/accompaniedMeal/submit`, {
      meal: mealOf(item),
      companion: `陪餐校长${suffix}`,
      role: 'principal',
      rating: 5,
      taste: 'good',
      portion: 'good',
      hygiene: 'good',
    });
    expect(answer.code, JSON.stringify(answer)).toBe(200);
  }
  await page.goto('/shengchan/today/index');
  await expect(page.getByTestId('ledger-today-morningCheck')).toBeVisible();
  await expect(page.getByTestId('ledger-today-complete')).toHaveText('今日台账已全部完成');

  // the walls: 明厨亮灶 counts the fever and shows the canteen's day complete; 陪餐制度 counts the accompanied meals
  await page.goto('/liancan/zhuanxiangtongji/mingchuliangzhao/index');
  await expect(page.getByTestId('kpi-unfitChecks').locator('.bs-kpi-value')).not.toHaveText('0');
  await expect(page.getByTestId('panel-ledgers').locator('.bs-row', { hasText: '第一小学学生食堂' })).toContainText('100%');
  await page.goto('/liancan/zhuanxiangtongji/shitangpeican/index');
  await expect(page.getByTestId('kpi-recordsMonth').locator('.bs-kpi-value')).toHaveText((accompaniedBefore + accompanying.length).toLocaleString('zh-CN'));
});
