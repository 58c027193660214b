import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, BASIC, demoAccounts, signIn } from './helpers';

// 溯源管理's journey (the joins and the reach in detail are tests/api/trace.test.ts): the canteen issues rice for
// lunch and records the dish made of it; 溯源查询 finds the issue by meal and opens its batch in 批次溯源, whose chain
// shows the supplier and acceptance upstream and the dish downstream; the supplier sees only its own papers.

const account = (name: string) => demoAccounts.find((one) => one.account === name)!;

/** Rice issued for today's lunch through the API, and a dish of 加工记录 made of it: the dish's name. */
async function lunchOfRice(request: APIRequestContext): Promise<string> {
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${await apiToken(request, 'canteen')}` };
  const get = async <T>(path: string, params: Record<string, string> = {}) =>
    ((await (await request.get(path, { headers, params })).json()) as { data: T }).data;
  const post = async (path: string, data: unknown) => (await (await request.post(path, { headers, data })).json()) as { code: number; msg: string };
  const batches = await get<{ id: string; goodsName: string; onHand: number; expired: boolean }[]>('/api/rabbit-supply/stock/list');
  const rice = batches.find((batch) => batch.goodsName.includes('大米') && !batch.expired && batch.onHand >= 1_000)!;
  expect((await post('/api/rabbit-supply/stock/issue', { meal: 2, purpose: '午餐', lines: [{ batchId: rice.id, quantity: 1_000 }] })).code).toBe(200);
  const issue = (await get<{ movementId: string; batchId: string }[]>('/api/rabbit-ledger/options/issues', { meal: '2' })).find(
    (one) => one.batchId === rice.id,
  )!;
  const cook = (await get<{ id: string; onDuty: boolean; checkResult: number | null }[]>('/api/rabbit-ledger/options/people')).find(
    (person) => person.checkResult !== 2,
  )!;
  const dish = `米饭${Date.now().toString(36)}`;
  const made = await post('/api/rabbit-ledger/processing/submit', { meal: 2, dish, cook: cook.id, issues: [issue.movementId], servings: 300 });
  expect(made.code, made.msg).toBe(200);
  return dish;
}

test('溯源查询 opens a lunch issue’s batch: supplier and acceptance upstream, the dish downstream', async ({ page, request }) => {
  const dish = await lunchOfRice(request);
  await signIn(page, account('canteen'), '/suyuan/query/index');
  const query = page.getByTestId('trace-query-page');
  await query.getByRole('combobox', { name: '餐次' }).click();
  await page.getByRole('option', { name: '午餐' }).click();
  await query.getByRole('button', { name: '搜索' }).click();
  const row = query.locator('tr', { hasText: dish });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '溯源' }).click();

  const trace = page.getByTestId('trace-view');
  await expect(trace.getByTestId('trace-supplier')).toContainText('鲜丰农产品配送有限公司');
  await expect(trace.getByTestId('trace-acceptance')).toContainText('合格');
  await expect(trace.getByText(new RegExp(`午餐 · ${dish}`))).toBeVisible();
  await expect(trace.getByText('未留样').first()).toBeVisible();
  await expect(page.getByTestId('trace-print')).toBeEnabled();
  await page.getByTestId('trace-back').click();
  await expect(page.getByTestId('trace-batches-page')).toBeVisible();
});

test('资质证照: a supplier sees its own papers and drivers only', async ({ page }) => {
  await signIn(page, account('supplier'), '/suyuan/certificate/index');
  const papers = page.getByTestId('trace-certificates-page');
  await expect(papers.locator('tbody tr').first()).toBeVisible();
  for (const owner of await papers.locator('tbody tr td:nth-child(4)').allInnerTexts()) expect(owner).toContain('鲜丰农产品配送有限公司');
});
