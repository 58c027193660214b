import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { AT, B, caller, detailOf, setClock, score, tenderAt, type Prepared } from './bidding-helpers';
import { signIn } from './helpers';

// 招标审核, 招标监管 and 专家评标 on the real server. Each test brings its own tender to the stage its screen starts
// from through the API (bidding-helpers.ts, as tests/api/bidding.test.ts walks them) and then drives that screen: an
// approver refuses to reject without an opinion and approves; 纪委 reads a published tender and its notice; an expert
// declares no conflict of interest, is stopped above an item's maximum, saves and submits; the panel's matrix, the
// catalogue the award writes and the tenderer's home card. Time moves only by the test clock, put back after each.
const suffix = Date.now().toString(36);
/** The bids' prices, a line each (大米, 食用油, 面粉), the first supplier's the lowest in total. */
const PRICES = [
  [6.8, 64, 4.4],
  [7.2, 66, 4.6],
  [7.5, 62, 4.2],
];
/** The scores of the panel's first expert ([商品质量, 配送服务] a bid): the others give 25 and 25 to every bid. */
const EXPERT_SCORES = [
  [28, 27],
  [25, 25],
  [26, 24],
] as const;

/** A tender the panel opened, the three bids quoted at PRICES. */
const openedTender = (request: APIRequestContext, title: string): Promise<Prepared> => tenderAt(request, 'opened', { title, prices: PRICES });

