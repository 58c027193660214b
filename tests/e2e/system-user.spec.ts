import { expect, test } from './fixtures';
import { rowAction, signIn } from './helpers';

const centre = { account: 'centre', tenant: '100001' };

test('用户管理: one full cycle — filter by department, add (rules shown), view, edit, export, reset password, delete', async ({ page }) => {
  // a long journey: measured 17 s with one worker on the 2-core machine, given twice that
  test.setTimeout(35_000);
  const account = `e2e${Date.now().toString(36)}`;
  await signIn(page, centre, '/system/user');
  const table = page.getByTestId('user-table');
  // the district's accounts, newest first (other tests add theirs: the demo's are not always on the first page)
  await expect(table.locator('tbody tr.arco-table-tr').first()).toBeVisible();
  // the department tree filters the list
  await page.getByTestId('dept-tree').getByText('东湖区第一小学', { exact: true }).click();
  await expect(table).toContainText('张校长');
  await expect(table).toContainText('李食堂');
  await expect(table).not.toContainText('孙审批');

  await page.getByTestId('user-add').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('新增 用户');
  await page.getByTestId('user-save').click();
  await expect(dialog).toContainText('请输入账号');
  await expect(dialog).toContainText('请选择所属角色');
  const form = page.getByTestId('user-form');
  await form.getByLabel('账号').fill(account);
  await form.getByLabel('姓名').fill('端到端');
  await form.getByLabel('密码', { exact: true }).fill('abc123');
  await form.getByLabel('确认密码').fill('abc123');
  await page.getByTestId('user-save').click();
  await expect(dialog).toContainText('密码至少包含大写字母，小写字母，数字，6-8位');
  await form.getByLabel('密码', { exact: true }).fill('Abc123');
  await form.getByLabel('确认密码').fill('Abc123');
  await form.locator('.arco-form-item', { hasText: '所属角色' }).locator('.arco-select-view').click();
  await page.getByRole('option', { name: '食堂' }).click();
  await page.getByTestId('user-save').click();
  await expect(page.getByText('操作成功！').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = table.locator('.arco-table-tr', { hasText: account });
  await expect(row).toContainText('东湖区第一小学');
  // the new record is shown where it is listed, lit for a moment
  await expect(row).toHaveClass(/crud-row-highlight/);

  // search by account prefix
  await page.getByTestId('user-search').getByLabel('账号').fill(account.slice(0, 8));
  await page.getByTestId('user-search').getByRole('button', { name: '搜索' }).click();
  await expect(table.locator('.arco-table-tr')).toHaveCount(2); // header + the one row

  // view is read-only, edit saves
  await row.getByRole('button', { name: '查看' }).click();
  await expect(page.getByTestId('user-form').getByLabel('姓名')).toBeDisabled();
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
  await row.getByRole('button', { name: '编辑' }).click();
  await expect(page.getByTestId('user-form').getByLabel('姓名')).toHaveValue('端到端');
  await page.getByTestId('user-form').getByLabel('姓名').fill('端到端改');
  await page.getByTestId('user-save').click();
  await expect(row).toContainText('端到端改');

  // export downloads a real workbook
  const download = page.waitForEvent('download');
  await page.getByTestId('user-export').click();
  expect((await download).suggestedFilename()).toBe('用户列表.xlsx');

  // reset shows a temporary password once
  await (await rowAction(row, { name: '重置密码' })).click();
  await page.getByRole('dialog').filter({ hasText: '其所有登录会话将失效' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('user-temporary-password')).toContainText(/[A-Za-z0-9]{8}/);
  await page
    .getByRole('dialog')
    .filter({ has: page.getByTestId('user-temporary-password') })
    .getByRole('button', { name: '确定' })
    .click();

  // batch delete with nothing selected warns; then the row goes
  await page.getByTestId('user-batch-remove').click();
  await expect(page.getByText('请选择至少一条数据')).toBeVisible();
  await (await rowAction(row, { name: '删除' })).click();
  await page.getByRole('dialog').filter({ hasText: '确认删除' }).getByRole('button', { name: '确定' }).click();
  await expect(table).not.toContainText(account);
});

test('用户管理: a role whose menus do not grant the screen is refused it', async ({ page }) => {
  // the 404 page stands outside the signed-in frame, which may never be drawn first: nothing to wait for but it
  await signIn(page, { account: 'market', tenant: '100001' }, '/system/user', { waitForFrame: false });
  // a menu-defined path the user's menus do not have is unknown to them (the shell's rule)
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
});
