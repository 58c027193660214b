import { expect, test } from './fixtures';
import { baseURL } from '../../playwright.config';
import { fillSignIn } from './helpers';

const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const PHONE = '13800000010'; // the demo account `approver`, used by no other browser test

test('password recovery by SMS sets a new password that signs in', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '忘记密码' }).click();
  await expect(page).toHaveURL('/login/forgetPassword');

  await page.getByTestId('phone-input').fill('12345');
  await page.getByTestId('sms-send').click();
  await expect(page.getByText('请输入正确的手机号码')).toBeVisible();

  await page.getByTestId('phone-input').fill(PHONE);
  await page.getByTestId('sms-send').click();
  await expect(page.getByTestId('sms-send')).toBeDisabled();
  const outbox = await request.get(`${baseURL}/api/test/sms-outbox?phone=${PHONE}`, { headers: { Authorization: BASIC } });
  const messages = ((await outbox.json()) as { data: { content: string }[] }).data;
  const code = /验证码为\s*(\d{6})/.exec(messages[0]?.content ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);

  await page.getByTestId('sms-input').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('phone-next').click();
  await expect(page.getByTestId('forget-error')).toHaveText('验证码不正确');
  await page.getByTestId('sms-input').fill(code!);
  await page.getByTestId('phone-next').click();

  await page.getByTestId('reset-account').fill('approver');
  await page.getByTestId('reset-password').fill('short');
  await expect(page.getByText('密码至少包含大写字母，小写字母，数字，6-8位')).toBeVisible();
  await page.getByTestId('reset-password').fill('Newpw123');
  await page.getByTestId('reset-confirm').fill('Newpw123');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('forget-done')).toBeVisible();

  await page.getByTestId('forget-back').click();
  await expect(page).toHaveURL('/login');
  await fillSignIn(page, 'approver', { tenant: '100001', password: 'Demo1234' });
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('用户名或密码不正确');
  await fillSignIn(page, 'approver', { tenant: '100001', password: 'Newpw123' });
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(page).toHaveURL('/wel/index');
});
