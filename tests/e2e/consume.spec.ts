import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, BASIC, signIn } from './helpers';

// 消费 as the school, one journey: 充值 ¥100 to a new student through the dialog and its picker, see it in 充值记录
// and as the balance in 消费流水, 退款 ¥30 of it, and 发放补贴 ¥5 to the student, which 补贴发放 lists. (The API
// suite has the money rules, reach and filters in detail.)
test('消费: recharge, see the balance in 消费流水, refund part of it, grant a subsidy', async ({ page, request }) => {
  test.setTimeout(60_000);
  const suffix = Date.now().toString(36).slice(-6);
  const token = await apiToken(request, 'school');
  const created = await request.post('/api/rabbit-personnel/personnel/submit', {
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` },
    data: { personnelNo: `E2EC${suffix}`, name: `充值${suffix}`, type: 2, className: '四年级2班', cardNo: `76${Date.now().toString().slice(-8)}` },
  });
  const person = ((await created.json()) as { data: { id: string } }).data;

  /** Picks the student in the dialog's diner picker. */
  const pick = async (field: string) => {
    await page.getByTestId(`${field}-open`).click();
    const picker = page.getByTestId('picker-diner');
    await picker.getByLabel('姓名').fill(`充值${suffix}`);
    await picker.getByLabel('姓名').press('Enter');
    await picker.getByTestId(`picker-add-${person.id}`).click();
    await picker.getByTestId('picker-close').click();
    await expect(page.getByTestId(field)).toContainText(`充值${suffix}`);
  };
  const rowsOf = async (target: Page, list: string) => {
    const search = target.getByTestId(`consume-${list}-search`);
    await search.getByLabel('人员编号').fill(`E2EC${suffix}`);
    await search.getByLabel('人员编号').press('Enter');
    return target.getByTestId(`consume-${list}-table`).locator('.arco-table-tr', { hasText: `充值${suffix}` });
  };

  await signIn(page, { account: 'school', tenant: '100001' }, '/consume/recharge/index');
  await page.getByTestId('recharge-add').click();
  await pick('recharge-person');
  await page.getByTestId('recharge-form').getByRole('spinbutton').fill('100');
  await page.getByTestId('recharge-save').click();
  await expect(page.getByText('充值成功，现金余额 ¥100.00')).toBeVisible();
  await expect(await rowsOf(page, 'recharge')).toContainText('100.00');

  await page.goto('/consume/detail/index');
  const ledger = await rowsOf(page, 'detail');
  await expect(ledger).toHaveCount(1);
  await expect(ledger).toContainText('充值');
  await expect(ledger).toContainText('+100.00');

  await page.goto('/consume/refund/index');
  await page.getByTestId('refund-add').click();
  await pick('refund-person');
  await page.getByTestId('refund-form').getByRole('spinbutton').fill('130');
  await page.getByTestId('refund-save').click();
  // above the cash: refused, and what was typed stays
  await expect(page.getByText('余额不足')).toBeVisible();
  await page.getByTestId('refund-form').getByRole('spinbutton').fill('30');
  await page.getByTestId('refund-save').click();
  await expect(page.getByText('退款成功，现金余额 ¥70.00')).toBeVisible();
  const refunds = await rowsOf(page, 'refund');
  await expect(refunds).toContainText('30.00');
  await expect(refunds).toContainText('70.00');

  await page.goto('/consume/subsidy/index');
  await page.getByTestId('grant-add').click();
  await pick('grant-people');
  await page.getByTestId('grant-form').getByRole('spinbutton').fill('5');
  await page.getByTestId('grant-save').click();
  await expect(page.getByText('已向 1 人发放补贴，共 ¥5.00')).toBeVisible();
  await expect(await rowsOf(page, 'subsidy')).toContainText('5.00');
});
