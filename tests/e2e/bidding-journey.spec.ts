// One tender from draft to the supplier bound to the school, each step taken on the screens by the user whose step
// it is, each in a browser context of their own: the centre (tenderer and clerk), the approver, a supplier, an
// expert and the school's catalogue. The other bidders' and panel members' steps are taken through the API (their
// screens are the same ones, tested in the other bidding specs, which start from a tender the API brought to their
// stage: this is the domain's one journey through the screens, docs/testing.md). Time moves by the test clock, put
// back at the end.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { baseURL } from '../../playwright.config';
import { AT, B, caller, E, quote, score, setClock, signUp, submitTender } from './bidding-helpers';
import { signIn } from './helpers';

async function pageOf(browser: Browser, account: string, path: string, supplier = false): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signIn(page, { account, tenant: '100001', supplier }, path);
  return page;
}

test('a tender from draft to the bound supplier, across the tenderer, approver, supplier and expert', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const title = `全流程大米采购${Date.now().toString(36)}`;
  const centreApi = await caller(request, 'centre');
  try {
    // the tenderer: a saved draft, submitted for approval from its form
    const submitted = await submitTender(centreApi, { title });
    const version = (await centreApi.get<{ version: number }>(`${B}/detail`, { id: submitted.id })).data.version;
    expect((await centreApi.post(`${B}/submit`, { id: submitted.id, version, biddingProgress: 0 })).code).toBe(200);
    const centre = await pageOf(browser, 'centre', '/zhaobiao/bidding/index');
    const row = centre.getByTestId('bidding-tender-table').locator('.arco-table-tr', { hasText: title });
    await expect(row.getByTestId('bidding-progress')).toHaveText('草稿');
    // a row with many actions keeps some of them under 更多
    const inlineSubmit = row.getByRole('button', { name: '提交审核' });
    if (await inlineSubmit.count()) await inlineSubmit.click();
    else {
      await row.getByRole('button', { name: /更多/ }).click();
      await centre.getByRole('menu').getByRole('menuitem', { name: '提交审核' }).click();
    }
    await expect(centre).toHaveURL(/\/zhaobiao\/bidding\/form/);
    await expect(centre.getByTestId('tender-form').getByLabel('标题')).toHaveValue(title);
    await expect(centre.getByTestId('tender-score-total')).toHaveText('评分项与价格分合计：100 分');
    await centre.getByTestId('tender-submit').click();
    await expect(centre).toHaveURL(/\/zhaobiao\/bidding\/index/);
    // the form's tab closed itself: its work is done
    await expect(centre.getByTestId('tab-bar').locator('[data-value^="/zhaobiao/bidding/form"]')).toHaveCount(0);
    await expect(row.getByTestId('bidding-progress')).toHaveText('待审核');

    // the approver publishes it from 招标审核
    const approver = await pageOf(browser, 'approver', '/zhaobiao/approve/index');
    await approver.getByTestId(`approve-open-${submitted.id}`).click();
    const drawer = approver.getByTestId('approve-drawer');
    await drawer.getByTestId('approve-pass').click();
    await expect(approver.getByTestId(`approve-open-${submitted.id}`)).toHaveCount(0);

    // a supplier signs up in 招标大厅 once sign-up opens; two more by the API
    await setClock(request, AT.signUpOpen);
    const supplier = await pageOf(browser, 'supplier', '/toubiao/hall/index', true);
    await supplier.getByTestId('bidding-hall-search').getByPlaceholder('招标标题').fill(title);
    await supplier.getByTestId('bidding-hall-search').getByRole('button', { name: '搜索' }).click();
    const hallRow = supplier.getByTestId('bidding-hall-table').locator('.arco-table-tr', { hasText: title });
    await hallRow.getByRole('button', { name: '报名' }).click();
    const signUpDialog = supplier.getByRole('dialog', { name: '报名' });
    await signUpDialog.getByTestId('sign-up-mobile').fill('13912345678');
    await signUpDialog.getByTestId('sign-up-submit').click();
    await expect(hallRow).toContainText('已报名');
    await signUp(request, submitted.id, ['supplier2', 'supplier3']);

    // sign-up closes; the tenderer shortlists the three and confirms
    await setClock(request, AT.signUpClosed);
    await centre.goto(`/zhaobiao/bidding/detail?id=${submitted.id}`);
    const header = centre.getByTestId('tender-header');
    await expect(header.getByTestId('bidding-progress')).toHaveText('资格审查');
    await header.getByTestId('tender-next').click();
    const review = centre.getByTestId('tender-review');
    for (const name of ['鲜丰农产品配送有限公司', '东湖绿源蔬菜合作社', '华丰粮油贸易有限公司'])
      await review.getByTestId('review-table').locator('.arco-table-tr', { hasText: name }).locator('.arco-checkbox').click();
    await review.getByTestId('review-pass').click();
    await review.getByTestId('review-confirm').click();
    await expect(header.getByTestId('bidding-progress')).toHaveText('投标中');

    // the supplier quotes on its quote page; the other two by the API
    await supplier.goto(`/toubiao/my/quote?biddingId=${submitted.id}`);
    const quotePage = supplier.getByTestId('quote-page');
    await quotePage.getByTestId('quote-price-G0101').fill('6.8');
    await quotePage.getByTestId('quote-price-G0103').fill('64');
    await quotePage.getByTestId('quote-price-G0102').fill('4.4');
    await quotePage.getByTestId('quote-submit').click();
    await supplier
      .getByRole('dialog', { name: '递交报价' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(quotePage.getByTestId('quote-answer')).toContainText('已递交');
    // in the lines' order (大米, 食用油, 面粉), each dearer in total than the first supplier's
    await quote(request, submitted.id, 'supplier2', [7.2, 66, 4.6]);
    await quote(request, submitted.id, 'supplier3', [7.5, 62, 4.2]);

    // the opening, on the tenderer's screen
    await setClock(request, AT.opening);
    await centre.reload();
    await centre.getByTestId('tender-next').click();
    await centre.getByTestId('opening-open').click();
    // irreversible: it says what happens before it opens
    const opening = centre.getByRole('dialog', { name: '确认开标' });
    await expect(opening).toContainText('流标');
    await opening.getByRole('button', { name: '开标' }).click();
    await expect(header.getByTestId('bidding-progress')).toHaveText('评标中');

    // an expert scores on 评标打分; the other two of the panel by the API — the last submission ranks the bids
    const bids = (await centreApi.get<{ myBiddingId: string; supplierName: string }[]>(`${E}/getSupplierGoodsList`, { biddingId: submitted.id })).data;
    const expert = await pageOf(browser, 'expert', '/zhaobiao/evaluate/index');
    await expert.getByTestId(`evaluate-open-${submitted.id}`).click();
    const declaration = expert.getByTestId('avoidance-card');
    await declaration.getByTestId('avoidance-check').click();
    await declaration.getByTestId('avoidance-confirm').click();
    for (const [index, bid] of bids.entries()) {
      const card = expert.getByTestId(`score-bid-${bid.myBiddingId}`);
      await card.getByRole('spinbutton', { name: '商品质量' }).fill(String(28 - index));
      await card.getByRole('spinbutton', { name: '配送服务' }).fill(String(27 - index));
    }
    await expert.getByTestId('score-submit').click();
    await expert
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect(expert.getByTestId('score-submit')).toHaveCount(0);
    for (const account of ['expert2', 'expert3'])
      await score(request, submitted.id, account, new Map(bids.map((bid, index) => [bid.myBiddingId, [27 - index, 26 - index] as const])));

    // the award to the first rank, on the tenderer's screen; publicity ends by the clock
    await centre.reload();
    await expect(header.getByTestId('bidding-progress')).toHaveText('待定标');
    await centre.getByTestId('tender-next').click();
    const award = centre.getByTestId('tender-award');
    // the first rank starts chosen; the award says the publicity it starts
    await expect(award.locator('tbody .arco-table-tr').nth(0).locator('.arco-radio')).toHaveClass(/arco-radio-checked/);
    await award.getByTestId('award-submit').click();
    const confirmAward = centre.getByRole('dialog', { name: '确认定标' });
    await expect(confirmAward).toContainText('中标公示，公示 3 天');
    await confirmAward.getByRole('button', { name: '确认定标' }).click();
    await expect(header.getByTestId('bidding-progress')).toHaveText('中标公示');
    await setClock(request, AT.publicityOver);

    // the school's catalogue and binding: the winner's goods at its prices
    await centre.goto('/zhaobiao/catalogue/index');
    const catalogue = centre.getByTestId('catalogue-table');
    await expect(catalogue.locator('.arco-table-tr', { hasText: title }).first()).toContainText('鲜丰农产品配送有限公司');
    await centre.getByRole('tab', { name: '供应商绑定' }).click();
    await expect(centre.getByTestId('catalogue-bindings-table')).toContainText('鲜丰农产品配送有限公司');
    const detail = (await centreApi.get<{ biddingProgress: number }>(`${B}/detail`, { id: submitted.id })).data;
    expect(detail.biddingProgress).toBe(9);
  } finally {
    await setClock(request, 0);
  }
});
