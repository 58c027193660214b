import { expect, test } from './fixtures';
import { signIn, stored } from './helpers';

const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

test('two windows due for a token refresh at the same moment both stay signed in', async ({ page, context }) => {
  await signIn(page, { account: 'school', tenant: '100001' });

  // Make the token look old, then start two windows at once: each asks for a refresh as it starts. The
  // cross-window lock lets one go first; the other adopts its tokens — or, when they have not reached
  // its process yet, sends the same refresh token within the server's grace period for such races.
  // Either way nobody is signed out. (No other window is open while the time is changed.)
  await page.evaluate(() => {
    const key = 'shian-tokenTime';
    const entry = JSON.parse(localStorage.getItem(key) ?? '{}') as { content: number };
    localStorage.setItem(key, JSON.stringify({ ...entry, content: Date.now() - 10 * 3600 * 1000 }));
  });
  const refreshes: string[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/oauth/token') && (request.postData() ?? '').includes('grant_type=refresh_token')) refreshes.push(request.url());
  });
  const second = await context.newPage();
  await Promise.all([page.reload(), second.goto('/wel/index')]);
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(second.getByTestId('user-name')).toBeVisible();
  await expect.poll(() => refreshes.length).toBeGreaterThanOrEqual(1);
  expect(refreshes.length).toBeLessThanOrEqual(2);

  const after = await stored(second, 'accessToken');
  const status = await second.evaluate(
    async ([token, basic]) => (await fetch('/api/rabbit-auth/oauth/user-info', { headers: { Authorization: basic!, 'Blade-Auth': `bearer ${token}` } })).status,
    [after as string, BASIC],
  );
  expect(status).toBe(200);
  // Both windows keep working after the refresh (each brought to the front to be used: a window behind
  // another draws its frames slowly).
  await page.bringToFront();
  await page.getByTestId('user-name').click();
  await page.getByTestId('user-menu-dashboard').click();
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await second.bringToFront();
  await second.reload();
  await expect(second.getByTestId('todo-cards')).toBeVisible();
});
