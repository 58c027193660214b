import { expect, test } from './fixtures';
import { signIn } from './helpers';

// 从业人员 as the canteen: the morning-check card, a chef added with an expired health certificate — refused first
// for the missing certificate and a wrong ID card number — shown 已过期 (red) with the ID card masked, and counted
// on 待办提醒. (The pickers' duplicate refusal is in tests/unit/work-personnel-picker.test.tsx; the API suite has
// the detail.)
test('从业人员: a chef added with an expired certificate shows 已过期 and is counted on 待办提醒', async ({ page }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const name = `端到端${suffix}`;
  const yesterday = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
  await signIn(page, { account: 'canteen', tenant: '100001' }, '/wel/index');
  const todo = page.locator('[data-testid=todo-card][data-key="workPersonnel.certExpired"]').getByTestId('todo-card-count');
  const before = Number(await todo.innerText());
  expect(before).toBeGreaterThanOrEqual(1);

  await page.goto('/workPersonnel/list');
  await expect(page.getByTestId('morning-check')).toContainText('在岗人数');
  await expect(page.getByTestId('work-personnel-table')).toContainText('陈志强');

  await page.getByTestId('work-personnel-add').click();
  const dialog = page.getByRole('dialog', { name: '新增 从业人员' });
  await dialog.getByLabel('编号', { exact: true }).fill(`E2E${suffix}`);
  await dialog.getByLabel('姓名', { exact: true }).fill(name);
  await dialog.getByTestId('person-phone').fill('13712345678');
  await dialog.getByTestId('person-id-card').fill('110105194912310021');
  await dialog.getByTestId('person-post').click();
  await page.getByRole('option', { name: /^厨师/ }).click();
  await expect(dialog.getByTestId('person-food-hint')).toBeVisible();
  await dialog.getByTestId('work-personnel-save').click();
  await expect(dialog).toContainText('身份证号码校验位不正确');
  await expect(dialog).toContainText('从事食品加工的岗位须填写健康证编号');
  await expect(dialog).toContainText('从事食品加工的岗位须上传健康证扫描件');

  await dialog.getByTestId('person-id-card').fill('11010519491231002X');
  await dialog.getByTestId('person-cert-no').fill(`JKZ${suffix}`);
  await dialog.getByTestId('person-cert-expiry').locator('input').fill(yesterday);
  await dialog.getByTestId('person-cert-expiry').locator('input').press('Enter');
  await dialog
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: '健康证.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%\n') });
  await expect(dialog.getByTestId('person-cert-file-link')).toBeVisible();
  await dialog.getByTestId('work-personnel-save').click();
  await expect(dialog).toHaveCount(0);

  // found by its name: the list's order is on duty first, then by 编号 (not newest first), ten a page, so whatever
  // else is on duty in the canteen decides whether "E2E…" is on the first page
  const search = page.getByTestId('work-personnel-search');
  await search.getByPlaceholder('姓名').fill(name);
  await search.getByPlaceholder('姓名').press('Enter');
  const row = page.getByTestId('work-personnel-table').locator('.arco-table-tr', { hasText: name });
  await expect(row.getByTestId('cert-state-3')).toHaveText('已过期');
  await expect(row.getByTestId('cert-state-3')).toHaveClass(/arco-tag-red/);
  await expect(row).toContainText('1101**********002X');

  await page.goto('/wel/index');
  await expect(todo).toHaveText(String(before + 1));
});
