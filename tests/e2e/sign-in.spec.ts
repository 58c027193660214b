import { expect, test } from './fixtures';
import { askSignOut, demoAccounts, fillSignIn, PASSWORD, signInThroughForm, stored } from './helpers';

test.describe('sign-in through the form', () => {
  for (const demo of demoAccounts) {
    test(`${demo.account} lands on ${demo.landing} with the ${demo.brand} brand`, async ({ page }) => {
      const userTypes: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/rabbit-auth/oauth/token')) userTypes.push(request.headers()['user-type'] ?? '');
      });
      await signInThroughForm(page, demo);
      await expect(page).toHaveURL(demo.landing);
      await expect(page.locator('body')).toHaveAttribute('data-brand', demo.brand);
      expect(userTypes).toEqual([demo.supplier ? 'supplier' : 'web']);
      expect(await stored(page, 'accessToken')).toBeTruthy();
      expect(await stored(page, 'tenantId')).toBe(demo.tenant);
    });
  }

  test('the tenant is looked up from the account when left at its default', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('tenant-input')).toHaveValue('000000');
    await page.getByTestId('account-input').fill('centre');
    await page.getByTestId('password-input').focus();
    await expect(page.getByTestId('tenant-input')).toHaveValue('100001');
  });

  test('a wrong password shows the server description, stores nothing and renews the captcha', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'school', { tenant: '100001', password: 'Wrong999' });
    const first = await page.locator('.captcha-image img').getAttribute('data-key');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText('用户名或密码不正确');
    await expect(page).toHaveURL(/\/login$/);
    expect(await stored(page, 'accessToken')).toBeNull();
    await expect(page.locator('.captcha-image img')).not.toHaveAttribute('data-key', first ?? '');
    await expect(page.getByTestId('captcha-input')).toHaveValue('');
  });

  test('a wrong captcha is refused with its message', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'school', { tenant: '100001' });
    await page.getByTestId('captcha-input').fill('nope');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText('验证码不正确');
    expect(await stored(page, 'accessToken')).toBeNull();
  });

  test('a supplier account cannot sign in as staff', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'supplier', { tenant: '100001' });
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText('用户名或密码不正确');
  });

  test('empty fields show their messages and nothing is sent', async ({ page }) => {
    let sent = 0;
    page.on('request', (request) => void (request.url().includes('/oauth/token') && (sent += 1)));
    await page.goto('/login');
    await expect(page.locator('.captcha-image img')).toBeVisible();
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('请输入账号')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
    await expect(page.getByText('请输入验证码')).toBeVisible();
    expect(sent).toBe(0);
  });

  test('the password message appears only after the 800 ms delay', async ({ page }) => {
    await page.goto('/login');
    const field = page.getByTestId('password-input');
    await field.fill('x');
    const typedAt = Date.now(); // before the change that starts the 800 ms wait
    await field.fill('');
    const message = page.locator('#login-password-message');
    await expect(message).toHaveText('请输入密码');
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(750);
    await field.fill(PASSWORD);
    await expect(message).toHaveText('');
  });

  test('remember-me pre-fills tenant and account, never the password', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'school', { tenant: '100001' });
    await page.getByTestId('remember').click();
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('user-name')).toBeVisible();
    const all = await page.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie);
    expect(all).not.toContain(PASSWORD);
    await askSignOut(page);
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('account-input')).toHaveValue('school');
    await expect(page.getByTestId('tenant-input')).toHaveValue('100001');
    await expect(page.getByTestId('password-input')).toHaveValue('');
    await expect(page.getByTestId('remember').locator('input')).toBeChecked();
  });

  test('sign-out asks first; cancel keeps the session, confirm revokes it', async ({ page }) => {
    await signInThroughForm(page, { account: 'canteen', tenant: '100001' });
    const token = await stored(page, 'accessToken');
    await askSignOut(page);
    await expect(page.getByText('确定退出系统吗？')).toBeVisible();
    await page.getByRole('button', { name: '取消' }).click();
    await expect(page.getByTestId('user-name')).toBeVisible();
    await askSignOut(page);
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await stored(page, 'accessToken')).toBe('');
    const status = await page.evaluate(async (value) => {
      const res = await fetch('/api/rabbit-auth/oauth/user-info', {
        headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${value}` },
      });
      return res.status;
    }, token);
    expect(status).toBe(401);
  });

  test('the canteen website sign-in has its own page and sign-out returns there', async ({ page }) => {
    await signInThroughForm(page, { account: 'canteen', tenant: '100001' }, '/login/accountLogin');
    await askSignOut(page);
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login\/accountLogin$/);
    await expect(page.getByTestId('auth-canteen')).toBeVisible();
  });

  test('by keyboard: tenant → account → password → its show button → captcha → … → 登录; Space on the button shows the password', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('.captcha-image img')).toBeVisible();
    await page.getByTestId('tenant-input').focus();
    const order = ['tenant-input'];
    for (let step = 0; step < 9 && order.at(-1) !== 'login-submit'; step += 1) {
      await page.keyboard.press('Tab');
      order.push(
        await page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? ''),
      );
    }
    expect(order.slice(0, 5)).toEqual(['tenant-input', 'account-input', 'password-input', 'password-input-toggle', 'captcha-input']);
    expect(order.at(-1)).toBe('login-submit');
    await page.getByTestId('password-input').fill(PASSWORD);
    const toggle = page.getByTestId('password-input-toggle');
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('password-input')).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('password-input')).toHaveAttribute('type', 'password');
  });

  for (const field of ['captcha-input', 'password-input'] as const) {
    test(`Enter in the ${field === 'captcha-input' ? 'captcha' : 'password'} field signs in`, async ({ page }) => {
      await page.goto('/login');
      await fillSignIn(page, 'school', { tenant: '100001' });
      await page.getByTestId(field).press('Enter');
      await expect(page.getByTestId('user-name')).toBeVisible();
      await expect(page).toHaveURL('/wel/index');
    });
  }

  test('the form works in English', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('language-switch').click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Enter your account')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
  });
});
