import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
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

/** Signs in through the real form and waits for the signed-in frame: for the tests of signing in itself. */
export async function signInThroughForm(page: Page, demo: Pick<DemoAccount, 'account' | 'tenant' | 'supplier'>, path = '/login') {
  await page.goto(path);
  await fillSignIn(page, demo.account, { tenant: demo.tenant, supplier: demo.supplier });
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-name')).toBeVisible();
}

/**
 * Gives the page the session a sign-in would leave (tokens from the token API, stored as the console
 * stores them), then opens `path` (the landing page by default) and, for a console page, waits for the
 * signed-in frame. Only the tests of signing in go through the form: everywhere else it would cost
 * seconds a test and test nothing new.
 */
export async function signIn(
  page: Page,
  demo: Pick<DemoAccount, 'account' | 'tenant' | 'supplier'>,
  path = '/',
  { waitForFrame = !path.startsWith('/bigscreen/') } = {},
) {
  const token = await tokenResponse(page.request, demo.account, demo.tenant, demo.supplier);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const entries: [string, unknown][] = [
    ['tokenTime', Date.now()],
    ['expiresIn', Number(token.expires_in) || 0],
    ['tenantId', token.tenant_id],
    ['refreshToken', token.refresh_token],
    ['accessToken', token.access_token],
    [
      'userInfo',
      {
        userId: text(token.user_id),
        tenantId: text(token.tenant_id),
        account: text(token.account),
        userName: text(token.user_name),
        nickName: text(token.nick_name),
        realName: text(token.real_name),
        avatar: text(token.avatar),
        userType: text(token.user_type),
        deptId: text(token.dept_id),
        roleId: text(token.role_id),
        roleName: text(token.role_name),
      },
    ],
    ['loginType', Number(token.login_type) || 0],
    ['schoolName', text(token.school_name)],
    ['roles', token.role_name ? String(token.role_name).split(',') : []],
    ['loginPath', '/login'],
    // as the console's own sign-in: what an earlier session of the tab's context kept is another user's (its menus
    // answered a second user's 营养分析 with the first one's 403)
    ['tagList', []],
    ['menuAll', []],
    ['menuId', ''],
    ['permission', {}],
  ];
  // once per tab: a later reload keeps whatever the console made of the session (refreshed tokens, sign-out)
  await page.addInitScript((items) => {
    if (sessionStorage.getItem('e2e-session')) return;
    sessionStorage.setItem('e2e-session', '1');
    for (const [name, content] of items)
      localStorage.setItem(`shian-${name}`, JSON.stringify({ dataType: typeof content, content, type: 'local', datetime: Date.now() }));
  }, entries);
  await page.goto(path);
  // a console page: the signed-in frame is up (and with it error capture, the menus, the header tools)
  if (waitForFrame) await expect(page.getByTestId('user-name')).toBeVisible();
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

type TokenBody = Record<string, unknown> & { access_token: string };

/** A sign-in through the token API, as the form makes it: the answer, whether it signed in or not. */
export async function tokenAnswer(
  request: APIRequestContext,
  account: string,
  tenant = '100001',
  supplier = false,
  password = PASSWORD,
): Promise<Partial<TokenBody>> {
  const captcha = (await (await request.get('/api/rabbit-auth/oauth/captcha', { headers: { Authorization: BASIC } })).json()) as { key: string };
  const answer = await request.post('/api/rabbit-auth/oauth/token', {
    headers: { Authorization: BASIC, 'Tenant-Id': tenant, 'Captcha-Key': captcha.key, 'Captcha-Code': captchaCode, 'User-Type': supplier ? 'supplier' : 'web' },
    form: { tenantId: tenant, username: account, password, grant_type: 'captcha', scope: 'all', type: supplier ? '1' : '0' },
  });
  return (await answer.json()) as Partial<TokenBody>;
}

async function tokenResponse(request: APIRequestContext, account: string, tenant = '100001', supplier = false): Promise<TokenBody> {
  const body = await tokenAnswer(request, account, tenant, supplier);
  if (!body.access_token) throw new Error(`sign-in of ${account} failed: ${JSON.stringify(body)}`);
  return body as TokenBody;
}

/** An access token from the token API (for data a test makes before it opens a page). */
export const apiToken = async (request: APIRequestContext, account: string, tenant = '100001'): Promise<string> =>
  (await tokenResponse(request, account, tenant)).access_token;

/**
 * A row's action — by its test id, or by its label within a row — from the row's 更多 when it is folded there
 * (docs/product-rules.md#lists: a row with more than three actions shows two and the rest in 更多, whose
 * `data-holds` names their test ids). `scope` is the page, a table or a row; by label, a row.
 */
export async function rowAction(scope: Page | Locator, action: string | { name: string }): Promise<Locator> {
  const page = 'keyboard' in scope ? scope : scope.page();
  const byName = typeof action === 'object';
  const inline = byName ? scope.getByRole('button', { name: action.name, exact: true }) : scope.getByTestId(action);
  const more = byName ? scope.locator('[data-holds]') : scope.locator(`[data-holds~="${action}"]`);
  await expect(inline.or(more).first()).toBeVisible();
  if (await inline.isVisible()) return inline;
  await more.click();
  const list = page.locator('.crud-more-list');
  // in 更多 each action is an item of its menu
  const folded = byName ? list.getByRole('menuitem', { name: action.name, exact: true }) : list.getByTestId(action);
  await expect(folded).toBeVisible();
  return folded;
}
