import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

// 评标小组 as the education centre: a panel of three chosen in the personnel picker (one of them an expert
// added there), its odd-number rule while editing, and its removal.
test('评标小组: create a panel of three in the personnel picker (one expert added inline), edit it past the odd-number rule, delete it', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const name = `端到端评标小组${suffix}`;
  const expertName = `新专家${suffix.slice(-4)}`;
  await signIn(page, { account: 'centre', tenant: '100001' }, '/zhaobiao/group/index');
  const table = page.getByTestId('bidding-group-table');
  await expect(table).toContainText('大米粮油评标小组');

  await page.getByTestId('bidding-group-add').click();
  const dialog = page.getByRole('dialog', { name: '新增 评标小组' });
  await dialog.getByLabel('小组名称').fill(name);
  await dialog.getByTestId('bidding-group-members-open').click();

  const picker = page.getByTestId('picker-personnel');
  const rowOf = (text: string) => picker.getByTestId('picker-personnel-table').locator('.arco-table-tr', { hasText: text });
  const add = (row: Locator) => row.getByRole('button', { name: '添加' }).click();
  await add(rowOf('周明华'));
  await add(rowOf('林晓燕'));
  // a second add of one expert is refused
  await add(rowOf('周明华'));
  await expect(page.getByText('周明华 已添加，不能重复添加')).toBeVisible();
  await expect(picker.getByTestId('picker-chosen')).toContainText('已选择 2 项');

  // 新增专家: the form says what is missing, then saves and chooses the new expert
  await picker.getByTestId('personnel-new').click();
  const form = picker.getByTestId('personnel-form');
  await form.getByTestId('personnel-form-save').click();
  await expect(form).toContainText('请输入编号');
  await expect(form).toContainText('请输入简介');
  await form.getByLabel('编号').fill(`E2E${suffix}`);
  await form.getByLabel('姓名').fill(expertName);
  await form.getByText('女', { exact: true }).click();
  await form.getByLabel('单位').fill('家长代表');
  await form.getByLabel('职称/职务').fill('营养师');
  await form.getByLabel('简介').fill('关注学生用餐质量。');
  await form.getByTestId('personnel-form-save').click();
  await expect(form).toHaveCount(0);
  await expect(picker.getByTestId('picker-chosen')).toContainText('已选择 3 项');
  await expect(picker.getByTestId('picker-chosen')).toContainText(expertName);
  await picker.getByTestId('picker-close').click();

  await dialog.getByTestId('bidding-group-leader').click();
  await page.getByRole('option', { name: /林晓燕/ }).click();
  await dialog.getByTestId('bidding-group-save').click();
  await expect(page.getByText('操作成功！').first()).toBeVisible();
  const row = table.locator('.arco-table-tr', { hasText: name });
  await expect(row).toContainText(`周明华、林晓燕、${expertName}`);
  await expect(row).toContainText('东湖区教育局');

  // edit: two members break the rule before anything is sent; a third makes it whole again
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑 评标小组' });
  const members = edit.getByTestId('bidding-group-members');
  await expect(members).toContainText(expertName);
  await members.locator('.arco-tag', { hasText: '周明华' }).locator('.arco-tag-close-btn').click();
  await expect(edit).toContainText('评标小组成员须为不少于3人的奇数');
  await edit.getByTestId('bidding-group-save').click();
  await expect(edit).toBeVisible();
  await expect(edit).toContainText('评标小组成员须为不少于3人的奇数');
  await edit.getByTestId('bidding-group-members-open').click();
  await add(rowOf('郑国强'));
  await picker.getByTestId('picker-close').click();
  await expect(edit).not.toContainText('评标小组成员须为不少于3人的奇数');
  await edit.getByLabel('小组名称').fill(`${name}改`);
  await edit.getByTestId('bidding-group-save').click();
  await expect(edit).toHaveCount(0);
  const edited = table.locator('.arco-table-tr', { hasText: `${name}改` });
  await expect(edited).toContainText(`林晓燕、${expertName}、郑国强`);

  // delete, confirmed
  await edited.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
  await expect(table.locator('.arco-table-tr', { hasText: name })).toHaveCount(0);
});
