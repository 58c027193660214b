import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AT, B, caller, score, setClock, tenderAt, wallClock } from './bidding-helpers';
import { signIn } from './helpers';

// 招标项目 as the education centre: a tender made through the form (three goods, a panel, the approver from the
// user picker, a duplicate good refused before sending), saved, a 409 keeping what was typed, submitted, seen 待审核
// and withdrawn; then, with approval, sign-ups and the clock prepared through the API (bidding-helpers.ts), the
// sign-ups reviewed (不入围 needs a reason) and the shortlist confirmed: 投标中; then, with quotes prepared, the
// opening, the clerk's entry of a paper-scoring expert's scores (肉禽蛋评标小组 has one) and the award. The clock is
// put back after each test.
/** Types a date-time into an Arco date picker and confirms it. */
async function pick(page: Page, testId: string, value: string) {
  const input = page.getByTestId(testId).locator('input');
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

async function chooseOption(page: Page, trigger: ReturnType<Page['getByTestId']>, option: string | RegExp) {
  await trigger.click();
  await page.getByRole('option', { name: option }).first().click();
}

test.afterEach(async ({ request }) => {
  await setClock(request, 0);
});

test('招标项目: a tender made through the form, saved, submitted for approval and withdrawn', async ({ page, request }) => {
  test.setTimeout(90_000);
  const title = `端到端大米采购${Date.now().toString(36)}`;
  await signIn(page, { account: 'centre', tenant: '100001' }, '/zhaobiao/bidding/index');
  await page.getByTestId('bidding-tender-add').click();
  await expect(page).toHaveURL(/\/zhaobiao\/bidding\/form$/);
  const form = page.getByTestId('tender-form');

  await form.getByLabel('标题').fill(title);
  await chooseOption(page, form.getByTestId('tender-category'), '粮油');
  await form.getByLabel('预算（元）').fill('120000');
  const supply = form.locator('.arco-picker-range input');
  await supply.first().click();
  await supply.first().fill(wallClock(0, 24 * 30).slice(0, 10));
  await supply.first().press('Enter');
  await supply.last().fill(wallClock(0, 24 * 200).slice(0, 10));
  await supply.last().press('Enter');
  await form.getByLabel('公告内容').fill('东湖区教育局集中采购学校食堂大米、面粉和食用油。');
  // 营业执照 is always required
  await expect(form.getByRole('checkbox', { name: '营业执照' })).toBeDisabled();
  await form.getByText('食品经营许可证', { exact: true }).click();
  await expect(form.getByRole('checkbox', { name: '食品经营许可证' })).toBeChecked();

  await pick(page, 'tender-sign-up-start', wallClock(0, 2));
  await pick(page, 'tender-sign-up-end', wallClock(0, 2 + 24));
  await expect(form.locator('.arco-form-message')).toContainText(['报名时间不少于3天']);
  await pick(page, 'tender-sign-up-end', wallClock(0, 2 + 72));
  await pick(page, 'tender-opening-time', wallClock(0, 2 + 72 + 24));
  await expect(form.locator('.arco-form-message')).toHaveCount(0);

  // the live total of the score items and the price weight
  await expect(form.getByTestId('tender-score-total')).toContainText('100');
  await form.getByLabel('价格分权重').fill('50');
  await expect(form.getByTestId('tender-score-total')).toContainText('评分项与价格分合计须为100分');
  await form.getByLabel('价格分权重').fill('40');
  await expect(form.getByTestId('tender-score-total')).not.toContainText('须为100分');

  await chooseOption(page, form.getByTestId('tender-group'), /大米粮油评标小组/);
  await form.getByTestId('tender-approver-open').click();
  const picker = page.getByTestId('picker-user');
  await picker.getByTestId('picker-user-table').locator('.arco-table-tr', { hasText: '孙审批' }).getByRole('button', { name: '添加' }).click();
  await picker.getByTestId('picker-close').click();
  await expect(form.getByTestId('tender-approver')).toContainText('孙审批');

  // three goods; the third first names the first one again, which is refused before anything is sent
  const line = (index: number) => form.getByTestId(`tender-line-${index}`);
  await chooseOption(page, line(0).locator('.arco-select'), /^大米/);
  await line(0).getByLabel('预估数量 1').fill('5000');
  await line(0).getByLabel('最高限价（元） 1').fill('8');
  await form.getByTestId('tender-line-add').click();
  await chooseOption(page, line(1).locator('.arco-select'), /^面粉/);
  await line(1).getByLabel('预估数量 2').fill('1000');
  await form.getByTestId('tender-line-add').click();
  await chooseOption(page, line(2).locator('.arco-select'), /^大米/);
  await line(2).getByLabel('预估数量 3').fill('800');
  await expect(form.getByTestId('tender-lines-error')).toHaveText('招标清单中商品重复');
  await page.getByTestId('tender-save').click();
  await expect(page.getByTestId('tender-form-message')).toHaveText('招标清单中商品重复');
  await expect(page).toHaveURL(/\/zhaobiao\/bidding\/form$/);
  await chooseOption(page, line(2).locator('.arco-select'), /^食用植物油/);
  await expect(form.getByTestId('tender-lines-error')).toHaveCount(0);

  await page.getByTestId('tender-save').click();
  await expect(page.getByText('草稿已保存').first()).toBeVisible();

  // someone saves the draft first: the next save is refused (409), keeps what was typed and offers the latest
  const centre = await caller(request, 'centre');
  const { id } = (await centre.get<{ records: { id: string; title: string }[] }>(`${B}/list`, { title })).data.records[0]!;
  const draft = (await centre.get<Record<string, unknown> & { lines: Record<string, unknown>[] }>(`${B}/draftDetail`, { id })).data;
  const only = (record: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, record[key]]));
  const fields = ['id', 'version', 'category', 'budget', 'supplyStart', 'supplyEnd', 'content', 'qualificationReq', 'requiredDocTypes', 'signUpStart'];
  const more = ['signUpEnd', 'openingTime', 'minBidders', 'winnerCount', 'priceWeight', 'scoreItems', 'biddingGroupId', 'approverId', 'publicityDays'];
  const edited = await centre.post(`${B}/submit`, {
    ...only(draft, [...fields, ...more]),
    biddingProgress: 0,
    title: `${title}改`,
    lines: draft.lines.map((item) => only(item, ['goodsCode', 'spec', 'estQty', 'maxPrice'])),
  });
  expect(edited.code, edited.msg).toBe(200);
  await form.getByLabel('公告内容').fill('改过的公告内容。');
  await page.getByTestId('tender-save').click();
  await expect(page.getByTestId('tender-conflict')).toBeVisible();
  await expect(form.getByLabel('公告内容')).toHaveValue('改过的公告内容。');
  await page.getByTestId('tender-conflict-load').click();
  await expect(page.getByTestId('tender-conflict')).toHaveCount(0);
  await expect(form.getByLabel('标题')).toHaveValue(`${title}改`);

  await page.getByTestId('tender-submit').click();
  await expect(page).toHaveURL(/\/zhaobiao\/bidding\/index/);
  const row = page.getByTestId('bidding-tender-table').locator('.arco-table-tr', { hasText: title });
  // the submission went over the saved draft, not beside it
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('bidding-progress')).toHaveText('待审核');
  await row.getByRole('button', { name: '撤回' }).click();
  await expect(row.getByTestId('bidding-progress')).toHaveText('草稿');
  await expect(row.getByRole('button', { name: '编辑' })).toBeVisible();
});

