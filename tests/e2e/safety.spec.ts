// 安全服务's journey: the bureau inspects a canteen on 日常检查 (one item 不符合 becomes a hazard), the canteen rectifies it
// on 隐患整改 with a photo (refused without one), and the bureau confirms it.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const hazardRow = (page: Page, text: string) => page.getByTestId('hazard-table').locator('.arco-table-tr', { hasText: text });

test('the bureau inspects, the canteen rectifies with a photo, the bureau confirms', async ({ page, browser }) => {
  const note = `后门挡鼠板缺失${Date.now().toString(36)}`;

  await signIn(page, { account: 'centre', tenant: '100001' }, '/anquan/inspection/index');
  await page.getByTestId('inspection-add').click();
  const dialog = page.getByTestId('inspection-dialog');
  await dialog.getByTestId('inspection-canteen').click();
  await page
    .getByRole('option', { name: /第一小学学生食堂/ })
    .first()
    .click();
  await expect(dialog.getByTestId('inspection-result-1')).toBeVisible();
  await dialog.getByTestId('inspection-result-4').getByText('不符合').click();
  await dialog.getByLabel('说明 4').fill(note);
  // a 不符合 item asks for its deadline and responsible person
  await dialog.getByTestId('inspection-save').click();
  await expect(dialog).toContainText('请选择整改期限');
  const deadline = dialog.getByTestId('inspection-deadline-4').locator('input');
  await deadline.click();
  await deadline.fill('2099-12-31');
  await deadline.press('Enter');
  await dialog.getByTestId('inspection-responsible-4').fill('李食堂');
  await dialog.getByTestId('inspection-save').click();
  await expect(page.getByText('本次检查发现 1 项隐患，已转入隐患整改')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // the canteen rectifies: a photo is required
  const canteenContext = await browser.newContext();
  const canteen = await canteenContext.newPage();
  await signIn(canteen, { account: 'canteen', tenant: '100001' }, '/anquan/rectify/index?status=0');
  const row = hazardRow(canteen, note);
  await expect(row).toContainText('待整改');
  await row.getByRole('button', { name: '整改' }).click();
  const rectify = canteen.getByTestId('rectify-dialog');
  await rectify.getByTestId('rectify-note').fill('已加装挡鼠板。');
  await rectify.getByTestId('rectify-save').click();
  await expect(rectify).toContainText('请上传整改照片');
  await rectify.getByTestId('rectify-photo').setInputFiles({ name: '挡鼠板.png', mimeType: 'image/png', buffer: PNG });
  await expect(rectify.getByText('挡鼠板.png')).toBeVisible();
  await rectify.getByTestId('rectify-save').click();
  await expect(rectify).toHaveCount(0);
  await canteen.goto('/anquan/rectify/index?status=1');
  await expect(hazardRow(canteen, note)).toContainText('待确认');
  // the canteen confirms nothing
  await expect(hazardRow(canteen, note).getByRole('button', { name: '确认' })).toHaveCount(0);
  await canteenContext.close();

  // the bureau confirms
  await page.goto('/anquan/rectify/index?status=1&mine=1');
  const pending = hazardRow(page, note);
  await expect(pending).toContainText('待确认');
  await pending.getByRole('button', { name: '确认' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('操作成功！').first()).toBeVisible();
  await page.goto('/anquan/rectify/index?status=2');
  await expect(hazardRow(page, note)).toContainText('已确认');
  await hazardRow(page, note).getByRole('button', { name: '查看' }).click();
  await expect(page.getByTestId('hazard-view')).toContainText('已加装挡鼠板。');
  // the rectification's photo, shown by its image (named by the file; the test's bytes are a PNG signature, not a picture)
  await expect(page.getByTestId('hazard-view').getByRole('row', { name: /整改照片/ })).toContainText('挡鼠板.png');
});
