import { expect, test } from './fixtures';
import { apiToken, BASIC, signIn } from './helpers';

type Order = { id: string; mealDate: string; meal: number; version: number; status: number; cold: boolean; refuseReason: string };

test('供餐: the school orders a dinner, it arrives at 55 °C and is refused with a reason; the bureau sees it in 验收记录', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const school = await apiToken(request, 'school');
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${school}` };
  // a day of this test's own, weeks ahead of every seeded order
  const day = new Date(Date.now() + (40 + (Date.now() % 300)) * 86_400_000).toISOString().slice(0, 10);

  // 订餐管理: a dinner of 36 from the school's provider
  await signIn(page, { account: 'school', tenant: '100001' }, '/gongcan/order/index');
  await page.getByTestId('meal-order-add').click();
  const dialog = page.getByTestId('meal-order-dialog');
  await dialog.getByLabel('供餐日期').click();
  await page.keyboard.type(day);
  await page.keyboard.press('Enter');
  await dialog.getByRole('combobox', { name: '餐次' }).click();
  await page.getByRole('option', { name: '晚餐' }).click();
  await dialog.getByLabel('订餐份数').fill('36');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('操作成功！')).toBeVisible();
  const row = page.getByTestId('meal-order-table').locator('.arco-table-tr', { hasText: day });
  await expect(row).toContainText('已下单');
  await expect(row).toContainText('36');

  // the provider's van arrives at 55 °C (the delivery recorded through the API)
  const list = (await (await request.get('/api/shian/meal-supply/order/list', { headers, params: { startDate: day, endDate: day } })).json()) as {
    data: { records: Order[] };
  };
  const order = list.data.records.find((record) => record.meal === 3)!;
  const delivered = await request.post('/api/shian/meal-supply/order/deliver', {
    headers,
    data: { id: order.id, version: order.version, departTime: `${day} 16:20`, arriveTime: `${day} 17:05`, vehicleNo: '浙A66666', arrivalTemp: 55 },
  });
  expect(delivered.ok()).toBe(true);

  // 供餐验收: the cold arrival is flagged and warned about; a refusal needs its reason
  await page.goto('/gongcan/acceptance/index');
  const arrived = page.getByTestId('meal-acceptance-table').locator('.arco-table-tr', { hasText: day });
  await expect(arrived).toContainText('已配送');
  await expect(page.getByTestId(`meal-temp-${order.id}`)).toContainText('低于 60 ℃');
  await page.getByTestId(`meal-accept-${order.id}`).click();
  const accept = page.getByTestId('meal-accept-dialog');
  await expect(accept.getByTestId('meal-cold-warning')).toContainText('到达温度 55.0 ℃');
  await accept.getByText('拒收', { exact: true }).click();
  await accept.getByRole('button', { name: '确定' }).click();
  await expect(accept).toContainText('请填写拒收原因');
  await accept.getByTestId('meal-refuse-reason').fill('到达温度55℃，低于热食要求');
  await accept.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('操作成功！').first()).toBeVisible();
  await expect(arrived).toContainText('已拒收');
  await expect(arrived).toContainText('到达温度55℃，低于热食要求');

  // 校外供餐 › 验收记录: the bureau sees the refusal and the cold arrival
  const bureau = await (await browser.newContext({ baseURL, locale: 'zh-CN', reducedMotion: 'reduce' })).newPage();
  await signIn(bureau, { account: 'centre', tenant: '100001' }, '/xiaowaigongcan/acceptance/index');
  const record = bureau.getByTestId('meal-records-table').locator('.arco-table-tr', { hasText: day });
  await expect(record).toContainText('东湖区第一小学');
  await expect(record).toContainText('已拒收');
  await expect(record).toContainText('低于 60 ℃');
  // supervisors read only: no action on the row
  await expect(record.getByRole('button')).toHaveCount(0);
});

test('供餐订单: the provider confirms the order a school addressed to it', async ({ page, request }) => {
  const school = await apiToken(request, 'school');
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${school}` };
  // a breakfast on a day of this test's own, beyond the other test's days: the latest meal, the list's first row
  const day = new Date(Date.now() + (400 + (Date.now() % 300)) * 86_400_000).toISOString().slice(0, 10);
  const placed = await request.post('/api/shian/meal-supply/order/submit', { headers, data: { mealDate: day, meal: 1, quantity: 48 } });
  const order = ((await placed.json()) as { data: Order }).data;

  await signIn(page, { account: 'provider', tenant: '100001', supplier: true }, '/peisong/mealOrder/index');
  const row = page.getByTestId('meal-provided-table').locator('.arco-table-tr', { hasText: day });
  await expect(row).toContainText('东湖区第一小学');
  await expect(row).toContainText('已下单');
  await row.getByTestId(`meal-provided-confirm-${order.id}`).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('操作成功！')).toBeVisible();
  await expect(row).toContainText('已确认');
  await expect(row.getByRole('button')).toHaveCount(0);
});
