import { expect, test } from './fixtures';
import { baseURL } from '../../playwright.config';
import { roleId } from '../../server/seed/org';
import { seedId, SPACE } from '../../server/seed/ids';
import { apiToken, BASIC, signIn, tokenAnswer } from './helpers';

test('新闻资讯: the bureau writes a notice to one school and publishes it; that school reads it, another school does not', async ({
  browser,
  page,
  request,
}) => {
  const title = `食堂检查通知${Date.now().toString(36)}`;
  // the other school's principal, made through the API (东湖区实验中学)
  const centre = await apiToken(request, 'centre');
  const headers = (token: string) => ({ Authorization: BASIC, 'Blade-Auth': `bearer ${token}` });
  const account = `xw${Date.now().toString(36)}`;
  const made = await request.post('/api/rabbit-user/submit', {
    headers: headers(centre),
    data: { account, password: 'Abc123', realName: '新闻测试校长', sex: 1, deptId: seedId(SPACE.dept, 5), roleId: roleId(1, 'school') },
  });
  expect(made.ok()).toBe(true);

  await signIn(page, { account: 'centre', tenant: '100001' }, '/liancan2/home/news');
  await expect(page.getByTestId('notice-table')).toContainText('关于开展秋季学校食堂食品安全专项检查的通知');
  await page.getByTestId('notice-add').click();
  const drawer = page.getByTestId('notice-drawer');
  await page.getByTestId('notice-save').click();
  await expect(drawer).toContainText('请输入标题');
  await drawer.getByLabel('标题').first().fill(title);
  await drawer.getByLabel('标签').fill('通知');
  await drawer.getByLabel('正文').fill('请于本周五前完成食堂自查。\n<b>不是 HTML</b>');
  await drawer.getByText('指定学校').click();
  await page.getByTestId('notice-schools-open').click();
  const rows = page.getByTestId('picker-school-table').locator('.arco-table-body .arco-table-tr');
  await rows.filter({ hasText: '东湖区第一小学' }).getByRole('button', { name: '添加' }).click();
  await page.getByTestId('picker-close').click();
  await expect(page.getByTestId('notice-schools')).toContainText('东湖区第一小学');
  await page.getByTestId('notice-save').click();
  await expect(page.getByText('草稿已保存')).toBeVisible();
  await expect(page.getByTestId('notice-view')).toContainText('草稿');
  await page.getByTestId('notice-publish').click();
  await expect(page.getByText('通知已发布')).toBeVisible();
  await expect(page.getByTestId('notice-withdraw')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notice-table').locator('.arco-table-tr', { hasText: title })).toContainText('已发布');

  // the school addressed, in a browser context of its own: no writing, the notice opens with its body as text
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', reducedMotion: 'reduce' });
  try {
    const school = await context.newPage();
    await signIn(school, { account: 'school', tenant: '100001' }, '/liancan2/home/news');
    const row = school.getByTestId('notice-table').locator('.arco-table-tr', { hasText: title });
    await row.getByRole('button', { name: title }).click();
    await expect(school.getByTestId('notice-content')).toHaveText('请于本周五前完成食堂自查。\n<b>不是 HTML</b>');
    await expect(school.getByTestId('notice-publish')).toHaveCount(0);
    await expect(school.getByTestId('notice-add')).toHaveCount(0);
  } finally {
    await context.close();
  }

  // another school of the tenant does not see it
  const other = (await tokenAnswer(request, account, '100001', false, 'Abc123')).access_token!;
  const seen = (await (await request.get('/api/rabbit-desk/notice/list', { headers: headers(other), params: { size: '50' } })).json()) as {
    data: { records: { title: string }[] };
  };
  expect(seen.data.records.map((notice) => notice.title)).toContain('关于开展秋季学校食堂食品安全专项检查的通知');
  expect(seen.data.records.map((notice) => notice.title)).not.toContain(title);
});
