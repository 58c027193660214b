import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expect, test } from './fixtures';
import { apiToken, BASIC, signIn } from './helpers';

const canteen = { account: 'canteen', tenant: '100001' };
const API = '/api/rabbit-finance';

interface Envelope<T> {
  data: T;
  msg: string;
}

/** A finance call through the API as an account: its data (failing the test on a refusal). */
async function call<T>(request: APIRequestContext, account: string, method: 'get' | 'post', path: string, payload: Record<string, unknown>): Promise<T> {
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${await apiToken(request, account)}` };
  const answer =
    method === 'get'
      ? await request.get(`${API}/${path}`, { headers, params: payload as Record<string, string> })
      : await request.post(`${API}/${path}`, { headers, data: payload });
  const body = (await answer.json()) as Envelope<T>;
  expect(answer.ok(), `${path}: ${body.msg}`).toBe(true);
  return body.data;
}

/** A page of its own (a browser context) signed in as the account. */
async function pageOf(browser: Browser, account: string, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signIn(page, { account, tenant: '100001' }, path);
  return page;
}

/** Types a line by keyboard from its 摘要: summary, Tab, the subject searched by code and taken with Enter, Tab, 借方, Tab, 贷方. */
async function typeLine(page: Page, index: number, line: { summary: string; subject: string; debit?: string; credit?: string }) {
  await page.getByTestId(`voucher-line-${index}-summary`).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(line.summary);
  await page.keyboard.press('Tab');
  // the server's matches for what is typed (the options shown meanwhile are the earlier ones, filtered)
  const answered = page.waitForResponse((answer) => answer.url().includes('/subject/leaves') && answer.url().endsWith(`keyword=${line.subject}`));
  await page.keyboard.type(line.subject);
  await answered;
  await expect(page.locator('.arco-select-popup:visible .arco-select-option').first()).toContainText(line.subject);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(`voucher-line-${index}-subject`)).toContainText(line.subject);
  await page.keyboard.press('Tab');
  await expect(page.getByTestId(`voucher-line-${index}-debit`)).toBeFocused();
  if (line.debit) await page.keyboard.type(line.debit);
  await page.keyboard.press('Tab');
  await expect(page.getByTestId(`voucher-line-${index}-credit`)).toBeFocused();
  if (line.credit) await page.keyboard.type(line.credit);
}

test('the day’s recharges drafted by 生成凭证 and a voucher entered by keyboard: the accountant audits and posts both, 明细账 shows them, and a closed month refuses a voucher dated in it', async ({
  page: entry,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const books = await call<{ id: string; kind: number; openPeriod: string }[]>(request, 'canteen', 'get', 'book/list', {});
  const book = books.find((item) => item.kind === 1)!;
  const summary = `购入大米${Date.now().toString(36).slice(-5)}`;

  // a student of the school recharged ¥321.09 today through the API: the money 生成凭证 drafts below
  const suffix = Date.now().toString(36).slice(-6);
  const school = { Authorization: BASIC, 'Blade-Auth': `bearer ${await apiToken(request, 'school')}` };
  const student = await request.post('/api/rabbit-personnel/personnel/submit', {
    headers: school,
    data: { personnelNo: `E2EF${suffix}`, name: `记账${suffix}`, type: 2, className: '四年级2班' },
  });
  const personnelId = ((await student.json()) as { data: { id: string } }).data.id;
  const recharge = await request.post('/api/rabbit-consume/recharge/submit', {
    headers: school,
    data: { personnelId, amount: 32_109, requestId: `e2e-fin-${suffix}` },
  });
  expect(recharge.ok()).toBe(true);

  // 录入凭证: two lines by keyboard; unbalanced, 保存 stays disabled; Enter on the last 贷方 adds a line
  let page = entry;
  await signIn(page, canteen, '/financialVoucherAdd');
  await expect(page.getByTestId('voucher-form')).toBeVisible();
  await expect(page.getByTestId('voucher-number')).toContainText('记-');
  await typeLine(page, 0, { summary, subject: '1403.01', debit: '1200' });
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('voucher-line-1-summary')).toBeFocused();
  await typeLine(page, 1, { summary, subject: '1002', credit: '1000' });
  await expect(page.getByTestId('voucher-capital')).toContainText('借贷不平衡');
  await expect(page.getByTestId('voucher-save')).toBeDisabled();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1200.00');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('voucher-line-2-summary')).toBeFocused();
  await expect(page.getByTestId('voucher-line-2-summary')).toHaveValue(summary);
  await expect(page.getByTestId('voucher-total-debit')).toHaveText('1,200.00');
  await expect(page.getByTestId('voucher-total-credit')).toHaveText('1,200.00');
  await expect(page.getByTestId('voucher-capital')).toContainText('壹仟贰佰元整');
  await expect(page.getByTestId('voucher-save')).toBeEnabled();
  await page.getByTestId('voucher-save').click();
  // saved as a draft, opened in 查看凭证
  await expect(page.getByTestId('voucher-sheet')).toBeVisible();
  await expect(page.getByTestId('voucher-status')).toHaveText('草稿');
  await expect(page.getByTestId('voucher-sheet-no')).toContainText('记-');
  const voucherId = new URL(page.url()).searchParams.get('id')!;

  // 生成凭证 from 凭证列表, only 充值 kept: today's recharges become a draft 伙食费充值 voucher (Dr 1002 / Cr 2203),
  // the newest of those drafted, which opens 查看凭证
  await page.goto('/finance/voucher/index');
  await page.getByTestId('voucher-draft').click();
  const dialog = page.getByTestId('draft-dialog');
  await expect(dialog.getByTestId('draft-pending')).toBeVisible();
  for (const kind of ['refund', 'subsidy', 'consume', 'acceptance', 'issue', 'payment']) {
    const box = dialog.getByTestId(`draft-kind-${kind}`);
    if ((await box.count()) && (await box.locator('input').isChecked())) await box.click();
  }
  await expect(dialog.getByTestId('draft-kind-recharge').locator('input')).toBeChecked();
  await dialog.getByTestId('draft-run').click();
  const drafted = dialog.getByTestId('draft-result').locator('.arco-table-tr', { hasText: '伙食费充值' });
  await expect(drafted.first()).toBeVisible();
  const days = await drafted.locator('td').nth(1).allTextContents();
  const latest = [...days].sort().at(-1)!;
  await drafted
    .filter({ hasText: latest })
    .getByRole('button', { name: /查看凭证/ })
    .click();
  await expect(page).toHaveURL(/\/financialVoucherView\?id=\d+/);
  // the list and the first voucher stay kept alive, hidden, beside it. The view is waited for first: while it loads, the
  // list's ten status tags can still count as visible (a strict-mode failure on a fresh-clone run)
  const view = page.getByTestId('voucher-view-page').filter({ visible: true });
  await expect(view).toHaveCount(1);
  await expect(view.getByTestId('voucher-status')).toHaveText('草稿');
  const rechargeId = new URL(page.url()).searchParams.get('id')!;
  const rechargeVoucher = await call<{ voucherNo: string; lines: { debit: number; credit: number }[] }>(request, 'canteen', 'get', 'voucher/detail', {
    id: rechargeId,
  });
  const recharged = rechargeVoucher.lines.reduce((sum, line) => sum + line.debit, 0);
  expect(recharged).toBeGreaterThanOrEqual(32_109);

  // the accountant (not the preparer) audits both, then posts them, from the list
  page = await pageOf(browser, 'accountant', '/finance/voucher/index');
  const row = page.locator('.arco-table-tr', { hasText: summary });
  const rechargeRow = page.locator('.arco-table-tr', { hasText: rechargeVoucher.voucherNo });
  await expect(row.getByTestId('voucher-status')).toHaveText('草稿');
  await expect(row).toContainText('李食堂');
  await expect(rechargeRow.getByTestId('voucher-status')).toHaveText('草稿');
  for (const [action, state] of [
    ['audit', '已审核'],
    ['post', '已记账'],
  ] as const) {
    await row.locator('.arco-checkbox').click();
    await rechargeRow.locator('.arco-checkbox').click();
    await page.getByTestId(`voucher-batch-${action}`).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(row.getByTestId('voucher-status')).toHaveText(state);
    await expect(rechargeRow.getByTestId('voucher-status')).toHaveText(state);
  }

  // 明细账 of 银行存款 for the month: the voucher's credit with the running balance; its number opens 查看凭证
  const month = (await row.locator('td').nth(2).textContent())!.slice(0, 7);
  const [bank] = await call<{ id: string }[]>(request, 'canteen', 'get', 'subject/leaves', { bookId: book.id, keyword: '1002' });
  const ledger = await call<{ months: { lines: { voucherId: string; balance: number }[] }[] }>(request, 'canteen', 'get', 'ledger/detail', {
    bookId: book.id,
    subjectId: bank!.id,
    from: month,
    to: month,
  });
  const balance = ledger.months.flatMap((item) => item.lines).find((line) => line.voucherId === voucherId)!.balance;
  await page.goto(`/subsidiaryLedger?subjectId=${bank!.id}&from=${month}&to=${month}`);
  // the recharges' debit to 银行存款
  const yuan = (fen: number) => new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(fen / 100);
  await expect(page.locator('.arco-table-tr', { has: page.getByTestId(`ledger-voucher-${rechargeId}`) })).toContainText(yuan(recharged));
  const line = page.locator('.arco-table-tr', { has: page.getByTestId(`ledger-voucher-${voucherId}`) });
  await expect(line).toContainText(summary);
  await expect(line).toContainText('1,200.00');
  await expect(line).toContainText(new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(Math.abs(balance) / 100));
  await expect(page.getByTestId('ledger-table')).toContainText('本月合计');
  await expect(page.getByTestId('ledger-table')).toContainText('本年累计');
  await page.getByTestId(`ledger-voucher-${voucherId}`).click();
  await expect(page.getByTestId('voucher-status')).toHaveText('已记账');

  // 结账管理: the seed's closed month reopened through the API (everything in it posted), closed here again
  const periods = await call<{ period: string; status: number }[]>(request, 'canteen', 'get', 'period/list', { bookId: book.id });
  const closed = periods.filter((item) => item.status === 1).reduce((latest, item) => (item.period > latest ? item.period : latest), '');
  await call(request, 'school', 'post', 'period/reopen', { bookId: book.id, period: closed });
  try {
    await page.goto('/finance/setting/period');
    const period = page.locator('.arco-table-tr', { hasText: closed });
    await expect(period).toContainText('未结账');
    await page.getByTestId(`period-close-${closed}`).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(period).toContainText('已结账');

    // a voucher dated in the closed month is refused with the server's message, nothing saved
    page = entry;
    await page.goto('/financialVoucherAdd');
    await page.getByTestId('voucher-date').locator('input').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`${closed}-15`);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('voucher-number')).toContainText('所选日期所在期间已结账');
    await typeLine(page, 0, { summary, subject: '1403.01', debit: '10' });
    await page.keyboard.press('Tab');
    await typeLine(page, 1, { summary, subject: '1002', credit: '10' });
    await page.getByTestId('voucher-save').click();
    await expect(page.getByTestId('voucher-refusal')).toHaveText('所选日期所在期间已结账');
  } finally {
    // the month closed again whatever happened above, as the seed left it for the tests after this one
    const after = await call<{ period: string; status: number }[]>(request, 'canteen', 'get', 'period/list', { bookId: book.id });
    if (after.find((item) => item.period === closed)?.status === 0) await call(request, 'school', 'post', 'period/close', { bookId: book.id, period: closed });
  }
});

// 付款登记 and 生成凭证, one journey: the school registers a payment to 鲜丰 (not drafted yet), opens 生成凭证, keeps
// only 付款登记 ticked, drafts it, and the list shows the draft voucher, which opens 查看凭证. (The API suite has each
// kind's subjects and amounts, drafting once, closed periods, the reach and the refusals.)
test('付款登记: a payment registered is drafted by 生成凭证 into a draft voucher that opens 查看凭证', async ({ page }) => {
  test.setTimeout(60_000);
  const remark = `e2e付款${Date.now().toString(36).slice(-6)}`;
  await signIn(page, { account: 'school', tenant: '100001' }, '/finance/payment/index');
  await expect(page.getByTestId('payment-page')).toBeVisible();

  await page.getByTestId('payment-add').click();
  const form = page.getByTestId('payment-form');
  await form.getByTestId('payment-supplier').click();
  await page.getByRole('option', { name: '鲜丰农产品配送有限公司' }).click();
  await form.getByLabel('付款金额（元）').fill('1234.56');
  await form.getByTestId('payment-remark').fill(remark);
  await page.getByTestId('payment-save').click();
  await expect(page.getByText('付款已登记')).toBeVisible();
  const row = page.locator('.arco-table-tr', { hasText: remark });
  await expect(row).toContainText('1234.56');
  await expect(row).toContainText('未生成凭证');

  // 生成凭证: every kind waiting is ticked; only 付款登记 is kept
  await page.getByTestId('payment-draft').click();
  const dialog = page.getByTestId('draft-dialog');
  await expect(dialog.getByTestId('draft-pending')).toBeVisible();
  for (const kind of ['recharge', 'refund', 'subsidy', 'consume', 'acceptance', 'issue']) {
    const box = dialog.getByTestId(`draft-kind-${kind}`);
    if (await box.locator('input').isChecked()) await box.click();
  }
  await expect(dialog.getByTestId('draft-kind-payment').locator('input')).toBeChecked();
  await dialog.getByTestId('draft-run').click();
  const result = dialog.getByTestId('draft-result');
  await expect(result).toContainText('支付 鲜丰农产品配送有限公司 货款');
  await expect(result).toContainText('1234.56');
  await dialog.getByTestId('draft-close').click();

  // the payment's row names its draft voucher, which opens 查看凭证
  await expect(row).toContainText(/记-\d{4}/);
  await expect(row).toContainText('草稿');
  await row.getByRole('button', { name: /查看凭证 记-\d{4}/ }).click();
  await expect(page).toHaveURL(/\/financialVoucherView\?id=\d+/);
});
