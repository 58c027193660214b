// The front mode, proven against a backend we did not write: the built console served by `npm start` with
// BACKEND_URL (project `front` of playwright.config.ts) before the BladeX-style stand-in of tests/fixtures — its own
// client credentials, tenant, opaque tokens, menus and users, MD5 passwords, no captcha, a file downloaded by POST,
// and none of this product's own calls (todo/summary, shian/clock, menu/all-routes, shian/letter…): a screen that needs
// one shows "needs backend support" and the rest of the console goes on.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { standInURL } from '../../playwright.config';
import { FILE, md5, SIGN_IN, TENANT, USERS, type Call } from '../fixtures/bladex-stand-in/data';

/** The calls the stand-in received, as it tells them (outside /api, straight from it). */
async function standInCalls(page: Page): Promise<Call[]> {
  const answer = await page.request.get(`${standInURL}/__stand-in/calls`);
  return (await answer.json()) as Call[];
}

/** Signs in through the real form: the tenant is the deployment's default, there is no captcha to answer. */
async function signInAtStandIn(page: Page) {
  await page.goto('/login');
  await expect(page.getByTestId('tenant-input')).toHaveValue(TENANT.id);
  await expect(page.getByTestId('captcha-input')).toHaveCount(0);
  await page.getByTestId('account-input').fill(SIGN_IN.account);
  await page.getByTestId('password-input').fill(SIGN_IN.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-name')).toBeVisible();
}

test('the console before a BladeX-style backend: signs in with an MD5 password, opens its menus, pages its users, downloads its file', async ({
  page,
  context,
}) => {
  test.setTimeout(45_000);
  // a cookie of this origin's: the front keeps it from the other origin
  await context.addCookies([{ name: 'console-only', value: 'not-for-the-backend', domain: '127.0.0.1', path: '/' }]);
  await signInAtStandIn(page);

  const signIns = (await standInCalls(page)).filter((call) => call.path === '/api/rabbit-auth/oauth/token');
  // the password went as its MD5 digest (the stand-in refuses anything else), and the backend's cookie stayed on its side
  expect(signIns.at(-1)).toMatchObject({ method: 'POST', password: md5(SIGN_IN.password), status: 200 });
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('BLADE_SESSION');

  // the stand-in's menus, in the sidebar (its user is platform administration): its own names
  const sidebar = page.getByTestId('sidebar-menu');
  await expect(sidebar).toContainText('替身首页');
  await expect(sidebar).toContainText('替身系统');
  await sidebar.getByText('替身系统').click();
  await sidebar.getByText('账号名册').click();
  await expect(page).toHaveURL(/\/system\/user$/);

  // its users, ten a page: three pages of 23
  const table = page.getByTestId('user-table');
  await expect(table).toContainText('替身管理员');
  await expect(page.locator('.arco-pagination-total-text')).toContainText(String(USERS.length));
  await page.locator('.arco-pagination-item', { hasText: /^3$/ }).click();
  await expect(table).toContainText(USERS.at(-1)!.account);
  await expect(table).not.toContainText('替身管理员');

  // its file, downloaded by POST through the front with the console's own session
  const downloaded = await page.evaluate(
    async ({ id }) => {
      const entry = (name: string) => {
        const raw = sessionStorage.getItem(`shian-${name}`) ?? localStorage.getItem(`shian-${name}`);
        return raw ? (JSON.parse(raw) as { content: string }).content : '';
      };
      const config = JSON.parse(document.querySelector<HTMLMetaElement>('meta[name="shian-config"]')!.content) as { clientId: string; clientSecret: string };
      const response = await fetch('/api/rabbit-file/file/downloadFile', {
        method: 'POST',
        headers: {
          Authorization: `Basic ${btoa(`${config.clientId}:${config.clientSecret}`)}`,
          'Blade-Auth': `bearer ${entry('accessToken')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ id }),
      });
      return { status: response.status, disposition: response.headers.get('content-disposition'), text: await response.text() };
    },
    { id: FILE.id },
  );
  expect(downloaded).toEqual({ status: 200, disposition: `attachment;filename=${encodeURIComponent(FILE.name)}`, text: FILE.content });

  // nothing of this origin's reached the backend: no cookie on any call, and the client's address as X-Forwarded-For
  // (the front's own checks of the backend, at its start and for /healthz, ask the backend's root)
  const calls = (await standInCalls(page)).filter((call) => call.path.startsWith('/api/'));
  expect(calls.filter((call) => call.cookie !== null)).toEqual([]);
  expect(calls.every((call) => call.forwardedFor === '127.0.0.1')).toBe(true);
  // this product's own calls were the stand-in's 404s — the menus in one call, 待办提醒's summary — and the console went on
  const missing = calls.filter((call) => call.status === 404).map((call) => call.path);
  expect(missing).toContain('/api/rabbit-system/menu/all-routes');
  expect(missing).toContain('/api/rabbit-desk/todo/summary');
});

/** Every toast the page shows, kept as it appears (a toast lasts seconds: looked for at the end, it may be gone). */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLElement)
            for (const toast of [node, ...node.querySelectorAll<HTMLElement>('.arco-message')])
              if (toast.classList.contains('arco-message')) seen.push(toast.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
}

test('a screen whose call the backend lacks says it needs backend support, without a toast, and the other menus go on', async ({ page }) => {
  test.setTimeout(45_000);
  const toasts = await recordToasts(page);
  const earlier = (await standInCalls(page)).length;
  await signInAtStandIn(page);

  // 待办提醒, the page after sign-in: its to-do summary is this product's own call; the page offers where to go instead
  const home = page.getByTestId('welcome-page').getByTestId('needs-backend');
  await expect(home).toContainText('该功能需要后端支持');
  await expect(home).toHaveAttribute('data-call', 'GET /api/rabbit-desk/todo/summary');
  await expect(home.getByTestId('todo-quick-links').getByRole('link')).toHaveCount(2);

  // 函询台账, a list of this product's (GET /api/shian/letter/list): the shared CRUD table shows the state in its place
  const sidebar = page.getByTestId('sidebar-menu');
  await sidebar.getByText('替身系统').click();
  await sidebar.getByText('函询台账').click();
  await expect(page).toHaveURL(/\/jiwei\/letter$/);
  const letters = page.getByTestId('letter-crud').getByTestId('needs-backend');
  await expect(letters).toContainText('该功能需要后端支持');
  await expect(letters).toContainText('GET /api/shian/letter/list');
  await expect(page.getByTestId('letter-table')).toHaveCount(0);
  await expect(page.getByTestId('letter-error')).toHaveCount(0);

  // another menu still works: the stand-in's users
  await sidebar.getByText('账号名册').click();
  await expect(page).toHaveURL(/\/system\/user$/);
  await expect(page.getByTestId('user-table')).toContainText('替身管理员');

  // the missing call was asked once (no retries), nothing was toasted, and the error log stayed empty
  const letterCalls = (await standInCalls(page)).slice(earlier).filter((call) => call.path === '/api/shian/letter/list');
  expect(letterCalls.map((call) => call.status)).toEqual([404]);
  expect(await toasts()).toEqual([]);
  const log = await page.evaluate(() => localStorage.getItem('shian-logsList'));
  expect(log ? (JSON.parse(log) as { content: unknown[] }).content : []).toEqual([]);
});

test("a supplier's own screen, granted by the backend's menus to an administrator, says whom it serves instead of failing", async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (response) => void (response.status() === 403 && refused.push(new URL(response.url()).pathname)));
  await signInAtStandIn(page);
  const sidebar = page.getByTestId('sidebar-menu');
  await sidebar.getByText('替身系统').click();
  await sidebar.getByText('投标大厅').click();
  await expect(page).toHaveURL(/\/toubiao\/hall\/index$/);
  await expect(page.getByTestId('serves-other')).toContainText('此页面供供应商账号使用');
  expect(refused).toEqual([]);
});
