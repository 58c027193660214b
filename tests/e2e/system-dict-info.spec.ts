import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillSignIn, rowAction, signIn, tokenAnswer } from './helpers';

const admin = { account: 'admin', tenant: '000000' };

async function confirmDialog(page: Page, text: string) {
  await page.getByRole('dialog').filter({ hasText: text }).getByRole('button', { name: '确定' }).click();
}

for (const layout of ['horizontal', 'vertical'] as const) {
  test(`字典管理 (${layout}): a dictionary and an entry, added, edited and deleted`, async ({ page }) => {
    const code = `e2e${layout.slice(0, 1)}${Date.now().toString(36)}`;
    await signIn(page, admin, `/dict-${layout}/index`);
    await expect(page.getByTestId(`dict-${layout}`)).toBeVisible();
    const parents = page.getByTestId('dict-parent-table');
    await expect(parents).toContainText('sex');

    await page.getByTestId('dict-parent-add').click();
    await page.getByTestId('dict-parent-form').getByLabel('字典编号').fill('1bad');
    await page.getByTestId('dict-parent-form').getByLabel('字典名称').fill('端到端字典');
    await page.getByTestId('dict-parent-save').click();
    await expect(page.getByRole('dialog')).toContainText('字典编号只能包含字母、数字、_ 和 -，并以字母开头');
    await page.getByTestId('dict-parent-form').getByLabel('字典编号').fill(code);
    await page.getByTestId('dict-parent-save').click();
    await expect(page.getByText('操作成功！').first()).toBeVisible();

    await page.getByTestId('dict-parent-search').getByLabel('字典编号').fill(code);
    await page.getByTestId('dict-parent-search').getByRole('button', { name: '搜索' }).click();
    await expect(parents.locator('.arco-table-tr')).toHaveCount(2);
    await (await rowAction(page, `dict-items-${code}`)).click();
    await expect(page.getByText(`端到端字典（${code}） 的字典项`)).toBeVisible();
    await page.getByTestId('dict-child-add').click();
    await page.getByTestId('dict-child-form').getByLabel('字典键值').fill('1');
    await page.getByTestId('dict-child-form').getByLabel('字典值').fill('甲');
    await page.getByTestId('dict-child-save').click();
    const children = page.getByTestId('dict-child-table');
    await expect(children).toContainText('甲');
    // a second entry with the same key: the server's message, the dialog keeps what was typed
    await page.getByTestId('dict-child-add').click();
    await page.getByTestId('dict-child-form').getByLabel('字典键值').fill('1');
    await page.getByTestId('dict-child-form').getByLabel('字典值').fill('乙');
    await page.getByTestId('dict-child-save').click();
    await expect(page.getByText('字典键值已存在')).toBeVisible();
    await expect(page.getByTestId('dict-child-form').getByLabel('字典值')).toHaveValue('乙');
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();

    await children.locator('.arco-table-tr', { hasText: '甲' }).getByRole('button', { name: '编辑' }).click();
    await expect(page.getByTestId('dict-child-form').getByLabel('字典值')).toHaveValue('甲');
    await page.getByTestId('dict-child-form').getByLabel('字典值').fill('甲改');
    await page.getByTestId('dict-child-save').click();
    await expect(children).toContainText('甲改');

    await (await rowAction(parents.locator('.arco-table-tr', { hasText: code }), { name: '删除' })).click();
    await confirmDialog(page, '确认删除');
    await expect(parents).not.toContainText(code);
  });
}

