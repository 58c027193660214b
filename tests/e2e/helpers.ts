import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { captchaCode } from '../../playwright.config';

export const PASSWORD = 'Demo1234';

export interface DemoAccount {
  account: string;
  tenant: string;
  brand: 'canteen' | 'centre' | 'dish' | 'bank';
  landing: string;
  supplier?: boolean;
}

const HOME = '/wel/index';
const BANK_HOME = '/liancan/zhuanxiangtongji/mingchuliangzhao/index';

/** The demo accounts of the README, with the brand their login type picks and where they land. */
export const demoAccounts: DemoAccount[] = [
  { account: 'admin', tenant: '000000', brand: 'centre', landing: HOME },
  { account: 'canteen', tenant: '100001', brand: 'canteen', landing: HOME },
  { account: 'centre', tenant: '100001', brand: 'centre', landing: HOME },
  { account: 'school', tenant: '100001', brand: 'canteen', landing: HOME },
  { account: 'supplier', tenant: '100001', brand: 'dish', landing: HOME, supplier: true },
  { account: 'bank', tenant: '100001', brand: 'bank', landing: BANK_HOME },
  { account: 'jiwei', tenant: '100001', brand: 'centre', landing: HOME },
  { account: 'market', tenant: '100001', brand: 'centre', landing: HOME },
];

export async function fillSignIn(page: Page, account: string, options: { tenant?: string; password?: string; supplier?: boolean } = {}) {
  if (options.supplier) await page.getByTestId('login-kind').getByRole('button', { name: '供应商登录' }).click();
  await page.getByTestId('account-input').fill(account);
  if (options.tenant) await page.getByTestId('tenant-input').fill(options.tenant);
  await page.getByTestId('password-input').fill(options.password ?? PASSWORD);
  await expect(page.locator('.captcha-image img')).toBeVisible();
  await page.getByTestId('captcha-input').fill(captchaCode);
}

/** Signs in through the real form and waits for the signed-in frame. */
export async function signIn(page: Page, demo: Pick<DemoAccount, 'account' | 'tenant' | 'supplier'>, path = '/login') {
  await page.goto(path);
  await fillSignIn(page, demo.account, { tenant: demo.tenant, supplier: demo.supplier });
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-name')).toBeVisible();
}

export const stored = (page: Page, name: string) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(`shian-${key}`);
    return raw === null ? null : (JSON.parse(raw) as { content: unknown }).content;
  }, name);

/** Opens the user menu and asks to sign out (the confirm dialog follows). */
export async function askSignOut(page: Page) {
  await page.getByTestId('user-name').click();
  await page.getByTestId('user-menu-sign-out').click();
}

export const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** An access token from the token API (for data a test makes before it opens a page). */
export async function apiToken(request: APIRequestContext, account: string, tenant = '100001'): Promise<string> {
  const captcha = (await (await request.get('/api/rabbit-auth/oauth/captcha', { headers: { Authorization: BASIC } })).json()) as { key: string };
  const answer = await request.post('/api/rabbit-auth/oauth/token', {
    headers: { Authorization: BASIC, 'Tenant-Id': tenant, 'Captcha-Key': captcha.key, 'Captcha-Code': captchaCode, 'User-Type': 'web' },
    form: { tenantId: tenant, username: account, password: PASSWORD, grant_type: 'captcha', scope: 'all', type: '0' },
  });
  const body = (await answer.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in of ${account} failed: ${JSON.stringify(body)}`);
  return body.access_token;
}
