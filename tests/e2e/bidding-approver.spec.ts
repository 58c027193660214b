import { expect, test } from './fixtures';
import { B, caller } from './bidding-helpers';
import { signIn } from './helpers';

// 招标编辑 as a school: the approver picker lists the bid approvers of the bureau above it (the school has none of
// its own), and a draft saves with only its title, with one message and no error logged.
test('招标编辑 as a school: the bureau’s approvers to choose from, and a draft with only a title', async ({ page, request }) => {
  test.setTimeout(60_000);
  const title = `学校草稿${Date.now().toString(36)}`;
  await signIn(page, { account: 'school', tenant: '100001' }, '/zhaobiao/bidding/form');
  const form = page.getByTestId('tender-form');
  await form.getByLabel('标题').fill(title);

  await form.getByTestId('tender-approver-open').click();
  const picker = page.getByTestId('picker-user');
  const table = picker.getByTestId('picker-user-table');
  await expect(table.locator('.arco-table-tr', { hasText: '孙审批' })).toBeVisible();
  await expect(table.locator('.arco-table-tr', { hasText: '钱审批' })).toBeVisible();
  await expect(picker.getByTestId('approver-depts')).toContainText('东湖区教育局');
  await table.locator('.arco-table-tr', { hasText: '孙审批' }).getByRole('button', { name: '添加' }).click();
  await picker.getByTestId('picker-close').click();
  await expect(form.getByTestId('tender-approver')).toContainText('孙审批');

  await page.getByTestId('tender-save').click();
  await expect(page.getByText('草稿已保存').first()).toBeVisible();
  await expect(page.getByTestId('tender-form-message')).toHaveCount(0);
  await expect(page.getByText('操作失败，请稍后重试')).toHaveCount(0);
  await expect(page.getByTestId('error-log-badge').locator('.arco-badge-number')).toHaveCount(0);

  const school = await caller(request, 'school');
  const saved = (await school.get<{ records: { id: string; biddingProgress: number }[] }>(`${B}/list`, { title })).data.records;
  expect(saved.map((row) => row.biddingProgress)).toEqual([0]);
  // a second save edits the same draft (its version followed the first)
  await page.getByTestId('tender-save').click();
  await expect(page.getByText('草稿已保存')).not.toHaveCount(0);
  await expect(page.getByTestId('tender-form-message')).toHaveCount(0);
  expect((await school.get<{ records: unknown[] }>(`${B}/list`, { title })).data.records).toHaveLength(1);
});
