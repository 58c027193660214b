import { expect, test } from './fixtures';
import { apiToken, BASIC, signIn } from './helpers';

// 开户统计 as the bank, one journey: a school opens an account (through the API); the bank signs in to 银行首页 and
// sees its cards and chart, opens 开户明细 from a card, finds the new account by name with its missing card, and
// exports the filtered list as .xlsx. (The API suite has each figure, the reach and the refusals.)
test('银行首页 and 开户明细: the bank sees its figures, filters the detail and exports it', async ({ page, request }) => {
  test.setTimeout(60_000);
  const suffix = Date.now().toString(36).slice(-6);
  const token = await apiToken(request, 'school');
  const created = await request.post('/api/rabbit-personnel/personnel/submit', {
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` },
    data: { personnelNo: `E2EO${suffix}`, name: `开户${suffix}`, type: 2, className: '三年级1班' },
  });
  expect(((await created.json()) as { code: number }).code).toBe(200);

  await signIn(page, { account: 'bank', tenant: '100001' }, '/liancan2/home/bankstaff');
  const figures = page.getByTestId('bank-home-figures');
  await expect(figures).toBeVisible();
  await expect(page.getByTestId('bank-home-schools')).toContainText('东湖区第一小学');
  await expect(page.getByTestId('bank-home-chart')).toBeVisible();
  await expect(page.getByTestId('bank-home-figure-withoutCard')).toBeVisible();

  // a card opens the detail
  await page.getByTestId('bank-home-figure-withoutCard').getByRole('button').click();
  await expect(page).toHaveURL(/\/kaihutongji\/detail\/index/);
  const search = page.getByTestId('opening-detail-search');
  await search.getByLabel('姓名').fill(`开户${suffix}`);
  await search.getByLabel('姓名').press('Enter');
  const rows = page.getByTestId('opening-detail-table').locator('.arco-table-tr', { hasText: `开户${suffix}` });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('未发卡');
  await expect(rows).toContainText('三年级1班');

  const download = page.waitForEvent('download');
  await page.getByTestId('opening-detail-export').click();
  expect((await download).suggestedFilename()).toBe('开户明细.xlsx');
  await expect(page.getByText('已导出 开户明细.xlsx')).toBeVisible();
});