test('招标项目: the sign-ups reviewed (不入围 needs a reason) and the shortlist confirmed', async ({ page, request }) => {
  test.setTimeout(90_000);
  const title = `端到端入围审查${Date.now().toString(36)}`;
  const { id } = await tenderAt(request, 'signedUp', { title, suppliers: ['supplier', 'supplier2', 'supplier3', 'supplier4'] });

  await signIn(page, { account: 'centre', tenant: '100001' }, `/zhaobiao/bidding/detail?id=${id}`);
  const header = page.getByTestId('tender-header');
  await expect(header).toContainText(title);
  await expect(header.getByTestId('bidding-progress')).toHaveText('资格审查');
  await header.getByTestId('tender-next').click();
  const review = page.getByTestId('tender-review');
  const rowOf = (name: string) => review.getByTestId('review-table').locator('.arco-table-tr', { hasText: name });
  await expect(review.getByTestId('review-table').locator('tbody .arco-table-tr')).toHaveCount(4);
  // nothing reviewed yet: nothing to confirm, and the button says why
  await expect(review.getByTestId('review-confirm')).toBeDisabled();
  await review.getByTestId('review-confirm-wrap').hover();
  await expect(page.locator('.arco-tooltip-content')).toContainText('尚未审查任何报名');

  // a sign-up's documents, as they were when it signed up
  await rowOf('华丰粮油贸易有限公司').getByRole('button', { name: '查看' }).click();
  const dialog = page.getByTestId('signup-dialog');
  await dialog.getByRole('tab', { name: '资质' }).click();
  await expect(dialog.getByTestId('signup-documents')).toContainText('营业执照');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).or(page.locator('.arco-modal-close-icon')).first().click();

  // 不入围 without a reason is refused before sending; with one it is saved
  await rowOf('康源食品配送中心').locator('.arco-checkbox').click();
  await review.getByTestId('review-reject').click();
  const reject = page.getByRole('dialog', { name: /不入围/ });
  await reject.getByRole('button', { name: '确定' }).click();
  await expect(reject).toContainText('不入围时请填写理由');
  await reject.getByLabel('理由').fill('冷链配送距离超过要求');
  await reject.getByRole('button', { name: '确定' }).click();
  await expect(rowOf('康源食品配送中心')).toContainText('未入围');

  // the server refuses to confirm while sign-ups wait for review
  await review.getByTestId('review-confirm').click();
  await expect(review.getByTestId('review-message')).toHaveText('还有 3 家报名未审查');

  for (const name of ['鲜丰农产品配送有限公司', '东湖绿源蔬菜合作社', '华丰粮油贸易有限公司']) await rowOf(name).locator('.arco-checkbox').click();
  await review.getByTestId('review-pass').click();
  await expect(rowOf('华丰粮油贸易有限公司')).toContainText('入围');
  await review.getByTestId('review-confirm').click();
  await expect(header.getByTestId('bidding-progress')).toHaveText('投标中');
  await page.getByRole('tab', { name: '公告' }).click();
  await expect(page.getByTestId('tender-notices')).toContainText('入围公示');
  await page.getByRole('tab', { name: '操作记录' }).click();
  await expect(page.getByTestId('tender-audit')).toContainText('确认入围');
});