test('个人信息: profile and avatar saved (the header follows); the password changes by the rules and the old one stops working', async ({ page, browser }) => {
  // a long journey: measured 20 s with one worker on the 2-core machine, given twice that
  test.setTimeout(40_000);
  // a fresh user of its own, so other tests keep their password
  const account = `info${Date.now().toString(36)}`;
  await signIn(page, { account: 'centre', tenant: '100001' }, '/system/user');
  await page.getByTestId('user-add').click();
  const form = page.getByTestId('user-form');
  await form.getByLabel('账号').fill(account);
  await form.getByLabel('姓名').fill('信息页');
  await form.getByLabel('密码', { exact: true }).fill('Abc123');
  await form.getByLabel('确认密码').fill('Abc123');
  await form.locator('.arco-form-item', { hasText: '所属机构' }).locator('.arco-tree-select-view, .arco-select-view').first().click();
  await page.locator('.arco-tree-select-popup').getByText('东湖区教育局', { exact: true }).click();
  await form.locator('.arco-form-item', { hasText: '所属角色' }).locator('.arco-select-view').click();
  await page.getByRole('option', { name: '教育局' }).click();
  await page.getByTestId('user-save').click();
  await expect(page.getByRole('dialog')).toBeHidden();

  const context = await browser.newContext();
  const own = await context.newPage();
  await own.goto('/login');
  await fillSignIn(own, account, { tenant: '100001', password: 'Abc123' });
  await own.getByTestId('login-submit').click();
  await expect(own.getByTestId('user-name')).toBeVisible();
  await own.goto('/info/index');
  const profile = own.getByTestId('profile-form');
  await expect(profile.getByLabel('姓名')).toHaveValue('信息页');
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await own.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(own.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', /downloadFile\?id=\d+&key=/);
  await profile.getByLabel('昵称').fill('新昵称');
  await profile.getByLabel('手机号码').fill('12345');
  await own.getByTestId('profile-save').click();
  await expect(profile).toContainText('请输入正确的手机号码');
  await profile.getByLabel('手机号码').fill('13912345678');
  await own.getByTestId('profile-save').click();
  await expect(own.getByText('操作成功！').first()).toBeVisible();
  await expect(own.getByTestId('user-name')).toContainText('新昵称');

  await own.getByRole('tab', { name: '修改密码' }).click();
  const password = own.getByTestId('password-form');
  await password.getByLabel('原密码').fill('Abc123');
  await password.getByLabel('新密码').fill('xyz789');
  await password.getByLabel('确认密码').fill('xyz789');
  await own.getByTestId('password-save').click();
  await expect(password).toContainText('密码至少包含大写字母，小写字母，数字，6-8位');
  await password.getByLabel('新密码').fill('Xyz789');
  await password.getByLabel('确认密码').fill('Xyz788');
  await own.getByTestId('password-save').click();
  await expect(password).toContainText('两次输入的密码不一致');
  await password.getByLabel('确认密码').fill('Xyz789');
  await password.getByLabel('原密码').fill('Wrong12');
  await own.getByTestId('password-save').click();
  await expect(own.getByText('原密码不正确')).toBeVisible();
  await password.getByLabel('原密码').fill('Abc123');
  await own.getByTestId('password-save').click();
  await expect(own.getByText('修改密码成功，其他设备上的登录已失效')).toBeVisible();
  await context.close();
  // the old password no longer signs in; the new one does
  expect((await tokenAnswer(page.request, account, '100001', false, 'Abc123')).access_token).toBeUndefined();
  expect((await tokenAnswer(page.request, account, '100001', false, 'Xyz789')).access_token).toEqual(expect.any(String));
});

test('字典管理: an edit someone else saved first says so, keeps what was typed, loads theirs, and then saves over it', async ({ page, browser }, testInfo) => {
  // a long journey: measured 21 s with one worker on the 2-core machine, given twice that
  test.setTimeout(45_000);
  const code = `e2ec${Date.now().toString(36)}`;
  const openEdit = async (who: Page) => {
    await who.goto('/dict-horizontal/index');
    await who.getByTestId('dict-parent-search').getByLabel('字典编号').fill(code);
    await who.getByTestId('dict-parent-search').getByRole('button', { name: '搜索' }).click();
    await who.getByTestId('dict-parent-table').locator('.arco-table-tr', { hasText: code }).getByRole('button', { name: '编辑' }).click();
    await expect(who.getByTestId('dict-parent-form').getByLabel('字典编号')).toHaveValue(code);
  };
  await signIn(page, admin, '/dict-horizontal/index');
  await page.getByTestId('dict-parent-add').click();
  await page.getByTestId('dict-parent-form').getByLabel('字典编号').fill(code);
  await page.getByTestId('dict-parent-form').getByLabel('字典名称').fill('冲突字典');
  await page.getByTestId('dict-parent-save').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await openEdit(page);

  // another administrator, in another browser, saves the same dictionary first
  const other = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
  await signIn(other, admin);
  await openEdit(other);
  await other.getByTestId('dict-parent-form').getByLabel('字典名称').fill('他人改');
  await other.getByTestId('dict-parent-save').click();
  await expect(other.getByRole('dialog')).toBeHidden();
  await other.context().close();

  const name = page.getByTestId('dict-parent-form').getByLabel('字典名称');
  await name.fill('我改');
  await page.getByTestId('dict-parent-save').click();
  await expect(page.getByTestId('dict-parent-conflict')).toContainText('该记录已被他人修改');
  await expect(name).toHaveValue('我改');
  await page.getByTestId('dict-parent-conflict').getByRole('button', { name: '载入最新' }).click();
  await expect(name).toHaveValue('他人改');
  await expect(page.getByTestId('dict-parent-conflict')).toBeHidden();
  // the next save carries the version just loaded
  await name.fill('我改');
  await page.getByTestId('dict-parent-save').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const row = page.getByTestId('dict-parent-table').locator('.arco-table-tr', { hasText: code });
  await expect(row).toContainText('我改');

  await (await rowAction(row, { name: '删除' })).click();
  await confirmDialog(page, '确认删除');
  await expect(page.getByTestId('dict-parent-table')).not.toContainText(code);
});
