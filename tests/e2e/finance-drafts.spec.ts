import { expect, test } from './fixtures';
import { signIn } from './helpers';

// 付款登记 and 生成凭证, one journey: the school registers a payment to 鲜丰 (not drafted yet), opens 生成凭证, keeps
// only 付款登记 ticked, drafts it, and the list shows the draft voucher, which opens 查看凭证. (The API suite has each
// kind's subjects and amounts, drafting once, closed periods, the reach and the refusals.)
test('付款登记: a payment registered is drafted by 生成凭证 into a draft voucher that opens 查看凭证', async ({ page }) => {
  test.setTimeout(60_000);
  const remark = `e2e付款${Date.now().toString(36).slice(-6)}`;
  await signIn(page, { account: 'school', tenant: '100001' }, '/finance/payment/index');
  await expect(page.getByTestId('payment-page')).toBeVisible();

  await page.getByTestId('payment-add').click();
  const form = page.getByTestId('payment-form');
  await form.getByTestId('payment-supplier').click();
  await page.getByRole('option', { name: '鲜丰农产品配送有限公司' }).click();
  await form.getByLabel('付款金额（元）').fill('1234.56');
  await form.getByTestId('payment-remark').fill(remark);
  await page.getByTestId('payment-save').click();
  await expect(page.getByText('付款已登记')).toBeVisible();
  const row = page.locator('.arco-table-tr', { hasText: remark });
  await expect(row).toContainText('1234.56');
  await expect(row).toContainText('未生成凭证');

  // 生成凭证: every kind waiting is ticked; only 付款登记 is kept
  await page.getByTestId('payment-draft').click();
  const dialog = page.getByTestId('draft-dialog');
  await expect(dialog.getByTestId('draft-pending')).toBeVisible();
  for (const kind of ['recharge', 'refund', 'subsidy', 'consume', 'acceptance', 'issue']) {
    const box = dialog.getByTestId(`draft-kind-${kind}`);
    if (await box.locator('input').isChecked()) await box.click();
  }
  await expect(dialog.getByTestId('draft-kind-payment').locator('input')).toBeChecked();
  await dialog.getByTestId('draft-run').click();
  const result = dialog.getByTestId('draft-result');
  await expect(result).toContainText('支付 鲜丰农产品配送有限公司 货款');
  await expect(result).toContainText('1234.56');
  await dialog.getByTestId('draft-close').click();

  // the payment's row names its draft voucher, which opens 查看凭证
  await expect(row).toContainText(/记-\d{4}/);
  await expect(row).toContainText('草稿');
  await row.getByRole('button', { name: /查看凭证 记-\d{4}/ }).click();
  await expect(page).toHaveURL(/\/financialVoucherView\?id=\d+/);
});