test('招标项目: opening (refused before its time), 代录评分 for the expert without a login, and the award off the top rank needing a reason', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // quoted, sign-up closed, the opening time not yet come
  const { id, bids } = await tenderAt(request, 'quoted', {
    title: `端到端定标${Date.now().toString(36)}`,
    panel: '肉禽蛋评标小组',
    lines: [
      { goodsCode: 'G0101', estQty: 5000, maxPrice: 8 },
      { goodsCode: 'G0103', estQty: 800 },
    ],
    prices: [6.7, 6.4, 6.1],
  });
  await signIn(page, { account: 'centre', tenant: '100001' }, `/zhaobiao/bidding/detail?id=${id}`);
  await page.getByTestId('tender-next').click();
  const confirmOpening = async () => {
    await page.getByTestId('opening-open').click();
    await page.getByRole('dialog', { name: '确认开标' }).getByRole('button', { name: '开标' }).click();
  };
  await confirmOpening();
  await expect(page.getByTestId('opening-message')).toHaveText('未到开标时间');
  await setClock(request, AT.opening);
  await confirmOpening();
  await expect(page.getByTestId('tender-header').getByTestId('bidding-progress')).toHaveText('评标中');
  await page.getByRole('tab', { name: '开标' }).click();
  await expect(page.getByTestId('tender-opening')).toContainText('已递交');
  await page.getByTestId('tender-next').click();
  await expect(page.getByTestId('tender-evaluation')).toContainText('黄志诚');
  // the experts with a login score through the API; the clerk enters the third's paper scores
  for (const account of ['expert4', 'expert5']) await score(request, id, account, new Map(bids.map((bid) => [bid, [25, 25] as const])));
  await page.reload();
  await page.getByTestId('tender-next').click();
  await page.locator('[data-testid^="clerk-"]').first().click();
  const dlg = page.getByRole('dialog');
  await expect(dlg).toContainText('鲜丰农产品配送有限公司');
  await dlg.getByTestId('clerk-submit').click();
  await expect(dlg.getByTestId('clerk-message')).toHaveText('请先确认回避声明');
  await dlg.getByTestId('clerk-avoidance').click();
  for (const input of await dlg.locator('.arco-input-number input').all()) await input.fill('20');
  await dlg.getByTestId('clerk-save').click();
  await expect(page.getByText('评分已暂存').first()).toBeVisible();
  await dlg.getByTestId('clerk-submit').click();
  await expect(dlg.getByTestId('clerk-message')).toHaveText('请上传专家签字的纸质评分表');
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8ffff3f0005fe02fea7d6a4c30000000049454e44ae426082',
    'hex',
  );
  await dlg.locator('input[type=file]').setInputFiles({ name: 'paper.png', mimeType: 'image/png', buffer: png });
  await expect(dlg).toContainText('paper.png');
  await dlg.getByTestId('clerk-submit').click();
  await expect(page.getByTestId('tender-header').getByTestId('bidding-progress')).toHaveText('待定标');
  // the record says whose scores the clerk entered
  await page.getByRole('tab', { name: '操作记录' }).click();
  await expect(page.getByTestId('tender-audit').getByTestId('audit-expert').filter({ hasText: '代录：' }).first()).toBeVisible();
  await page.getByRole('tab', { name: '评标进度' }).click();
  await page.getByTestId('tender-next').click();
  const award = page.getByTestId('tender-award');
  await award.locator('tbody .arco-table-tr').nth(1).locator('.arco-radio').click();
  await award.getByTestId('award-submit').click();
  await expect(award.getByTestId('award-message')).toHaveText('未按排名选择中标单位时请填写定标理由');
  await award.locator('tbody .arco-table-tr').nth(0).locator('.arco-radio').click();
  await award.getByTestId('award-submit').click();
  await page.getByRole('dialog', { name: '确认定标' }).getByRole('button', { name: '确认定标' }).click();
  await expect(page.getByTestId('tender-header').getByTestId('bidding-progress')).toHaveText('中标公示');
});
