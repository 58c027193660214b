import { expect, test } from './fixtures';
import { apiToken, BASIC, rowAction, signIn } from './helpers';

// 人员信息 as the school: deleting a student who has recharged and eaten is refused and 销户 is offered instead,
// its confirmation saying what happens to the money; after it the person shows 销户 and the card 注销, and
// 钱包余额 shows ¥0.00. (The API suite has the money rules in detail.)
test('人员信息: delete refused for a student with transactions, 销户 offered and done', async ({ page, request }) => {
  const suffix = Date.now().toString(36).slice(-6);
  const token = await apiToken(request, 'school');
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` };
  const created = await request.post('/api/rabbit-personnel/personnel/submit', {
    headers,
    data: { personnelNo: `E2E${suffix}`, name: `销户${suffix}`, type: 2, className: '五年级1班', cardNo: `77${Date.now().toString().slice(-8)}` },
  });
  const person = ((await created.json()) as { data: { id: string } }).data;
  for (const [type, amount] of [
    ['RECHARGE', 5_000],
    ['SUBSIDY_GRANT', 1_000],
    ['CONSUME', 1_766],
  ] as const)
    await request.post('/api/test/wallet', { headers, data: { personnelId: person.id, type, amount, dinnerType: 2, requestId: `e2e-${suffix}-${type}` } });

  await signIn(page, { account: 'school', tenant: '100001' }, '/personnel/list');
  const search = page.getByTestId('diner-search');
  await search.getByLabel('人员编号').fill(`E2E${suffix}`);
  await search.getByLabel('人员编号').press('Enter');
  const row = page.getByTestId('diner-table').locator('.arco-table-tr', { hasText: `销户${suffix}` });
  await expect(row.getByTestId('card-status-1')).toHaveText('正常');

  await (await rowAction(row, `diner-remove-${person.id}`)).click();
  await expect(page.getByTestId('diner-has-txns')).toHaveText(`销户${suffix} 已有充值或消费记录，不能删除。是否改为办理销户？`);
  await page.getByRole('button', { name: '销户' }).last().click();
  // the subsidy went first: ¥10.00 of the ¥17.66 meal, so ¥42.34 cash is left and no subsidy
  await expect(page.getByTestId('diner-close-confirm')).toContainText('现金余额 ¥42.34 退还本人，补贴余额 ¥0.00 清零，卡片注销');
  await page
    .getByRole('dialog')
    .filter({ has: page.getByTestId('diner-close-confirm') })
    .getByRole('button', { name: '销户' })
    .click();
  await expect(row.getByTestId('card-status-4')).toHaveText('注销');
  await expect(row).toContainText('销户');

  await page.goto('/personnel/wallet');
  const wallet = page.getByTestId('diner-wallet-search');
  await wallet.getByLabel('人员编号').fill(`E2E${suffix}`);
  await wallet.getByLabel('人员编号').press('Enter');
  await expect(page.getByTestId('diner-wallet-table').locator('.arco-table-tr', { hasText: `销户${suffix}` })).toContainText('0.00');
});
