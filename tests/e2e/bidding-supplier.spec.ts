// The supplier's side of a tender in the browser, each screen from a tender brought to its stage through the real API
// (bidding-helpers.ts): sign-up in 招标大厅 (the phone rule, the certificate checklist and the server's refusal of a
// lapsed licence); then, shortlisted, the quote page (a price above the cap warned of, 暂存, 递交), 我的投标, 投标记录
// and the home card 即将开标, and the quote refused past the opening. Time moves by the test clock, put back after each.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { baseURL } from '../../playwright.config';
import { AT, setClock, tenderAt } from './bidding-helpers';
import { signIn } from './helpers';

/** A page of its own signed in as a supplier account (each account its own browser context and storage). */
async function supplierPage(browser: Browser, account: string, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signIn(page, { account, tenant: '100001', supplier: true }, path);
  return page;
}

test.afterEach(async ({ request }) => setClock(request, 0));

test('招标大厅: a supplier signs up through the dialog; a lapsed licence is marked and refused', async ({ browser, request }) => {
  test.setTimeout(90_000);
  // a tender in 报名中: published, sign-up open
  const title = `大米食用油集中采购${Date.now().toString(36)}`;
  await tenderAt(request, 'published', { title });
  await setClock(request, AT.signUpOpen);

  // 招标大厅: the detail, then 报名 through the dialog — the phone rule first
  const page = await supplierPage(browser, 'supplier', '/toubiao/hall/index');
  const hall = page.getByTestId('bidding-hall-table');
  await page.getByTestId('bidding-hall-search').getByPlaceholder('招标标题').fill(title);
  await page.getByTestId('bidding-hall-search').getByRole('button', { name: '搜索' }).click();
  const row = hall.locator('.arco-table-tr', { hasText: title });
  await expect(row).toContainText('报名中');
  await expect(row).toContainText('120000.00');
  await row.getByRole('button', { name: '查看' }).click();
  const drawer = page.locator('.arco-drawer');
  await expect(drawer.getByTestId('tender-basics')).toContainText('东湖区教育局集中采购');
  await drawer.getByRole('tab', { name: '清单' }).click();
  await expect(drawer.getByTestId('tender-lines')).toContainText('8.00');
  await drawer.getByRole('tab', { name: '公告' }).click();
  await expect(drawer.getByTestId('tender-notices')).toContainText('招标公告');
  await drawer.getByTestId('tender-sign-up').click();

  const dialog = page.getByRole('dialog', { name: '报名' });
  const mobile = dialog.getByTestId('sign-up-mobile');
  await expect(mobile).not.toHaveValue('');
  await mobile.fill('');
  await dialog.getByTestId('sign-up-submit').click();
  await expect(dialog).toContainText('请输入手机号码');
  await mobile.fill('1391234');
  await dialog.getByTestId('sign-up-submit').click();
  await expect(dialog).toContainText('手机号码长度不为11位');
  await mobile.fill('12912345678');
  await dialog.getByTestId('sign-up-submit').click();
  await expect(dialog).toContainText('请输入正确的手机号码');
  await mobile.fill('13912345678');
  await dialog.getByLabel('冷库面积（m²）').fill('120');
  await dialog.getByLabel('配送车辆数').fill('3');
  await expect(dialog.getByTestId('certificate-1')).toHaveAttribute('data-state', 'valid');
  await expect(dialog.getByTestId('certificate-2')).toHaveAttribute('data-state', 'valid');
  await expect(dialog.getByTestId('sign-up-why')).toHaveCount(0);
  await dialog.getByTestId('sign-up-submit').click();
  await expect(page.getByText('报名成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('已报名');
  await expect(row).toContainText('待审核');
  await expect(row.getByRole('button', { name: '报名' })).toHaveCount(0);

  // supplier5's licence has lapsed: marked red, explained, and the server's refusal shown
  const lapsed = await supplierPage(browser, 'supplier5', '/toubiao/hall/index');
  await lapsed.getByTestId('bidding-hall-search').getByPlaceholder('招标标题').fill(title);
  await lapsed.getByTestId('bidding-hall-search').getByRole('button', { name: '搜索' }).click();
  await lapsed.getByTestId('bidding-hall-table').locator('.arco-table-tr', { hasText: title }).getByRole('button', { name: '报名' }).click();
  const refused = lapsed.getByRole('dialog', { name: '报名' });
  await expect(refused.getByTestId('certificate-2')).toHaveAttribute('data-state', 'expired');
  await expect(refused.getByTestId('certificate-2')).toContainText('已过期');
  await expect(refused.getByTestId('sign-up-why')).toContainText('资质证照不全或已过期');
  await refused.getByTestId('sign-up-submit').click();
  await expect(refused.getByTestId('sign-up-refusal')).toHaveText('资质证照不全或已过期：食品经营许可证（已过期）');
  await lapsed.context().close();

  await page.context().close();
});

test('报价: shortlisted, a supplier quotes (over the cap warned, 暂存, 递交), sees it in 我的投标, 投标记录 and 即将开标', async ({ browser, request }) => {
  test.setTimeout(90_000);
  // 投标中: three signed up and shortlisted, the clock past sign-up
  const title = `大米食用油报价采购${Date.now().toString(36)}`;
  const { id } = await tenderAt(request, 'bidding', { title });
  const page = await supplierPage(browser, 'supplier', '/toubiao/my/index?tab=shortlisted');

  // 我的投标 → 入围 → 报价: a price above the cap warns, 暂存, then 递交 with every line priced
  const shortlisted = page.getByTestId('my-bidding-table').locator('.arco-table-tr', { hasText: title });
  await expect(shortlisted).toContainText('入围');
  await shortlisted.getByRole('button', { name: '报价' }).click();
  await expect(page).toHaveURL(new RegExp(`/toubiao/my/quote\\?biddingId=${id}`));
  await expect(page).toHaveTitle(/投标报价/);
  const quote = page.getByTestId('quote-page');
  await quote.getByTestId('quote-price-G0101').fill('8.5');
  await expect(quote.getByTestId('quote-over-G0101')).toHaveText('高于最高限价 ¥8.00');
  await quote.getByTestId('quote-price-G0101').fill('8.555');
  await quote.getByTestId('quote-save').click();
  await expect(quote.getByTestId('quote-answer')).toHaveText('单价须为 0.01–9999999 的数值，最多两位小数');
  await quote.getByTestId('quote-price-G0101').fill('8.5');
  await expect(quote.getByTestId('quote-total')).toHaveText('报价总额：¥42500.00');
  await quote.getByTestId('quote-save').click();
  await expect(quote.getByTestId('quote-answer')).toHaveText('已暂存，报价总额 ¥42500.00 其中 1 项单价高于最高限价。');
  // the save's reload over: a loading button takes no click (a run on a busy machine clicked it while it loaded)
  await expect(quote.getByTestId('quote-submit')).not.toHaveClass(/arco-btn-loading/);
  await quote.getByTestId('quote-submit').click();
  await expect(quote.getByTestId('quote-answer')).toHaveText('请为全部清单商品报价');
  await quote.getByTestId('quote-price-G0103').fill('64');
  await quote.getByTestId('quote-price-G0102').fill('4.4');
  await expect(quote.getByTestId('quote-total')).toHaveText('报价总额：¥98100.00');
  await quote.getByTestId('quote-submit').click();
  const confirm = page.getByRole('dialog', { name: '递交报价' });
  await expect(confirm).toContainText('¥98100.00');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(quote.getByTestId('quote-answer')).toHaveText('已递交，报价总额 ¥98100.00 其中 1 项单价高于最高限价。');

  // 已投标 lists it 已递交; the home card 即将开标 shows it with 更多 to the shortlisted tab
  await page.goto('/toubiao/my/index?tab=quoted');
  const quoted = page.getByTestId('my-bidding-table').locator('.arco-table-tr', { hasText: title });
  await expect(quoted).toContainText('已递交');
  await expect(quoted).toContainText('98100.00');
  await quoted.getByRole('button', { name: '查看报价' }).click();
  await expect(page.getByTestId('quote-view')).toContainText('42500.00');
  // 投标记录: the history with the bid's total
  await page.goto('/bidding/my');
  await expect(page.getByTestId('bidding-history-table').locator('.arco-table-tr', { hasText: title })).toContainText('98100.00');
  await page.goto('/wel/index');
  const card = page.getByTestId('home-shortlisted');
  await expect(card.getByTestId('home-shortlisted-item').filter({ hasText: title })).toContainText('剩余');
  await card.getByTestId('home-shortlisted-more').click();
  await expect(page).toHaveURL(/\/toubiao\/my\/index\?tab=shortlisted/);
  await expect(page.getByRole('tab', { name: '入围', selected: true })).toBeVisible();

  // past the opening time the server refuses a quote, and the page turns read-only with its answer
  await setClock(request, AT.opening);
  await page.goto(`/toubiao/my/quote?biddingId=${id}`);
  await page.getByTestId('quote-save').click();
  await expect(page.getByTestId('quote-answer')).toHaveText('已过投标截止时间');
  await expect(page.getByTestId('quote-save')).toHaveCount(0);
  await expect(page.getByTestId('quote-read-only')).toBeVisible();
  await page.context().close();
});
