import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, BASIC, signIn } from './helpers';

const MANAGE = '/liancan/zhuanxiangtongji/shicaichengben/canteen-manage';
const canteen = { account: 'canteen', tenant: '100001' };

const month = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};

/** Two months before this one (July instead of the summer break's August): a confirmed entry of the seed's. */
const earlierMonth = () => {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() - 2);
  if (date.getMonth() === 7) date.setMonth(6);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
};

async function fillFigures(page: Page, figures: { meals: string; heads: string; cost: string; revenue: string }) {
  const form = page.getByTestId('cost-form');
  await form.getByLabel('供餐人次').fill(figures.meals);
  await form.getByLabel('就餐人数').fill(figures.heads);
  await form.getByLabel('食材成本（元）').fill(figures.cost);
  await form.getByLabel('伙食费收入（元）').fill(figures.revenue);
}

test('a canteen confirms this month from its computed figures; a changed figure needs its reason, kept in the history; the cost screen shows it', async ({
  page,
  request,
}) => {
  // a long journey: measured 18 s with one worker on the 2-core machine, given twice that
  test.setTimeout(40_000);
  // a meal in the canteen this month, through the API: the month has something to compute from whatever the day
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${await apiToken(request, 'school')}` };
  const canteens = (await (await request.get('/api/shian/canteen-cost/canteens', { headers })).json()) as { data: { id: string }[] };
  const suffix = Date.now().toString(36).slice(-6);
  const diner = await request.post('/api/rabbit-personnel/personnel/submit', {
    headers,
    data: { personnelNo: `CC${suffix}`, name: `成本${suffix}`, type: 2, className: '一年级1班', canteenId: canteens.data[0]!.id },
  });
  const personnelId = ((await diner.json()) as { data: { id: string } }).data.id;
  for (const [type, amount] of [
    ['RECHARGE', 2_000],
    ['CONSUME', 1_200],
  ] as const)
    await request.post('/api/test/wallet', { headers, data: { personnelId, type, amount, dinnerType: 2, requestId: `e2e-cost-${suffix}-${type}` } });
  await signIn(page, canteen, MANAGE);
  await expect(page.getByTestId('canteen-cost-page')).toBeVisible();
  // this month is not confirmed yet: its row shows the figures computed from the acceptances and meals
  const row = page.locator('.arco-table-tr', { hasText: month() });
  await expect(row.getByTestId('cost-status')).toHaveText('待确认');
  await row.locator('[data-testid^="cost-"][data-testid$="-edit"]').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`确认 ${month()} 数据`);
  await expect(page.getByTestId('cost-computed')).toContainText('系统根据本月验收和消费记录计算');
  // no reason asked while the figures are the computed ones; one changed, and saving without a reason is refused
  await expect(page.getByTestId('cost-reason')).toHaveCount(0);
  await page.getByTestId('cost-form').getByLabel('食材成本（元）').fill('96543.21');
  await page.getByTestId('cost-form').getByLabel('伙食费收入（元）').fill('130000');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toContainText('与系统计算的数字不同，请填写原因');
  await page.getByTestId('cost-reason').fill('月底补录一笔未验收的调味品');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('操作成功！')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('cost-status')).toHaveText('已确认');
  await expect(row).toContainText('96543.21');
  await expect(row).toContainText('74.3%');
  await row.locator('[data-testid^="cost-history-"]').click();
  await expect(page.getByTestId('cost-history')).toContainText('原因：月底补录一笔未验收的调味品');
  await page.keyboard.press('Escape');

  // the same month again is refused with the server's message, and what was typed stays in the form
  await page.getByTestId('cost-add').click();
  await expect(page.getByRole('dialog')).toContainText('填报食堂月度数据');
  await fillFigures(page, { meals: '1', heads: '1', cost: '12.5', revenue: '20' });
  await page.getByTestId('cost-reason').fill('重复填报');
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('该食堂该月已填报，请在原记录上修改')).toBeVisible();
  await expect(page.getByTestId('cost-form').getByLabel('食材成本（元）')).toHaveValue('12.50');
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();

  // the cost screen shows it at its next refresh
  await page.goto('/liancan/zhuanxiangtongji/shicaichengben/index');
  await expect(page.getByTestId('panel-latest')).toContainText('96543.21');
  await expect(page.getByTestId('bs-scope')).toContainText('第一小学学生食堂');
});

test('two people editing one entry: the second save gets a clear conflict, keeps what was typed, and shows the other figures', async ({ browser }) => {
  // an entry no other test touches: one of two months ago of the school's first canteen (the canteen test enters this month's)
  const contexts = [await browser.newContext(), await browser.newContext()];
  try {
    const [first, second] = (await Promise.all(contexts.map((context) => context.newPage()))) as [Page, Page];
    const entry = (page: Page) => page.locator('.arco-table-tr', { hasText: earlierMonth() }).first();
    for (const page of [first, second]) {
      await signIn(page, { account: 'school', tenant: '100001' }, MANAGE);
      await entry(page).locator('[data-testid^="cost-"][data-testid$="-edit"]').click();
    }
    const stamp = String(1000 + (Date.now() % 8000));
    await first.getByTestId('cost-form').getByLabel('就餐人数').fill(stamp);
    await first.getByTestId('cost-reason').fill('复核就餐人数');
    await first.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await expect(first.getByText('操作成功！')).toBeVisible();

    await second.getByTestId('cost-form').getByLabel('就餐人数').fill('777');
    await second.getByTestId('cost-reason').fill('按考勤核对');
    await second.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await expect(second.getByText('该记录已被他人修改，请刷新后再保存')).toBeVisible();
    await expect(second.getByTestId('cost-conflict')).toContainText(`就餐人数 ${stamp}`);
    await expect(second.getByTestId('cost-form').getByLabel('就餐人数')).toHaveValue('777');
    // saving again after seeing the other figures is deliberate, and goes through
    await second.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await expect(second.getByText('操作成功！')).toBeVisible();
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
