import { expect, test } from './fixtures';
import { rowAction, signIn } from './helpers';

test('菜单管理: a new item under 系统管理 shows in the sidebar at once, follows a rename, and goes when deleted', async ({ page }) => {
  const code = `e2eMenu${Date.now().toString(36)}`;
  await signIn(page, { account: 'admin', tenant: '000000' }, '/system/menu');
  const table = page.getByTestId('menu-table');
  const system = table.locator('.arco-table-tr').filter({ has: page.getByText('系统管理', { exact: true }) });
  await system.locator('.arco-table-cell-expand-icon button').click();
  await expect(table).toContainText('用户管理');

  await page.getByTestId('menu-system-add-child').click();
  const form = page.getByTestId('menu-form');
  await expect(form.locator('.arco-form-item', { hasText: '上级菜单' }).locator('input')).toHaveValue('系统管理');
  await form.getByLabel('菜单名称').fill('端到端菜单');
  await form.getByLabel('菜单编号').fill(code);
  await page.getByTestId('menu-save').click();
  await expect(form).toContainText('请输入路由地址');
  await form.getByLabel('路由地址').fill('javascript:alert(1)');
  await page.getByTestId('menu-save').click();
  await expect(form).toContainText('路由地址须以 / 开头，或为 http(s) 地址');
  await form.getByLabel('路由地址').fill(`/test/${code}`);
  await page.getByTestId('menu-save').click();
  await expect(table).toContainText('端到端菜单');
  const sidebar = page.locator('.shell-sider, .arco-layout-sider').first();
  await expect(sidebar).toContainText('端到端菜单');

  await (await rowAction(page, `menu-${code}-edit`)).click();
  await expect(page.getByTestId('menu-form').getByLabel('菜单名称')).toHaveValue('端到端菜单');
  await page.getByTestId('menu-form').getByLabel('菜单名称').fill('端到端改名');
  await page.getByTestId('menu-save').click();
  await expect(sidebar).toContainText('端到端改名');

  await (await rowAction(page, `menu-${code}-remove`)).click();
  await page.getByRole('dialog').filter({ hasText: '确认删除' }).getByRole('button', { name: '确定' }).click();
  await expect(table).not.toContainText('端到端改名');
  await expect(sidebar).not.toContainText('端到端改名');
});
