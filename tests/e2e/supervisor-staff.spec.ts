import { expect, test } from './fixtures';
import { signIn } from './helpers';

// 从业人员 for the education centre, read-only: its schools' staff with the school and certificate-state filters, and no
// write action. And, as the canteen in a 900 px window, 新增 opens with the proposed 编号 and 保存 in view.
test('centre opens 从业人员 read-only, filtered by school and certificate state', async ({ page }) => {
  await signIn(page, { account: 'centre', tenant: '100001' }, '/wel/index');
  await page.goto('/workPersonnel/list');
  const table = page.getByTestId('work-personnel-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('work-personnel-add')).toHaveCount(0);
  await expect(page.getByTestId('filter-school')).toBeVisible();
  await expect(page.getByTestId('filter-cert-state')).toBeVisible();
  await expect(table).toContainText('所属学校');
  await expect(table.getByRole('button', { name: '修改' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: '删除' })).toHaveCount(0);
});

test('新增从业人员 in a 900 px window: the proposed 编号 and 保存 in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, { account: 'canteen', tenant: '100001' }, '/wel/index');
  await page.goto('/workPersonnel/list');
  await page.getByTestId('work-personnel-add').click();
  const dialog = page.getByRole('dialog', { name: '新增 从业人员' });
  await expect(dialog.getByLabel('编号', { exact: true })).toHaveValue(/^[A-Z]*\d+$/);
  await expect(dialog.getByTestId('work-personnel-save')).toBeInViewport();
});
