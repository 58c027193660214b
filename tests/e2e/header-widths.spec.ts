import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoAccounts, signIn } from './helpers';

// The header fits every common laptop and desktop screen, for every kind of user, in both shells and both
// languages: no sideways scrolling, every control inside the window, modules that do not fit folded into
// 更多 (which shows when the current module is among them), the hotline an icon below 1600 px, and 退出 at
// the right end, apart from the modules and never among them.
const SIZES = [
  [1280, 720],
  [1366, 768],
  [1440, 900],
  [1920, 1080],
  [2560, 1440],
] as const;

/** What does not fit: the page's sideways overflow, and the header controls reaching outside the window. */
const misfits = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) problems.push(`page ${document.documentElement.scrollWidth} > ${width}`);
    const controls = document.querySelectorAll<HTMLElement>(
      '.shell-header button, .shell-header a, .shell-header [role="menuitem"], .shell-module-bar .arco-menu-overflow-sub-menu',
    );
    for (const control of controls) {
      if (control.closest('.arco-menu-overflow-hidden-menu-item, .arco-menu-overflow-sub-menu-mirror')) continue;
      const box = control.getBoundingClientRect();
      if (!box.width || getComputedStyle(control).visibility === 'hidden') continue;
      if (box.left < 0 || box.right > width + 0.5)
        problems.push(
          `${control.dataset.testid ?? control.getAttribute('aria-label') ?? control.textContent?.trim()} at ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
    }
    // a current module folded away must leave 更多 marked
    const selected = document.querySelector('.shell-module-bar .arco-menu-item.arco-menu-selected');
    const more = document.querySelector('.shell-module-bar .arco-menu-overflow-sub-menu:not(.arco-menu-overflow-sub-menu-mirror)');
    if (
      selected?.classList.contains('arco-menu-overflow-hidden-menu-item') &&
      !more?.querySelector('.arco-menu-selected, .arco-menu-pop-header.arco-menu-selected') &&
      !more?.classList.contains('arco-menu-selected')
    ) {
      problems.push('the current module is folded into 更多, which does not show it');
    }
    return problems;
  });

for (const demo of demoAccounts) {
  test(`${demo.account}: the header fits from 1280 to 2560 px, in both shells and both languages`, async ({ page }) => {
    // four page loads and twenty sizes: measured up to 23 s with one worker on the 2-core machine, doubled
    test.setTimeout(50_000);
    await signIn(page, demo);
    await expect(page.getByTestId('user-name')).toBeVisible();
    for (const layout of ['side', 'top'] as const) {
      for (const language of ['zh-CN', 'en-US'] as const) {
        await page.evaluate(
          ([shellLayout, lang]) => {
            const put = (name: string, content: unknown) =>
              localStorage.setItem(`shian-${name}`, JSON.stringify({ dataType: typeof content, content, type: 'local', datetime: Date.now() }));
            put('shellLayout', shellLayout);
            put('language', lang);
          },
          [layout, language] as const,
        );
        await page.reload();
        await expect(page.locator('.shell')).toHaveAttribute('data-variant', layout);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        for (const [width, height] of SIZES) {
          await page.setViewportSize({ width, height });
          await expect.poll(() => misfits(page), { message: `${demo.account} ${layout} ${language} ${width}×${height}` }).toEqual([]);
          if (demo.account === 'centre' && layout === 'top' && width === 1280) {
            // sixteen modules never fit beside the tools at 1280 px: the rest are behind 更多
            await expect(page.locator('.shell-module-bar .arco-menu-overflow-sub-menu:not(.arco-menu-overflow-sub-menu-mirror)')).toContainText(
              language === 'zh-CN' ? '更多' : 'More',
            );
          }
          if (layout === 'top') {
            // 退出 is the header's last tool, right of the module bar, and never one of its items (so never in 更多)
            const logout = page.getByTestId('header-logout');
            await expect(logout).toBeVisible();
            await expect(logout).toHaveText(language === 'zh-CN' ? '退出' : 'Sign out');
            const bar = page.getByTestId('module-bar');
            await expect(bar.getByText(language === 'zh-CN' ? '退出' : 'Sign out', { exact: true })).toHaveCount(0);
            const [barBox, logoutBox] = await Promise.all([bar.boundingBox(), logout.boundingBox()]);
            expect(logoutBox!.x).toBeGreaterThanOrEqual(barBox!.x + barBox!.width);
          }
          const hotline = page.getByTestId('service-number');
          if (await hotline.count()) {
            await expect(hotline).toHaveAttribute('aria-label', /\d{3}/);
            await expect(hotline.locator('.shell-hotline-text')).toBeVisible({ visible: width >= 1600 });
          }
        }
      }
    }
  });
}

test('modules that arrive after the bar is drawn still fold into 更多 instead of wrapping', async ({ page }) => {
  // a first load keeps no menus: the bar is drawn empty, then the menus come (held back a moment here)
  await page.route('**/api/rabbit-system/menu/all-routes*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, { account: 'centre', tenant: '100001' });
  const more = page.locator('.shell-module-bar .arco-menu-overflow-sub-menu:not(.arco-menu-overflow-sub-menu-mirror)');
  await expect(more).toBeVisible();
  await expect.poll(() => misfits(page)).toEqual([]);
  // one row: every item shown on the bar sits on the bar's own line
  const tops = await page
    .locator('.shell-module-bar .arco-menu-item:not(.arco-menu-overflow-hidden-menu-item)')
    .evaluateAll((items) => [...new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)))]);
  expect(tops).toHaveLength(1);
});
