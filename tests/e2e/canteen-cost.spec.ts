import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

const MANAGE = '/liancan/zhuanxiangtongji/shicaichengben/canteen-manage';
const canteen = { account: 'canteen', tenant: '100001' };

const month = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};

async function fillFigures(page: Page, figures: { meals: string; heads: string; cost: string; revenue: string }) {
  const form = page.getByTestId('cost-form');
  await form.getByLabel('供餐人次').fill(figures.meals);
  await form.getByLabel('就餐人数').fill(figures.heads);
  await form.getByLabel('食材成本（元）').fill(figures.cost);
  await form.getByLabel('伙食费收入（元）').fill(figures.revenue);
}

test('a canteen enters this month’s figures; bad values are refused with the rule, and the cost screen shows the entry', async ({ page }) => {
  // a long journey: measured 18 s with one worker on the 2-core machine, given twice that
  test.setTimeout(40_000);
  await signIn(page, canteen, MANAGE);
  await expect(page.getByTestId('canteen-cost-page')).toBeVisible();
  await page.getByTestId('cost-add').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('填报食堂月度数据');
  // nothing typed: every rule speaks
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toContainText('供餐人次须为不小于 0 的整数');
  await expect(dialog).toContainText('食材成本须为不小于 0 的金额，最多两位小数');

  await fillFigures(page, { meals: '8421', heads: '402', cost: '96543.21', revenue: '130000' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('操作成功！')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.locator('.arco-table-tr', { hasText: month() });
  await expect(row).toContainText('96543.21');
  await expect(row).toContainText('74.3%');

  // the same month again is refused with the server's message, and what was typed stays in the form
  await page.getByTestId('cost-add').click();
  await fillFigures(page, { meals: '1', heads: '1', cost: '12.5', revenue: '20' });
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
  // an entry no other test touches: September's of the school's first canteen (the canteen test enters this month's)
  const contexts = [await browser.newContext(), await browser.newContext()];
  try {
    const [first, second] = (await Promise.all(contexts.map((context) => context.newPage()))) as [Page, Page];
    const entry = (page: Page) => page.locator('.arco-table-tr', { hasText: '2026-09' }).first();
    for (const page of [first, second]) {
      await signIn(page, { account: 'school', tenant: '100001' }, MANAGE);
      await entry(page).locator('[data-testid^="cost-"][data-testid$="-edit"]').click();
    }
    const stamp = String(1000 + (Date.now() % 8000));
    await first.getByTestId('cost-form').getByLabel('就餐人数').fill(stamp);
    await first.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await expect(first.getByText('操作成功！')).toBeVisible();

    await second.getByTestId('cost-form').getByLabel('就餐人数').fill('777');
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
