import { expect, test } from './fixtures';
import { apiToken, BASIC, signIn } from './helpers';

test('函询: the school addressed replies from its list (the reply is required), and the sender sees it replied', async ({ page, request }) => {
  // a letter of this test's own, sent by 纪委 to the school account's school
  const jiwei = await apiToken(request, 'jiwei');
  const school = await apiToken(request, 'school');
  const headers = (token: string) => ({ Authorization: BASIC, 'Blade-Auth': `bearer ${token}` });
  const schoolId = ((await (await request.get('/api/rabbit-user/info', { headers: headers(school) })).json()) as { data: { deptId: string } }).data.deptId;
  const title = `回复端到端${Date.now().toString(36)}`;
  const sent = await request.post('/api/shian/letter/submit', {
    headers: headers(jiwei),
    data: { schoolId, title, content: '请说明本月验收情况。', deadline: '2099-01-01' },
  });
  expect(sent.ok()).toBe(true);

  await signIn(page, { account: 'school', tenant: '100001' }, '/jiwei/letter');
  const row = page.getByTestId('letter-table').locator('.arco-table-tr', { hasText: title });
  await expect(row).toContainText('待回复');
  // a school neither sends nor closes
  await expect(page.getByTestId('letter-add')).toHaveCount(0);
  await expect(row.getByRole('button', { name: '办结' })).toHaveCount(0);
  await row.getByRole('button', { name: '回复' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('请说明本月验收情况。');
  await dialog.getByRole('button', { name: '回复' }).click();
  await expect(dialog).toContainText('请输入回复内容');
  await dialog.getByRole('textbox').fill('本月验收记录已整理，见附件。');
  await dialog.getByRole('button', { name: '回复' }).click();
  await expect(page.getByText('操作成功！')).toBeVisible();
  await expect(row).toContainText('已回复');
  await expect(row.getByRole('button', { name: '回复' })).toHaveCount(0);

  const letters = (await (await request.get('/api/shian/letter/list', { headers: headers(jiwei), params: { size: '50' } })).json()) as {
    data: { records: { title: string; status: number; reply: string }[] };
  };
  expect(letters.data.records.find((letter) => letter.title === title)).toMatchObject({ status: 1, reply: '本月验收记录已整理，见附件。' });
});
