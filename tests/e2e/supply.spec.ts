import type { Browser, Locator, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expect, test } from './fixtures';
import { caller, type Api } from './bidding-helpers';
import { rowAction, signIn } from './helpers';

// 供应链, the domain's one journey across accounts (docs/product-rules.md#supply-chain), each in a browser of its own:
// the canteen orders 大白菜, frozen chicken wings and 大米 from its bound supplier in 采购订单; the supplier confirms in
// 销售订单 and builds, sends off and delivers the note in 配送单; the canteen accepts the cabbage and the wings (at
// −16 °C, with their quarantine certificate) and refuses the rice in 收货验收, sees the cabbage's batch near expiry in
// 库存查询 and issues part of it for lunch in 出库管理, first expiry first; the supplier finds the rice's return in
// 退货管理; the school's 冷冻食材占比 wall counts the wings. The API suite holds the rules (tests/api/supply-*.test.ts);
// the other cases take 采购计划 through the school and the canteen, and open every screen as its readers.
const SUPPLY = '/api/rabbit-supply';
const FRESH = '鲜丰农产品配送有限公司';
const PDF = Buffer.from('%PDF-1.4\n%\n');

const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function choose(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Ticks the certificate kind named exactly so (合格证明 is also part of 动物检疫合格证明's name). */
const tick = (scope: Locator, name: string) =>
  scope
    .locator('label.arco-checkbox')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();

async function typeDate(input: Locator, day: string) {
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}

/** A browser of the account's own (the canteen keeps the test's page): another user at another desk. */
async function pageOf(browser: Browser, account: string, path: string, supplier = false): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', reducedMotion: 'reduce' });
  const other = await context.newPage();
  await signIn(other, { account, tenant: '100001', supplier }, path, { waitForFrame: !path.startsWith('/bigscreen/') });
  return other;
}

/** The caller's order numbered `orderNo`, found through the order list's keyword. */
async function orderOf(api: Api, orderNo: string): Promise<{ id: string; status: number }> {
  const page = await api.get<{ records: { id: string; orderNo: string; status: number }[] }>(`${SUPPLY}/order/list`, { keyword: orderNo });
  return page.data.records.find((row) => row.orderNo === orderNo)!;
}

test('采购 → 销售 → 配送 → 验收 → 库存 → 退货: across the canteen, the supplier and the school, to the 冷冻食材占比 wall', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const canteen = await caller(request, 'canteen');
  const supplier = await caller(request, 'supplier', true);
  const { today } = (await canteen.get<{ today: string }>(`${SUPPLY}/catalogue`)).data;
  // the dialog prices each goods at its first catalogue row (the latest award's), as the server does without a price
  const catalogue = (
    await canteen.get<{ records: { supplierName: string; goodsCode: string; unitPrice: number }[] }>(`${SUPPLY}/catalogue`, {
      deliveryDate: plusDays(today, 1),
    })
  ).data.records;
  const priceOf = (code: string) => catalogue.find((row) => row.supplierName === FRESH && row.goodsCode === code)!.unitPrice;
  const amount = (code: string, grams: number) => Math.floor((priceOf(code) * grams + 500) / 1000);
  const total = amount('G0501', 3_500) + amount('G0305', 2_000) + amount('G0101', 10_000);
  const purpose = `午餐炒白菜${Date.now().toString(36).slice(-5)}`;
  // the supplier's fleet of the day, set up through the API (车辆管理 and 配送人员 have their own tests)
  const plate = `浙A·J${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const driverName = `周师傅${Date.now().toString(36).slice(-3)}`;
  expect((await supplier.post(`${SUPPLY}/vehicle/submit`, { plate, refrigerated: true })).code).toBe(200);
  expect((await supplier.post(`${SUPPLY}/driver/submit`, { name: driverName, healthCertNo: `JK-${plate}`, healthCertExpiry: '2035-12-31' })).code).toBe(200);

  // the school's 冷冻食材占比 wall before: the frozen weight of this month
  const school = await pageOf(browser, 'school', '/bigscreen/frozen');
  const frozenWeight = async () => Number(((await school.getByTestId('kpi-frozenWeight').textContent()) ?? '').replace(/[^\d.]/g, ''));
  await expect(school.getByTestId('kpi-frozenWeight')).toContainText(/\d/);
  const before = await frozenWeight();

  // 采购订单 (the canteen): cabbage, frozen chicken wings and rice from 鲜丰, sent at once
  await signIn(page, { account: 'canteen', tenant: '100001' }, '/caigou/order/index');
  await page.getByTestId('purchase-order-add').click();
  const dialog = page.getByTestId('order-dialog');
  await choose(page, dialog.getByTestId('order-supplier'), FRESH);
  const goods = dialog.getByTestId('order-goods');
  await goods
    .getByRole('row', { name: /大白菜/ })
    .getByRole('spinbutton')
    .fill('3.5');
  await goods.getByRole('row', { name: /鸡翅/ }).getByRole('spinbutton').fill('2');
  await goods.getByRole('row', { name: /大米/ }).getByRole('spinbutton').fill('10');
  await expect(dialog.getByTestId('order-total')).toContainText(`共 3 项，合计（元） ${(total / 100).toFixed(2)}`);
  await page.getByTestId('order-save').click();
  const toast = page.getByText(/订单 CG\d+ 已下单/);
  await expect(toast).toBeVisible();
  const orderNo = /CG\d+/.exec((await toast.textContent()) ?? '')![0];
  const order = await orderOf(canteen, orderNo);
  expect(order.status).toBe(1);
  await expect(page.getByTestId('purchase-order-table').locator('.arco-table-tr', { hasText: orderNo })).toContainText('已提交');

  // 销售订单 (the supplier, in a browser of its own): confirmed in full
  const sales = await pageOf(browser, 'supplier', '/xiaoshou/order/index', true);
  await (await rowAction(sales.getByTestId('salesOrder-table').locator('.arco-table-tr', { hasText: orderNo }), `sales-order-confirm-${order.id}`)).click();
  await expect(sales.getByTestId('sales-confirm-dialog')).toBeVisible();
  await sales.getByTestId('sales-confirm-ok').click();
  await expect(sales.getByTestId('salesOrder-table').locator('.arco-table-tr', { hasText: orderNo })).toContainText('已确认');

  // 配送单: the note built from the confirmed order, then departure and arrival (a logger reading taken on the road)
  await sales.goto('/peisong/order/index');
  await sales.getByTestId('deliveryOrder-add').click();
  const note = sales.getByTestId('delivery-create-dialog');
  await choose(sales, note.getByTestId('delivery-create-order'), orderNo);
  await choose(sales, note.getByTestId('delivery-create-vehicle'), plate);
  await choose(sales, note.getByTestId('delivery-create-driver'), driverName);
  await sales.getByTestId('delivery-create-ok').click();
  await expect(note).toBeHidden(); // saved: the note is on the server before its id is read
  const deliveries = (await supplier.get<{ id: string; orderId: string }[]>(`${SUPPLY}/delivery/list`)).data;
  const deliveryId = deliveries.find((row) => row.orderId === order.id)!.id;
  const deliveryRow = sales.getByTestId('deliveryOrder-table').locator('.arco-table-tr', { hasText: orderNo });
  await (await rowAction(deliveryRow, `delivery-depart-${deliveryId}`)).click();
  await sales.getByRole('button', { name: '确定' }).click();
  await expect(deliveryRow).toContainText('配送中');
  expect((await supplier.post(`${SUPPLY}/delivery/reading`, { id: deliveryId, temperature: -16 })).code).toBe(200);
  await (await rowAction(deliveryRow, `delivery-arrive-${deliveryId}`)).click();
  await sales.getByRole('button', { name: '确定' }).click();
  await expect(deliveryRow).toContainText('已送达');

  // 收货验收 (the canteen): the cabbage and the wings accepted with their certificates, the rice refused with a reason
  await page.goto('/caigou/acceptance/index');
  const search = page.getByTestId('purchase-arrived-search');
  await search.getByLabel('订单号 / 供应商').fill(orderNo);
  await search.getByLabel('订单号 / 供应商').press('Enter');
  await (await rowAction(page.getByTestId('purchase-arrived-table').locator('.arco-table-tr', { hasText: orderNo }), `acceptance-inspect-${order.id}`)).click();
  const form = page.getByTestId('acceptance-dialog');
  await expect(form.getByTestId('acceptance-reading')).toContainText('-16 °C');
  const cabbage = form.getByTestId('acceptance-line-G0501');
  await typeDate(cabbage.locator('.arco-picker input').first(), plusDays(today, -1));
  await typeDate(cabbage.locator('.arco-picker input').last(), plusDays(today, 2));
  await cabbage.getByTestId('cert-file-G0501').setInputFiles({ name: 'cabbage.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(cabbage.getByTestId('cert-name-G0501')).toHaveText('cabbage.pdf');
  await tick(cabbage, '合格证明');
  const wings = form.getByTestId('acceptance-line-G0305');
  await wings.getByTestId('acceptance-temp-G0305').fill('-16');
  await typeDate(wings.locator('.arco-picker input').first(), plusDays(today, -3));
  await wings.getByTestId('cert-file-G0305').setInputFiles({ name: 'wings.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(wings.getByTestId('cert-name-G0305')).toHaveText('wings.pdf');
  await tick(wings, '合格证明');
  const rice = form.getByTestId('acceptance-line-G0101');
  await rice.getByTestId('acceptance-decision-G0101').getByText('拒收').click();
  await rice.getByTestId('acceptance-reason-G0101').fill('受潮结块');
  // without the quarantine certificate the server refuses the wings, nothing saved
  await form.getByTestId('acceptance-receiver').fill('李食堂');
  await form.getByTestId('acceptance-witness').fill('王师傅');
  await page.getByTestId('acceptance-save').click();
  await expect(page.getByTestId('acceptance-refusal')).toContainText('缺少动物检疫合格证明，应拒收');
  await tick(wings, '动物检疫合格证明');
  await page.getByTestId('acceptance-save').click();
  await expect(page.getByText('验收已登记')).toBeVisible();
  const inspected = (await canteen.get<{ lineId: string; goodsName: string; batchId: string | null }[]>(`${SUPPLY}/acceptance/list`, { id: order.id })).data;
  const batchId = inspected.find((row) => row.goodsName === '大白菜')!.batchId!;
  expect(batchId).toBeTruthy();
  expect(inspected.find((row) => row.goodsName === '大米')!.batchId).toBeNull();

  // 库存查询: the cabbage's batch, 3.5 kg, two days left in the warning colour, kept in the default 常温 warehouse
  await page.goto('/warehouse/stock/index');
  const stock = page.getByTestId('purchase-stock-search');
  await stock.getByLabel('商品').fill('大白菜');
  await stock.getByLabel('商品').press('Enter');
  const batch = page.getByTestId('purchase-stock-table').locator('.arco-table-tr', { hasText: batchId });
  await expect(batch).toContainText('3.5 kg');
  await expect(batch.getByTestId('expiry-near')).toHaveText('剩 2 天');
  await expect(batch).toContainText('常温主食库');

  // 出库管理: 1.5 kg for lunch, the batch suggested first expiry first
  await page.goto('/warehouse/out/index');
  await page.getByTestId('issue-add').click();
  const issue = page.getByTestId('issue-dialog');
  await choose(page, issue.getByTestId('issue-meal'), '午餐');
  await issue.getByTestId('issue-purpose').fill(purpose);
  await choose(page, issue.getByTestId('issue-goods'), '大白菜');
  await issue.getByTestId('issue-quantity').fill('1.5');
  await issue.getByTestId('issue-suggest').click();
  await expect(issue.getByTestId(`issue-line-${batchId}`)).toHaveValue('1.500');
  await page.getByTestId('issue-save').click();
  await expect(page.getByText('已出库')).toBeVisible();
  await expect(page.getByTestId('purchase-out-table').locator('.arco-table-tr', { hasText: purpose })).toContainText('1.5 kg');
  const ledger = (await canteen.get<{ sum: number; batch: { onHand: number } }>(`${SUPPLY}/stock/ledger`, { id: batchId })).data;
  expect(ledger).toMatchObject({ sum: 2_000, batch: { onHand: 2_000 } });

  // 退货管理 (the supplier): the refused rice waits for its confirmation; 销售统计 draws its chart
  await sales.goto('/xiaoshou/return/index');
  await expect(sales.getByTestId('salesReturn-table').locator('.arco-table-tr', { hasText: orderNo })).toContainText('大米');
  await sales.goto('/xiaoshou/statistics/index');
  await expect(sales.getByTestId('sales-statistics-chart').locator('canvas').first()).toBeVisible();

  // the wall: 2 kg more frozen food accepted this month (what the wall asks for at its next poll)
  await expect(async () => {
    await school.reload();
    await expect(school.getByTestId('kpi-frozenWeight')).toContainText(/\d/);
    expect(await frozenWeight()).toBeCloseTo(before + 2, 1);
  }).toPass({ timeout: 30_000 });
  await Promise.all([school.context().close(), sales.context().close()]);
});

test('采购计划: the school approves a submitted plan; the canteen generates its draft orders and adds a warehouse', async ({ page, request }) => {
  test.setTimeout(90_000);
  const canteen = await caller(request, 'canteen');
  const { today, records } = (
    await canteen.get<{ today: string; records: { supplierId: string; supplierName: string; goodsCode: string }[] }>(`${SUPPLY}/catalogue`)
  ).data;
  const rice = records.find((row) => row.supplierName === FRESH && row.goodsCode === 'G0101')!;
  // a week plan four weeks on (the seed's plans hold this week and the next two), submitted through the API
  const time = Date.parse(`${today}T00:00:00Z`);
  const monday = plusDays(new Date(time - ((new Date(time).getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10), 28 + (Date.now() % 5) * 7);
  const plan = await canteen.post<{ id: string; planNo: string }>(`${SUPPLY}/plan/submit`, {
    periodKind: 1,
    periodStart: monday,
    submit: true,
    lines: [{ goodsCode: 'G0101', supplierId: rice.supplierId, quantity: 50_000 }],
  });
  expect(plan.code, plan.msg).toBe(200);

  // the school's to-do opens 采购计划 at 已提交; it approves the plan
  await signIn(page, { account: 'school', tenant: '100001' }, '/caigou/plan/index?status=1');
  const table = page.getByTestId('purchase-plan-table');
  const row = table.locator('.arco-table-tr', { hasText: plan.data.planNo });
  await (await rowAction(row, `plan-approve-${plan.data.id}`)).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已批准').first()).toBeVisible();

  // the canteen generates the plan's orders for its Tuesday
  // (a tab of its own: signIn gives a tab its session once)
  const tab = await page.context().newPage();
  await signIn(tab, { account: 'canteen', tenant: '100001' }, '/caigou/plan/index');
  const mine = tab.getByTestId('purchase-plan-table').locator('.arco-table-tr', { hasText: plan.data.planNo });
  await expect(mine.getByTestId('plan-status')).toHaveText('已批准');
  await (await rowAction(mine, `plan-order-${plan.data.id}`)).click();
  const ordering = tab.getByTestId('plan-order-dialog');
  await typeDate(ordering.getByTestId('plan-order-date').locator('input'), plusDays(monday, 1));
  await ordering.getByTestId('plan-order-save').click();
  await expect(tab.getByText('已生成 1 张草稿订单')).toBeVisible();
  await (await rowAction(mine, `purchase-plan-${plan.data.id}-view`)).click();
  await expect(tab.getByTestId('plan-drawer').getByTestId('plan-line-ordered')).toHaveCount(1);
  await tab.keyboard.press('Escape');

  // 仓库设置: a name the canteen already has is refused in place, a new one is saved
  await tab.goto('/warehouse/setting/index');
  await tab.getByTestId('purchase-warehouse-add').click();
  const dialog = tab.getByTestId('warehouse-dialog');
  await dialog.getByTestId('warehouse-name').fill('冷冻库');
  await dialog.getByTestId('warehouse-save').click();
  await expect(dialog.getByTestId('warehouse-refusal')).toContainText('该食堂已有同名仓库');
  const name = `干货间${Date.now().toString(36).slice(-5)}`;
  await dialog.getByTestId('warehouse-name').fill(name);
  await dialog.getByTestId('warehouse-save').click();
  await expect(tab.getByTestId('purchase-warehouse-table').locator('.arco-table-tr', { hasText: name })).toBeVisible();
});

const SCREENS = [
  ['/caigou/plan/index', 'purchase-plan-page'],
  ['/caigou/order/index', 'purchase-order-page'],
  ['/caigou/acceptance/index', 'purchase-acceptance-page'],
  ['/caigou/goods/index', 'purchase-goods-page'],
  ['/warehouse/in/index', 'purchase-in-page'],
  ['/warehouse/out/index', 'purchase-out-page'],
  ['/warehouse/stock/index', 'purchase-stock-page'],
  ['/warehouse/check/index', 'purchase-check-page'],
  ['/warehouse/setting/index', 'purchase-warehouse-page'],
] as const;

for (const reader of [{ account: 'school', tenant: '100001' }])
  test(`every purchase screen opens for ${reader.account}, read-only`, async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, reader, SCREENS[0][0]);
    for (const [path, testId] of SCREENS) {
      await page.goto(path);
      await expect(page.getByTestId(testId), path).toBeVisible();
      await expect(page.locator('.status-error'), path).toHaveCount(0);
      // no write action for a reader
      await expect(
        page
          .getByTestId('purchase-order-add')
          .or(page.getByTestId('issue-add'))
          .or(page.getByTestId('purchase-check-add'))
          .or(page.getByTestId('purchase-plan-add'))
          .or(page.getByTestId('purchase-warehouse-add')),
        path,
      ).toHaveCount(0);
    }
    // the school reads its canteen's orders
    if (reader.account === 'school') {
      await page.goto('/caigou/order/index');
      await expect(page.getByTestId('purchase-order-table').locator('.arco-table-tr', { hasText: '第一小学学生食堂' }).first()).toBeVisible();
    }
  });
