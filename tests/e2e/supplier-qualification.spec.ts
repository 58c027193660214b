import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

/** Types a day into an Arco date picker of the dialog and confirms it. */
async function pickDay(page: Page, testId: string, day: string) {
  const input = page.getByTestId(testId).locator('input');
  await input.click();
  await input.fill(day);
  await input.press('Enter');
  await expect(input).toHaveValue(day);
}

test('企业资质: a supplier uploads a certificate, sees it listed, edits its expiry and removes it', async ({ page }) => {
  await signIn(page, { account: 'supplier', tenant: '100001', supplier: true }, '/toubiao/profile/qualification');
  const table = page.getByTestId('qualification-table');
  await expect(table).toContainText('营业执照');
  await expect(table).toContainText('长期有效');
  await expect(table).toContainText('食品经营许可证');
  await expect(table).toContainText('农残检测报告');
  const hint = page.getByTestId('qualification-missing');
  await expect(hint).toHaveText('尚未上传的证照：食品生产许可证、动物检疫合格证明、冷链车辆证明');

  await page.getByTestId('qualification-add').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('新增 证照');
  await page.getByTestId('qualification-save').click();
  await expect(dialog).toContainText('请选择证照类型');
  await expect(dialog).toContainText('请输入证照编号');
  await expect(dialog).toContainText('请上传证照文件');
  await page.getByTestId('qualification-type').click();
  // a type already on file is not offered again
  await expect(page.getByRole('option', { name: '营业执照' })).toHaveClass(/disabled/);
  await page.getByRole('option', { name: '动物检疫合格证明' }).click();
  await dialog.getByLabel('证照编号').fill('330100202611250001');
  await pickDay(page, 'qualification-issue', '2026-11-01');
  await pickDay(page, 'qualification-expire', '2026-10-31');
  await page.getByTestId('qualification-save').click();
  await expect(dialog).toContainText('有效期不能早于发证日期');
  await pickDay(page, 'qualification-expire', '2027-10-31');
  const pdf = Buffer.from('%PDF-1.4\n%e2e quarantine\n');
  await dialog.locator('input[type=file]').setInputFiles({ name: '动物检疫合格证明.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByTestId('qualification-file')).toHaveText('动物检疫合格证明.pdf');
  await page.getByTestId('qualification-save').click();
  await expect(page.getByText('操作成功！').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = table.getByRole('row').filter({ hasText: '动物检疫合格证明' });
  await expect(row).toContainText('330100202611250001');
  await expect(row).toContainText('2027-10-31');
  await expect(row.getByRole('link', { name: '下载' })).toHaveAttribute('href', /\/api\/rabbit-file\/file\/downloadFile\?id=\d+&key=/);
  await expect(hint).toHaveText('尚未上传的证照：食品生产许可证、冷链车辆证明');

  // the certificate lapses: the expiry edited to a past day shows it expired
  await row.getByRole('button', { name: '编辑' }).click();
  await expect(dialog).toContainText('编辑 证照');
  await expect(page.getByTestId('qualification-file')).toHaveText('动物检疫合格证明.pdf');
  await pickDay(page, 'qualification-expire', '2026-11-02');
  await page.getByTestId('qualification-save').click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('2026-11-02');
  await expect(row.locator('.arco-tag')).toHaveText('已过期');

  // removed again, as the demo data had it
  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(row).toHaveCount(0);
  await expect(hint).toHaveText('尚未上传的证照：食品生产许可证、动物检疫合格证明、冷链车辆证明');
  await expect(table.getByRole('row')).toHaveCount(4);
});
