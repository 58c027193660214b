import { expect, test } from './fixtures';
import { signIn } from './helpers';

test.describe('header tools', () => {
  test('language switches every shell text and persists across reload', async ({ page }) => {
    await signIn(page, { account: 'school', tenant: '100001' });
    await expect(page.getByTestId('module-base')).toContainText('首页');
    await page.getByTestId('language-switch').click();
    await expect(page.getByTestId('module-base')).toContainText('Home');
    await expect(page.getByTestId('tab').first()).toHaveText('To-do');
    await expect(page.getByTestId('welcome-page')).toContainText('To-do');
    await page.reload();
    await expect(page.getByTestId('module-base')).toContainText('Home');
    await expect(page).toHaveTitle('To-do - Shian Cloud');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
  });

  test('a chrome theme applies live, persists, and looks different from another', async ({ page }) => {
    await signIn(page, { account: 'admin', tenant: '000000' });
    const before = await page.locator('.shell').screenshot();
    await page.getByTestId('theme-button').click();
    await page.getByTestId('theme-option-lte').click();
    await expect(page.locator('html')).toHaveAttribute('data-chrome-theme', 'lte');
    await expect(page.locator('.shell-sider')).toHaveCSS('background-color', 'rgb(34, 45, 50)');
    await page.keyboard.press('Escape');
    const after = await page.locator('.shell').screenshot();
    expect(after.equals(before)).toBe(false);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-chrome-theme', 'lte');
  });

  test('the colour picker recolours the primary palette and persists', async ({ page }) => {
    await signIn(page, { account: 'school', tenant: '100001' });
    await page.getByTestId('colour-picker').click();
    await page.getByTestId('colour-00b42a').click();
    await expect.poll(() => page.evaluate(() => document.body.style.getPropertyValue('--primary-6'))).toBe('0,180,42');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.body.style.getPropertyValue('--primary-6'))).toBe('0,180,42');
    await page.getByTestId('colour-picker').click();
    await page.getByTestId('colour-brand').click();
    await expect.poll(() => page.evaluate(() => document.body.style.getPropertyValue('--primary-6'))).toBe('');
  });

  test('full screen toggles', async ({ page }) => {
    await signIn(page, { account: 'school', tenant: '100001' });
    await page.getByTestId('fullscreen').click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await expect(page.getByTestId('fullscreen')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('fullscreen').click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  });

  test('the error log captures a thrown error, caps its badge at 99+, clears and uploads', async ({ page }) => {
    await signIn(page, { account: 'school', tenant: '100001' });
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('e2e boom');
      }),
    );
    await expect(page.getByTestId('error-log-badge')).toContainText('1');
    await page.getByTestId('error-log-button').click();
    await expect(page.getByTestId('error-log-dialog').getByText('e2e boom', { exact: true })).toBeVisible();
    await page.getByTestId('error-log-clear').click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('清空成功!')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.evaluate(() => {
      for (let i = 0; i < 120; i += 1) setTimeout(() => void Promise.reject(new Error(`burst ${i}`)));
    });
    await expect(page.getByTestId('error-log-badge')).toContainText('99+');
    await page.getByTestId('error-log-button').click();
    await page.getByTestId('error-log-upload').click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('发送成功!')).toBeVisible();
    await expect(page.getByTestId('error-log-badge')).not.toContainText('99');
  });

  test('the collapse toggle folds the sidebar and the choice persists', async ({ page }) => {
    await signIn(page, { account: 'admin', tenant: '000000' });
    await expect(page.getByTestId('collapse-toggle')).toHaveAttribute('aria-expanded', 'true');
    await page.getByTestId('collapse-toggle').click();
    await expect(page.getByTestId('collapse-toggle')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.shell-sider')).toHaveCSS('width', '48px');
    await page.reload();
    await expect(page.locator('.shell-sider')).toHaveCSS('width', '48px');
  });

  test('on a small screen the sidebar opens on demand and a menu click folds it away', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await signIn(page, { account: 'school', tenant: '100001' });
    await expect(page.locator('.shell-sider')).toHaveCSS('width', '0px');
    await page.getByTestId('collapse-toggle').click();
    await expect(page.locator('.shell-sider')).toHaveCSS('width', '220px');
    await page.getByTestId('menu-item-wel').click();
    await expect(page.locator('.shell-sider')).toHaveCSS('width', '0px');
  });
});

test.describe('workbench', () => {
  test('待办提醒 shows the user’s computed counts and opens a card’s list filtered; a count of 0 opens nothing', async ({ page, browser }) => {
    await signIn(page, { account: 'school', tenant: '100001' });
    const expired = page.locator('[data-testid=todo-card][data-key="workPersonnel.certExpired"]');
    await expect(expired).toContainText('从业人员健康证已过期');
    await expired.click();
    await expect(page).toHaveURL('/workPersonnel/healthCertificate?certState=3');
    const other = await browser.newPage();
    await signIn(other, { account: 'centre2', tenant: '100002' });
    await expect(other.getByTestId('todo-cards')).toBeVisible();
    // every card is shown; one with nothing to do is no link, one with something opens its list
    for (const card of await other.getByTestId('todo-card').all()) {
      const count = await card.getByTestId('todo-card-count').innerText();
      if (count === '0') await expect(card).toHaveAttribute('aria-disabled', 'true');
      else await expect(card).toHaveAttribute('href', /\?/);
    }
    await expect(other.getByTestId('service-number')).toHaveCount(0);
    await other.close();
  });

  test('the user menu opens the overview with to-do counts and the last sign-ins', async ({ page }) => {
    await signIn(page, { account: 'canteen', tenant: '100001' });
    await page.getByTestId('user-name').click();
    await page.getByTestId('user-menu-dashboard').click();
    await expect(page).toHaveURL('/wel/dashboard');
    await expect(page.getByTestId('dashboard-page')).toContainText('从业人员');
    await expect(page.getByTestId('dashboard-page')).toContainText('当前会话');
  });

  test('the food-trading link carries a single-use code, never the token; the hotline shows', async ({ page, context }) => {
    await signIn(page, { account: 'school', tenant: '100001' });
    await expect(page.getByTestId('service-number')).toContainText('400-810-1234');
    const popup = context.waitForEvent('page');
    await page.getByTestId('food-trading').click();
    const opened = await popup;
    await opened.waitForURL(/code=/);
    const url = new URL(opened.url());
    expect(url.searchParams.get('code')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('account')).toBe('school');
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('shian-accessToken') ?? '{}').content as string);
    expect(opened.url()).not.toContain(token);
  });
});
