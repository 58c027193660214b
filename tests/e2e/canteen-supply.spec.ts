import { expect, test } from './fixtures';
import { apiToken, BASIC, signIn } from './helpers';

const school = { account: 'school', tenant: '100001' };
const M = '/api/rabbit-meals';
type Overview = { today: string; periods: { today: { meals: { total: number; breakfast: number } } }; canteens: { canteenId: string }[] };

test('a school reads its meals: the overview’s cards and trend, meals by 餐别, diners by month, the ranking without complaint data, and a failed load retried', async ({
  page,
  request,
}) => {
  test.setTimeout(40_000);
  // a breakfast and a late meal today in the school's first canteen, through the API
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${await apiToken(request, 'school')}` };
  const overview = async () => ((await (await request.get(`${M}/overview`, { headers })).json()) as { data: Overview }).data;
  const canteenId = (await overview()).canteens[0]!.canteenId;
  const suffix = Date.now().toString(36).slice(-6);
  const diner = await request.post('/api/rabbit-personnel/personnel/submit', {
    headers,
    data: { personnelNo: `GC${suffix}`, name: `供餐${suffix}`, type: 2, className: '一年级1班', canteenId },
  });
  const personnelId = ((await diner.json()) as { data: { id: string } }).data.id;
  for (const [type, amount, dinnerType] of [
    ['RECHARGE', 2_000, undefined],
    ['CONSUME', 400, 1],
    ['CONSUME', 600, 4],
  ] as const)
    await request.post('/api/test/wallet', { headers, data: { personnelId, type, amount, dinnerType, requestId: `e2e-meals-${suffix}-${type}-${amount}` } });
  const figures = await overview();

  await signIn(page, school, '/canteenstatistics/overview/index');
  const today = page.getByTestId('supply-overview-today');
  await expect(today).toContainText('今日');
  await expect(today.locator('strong')).toHaveText(String(figures.periods.today.meals.total));
  await expect(today).toContainText(`早餐${figures.periods.today.meals.breakfast}`);
  await expect(page.getByTestId('supply-overview-chart')).toBeVisible();
  await expect(page.getByTestId('supply-overview-canteens')).toContainText('本月就餐人数');

  // 餐次统计: today's row of the canteen counts the breakfast and the late meal, in the stacked chart too
  await page.goto('/canteenstatistics/meal/index');
  await expect(page.getByTestId('supply-meal-chart')).toBeVisible();
  await expect(page.getByTestId('supply-meal-table').locator('.arco-table-tr', { hasText: figures.today }).first()).toBeVisible();
  // the server pages the canteen-days, newest first: the second page reads further back
  const mealTable = page.getByTestId('supply-meal-table');
  const secondPage = page.waitForResponse((response) => response.url().includes(`${M}/meals`) && response.url().includes('current=2'));
  await mealTable.locator('.arco-pagination-item', { hasText: /^2$/ }).click();
  await secondPage;
  await expect(mealTable.locator('.arco-pagination-item-active')).toHaveText('2');
  await expect(mealTable.locator('.arco-table-tr', { hasText: figures.today })).toHaveCount(0);

  // 就餐人数统计 by month: the periods are months
  await page.goto('/canteenstatistics/diner/index');
  await expect(page.getByTestId('supply-diner-table')).toContainText(figures.today);
  await page.getByTestId('supply-diner-search').getByText('按月').click();
  await page.getByTestId('supply-diner-search').getByRole('button', { name: '搜索' }).click();
  await expect(page.getByTestId('supply-diner-table').locator('th', { hasText: '月份' })).toBeVisible();
  await expect(page.getByTestId('supply-diner-table')).toContainText(figures.today.slice(0, 7));

  // 食堂排名: a failed load shows its error and a retry; then the ranking, its complaint column saying there is no data
  let fail = true;
  await page.route(`**${M}/ranking**`, (route) => (fail ? route.fulfill({ status: 500, body: '{}' }) : route.continue()));
  await page.goto('/canteenstatistics/ranking/index');
  await expect(page.getByTestId('supply-ranking-error')).toContainText('供餐数据加载失败');
  fail = false;
  await page.getByTestId('supply-ranking-error').getByRole('button', { name: '重试' }).click();
  const table = page.getByTestId('supply-ranking-table');
  await expect(table.locator('.arco-table-tr').nth(1)).toContainText('1');
  await expect(table).toContainText('暂无投诉数据');
  await expect(page.getByTestId('supply-ranking-complaints')).toContainText('投诉建议尚未启用');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toBeVisible();
});
