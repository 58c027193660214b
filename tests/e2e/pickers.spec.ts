import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { rowAction, signIn } from './helpers';

const toast = (page: Page, text: string) => page.locator('.arco-message', { hasText: text });

test('supplier picker (multi, 30 a page) on 供应商绑定: accumulates, refuses a duplicate, clears, and binds the emitted ids', async ({ page }) => {
  // a long journey: measured 19 s with one worker on the 2-core machine, given twice that
  test.setTimeout(40_000);
  await signIn(page, { account: 'school', tenant: '100001' }, '/binding/supplier');
  const bindings = page.getByTestId('binding-table');
  await expect(bindings).toContainText('鲜丰农产品配送有限公司'); // bound by the demo data
  const before = await bindings.locator('tbody .arco-table-tr').count();

  await page.getByTestId('binding-suppliers-open').click();
  const picker = page.getByTestId('picker-supplier-table');
  await expect(page.getByRole('dialog')).toContainText('选择供应商');
  const rows = picker.locator('.arco-table-body .arco-table-tr');
  await expect(rows.first()).toBeVisible();
  // the page size is forced to 30: every supplier of the district (fewer than 30) is on the one page
  const total = Number((await page.getByRole('dialog').locator('.arco-pagination-total-text').innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThan(10);
  expect(total).toBeLessThanOrEqual(30);
  await expect(rows).toHaveCount(total);
  // choose two suppliers not yet bound
  const boundNames = (await bindings.locator('tbody .arco-table-tr td:nth-child(2)').allTextContents()).map((name) => name.trim()).filter(Boolean);
  expect(boundNames.length).toBe(before);
  const free = rows.filter({ hasNotText: new RegExp(boundNames.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')) });
  const first = free.nth(0);
  const second = free.nth(1);
  const firstName = (await first.locator('td').nth(0).innerText()).trim();
  const secondName = (await second.locator('td').nth(0).innerText()).trim();
  await first.getByRole('button', { name: '添加' }).click();
  await expect(toast(page, `添加供应商 ${firstName} 成功`)).toBeVisible();
  await second.getByRole('button', { name: '添加' }).click();
  await expect(page.getByTestId('picker-chosen')).toContainText('已选择 2 项');
  // a duplicate add warns and is refused
  await first.getByRole('button', { name: '添加' }).click();
  await expect(toast(page, `${firstName} 已添加，不能重复添加`)).toBeVisible();
  await expect(page.getByTestId('picker-chosen')).toContainText('已选择 2 项');
  // removal speaks in the error style
  await second.getByRole('button', { name: '移除' }).click();
  await expect(page.locator('.arco-message-error', { hasText: `移除供应商 ${secondName} 成功` })).toBeVisible();
  // clear empties it; add both again and close
  await page.getByTestId('picker-clear').click();
  await expect(page.getByTestId('picker-chosen')).toContainText('已选择 0 项');
  await first.getByRole('button', { name: '添加' }).click();
  await second.getByRole('button', { name: '添加' }).click();
  await page.getByTestId('picker-close').click();
  await expect(page.getByTestId('binding-suppliers')).toContainText(firstName);
  await expect(page.getByTestId('binding-suppliers')).toContainText(secondName);

  const request = page.waitForRequest((req) => req.url().includes('/supplierBinding/submit'));
  await page.getByTestId('binding-submit').click();
  const sent = JSON.parse((await request).postData() ?? '{}') as { supplierIds: string };
  expect(sent.supplierIds).toMatch(/^\d+,\d+$/);
  await expect(bindings.locator('tbody .arco-table-tr')).toHaveCount(before + 2);

  // binding one of them again: the server names it, nothing changes
  await page.getByTestId('binding-suppliers-open').click();
  await first.getByRole('button', { name: '添加' }).click();
  await page.getByTestId('picker-close').click();
  await page.getByTestId('binding-submit').click();
  await expect(toast(page, `已绑定：${firstName}`)).toBeVisible();

  // unbind both (batch), leaving the seed as it was
  for (const name of [firstName, secondName]) await bindings.locator('.arco-table-tr', { hasText: name }).locator('.arco-checkbox').click();
  await page.getByTestId('binding-batch-remove').click();
  await page.getByRole('dialog').filter({ hasText: '确认删除' }).getByRole('button', { name: '确定' }).click();
  await expect(bindings.locator('tbody .arco-table-tr')).toHaveCount(before);
});

test('school picker (single) on 函询: picking replaces, the letter goes to the school picked, and its status shows', async ({ page }) => {
  const title = `函询端到端${Date.now().toString(36)}`;
  await signIn(page, { account: 'jiwei', tenant: '100001' }, '/jiwei/letter');
  await expect(page.getByTestId('letter-table')).toContainText('关于食堂大米采购价格的函询');
  await page.getByTestId('letter-add').click();
  await page.getByTestId('letter-save').click();
  await expect(page.getByRole('dialog').first()).toContainText('请选择函询学校');

  await page.getByTestId('letter-school-open').click();
  const rows = page.getByTestId('picker-school-table').locator('.arco-table-body .arco-table-tr');
  await expect(rows.first()).toContainText('东湖区第一小学');
  await rows.nth(1).getByRole('button', { name: '添加' }).click();
  const secondName = (await rows.nth(1).locator('td').nth(0).innerText()).trim();
  await expect(toast(page, `添加函询学校 ${secondName} 成功`)).toBeVisible();
  await rows.nth(0).getByRole('button', { name: '添加' }).click();
  // single mode: the first school replaced the second
  await expect(page.getByTestId('picker-chosen')).toContainText('已选择 1 项');
  await expect(page.getByTestId('picker-chosen')).toContainText('东湖区第一小学');
  await expect(page.getByTestId('picker-chosen')).not.toContainText(secondName);
  // the one picked cannot be added twice; clear empties, and it is picked again
  await rows.nth(0).getByRole('button', { name: '添加' }).click();
  await expect(toast(page, '东湖区第一小学 已添加，不能重复添加')).toBeVisible();
  await page.getByTestId('picker-clear').click();
  await expect(page.getByTestId('picker-chosen')).toContainText('已选择 0 项');
  await rows.nth(0).getByRole('button', { name: '添加' }).click();
  await page.getByTestId('picker-close').click();
  await expect(page.getByTestId('letter-school')).toContainText('东湖区第一小学');

  const form = page.getByTestId('letter-form');
  await form.getByLabel('函询标题').fill(title);
  await form.getByLabel('函询内容').fill('请说明情况。');
  await form.locator('.arco-picker').click();
  await page.locator('.arco-picker-cell-in-view:not(.arco-picker-cell-disabled)').last().click();
  const request = page.waitForRequest((req) => req.url().includes('/letter/submit'));
  await page.getByTestId('letter-save').click();
  // the picker emits the one id as the school of the letter
  expect((JSON.parse((await request).postData() ?? '{}') as { schoolId: string }).schoolId).toMatch(/^\d+$/);
  const row = page.getByTestId('letter-table').locator('.arco-table-tr', { hasText: title });
  await expect(row).toContainText('东湖区第一小学');
  await expect(row).toContainText('待回复');
  await row.getByRole('button', { name: '办结' }).click();
  await page.getByRole('dialog').filter({ hasText: '确定办结' }).getByRole('button', { name: '确定' }).click();
  await expect(row).toContainText('已办结');
});

test('user picker and person-choose table on the department dialog: approvers by role approvebid (after a second), sex and department required, saved with the department', async ({
  page,
}) => {
  await signIn(page, { account: 'centre', tenant: '100001' }, '/system/dept');
  const table = page.getByTestId('dept-table');
  const bureau = table.locator('.arco-table-tr', { hasText: '东湖区教育局' });
  await (await rowAction(bureau, { name: '编辑' })).click();
  await expect(page.getByTestId('dept-form').getByLabel('机构名称')).toHaveValue('东湖区教育局');
  await page.getByTestId('dept-approvers-open').click();
  await expect(page.getByRole('dialog', { name: '选择用户' })).toBeVisible();
  const rows = page.getByTestId('picker-user-table').locator('.arco-table-body .arco-table-tr');
  await expect(rows).toHaveCount(1, { timeout: 5000 });
  await expect(rows.first()).toContainText('孙审批');
  await expect(rows.first()).toContainText('招标审批人');
  await rows.first().getByRole('button', { name: '添加' }).click();
  await expect(toast(page, '添加用户 孙审批 成功')).toBeVisible();
  await rows.first().getByRole('button', { name: '添加' }).click();
  await expect(toast(page, '孙审批 已添加，不能重复添加')).toBeVisible();
  await expect(page.getByTestId('picker-chosen')).toContainText('已选择 1 项');
  await page.getByTestId('picker-close').click();
  // the person-choose table starts from the user's own sex and department
  const person = page.getByTestId('dept-approvers').locator('.arco-table-tr', { hasText: '孙审批' });
  await expect(person.getByLabel('孙审批 部门')).toHaveValue('东湖区教育局');
  await expect(person).toContainText('男');
  // department required on click, sex required when its field is left
  await person.getByLabel('孙审批 部门').fill('');
  await person.getByLabel('孙审批 部门').click();
  await expect(person).toContainText('请输入部门');
  await person.locator('.arco-select').hover();
  await person.locator('.arco-select .arco-select-clear-icon').click();
  await page.getByTestId('dept-form').getByLabel('机构名称').click();
  await expect(person).toContainText('请选择用户性别');
  await page.getByTestId('dept-save').click();
  await expect(page.getByTestId('dept-form')).toContainText('请选择用户性别');
  await person.locator('.arco-select-view').click();
  await page.getByRole('option', { name: '女' }).click();
  await person.getByLabel('孙审批 部门').fill('招标办');
  await page.getByTestId('dept-save').click();
  await expect(bureau).toContainText('孙审批');
  // the roster is kept as recorded; then the approver is removed again
  await (await rowAction(bureau, { name: '编辑' })).click();
  await expect(person.getByLabel('孙审批 部门')).toHaveValue('招标办');
  await expect(person).toContainText('女');
  await person.getByRole('button', { name: '移除' }).click();
  await expect(page.locator('.arco-message-error', { hasText: '移除用户 孙审批 成功' })).toBeVisible();
  await page.getByTestId('dept-save').click();
  await expect(bureau).not.toContainText('孙审批');
});

test('机构管理: a school and its canteen added below, expanded lazily, viewed, renamed and removed', async ({ page }) => {
  // a long journey: measured 19 s with one worker on the 2-core machine, given twice that
  test.setTimeout(40_000);
  const name = `端到端学校${Date.now().toString(36)}`;
  await signIn(page, { account: 'centre', tenant: '100001' }, '/system/dept');
  const table = page.getByTestId('dept-table');
  const bureau = table.locator('.arco-table-tr', { hasText: '东湖区教育局' });
  await (await rowAction(bureau, { name: '新增下级' })).click();
  await page.getByTestId('dept-form').getByLabel('机构名称').fill(name);
  await page.getByTestId('dept-form').getByLabel('联系电话').fill('123');
  await page.getByTestId('dept-save').click();
  await expect(page.getByTestId('dept-form')).toContainText('请输入正确的手机号码');
  await page.getByTestId('dept-form').getByLabel('联系电话').fill('13911112222');
  await page.getByTestId('dept-save').click();
  const school = table.locator('.arco-table-tr').filter({ has: page.getByText(name, { exact: true }) });
  await expect(school).toContainText('学校');
  await (await rowAction(school, { name: '新增下级' })).click();
  await page.getByTestId('dept-form').getByLabel('机构名称').fill(`${name}食堂`);
  await page.getByTestId('dept-form').locator('.arco-form-item', { hasText: '机构类型' }).locator('.arco-select-view').click();
  await page.getByRole('option', { name: '食堂' }).click();
  await page.getByTestId('dept-save').click();
  await expect(page.getByTestId('dept-form')).toContainText('请选择食堂类型');
  await page.getByTestId('dept-form').locator('.arco-form-item', { hasText: '食堂类型' }).locator('.arco-select-view').click();
  await page.getByRole('option', { name: '自营' }).click();
  await page.getByTestId('dept-save').click();
  const firstCanteen = table.locator('.arco-table-tr', { hasText: `${name}食堂` });
  await expect(firstCanteen).toContainText('食堂');
  // viewed read-only, then renamed
  await (await rowAction(school, { name: '查看' })).click();
  await expect(page.getByTestId('dept-form').getByLabel('机构名称')).toHaveValue(name);
  await expect(page.getByTestId('dept-form').getByLabel('机构名称')).toBeDisabled();
  await expect(page.getByTestId('dept-save')).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
  await (await rowAction(firstCanteen, { name: '编辑' })).click();
  await expect(page.getByTestId('dept-form').getByLabel('机构名称')).toHaveValue(`${name}食堂`);
  await page.getByTestId('dept-form').getByLabel('机构名称').fill(`${name}二食堂`);
  await page.getByTestId('dept-save').click();
  // the newest message (the first canteen's may still be showing)
  await expect(toast(page, '操作成功！').last()).toBeVisible();
  const canteen = table.locator('.arco-table-tr', { hasText: `${name}二食堂` });
  await expect(canteen).toContainText('食堂');
  // the school cannot go while its canteen is there
  await (await rowAction(school, { name: '删除' })).click();
  await page.getByRole('dialog').filter({ hasText: '确认删除' }).getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '请先删除下级机构')).toBeVisible();
  await page.getByRole('dialog').filter({ hasText: '确认删除' }).getByRole('button', { name: '取消' }).click();
  await (await rowAction(canteen, { name: '删除' })).click();
  await page.getByRole('dialog').filter({ hasText: '确认删除' }).getByRole('button', { name: '确定' }).click();
  await expect(canteen).toHaveCount(0);
  await (await rowAction(school, { name: '删除' })).click();
  await page.getByRole('dialog').filter({ hasText: '确认删除' }).getByRole('button', { name: '确定' }).click();
  await expect(school).toHaveCount(0);
});
