import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, BASIC, signIn } from './helpers';

// 财务监管 as the education bureau, one journey: the demo canteen posts a month's meal income and a food cost far
// above it (through the API: prepared by `canteen`, audited and posted by `accountant`); the bureau opens 学校账簿 and
// reads 第一小学's book (vouchers, 科目余额表, a subject's 明细账), sees the ratio warned in 指标预警 and saves a
// threshold, and reads 伙食费收支 with its chart. (The API suite has each figure, the reach and the refusals.)
const F = '/api/rabbit-finance';

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` };
  const answer =
    method === 'GET' ? await request.get(path, { headers, params: body as Record<string, string> }) : await request.post(path, { headers, data: body });
  const json = (await answer.json()) as { code: number; data: T; msg: string };
  expect(json.code, `${path}: ${json.msg}`).toBe(200);
  return json.data;
}

test('学校账簿, 指标预警 and 伙食费收支: the bureau reads a school’s posted month and its warnings', async ({ page, request }) => {
  test.setTimeout(90_000);
  const [preparer, auditor, centre] = await Promise.all([apiToken(request, 'canteen'), apiToken(request, 'accountant'), apiToken(request, 'centre')]);
  const [book] = await api<{ id: string; openPeriod: string }[]>(request, preparer, 'GET', `${F}/book/list`);
  const leaves = await api<{ id: string; code: string }[]>(request, preparer, 'GET', `${F}/subject/leaves`, { bookId: book!.id });
  const subject = (code: string) => leaves.find((leaf) => leaf.code === code)!.id;
  const month = book!.openPeriod;
  // today (the latest date, so the vouchers head the book's list), or the month's end when the open month is an earlier one
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  const day = today.startsWith(month) ? today : `${month}-28`;
  const posted = async (debit: string, credit: string, amount: number) => {
    const { id } = await api<{ id: string }>(request, preparer, 'POST', `${F}/voucher/submit`, {
      bookId: book!.id,
      word: '记',
      voucherDate: day,
      attachments: 0,
      fileIds: [],
      remark: '',
      lines: [
        { summary: '监管旅程', subjectId: subject(debit), debit: amount, credit: 0 },
        { summary: '监管旅程', subjectId: subject(credit), debit: 0, credit: amount },
      ],
    });
    await api(request, auditor, 'POST', `${F}/voucher/audit`, { ids: [id] });
    await api(request, auditor, 'POST', `${F}/voucher/post`, { ids: [id] });
  };
  await posted('2203', '4001', 100_00);
  await posted('5002', '1002', 500_000_00);
  test.info().annotations.push({ type: 'month', description: month });

  // 学校账簿 → 第一小学's book, read-only
  await signIn(page, { account: 'centre', tenant: '100001' }, '/financialSupervision/books/index');
  const row = page.getByTestId('finance-supervision-books-table').locator('.arco-table-tr', { hasText: '东湖区第一小学' }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '查看账簿' }).click();
  const view = page.getByTestId('fin-book-view');
  await expect(view.getByTestId('fin-book-vouchers')).toContainText('监管旅程');
  await view.getByRole('tab', { name: /科目余额表/ }).click();
  await view.getByTestId('fin-book-subject-4001').click();
  await expect(view.getByTestId('fin-book-ledger-title')).toHaveText(/4001/);
  await expect(view.getByTestId('fin-book-ledger')).toContainText('期初余额');
  await expect(view.getByTestId('fin-book-ledger')).toContainText('本年累计');
  await page.keyboard.press('Escape');

  // 指标预警 of the month: the ratio far above 70 %; the bureau saves a closing day
  await page.goto(`/financialSupervision/indicator/index?month=${month}`);
  await expect(page.getByTestId('fin-indicator-month').locator('input')).toHaveValue(month);
  const table = page.getByTestId('fin-indicator-table');
  await expect(table.locator('.arco-table-tr', { hasText: '东湖区第一小学' }).filter({ hasText: '食材成本率偏高' })).toContainText('严重');
  await page.getByTestId('fin-thresholds').getByText('预警阈值').click();
  const form = page.getByTestId('fin-thresholds-form');
  await form.getByLabel('结账截止日（次月）').fill('12');
  await form.getByTestId('fin-thresholds-save').click();
  await expect(page.getByText('预警阈值已保存')).toBeVisible();
  await expect.poll(async () => (await api<{ closeDay: number }>(request, centre, 'GET', `${F}/supervision/settings`)).closeDay).toBe(12);
  await api(request, centre, 'POST', `${F}/supervision/settings`, {});

  // 伙食费收支: the chart and the school's month
  await page.goto('/financialSupervision/mealFee/index');
  await expect(page.getByTestId('fin-meal-fee-chart')).toBeVisible();
  await expect(page.getByTestId('fin-meal-fee-schools').locator('.arco-table-tr', { hasText: '东湖区第一小学' }).filter({ hasText: month })).toBeVisible();
});
