// Headless Chromium for the benchmarks, and the sign-in they all start with (a demo account, the fixed
// captcha the bench server was started with).
import { chromium, type Page } from '@playwright/test';

export const launchChromium = (extraArgs: string[] = []) =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', ...extraArgs] });

/** Opens /login and fills the form; the caller clicks `login-submit` (so it can time the click). */
export async function fillSignIn(page: Page, url: string, captcha: string, account = 'centre') {
  await page.goto(`${url}/login`);
  await page.getByTestId('account-input').fill(account);
  await page.getByTestId('tenant-input').fill('100001');
  await page.getByTestId('password-input').fill('Demo1234');
  await page.locator('.captcha-image img').waitFor();
  await page.getByTestId('captcha-input').fill(captcha);
}

/** Signs in and waits until the console has left /login. */
export async function signIn(page: Page, url: string, captcha: string, account = 'centre') {
  await fillSignIn(page, url, captcha, account);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((target) => !target.pathname.startsWith('/login'));
}
