// 安全服务's journeys: the bureau inspects a canteen on 日常检查 (one item 不符合 becomes a hazard), the canteen rectifies it
// on 隐患整改 with a photo (refused without one), and the bureau confirms it. 应急预案: the school writes a plan (refused
// without its name) and records a drill on it, which the plan's list then counts. 培训考核: the canteen records a training
// session for one of its food handlers, whose hours for the year then grow by the course's.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const hazardRow = (page: Page, text: string) => page.getByTestId('hazard-table').locator('.arco-table-tr', { hasText: text });

test('the bureau inspects, the canteen rectifies with a photo, the bureau confirms', async ({ page, browser }) => {
  const note = `后门挡鼠板缺失${Date.now().toString(36)}`;

  await signIn(page, { account: 'centre', tenant: '100001' }, '/anquan/inspection/index');
  await page.getByTestId('inspection-add').click();
  const dialog = page.getByTestId('inspection-dialog');
  await dialog.getByTestId('inspection-canteen').click();
  await page
    .getByRole('option', { name: /第一小学学生食堂/ })
    .first()
    .click();
  await expect(dialog.getByTestId('inspection-result-1')).toBeVisible();
  await dialog.getByTestId('inspection-result-4').getByText('不符合').click();
  await dialog.getByLabel('说明 4').fill(note);
  // a 不符合 item asks for its deadline and responsible person
  await dialog.getByTestId('inspection-save').click();
  await expect(dialog).toContainText('请选择整改期限');
  const deadline = dialog.getByTestId('inspection-deadline-4').locator('input');
  await deadline.click();
  await deadline.fill('2099-12-31');
  await deadline.press('Enter');
  await dialog.getByTestId('inspection-responsible-4').fill('李食堂');
  await dialog.getByTestId('inspection-save').click();
  await expect(page.getByText('本次检查发现 1 项隐患，已转入隐患整改')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // the canteen rectifies: a photo is required
  const canteenContext = await browser.newContext();
  const canteen = await canteenContext.newPage();
  await signIn(canteen, { account: 'canteen', tenant: '100001' }, '/anquan/rectify/index?status=0');
  const row = hazardRow(canteen, note);
  await expect(row).toContainText('待整改');
  await row.getByRole('button', { name: '整改' }).click();
  const rectify = canteen.getByTestId('rectify-dialog');
  await rectify.getByTestId('rectify-note').fill('已加装挡鼠板。');
  await rectify.getByTestId('rectify-save').click();
  await expect(rectify).toContainText('请上传整改照片');
  await rectify.getByTestId('rectify-photo').setInputFiles({ name: '挡鼠板.png', mimeType: 'image/png', buffer: PNG });
  await expect(rectify.getByText('挡鼠板.png')).toBeVisible();
  await rectify.getByTestId('rectify-save').click();
  await expect(rectify).toHaveCount(0);
  await canteen.goto('/anquan/rectify/index?status=1');
  await expect(hazardRow(canteen, note)).toContainText('待确认');
  // the canteen confirms nothing
  await expect(hazardRow(canteen, note).getByRole('button', { name: '确认' })).toHaveCount(0);
  await canteenContext.close();

  // the bureau confirms
  await page.goto('/anquan/rectify/index?status=1&mine=1');
  const pending = hazardRow(page, note);
  await expect(pending).toContainText('待确认');
  await pending.getByRole('button', { name: '确认' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('操作成功！').first()).toBeVisible();
  await page.goto('/anquan/rectify/index?status=2');
  await expect(hazardRow(page, note)).toContainText('已确认');
  await hazardRow(page, note).getByRole('button', { name: '查看' }).click();
  await expect(page.getByTestId('hazard-view')).toContainText('已加装挡鼠板。');
  // the rectification's photo, shown by its image (named by the file; the test's bytes are a PNG signature, not a picture)
  await expect(page.getByTestId('hazard-view').getByRole('row', { name: /整改照片/ })).toContainText('挡鼠板.png');
});

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

  // edited: the dialog loads the plan as saved and saves over it at the version it loaded
  await row.getByRole('button', { name: '编辑' }).click();
  await expect(dialog.getByLabel('预案名称')).toHaveValue(title);
  await dialog.getByLabel('预案名称').fill(`${title}（修订）`);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('plan-table')).toContainText(`${title}（修订）`);
});

test('培训考核: the canteen records a session and its food handler’s hours count it', async ({ page }) => {
  await signIn(page, { account: 'canteen', tenant: '100001' }, '/anquan/training/index');
  const tab = (name: string) => page.getByRole('tab', { name }).click();
  // 刘秀兰's hours this year, as 学时统计 shows them (「4 / 40」), found by her name (other journeys add food handlers
  // to the canteen, and the list runs fewest hours first: she may be on a later page)
  const hours = async () => {
    await tab('学时统计');
    const search = page.getByTestId('hours-search');
    await search.getByPlaceholder('姓名或工号').fill('刘秀兰');
    await search.getByPlaceholder('姓名或工号').press('Enter');
    const row = page.getByTestId('hours-table').locator('.arco-table-tr', { hasText: '刘秀兰' });
    await expect(row).toHaveCount(1);
    return Number((await row.locator('td').nth(3).innerText()).split('/')[0]!.trim());
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
