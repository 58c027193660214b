import { expect, test } from './fixtures';
import { askSignOut, signIn, signInThroughForm } from './helpers';

test.describe('route guard and public routes', () => {
  test('/ goes to the sign-in page without a session', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('登录 - 食安云');
  });

  test('a protected page sends to sign-in with a redirect, and sign-in returns there', async ({ page }) => {
    await page.goto('/liancan/zhuanxiangtongji/mingchuliangzhao/index?x=1');
    await expect(page).toHaveURL('/login?redirect=%2Fliancan%2Fzhuanxiangtongji%2Fmingchuliangzhao%2Findex%3Fx%3D1');
    await signInThroughForm(page, { account: 'centre', tenant: '100001' }, page.url().replace(/^https?:\/\/[^/]+/, ''));
    await expect(page).toHaveURL('/liancan/zhuanxiangtongji/mingchuliangzhao/index?x=1');
  });

  test('an off-site redirect is ignored', async ({ page }) => {
    await signInThroughForm(page, { account: 'centre', tenant: '100001' }, '/login?redirect=%2F%2Fevil.example%2F');
    await expect(page).toHaveURL('/wel/index');
  });

  test('unknown paths go to /404; public error pages open without a session', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/404');
    await expect(page.getByTestId('error-404')).toBeVisible();
    await page.goto('/403');
    await expect(page.getByTestId('error-403')).toBeVisible();
    await page.goto('/500');
    await expect(page.getByTestId('error-500')).toBeVisible();
  });

  test('signed in: the sign-in page sends to the landing page; / goes to /wel/index', async ({ page }) => {
    await signIn(page, { account: 'school', tenant: '100001' }, '/login');
    await expect(page).toHaveURL('/wel/index');
    await page.goto('/');
    await expect(page).toHaveURL('/wel/index');
    await expect(page).toHaveTitle('待办提醒 - 食安云');
  });

  test('/lock without a locked session is not a way around the guard', async ({ page }) => {
    await page.goto('/lock');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the session is shared by every window of the browser, and sign-out in one ends it in all', async ({ page, context }) => {
    await signIn(page, { account: 'school', tenant: '100001' });
    const second = await context.newPage();
    await second.goto('/wel/index');
    await expect(second.getByTestId('user-name')).toBeVisible();
    // back to the first window, as its user would: a window behind another draws its frames slowly
    await page.bringToFront();
    await askSignOut(page);
    await page.getByRole('button', { name: '确定' }).click();
    await expect(second).toHaveURL(/\/login$/);
  });

  test('a lazy chunk that fails to load reloads once, then shows /500 with a retry', async ({ page }) => {
    let blocked = 0;
    let documents = 0;
    page.on('request', (request) => void (request.resourceType() === 'document' && (documents += 1)));
    await page.route(/\/assets\/welcome-page-.*\.js$/, (route) => {
      blocked += 1;
      return route.abort();
    });
    await signIn(page, { account: 'school', tenant: '100001' }, '/', { waitForFrame: false });
    await expect(page.getByTestId('error-500')).toBeVisible();
    // The first load, then exactly one reload; each attempt asked for the chunk.
    expect(documents).toBe(2);
    expect(blocked).toBeGreaterThanOrEqual(2);
    await page.unroute(/\/assets\/welcome-page-.*\.js$/);
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByTestId('welcome-page')).toBeVisible();
  });
});
