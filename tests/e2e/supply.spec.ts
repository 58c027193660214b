import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { caller, type Api } from './bidding-helpers';
import { rowAction, signIn } from './helpers';

// 供应链 from the canteen's side, one journey (docs/product-rules.md#supply-chain): the canteen orders 大白菜 and
// frozen chicken wings from its bound supplier in 采购订单; the supplier confirms and delivers through the API; the
// canteen inspects both lines in 收货验收 (the wings at −16 °C with their quarantine certificate), sees the cabbage's
// batch near expiry in 库存查询 and issues part of it for lunch in 出库管理, first expiry first. The API suite holds the
// rules (tests/api/supply-*.test.ts); a second case opens every purchase screen as the school and the administrator.
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

/** The supplier confirms the order, builds its delivery with a refrigerated vehicle, drives it with a reading and arrives. */
async function deliver(supplier: Api, orderId: string) {
  const ok = <T>(answer: { code: number; msg: string; data: T }, what: string) => {
    expect(answer.code, `${what}: ${answer.msg}`).toBe(200);
    return answer.data;
  };
  ok(await supplier.post(`${SUPPLY}/order/confirm`, { id: orderId }), 'confirm');
  const plate = `浙A·E${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const vehicle = ok(await supplier.post<{ id: string }>(`${SUPPLY}/vehicle/submit`, { plate, refrigerated: true }), 'vehicle');
  const driver = ok(
    await supplier.post<{ id: string }>(`${SUPPLY}/driver/submit`, { name: '周师傅', healthCertNo: `JK-${plate}`, healthCertExpiry: '2035-12-31' }),
    'driver',
  );
  const delivery = ok(await supplier.post<{ id: string }>(`${SUPPLY}/delivery/submit`, { orderId, vehicleId: vehicle.id, driverId: driver.id }), 'delivery');
  ok(await supplier.post(`${SUPPLY}/delivery/depart`, { id: delivery.id }), 'depart');
  ok(await supplier.post(`${SUPPLY}/delivery/reading`, { id: delivery.id, temperature: -16 }), 'reading');
  ok(await supplier.post(`${SUPPLY}/delivery/arrive`, { id: delivery.id }), 'arrive');
}

test('采购 → 验收 → 库存 → 出库: the canteen orders, inspects the delivery, sees the batch and issues it', async ({ page, request }) => {
  test.setTimeout(90_000);
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
  const total = Math.floor((priceOf('G0501') * 3_500 + 500) / 1000) + Math.floor((priceOf('G0305') * 2_000 + 500) / 1000);
  const purpose = `午餐炒白菜${Date.now().toString(36).slice(-5)}`;

  // 采购订单: a new order from the catalogue, sent at once
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
  await expect(dialog.getByTestId('order-total')).toContainText(`共 2 项，合计（元） ${(total / 100).toFixed(2)}`);
  await page.getByTestId('order-save').click();
  const toast = page.getByText(/订单 CG\d+ 已下单/);
  await expect(toast).toBeVisible();
  const orderNo = /CG\d+/.exec((await toast.textContent()) ?? '')![0];
  const order = (
    await canteen.get<{ records: { id: string; orderNo: string; status: number }[] }>(`${SUPPLY}/order/list`, { keyword: orderNo })
  ).data.records.find((row) => row.orderNo === orderNo)!;
  expect(order.status).toBe(1);
  await expect(page.getByTestId('purchase-order-table').locator('.arco-table-tr', { hasText: orderNo })).toContainText('已提交');

  await deliver(supplier, order.id);

  // 收货验收: both lines inspected, the cabbage with a production date and an expiry two days away
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

  // 库存查询: the cabbage's batch, 3.5 kg, two days left in the warning colour
  await page.goto('/warehouse/stock/index');
  const stock = page.getByTestId('purchase-stock-search');
  await stock.getByLabel('商品').fill('大白菜');
  await stock.getByLabel('商品').press('Enter');
  const batch = page.getByTestId('purchase-stock-table').locator('.arco-table-tr', { hasText: batchId });
  await expect(batch).toContainText('3.5 kg');
  await expect(batch.getByTestId('expiry-near')).toHaveText('剩 2 天');

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

for (const reader of [
  { account: 'school', tenant: '100001' },
  { account: 'admin', tenant: '000000' },
])
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
