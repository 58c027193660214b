import { expect, test } from './fixtures';
import { signIn } from './helpers';

// The warm context is cleaned between tests (fixtures.ts). A page left open at a test's end once wrote its state back
// after the cleaning, and the next test inherited it; the pair runs twice because the race did not show on every run.
test.describe.configure({ mode: 'serial' });
for (const round of [1, 2]) {
  test(`a warm context hands on nothing: a school left on a wall (${round})`, async ({ page }) => {
    await signIn(page, { account: 'school', tenant: '100001' }, '/liancan/zhuanxiangtongji/damijiage/index');
    await expect(page.getByTestId('user-name')).toBeVisible();
  });
  test(`a warm context hands on nothing: the next test's storage is empty (${round})`, async ({ page }) => {
    await page.goto('/login');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('shian-')))).toEqual([]);
  });
}
