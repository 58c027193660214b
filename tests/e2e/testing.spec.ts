import type { Locator, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

// 检测管理's screens of its own (docs/product-rules.md#食品检测): the canteen finds its seeded devices with the one due
// within 30 days tagged, registers a device and disables it (never deleted); it records a lab report about a batch on
// hand with its PDF; the school reads both lists with no write action. The API suite holds the rules
// (tests/api/food-testing.test.ts); the second case records a 农残检测 on the ledgers' generic page with its batch and device pickers.
const PDF = Buffer.from('%PDF-1.4\n%\n');

async function choose(page: Page, trigger: Locator, option: string | RegExp) {
  await trigger.click();
  await page.getByRole('option', { name: option }).first().click();
}

async function typeDate(input: Locator, day: string) {
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}

test('检测设备 and 检测报告: the canteen keeps them, the school reads them', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const suffix = Date.now().toString(36);

  // 检测设备: the seeded speed tester is due within 30 days; a new device is added, then 停用
  await signIn(page, { account: 'canteen', tenant: '100001' }, '/jiance/device/index');
  const devices = page.getByTestId('testing-device-page');
  const seeded = devices.locator('.arco-table-tr', { hasText: '农药残留速测仪' });
  await expect(seeded).toContainText(/\d+ 天后到期/);
  await devices.getByRole('button', { name: '新增设备' }).click();
  const dialog = page.getByTestId('device-dialog');
  await dialog.getByTestId('device-name').fill(`ATP荧光检测仪${suffix}`);
  await dialog.getByTestId('device-serial').fill(`ATP-${suffix}`);
  await typeDate(dialog.getByTestId('device-due').locator('input'), '2099-12-31');
  await page.getByTestId('device-save').click();
  await expect(page.getByText(`已保存设备「ATP荧光检测仪${suffix}」`)).toBeVisible();
  const added = devices.locator('.arco-table-tr', { hasText: `ATP-${suffix}` });
  await expect(added).toContainText('有效');
  await added.getByRole('button', { name: '停用' }).click();
  // the confirm's own 确定 (the device dialog's may still be closing), then the row's action turns to 启用 — the row's
  // text holds 停用 before as the button's label, so it proves nothing
  await page.getByRole('dialog').filter({ hasText: '确定停用？' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`已停用「ATP荧光检测仪${suffix}」`)).toBeVisible();
  await expect(added.getByRole('button', { name: '启用' })).toBeVisible();

  // 检测报告: about a batch on hand, with its PDF
  await page.goto('/jiance/report/index');
  const reports = page.getByTestId('testing-report-page');
  await expect(reports.locator('.arco-table-tr', { hasText: 'DH-JC-2026-0412' })).toContainText('不合格');
  await reports.getByRole('button', { name: '新增报告' }).click();
  const report = page.getByTestId('report-dialog');
  await report.getByTestId('report-lab').fill('东湖区食品检验检测中心');
  await report.getByTestId('report-no').fill(`E2E-${suffix}`);
  await report.getByTestId('report-batch').click();
  await page.getByRole('option').first().click();
  await report.getByPlaceholder('如：农药残留（45项）、重金属（铅、镉）').fill('兽药残留');
  await report.getByTestId('report-file-input').setInputFiles({ name: '报告.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(report.getByText('报告.pdf')).toBeVisible();
  await page.getByTestId('report-save').click();
  await expect(page.getByText(`已保存报告 E2E-${suffix}`)).toBeVisible();
  await expect(reports.locator('.arco-table-tr', { hasText: `E2E-${suffix}` })).toContainText('合格');

  // the school reads both, with no write action (a browser of its own)
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', reducedMotion: 'reduce' });
  const school = await context.newPage();
  await signIn(school, { account: 'school', tenant: '100001' }, '/jiance/report/index');
  await expect(school.getByTestId('testing-report-page').locator('.arco-table-tr', { hasText: `E2E-${suffix}` })).toBeVisible();
  await expect(school.getByRole('button', { name: '新增报告' })).toHaveCount(0);
  await school.goto('/jiance/device/index');
  await expect(school.getByTestId('testing-device-page').locator('.arco-table-tr', { hasText: `ATP-${suffix}` })).toContainText('停用');
  await expect(school.getByRole('button', { name: '新增设备' })).toHaveCount(0);
  await context.close();
});

test('农残检测 on the ledgers’ page: the canteen records a test of a batch on hand with its device and tester', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, { account: 'canteen', tenant: '100001' }, '/jiance/pesticide/index');
  const ledger = page.getByTestId('ledger-page-pesticideTest');
  // the seeded month, with the rule in one line
  await expect(ledger.getByText('抑制率≥50%判为不合格（GB/T 5009.199-2003）', { exact: false })).toBeVisible();
  await expect(ledger.locator('.arco-table-tr', { hasText: '有机磷和氨基甲酸酯类农药' }).first()).toBeVisible();
  await ledger.getByRole('button', { name: '登记' }).click();
  const dialog = page.getByTestId('ledger-dialog');
  await choose(page, dialog.getByTestId('ledger-field-batch'), /鸡翅中/);
  await choose(page, dialog.getByTestId('ledger-field-item'), '有机磷和氨基甲酸酯类农药');
  await choose(page, dialog.getByTestId('ledger-field-method'), '酶抑制率法（分光光度法）');
  await dialog.locator('input[data-testid="ledger-field-value"], [data-testid="ledger-field-value"] input').fill('12');
  await choose(page, dialog.getByTestId('ledger-field-device'), /农药残留速测仪/);
  await choose(page, dialog.getByTestId('ledger-field-tester'), /黄美玲/);
  await page.getByTestId('ledger-save').click();
  const row = ledger.locator('.arco-table-tr', { hasText: '鸡翅中' }).filter({ hasText: '12 %' }).first();
  await expect(row).toContainText('合格');
  await expect(row).toContainText('农药残留速测仪');
  await expect(row).toContainText('黄美玲');
});
