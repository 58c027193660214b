import { expect, test } from '@playwright/test';
import { signIn, stored } from './helpers';

const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

test('two windows due for a token refresh at the same moment refresh once and both stay signed in', async ({ page, context }) => {
  await signIn(page, { account: 'school', tenant: '100001' });
  const before = await stored(page, 'accessToken');
  const second = await context.newPage();
  await second.goto('/wel/index');
  await expect(second.getByTestId('user-name')).toBeVisible();

  // Make the token look old in both windows: each reload then asks for a refresh at once. Without the
  // cross-window lock the second refresh would reuse the first's refresh token, and the server would
  // revoke the whole session.
  await page.evaluate(() => {
    const key = 'shian-tokenTime';
    const entry = JSON.parse(localStorage.getItem(key) ?? '{}') as { content: number };
    localStorage.setItem(key, JSON.stringify({ ...entry, content: Date.now() - 10 * 3600 * 1000 }));
  });
  const refreshes: string[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/oauth/token') && (request.postData() ?? '').includes('grant_type=refresh_token')) refreshes.push(request.url());
  });
  await Promise.all([page.reload(), second.reload()]);
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(second.getByTestId('user-name')).toBeVisible();
  await expect.poll(() => stored(page, 'accessToken')).not.toBe(before);
  expect(refreshes).toHaveLength(1);

  const after = await stored(second, 'accessToken');
  const status = await second.evaluate(
    async ([token, basic]) => (await fetch('/api/rabbit-auth/oauth/user-info', { headers: { Authorization: basic!, 'Blade-Auth': `bearer ${token}` } })).status,
    [after as string, BASIC],
  );
  expect(status).toBe(200);
  // Both windows keep working after the refresh.
  await page.getByTestId('user-name').click();
  await page.getByTestId('user-menu-dashboard').click();
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await second.reload();
  await expect(second.getByTestId('todo-list')).toBeVisible();
});
