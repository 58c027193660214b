// 应急预案 and 培训考核 in the browser: the school writes a plan (refused without its name) and records a drill on it,
// which the plan's list then counts; the canteen records a training session for one of its food handlers, whose hours
// for the year then show the course's hours.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

/** Opens the Select of the form item labelled `label` in `scope` and picks the option named `option`. */
async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.locator('.arco-form-item', { hasText: label }).locator('.arco-select-view').click();
  await page.getByRole('option', { name: option }).first().click();
}

test('应急预案: the school writes a plan and records a drill on it', async ({ page }) => {
  const title = `停水应急预案${Date.now().toString(36)}`;
  await signIn(page, { account: 'school', tenant: '100001' }, '/anquan/emergency/index');
  await page.getByTestId('plan-add').click();
  const dialog = page.getByTestId('plan-dialog');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toContainText('请输入预案名称');
  await choose(page, dialog, '预案类型', '停水停电');
  await dialog.getByLabel('预案名称').fill(title);
  await dialog.getByLabel('责任人').fill('张校长\n李食堂');
  await dialog.getByLabel('处置步骤').fill('启用备用水源\n通知供餐企业');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);

  const row = page.getByTestId('plan-table').locator('.arco-table-tr', { hasText: title });
  await expect(row).toContainText('未演练');
  await row.getByRole('button', { name: '查看' }).click();
  const view = page.getByTestId('plan-view');
  await expect(view).toContainText('启用备用水源');
  await view.getByTestId('drill-add').click();
  const drill = page.getByTestId('drill-dialog');
  await drill.getByLabel('参演人数').fill('12');
  await drill.getByLabel('发现的问题').fill('备用水箱阀门锈蚀，已报修');
  await drill.getByRole('button', { name: '确定' }).click();
  await expect(drill).toHaveCount(0);
  await expect(view).toContainText('备用水箱阀门锈蚀，已报修');
  await page.keyboard.press('Escape');
  await expect(row.locator('td').nth(3)).toHaveText('1');
});

test('培训考核: the canteen records a session and its food handler’s hours count it', async ({ page }) => {
  await signIn(page, { account: 'canteen', tenant: '100001' }, '/anquan/training/index');
  const tab = (name: string) => page.getByRole('tab', { name }).click();
  // 刘秀兰's hours this year, as 学时统计 shows them (「4 / 40」)
  const hours = async () => {
    await tab('学时统计');
    const cell = page.getByTestId('hours-table').locator('.arco-table-tr', { hasText: '刘秀兰' }).locator('td').nth(3);
    return Number((await cell.innerText()).split('/')[0]!.trim());
  };
  const before = await hours();

  await tab('培训记录');
  await page.getByTestId('training-add').click();
  const dialog = page.getByTestId('training-dialog');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toContainText('请选择培训课程');
  await choose(page, dialog, '培训课程', /食品安全法律法规/);
  await choose(page, dialog, '培训食堂', /第一小学学生食堂/);
  await choose(page, dialog, '参训人员', /刘秀兰/);
  await dialog.locator('.arco-modal-title').click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);

  await expect.poll(hours).toBe(before + 4);
});
