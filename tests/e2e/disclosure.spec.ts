import { captchaCode } from '../../playwright.config';
import { expect, test } from './fixtures';
import { apiToken, BASIC, signIn } from './helpers';

// 信息公开's journey: a parent opens the school's page from its QR link (no sign-in), answers the survey and sends a
// complaint; the school replies from 投诉建议; the parent reads the reply by the reference number.
test('a parent answers the survey and complains from the QR page; the school replies; the parent reads it by the reference', async ({ page, request }) => {
  const school = await apiToken(request, 'school');
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${school}` };
  const link = ((await (await request.get('/api/shian/disclosure/links', { headers })).json()) as { data: { schoolId: string; token: string }[] }).data[0]!;
  const title = `家长评价${Date.now().toString(36)}`;
  const clock = ((await (await request.get('/api/shian/clock', { headers })).json()) as { data: { now: number } }).data.now;
  const made = await request.post('/api/shian/disclosure/survey/submit', {
    headers,
    data: {
      title,
      audience: 1,
      startDate: new Date(clock + 8 * 3_600_000).toISOString().slice(0, 10),
      endDate: '2099-12-31',
      questions: ['饭菜口味'],
      schoolIds: [link.schoolId],
    },
  });
  expect(made.ok()).toBe(true);

  // the QR code's address, opened by a visitor without a session
  await page.goto(`/p/${link.token}`);
  await expect(page.getByTestId('public-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('东湖区第一小学');
  // this week's recipe as the school's canteen published it (the demo seed publishes the current week)
  await expect(page.locator('#recipe h3').first()).toContainText('起一周');
  await expect(page.locator('#recipe table').first().locator('td').first()).toBeVisible();
  await expect(page.getByTestId('public-recipe-empty')).toHaveCount(0);
  const survey = page.locator('form', { hasText: title });
  await survey.getByTestId('score-0-5').check();
  await survey.getByRole('textbox', { name: '其他意见（选填）' }).fill('孩子很喜欢');
  await survey.locator('input[id^="survey-captcha"]').fill(captchaCode);
  await survey.getByTestId('survey-submit').click();
  await expect(page.getByTestId('survey-thanks')).toBeVisible();

  // HTML is refused in the server's words, what was typed stays
  const form = page.getByTestId('complaint-form');
  await form.getByLabel('标题').fill('午餐太咸');
  await form.getByLabel(/内容/).fill('<b>最近</b>午餐偏咸');
  await page.getByTestId('complaint-captcha-input').fill(captchaCode);
  await page.getByTestId('complaint-submit').click();
  await expect(page.getByTestId('complaint-error')).toHaveText('内容不能包含 HTML 标记');
  await form.getByLabel(/内容/).fill('最近午餐偏咸，希望少放盐。');
  await page.getByTestId('complaint-captcha-input').fill(captchaCode);
  await page.getByTestId('complaint-submit').click();
  const refNo = (await page.getByTestId('complaint-ref').textContent())!;
  expect(refNo).toMatch(/^[A-Z2-7]{16}$/);

  // not replied yet
  await page.getByTestId('lookup-ref').fill(refNo);
  await page.getByTestId('lookup-submit').click();
  await expect(page.getByTestId('lookup-result')).toContainText('待受理');

  // the school replies from 投诉建议 (its QR card above the list)
  await signIn(page, { account: 'school', tenant: '100001' }, '/open/complaint/index');
  await expect(page.getByTestId('public-links')).toBeVisible();
  const row = page.locator('.arco-table-tr', { hasText: refNo });
  await expect(row).toContainText('待受理');
  await row.getByRole('button', { name: '回复' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('已调整盐量，感谢您的反馈。');
  await dialog.getByRole('button', { name: '回复' }).click();
  await expect(row).toContainText('已回复');

  // the parent, later, reads the reply by the reference number
  await page.goto(`/p/${link.token}#complaint`);
  await page.getByTestId('lookup-ref').fill(refNo.toLowerCase());
  await page.getByTestId('lookup-submit').click();
  await expect(page.getByTestId('lookup-result')).toContainText('已调整盐量，感谢您的反馈。');

  // the survey's results in the console
  await page.goto('/open/satisfaction/index');
  await page.locator('.arco-table-tr', { hasText: title }).getByRole('button', { name: '结果' }).click();
  await expect(page.getByTestId('survey-comments')).toContainText('孩子很喜欢');
});
