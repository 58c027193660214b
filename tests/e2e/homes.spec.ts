import { AT, setClock, tenderAt } from './bidding-helpers';
import { expect, test } from './fixtures';
import { apiToken, BASIC, signIn } from './helpers';

// The home pages: a supplier lands on 供应商待办 and 供应商首页 and a card opens its list filtered; a supervisor (the
// education centre) on 监管待办, whose 函询待回复 card — a letter of this test's own made through the API — opens the
// letters filtered to those unanswered, and on 教育局首页 with today's figures and the ranking of its schools.
test.afterEach(async ({ request }) => setClock(request, 0));

test('供应商待办 and 供应商首页: the supplier’s cards and lists, a card opening its filtered list', async ({ page, request }) => {
  // a tender of this test's own in 报名中 (published, sign-up open), made through the API: the demo's may have moved on
  await tenderAt(request, 'published', { title: `首页招标${Date.now().toString(36)}` });
  await setClock(request, AT.signUpOpen);
  await signIn(page, { account: 'supplier', tenant: '100001', supplier: true }, '/wel/supplier');
  const todo = page.getByTestId('supplier-todo-page');
  const signUp = todo.locator('[data-testid=todo-card][data-key="bidding.signUp"]');
  await expect(signUp).toContainText('报名中的招标');
  const open = Number(await signUp.getByTestId('todo-card-count').innerText());
  expect(open).toBeGreaterThan(0);
  await expect(todo.getByTestId('supplier-open-list-row')).toHaveCount(Math.min(5, open));
  await expect(todo.getByTestId('supplier-qualifications-due')).toBeVisible();

  await page.goto('/supplier/index');
  const home = page.getByTestId('supplier-home-page');
  await expect(home.getByTestId('supplier-order-cards')).toContainText('本周待送订单');
  await expect(home.getByTestId('supplier-home-sales')).toBeVisible();
  const tendersOpen = home.locator('[data-testid=todo-card][data-key="tendersOpen"]');
  await expect(tendersOpen.getByTestId('todo-card-count')).toHaveText(String(open));
  await tendersOpen.click();
  await expect(page).toHaveURL('/toubiao/hall/index?biddingProgress=3');
  await expect(page.getByTestId('bidding-hall-page')).toContainText(`共 ${open} 条`);
});

test('监管待办 and 教育局首页: the supervisor’s warnings open the letters unanswered; today’s figures and the ranking show', async ({ page, request }) => {
  const [jiwei, school] = await Promise.all([apiToken(request, 'jiwei'), apiToken(request, 'school')]);
  const headers = (token: string) => ({ Authorization: BASIC, 'Blade-Auth': `bearer ${token}` });
  const schoolId = ((await (await request.get('/api/rabbit-user/info', { headers: headers(school) })).json()) as { data: { deptId: string } }).data.deptId;
  const title = `首页函询${Date.now().toString(36)}`;
  const sent = await request.post('/api/shian/letter/submit', {
    headers: headers(jiwei),
    data: { schoolId, title, content: '请说明。', deadline: '2099-01-01' },
  });
  expect(sent.ok()).toBe(true);

  await signIn(page, { account: 'centre', tenant: '100001' }, '/wel/education');
  const todo = page.getByTestId('education-todo-page');
  await expect(todo.getByTestId('education-todo').getByTestId('todo-cards')).toBeVisible();
  const letters = todo.locator('[data-testid=todo-card][data-key="letters"]');
  await expect(letters).toContainText('函询待回复');
  const count = Number(await letters.getByTestId('todo-card-count').innerText());
  expect(count).toBeGreaterThan(0);
  await expect(todo.getByTestId('education-warned-table')).toBeVisible();
  await letters.click();
  await expect(page).toHaveURL('/jiwei/letter?status=0');
  await expect(page.getByTestId('letter-table').locator('.arco-table-tr', { hasText: title })).toContainText('待回复');

  await page.goto('/education/index');
  const home = page.getByTestId('education-home-page');
  await expect(home.getByTestId('education-today-figures')).toContainText('今日就餐人次');
  const ranking = home.getByTestId('education-ranking-table');
  await expect(ranking.locator('tbody tr').first()).toContainText('1');
});