test.describe('招标审核, 招标监管 and 专家评标', () => {
  test.afterEach(async ({ request }) => setClock(request, 0));

  test('招标审核: an approver cannot reject without an opinion, then approves the tender', async ({ page, request }) => {
    const approvedTitle = `端到端审核招标${suffix}`;
    const tender = await tenderAt(request, 'pending', { title: approvedTitle });
    await signIn(page, { account: 'approver', tenant: '100001' }, '/zhaobiao/approve/index');
    const pending = page.getByTestId('approve-pending-table');
    await expect(pending).toContainText(approvedTitle);
    await page.getByTestId(`approve-open-${tender.id}`).click();
    const drawer = page.getByTestId('approve-drawer');
    await expect(drawer.getByTestId('bidding-info')).toContainText('大米粮油评标小组');
    await drawer.getByRole('tab', { name: '清单' }).click();
    await expect(drawer.getByTestId('bidding-lines')).toContainText('G0101');

    await drawer.getByTestId('approve-reject').click();
    await expect(drawer.getByText('驳回时请填写审核意见')).toBeVisible();
    await drawer.getByPlaceholder('通过时可不填；驳回时必填').fill('同意发布');
    await drawer.getByTestId('approve-pass').click();
    await expect(page.getByText('已通过，招标公告已发布').first()).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(pending).not.toContainText(approvedTitle);

    // two approvers at once: the other decided while this drawer was open — the server's answer, and the list refreshed
    const raced = await tenderAt(request, 'pending', { title: `端到端并发审核${suffix}` });
    await page.reload();
    await page.getByTestId(`approve-open-${raced.id}`).click();
    await expect(drawer.getByTestId('approve-pass')).toBeVisible();
    const other = await caller(request, 'approver2');
    expect((await other.post(`${B}/issue`, { id: raced.id, pass: false, opinion: '预算偏高' })).code).toBe(200);
    await drawer.getByTestId('approve-pass').click();
    await expect(drawer.getByTestId('approve-refusal')).toHaveText('该招标已被其他人处理，请刷新');
    await expect(drawer.getByTestId('approve-pass')).toHaveCount(0);
    await expect(pending).not.toContainText(`端到端并发审核${suffix}`);
  });

  test('招标监管: 纪委 reads the tender in 招标项目总览 and its notice in 招标公告', async ({ page, request }) => {
    const approvedTitle = `端到端监管招标${suffix}`;
    await tenderAt(request, 'published', { title: approvedTitle });
    await signIn(page, { account: 'jiwei', tenant: '100001' }, '/bidding/list');
    const table = page.getByTestId('overview-table');
    const row = table.locator('.arco-table-tr', { hasText: approvedTitle });
    await expect(row).toContainText('报名中');
    // read-only: no add, no edit, no removal
    await expect(page.getByTestId('overview-add')).toHaveCount(0);
    await expect(row.getByRole('button', { name: '编辑' })).toHaveCount(0);
    await row.getByRole('button', { name: '查看' }).click();
    const drawer = page.getByTestId('bidding-drawer');
    await expect(drawer.getByTestId('bidding-info')).toContainText('同意发布');
    await drawer.getByRole('tab', { name: '公告' }).click();
    await expect(drawer.getByTestId('bidding-notices')).toContainText(`${approvedTitle}招标公告`);
    await drawer.getByRole('tab', { name: '操作记录' }).click();
    await expect(drawer.getByTestId('bidding-audit')).toContainText('审核通过');

    await page.goto('/bidding/notice');
    const notice = page.getByTestId('notices-table').locator('.arco-table-tr', { hasText: `${approvedTitle}招标公告` });
    await expect(notice).toContainText('招标公告');
    await notice.getByRole('button', { name: '查看' }).click();
    await expect(page.getByTestId('notice-view')).toContainText(`${approvedTitle}：东湖区教育局集中采购学校食堂大米、食用油。`);
  });

  test('专家评标: the 回避 declaration first, a score above the maximum refused, 暂存 then 提交, read-only after', async ({ page, request }) => {
    test.setTimeout(90_000);
    const scoredTitle = `端到端评标招标${suffix}`;
    const { id, bids } = await openedTender(request, scoredTitle);

    await signIn(page, { account: 'expert', tenant: '100001' }, '/zhaobiao/evaluate/index');
    const row = page.getByTestId('evaluate-open-table').locator('.arco-table-tr', { hasText: scoredTitle });
    await expect(row).toContainText('未评分');
    await page.getByTestId(`evaluate-open-${id}`).click();
    await expect(page).toHaveURL(new RegExp(`/zhaobiao/evaluate/score\\?id=${id}`));

    // the declaration before anything else
    const declaration = page.getByTestId('avoidance-card');
    await expect(declaration).toContainText('鲜丰农产品配送有限公司');
    await expect(page.getByTestId(`score-bid-${bids[0]}`)).toHaveCount(0);
    await expect(declaration.getByTestId('avoidance-confirm')).toBeDisabled();
    await declaration.getByTestId('avoidance-check').click();
    await declaration.getByTestId('avoidance-confirm').click();

    const field = (bid: string, item: string) => page.getByTestId(`score-bid-${bid}`).getByRole('spinbutton', { name: item });
    const quality = '商品质量（满分 30）';
    const service = '配送服务（满分 30）';
    await expect(page.getByTestId(`score-price-${bids[0]}`)).toHaveText('40.00');
    await field(bids[0]!, quality).fill('31');
    await field(bids[0]!, quality).press('Tab');
    await expect(page.getByTestId(`score-bid-${bids[0]}`).getByText('评分项「商品质量」不能超过 30 分')).toBeVisible();
    await page.getByTestId('score-save').click();
    await expect(page.getByTestId('score-refusal')).toHaveText('请先改正标红的评分');

    for (const [index, bid] of bids.entries()) {
      await field(bid, quality).fill(String(EXPERT_SCORES[index]![0]));
      await field(bid, service).fill(String(EXPERT_SCORES[index]![1]));
    }
    await field(bids[2]!, service).press('Tab');
    await page.getByTestId('score-save').click();
    await expect(page.getByText('评分已暂存').first()).toBeVisible();

    // saved: the declaration is not asked again and the scores come back
    await page.reload();
    await expect(field(bids[0]!, quality)).toHaveValue('28');
    await expect(page.getByTestId('avoidance-card')).toHaveCount(0);
    await page.getByTestId('score-submit').click();
    const confirm = page.getByRole('dialog').filter({ hasText: '提交后评分将锁定' });
    await confirm.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.getByText('评分已提交').first()).toBeVisible();
    await expect(page.getByTestId('score-submit')).toHaveCount(0);
    await expect(page.getByTestId(`score-value-${bids[1]}-quality`)).toHaveText('25');
    await expect(page.getByRole('spinbutton')).toHaveCount(0);
    await expect(page.getByTestId('score-others-hidden')).toBeVisible();
  });

  test('the whole panel scored: the matrix; then the award writes the catalogue, where removal asks a reason; the home card', async ({ page, request }) => {
    test.setTimeout(90_000);
    const scoredTitle = `端到端已评标招标${suffix}`;
    const { id, bids } = await openedTender(request, scoredTitle);
    await score(request, id, 'expert', new Map(bids.map((bid, index) => [bid, EXPERT_SCORES[index]!])));
    for (const account of ['expert2', 'expert3']) await score(request, id, account, new Map(bids.map((bid) => [bid, [25, 25] as const])));
    await signIn(page, { account: 'expert', tenant: '100001' }, `/zhaobiao/evaluate/score?id=${id}`);
    const matrix = page.getByTestId('score-matrix');
    await expect(matrix).toContainText('鲜丰农产品配送有限公司');
    await expect(matrix.locator('.arco-table-tr', { hasText: '鲜丰农产品配送有限公司' })).toContainText('55.00');
    // opened by its address: the tab carries the screen's own title; the expert's own scores stay readable
    await expect(page.getByRole('tab', { name: '评标打分' })).toBeVisible();
    await expect(page.getByTestId(`score-value-${bids[0]}-quality`)).toHaveText('28');

    const centre = await caller(request, 'centre');
    const { version } = await detailOf(centre, id);
    expect((await centre.post(`${B}/submit`, { id, version, biddingProgress: 8, ids: bids[0], awardReason: '' })).code).toBe(200);
    await setClock(request, AT.publicityOver);
    expect((await detailOf(centre, id)).biddingProgress).toBe(9);

    const school = await page
      .context()
      .browser()!
      .newPage({ baseURL: page.url().replace(/\/zhaobiao.*$/, ''), locale: 'zh-CN' });
    await signIn(school, { account: 'centre', tenant: '100001' }, '/zhaobiao/catalogue/index');
    const table = school.getByTestId('catalogue-table');
    const rows = table.locator('.arco-table-tr', { hasText: scoredTitle });
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText('鲜丰农产品配送有限公司');
    await rows.filter({ hasText: '6.80' }).getByRole('button', { name: '移除' }).click();
    const dialog = school.getByRole('dialog', { name: '移除目录商品（1 项）' });
    await dialog.getByRole('button', { name: '移除' }).click();
    await expect(dialog.getByText('请填写移除理由')).toBeVisible();
    await dialog.getByTestId('catalogue-reason').fill('该商品停止供应');
    await dialog.getByRole('button', { name: '移除' }).click();
    await expect(school.getByText('已移除').first()).toBeVisible();
    await expect(rows).toHaveCount(2);
    await school.getByRole('tab', { name: '供应商绑定' }).click();
    await expect(school.getByTestId('catalogue-bindings-table')).toContainText('鲜丰农产品配送有限公司');
    // nothing went wrong unseen on the way (an empty reason is the form's business, not an error)
    await expect(school.getByRole('button', { name: '错误日志（0 条）' })).toBeVisible();

    // 待办提醒: the five open tenders the server names for the tenderer (nearest deadline first: which five depends on
    // what else is open), the completed one not among them, each opening its detail
    const open = (await centre.get<{ id: string; title: string }[]>(`${B}/schoolHome/biddingList2`)).data;
    expect(open.map((tender) => tender.title)).not.toContain(scoredTitle);
    await school.goto('/wel/index');
    const items = school.getByTestId('home-bidding-card').getByTestId('home-bidding-item');
    await expect(items).toHaveCount(open.length);
    for (const [index, tender] of open.entries()) await expect(items.nth(index)).toContainText(tender.title);
    // the detail page is another screen's (where it is not built yet, the router goes on to 404): the card's part is to go there
    await Promise.all([school.waitForURL(`/zhaobiao/bidding/detail?id=${open[0]!.id}`, { waitUntil: 'commit' }), items.first().click()]);
    await school.goto('/wel/index');
    await Promise.all([school.waitForURL(/\/zhaobiao\/bidding\/index$/, { waitUntil: 'commit' }), school.getByTestId('home-bidding-more').click()]);
    await school.close();
  });
});
