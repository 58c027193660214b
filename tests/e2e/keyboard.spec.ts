import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { captchaCode } from '../../playwright.config';
import { PASSWORD, signIn } from './helpers';

// Keyboard journeys (issue 31; README "Accessibility"): everything a user does here is a key pressed on
// page.keyboard — no click, no fill, no focus(); the locators only look. A journey through the console, and the
// big-screen layout's panels moved and resized (screens/grid/keyboard.ts).

/** Presses Tab (Shift+Tab with `back`) until `target` or something in it has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  const focused = () => target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
  for (let presses = 0; presses < max; presses += 1) {
    if (await focused()) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await focused(), `${String(target)} reached within ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`).toBe(true);
}

/** Types into the field `target` after reaching it by Tab, replacing what it held. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test('signed in, a module and a screen from the menus, a search, a row edited and saved, the tab closed: by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/login');
  await typeInto(page, page.getByTestId('account-input'), 'school');
  await typeInto(page, page.getByTestId('tenant-input'), '100001');
  await typeInto(page, page.getByTestId('password-input'), PASSWORD);
  await expect(page.locator('.captcha-image img')).toBeVisible();
  await typeInto(page, page.getByTestId('captcha-input'), captchaCode);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('user-name')).toBeVisible();

  // the module bar: 更多 opens by Down onto its first module, Escape goes back; 消费管理 opens its first screen, 人员信息
  const more = page.getByTestId('module-bar').locator('.arco-menu-overflow-sub-menu');
  await tabTo(page, more);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.arco-menu-pop-trigger [role="menuitem"]').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.arco-menu-pop-trigger [role="menuitem"]').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(more).toBeFocused();
  await expect(page.locator('.arco-menu-pop-trigger')).toBeHidden();
  await tabTo(page, page.getByTestId('module-consume'), { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/personnel\/list$/);

  // the sidebar is one tab stop, the page's own item; the arrows move through it (the WAI-ARIA menu pattern)
  const sidebar = page.getByTestId('sidebar-menu');
  const own = sidebar.getByTestId('menu-item-personnelList');
  await expect(own).toHaveAttribute('aria-current', 'page');
  await tabTo(page, own);
  await page.keyboard.press('ArrowLeft'); // closes 人员管理, back on its header
  const people = sidebar.getByRole('menuitem', { name: '人员管理', exact: true });
  await expect(people).toBeFocused();
  await expect(people).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(sidebar.getByRole('menuitem', { name: '设备管理', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight'); // opens it, on its first item
  await expect(sidebar.getByTestId('menu-item-deviceFace')).toBeFocused();
  await page.keyboard.press('End');
  await expect(sidebar.getByTestId('menu-item-deviceWindow')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/device\/window$/);
  // the rows (a header row holds no cells)
  const rows = page
    .getByTestId('window-crud')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows.nth(1)).toBeVisible();

  // the list searched
  await typeInto(page, page.getByTestId('window-search').getByRole('textbox').first(), '2号');
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('2号窗口');

  // the row's dialog, saved; focus goes back to the row's 编辑
  const edit = rows.getByRole('button', { name: '编辑', exact: true });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('window-form')).toBeVisible();
  const save = dialog.getByTestId('window-save');
  await expect(save).toBeEnabled();
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(page.getByText('操作成功！').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  // the tab closed: back to the tab bar, Delete on the screen's tab
  const tab = page.locator('[role="tab"]', { has: page.locator('[data-value="/device/window"]') });
  await tabTo(page, tab, { back: true });
  await page.keyboard.press('Delete');
  await expect(page.locator('[data-testid="tab"][data-value="/device/window"]')).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/device\/window$/);
});

test('the wall’s panels move and resize from the keyboard in edit mode, and the layout is saved', async ({ page }) => {
  await signIn(page, { account: 'bank', tenant: '100001' }, '/bigscreen/cost');
  // 单位排名 stands at the right, 6 columns of 24: room to move left
  const panel = page.locator('[data-grid-item="ranking"]');
  await expect(page.locator('[data-testid="panel-trend"] canvas')).toBeVisible();
  const box = async () => panel.evaluate((item) => (({ x, y, width, height }) => ({ x, y, width, height }))(item.getBoundingClientRect()));
  const before = await box();

  await tabTo(page, page.getByTestId('bs-edit'));
  await page.keyboard.press('Enter');
  const head = panel.locator('.bs-panel-head');
  await tabTo(page, head);
  const saved = () => page.waitForResponse((response) => response.url().includes('/bigscreen/layout/cost') && response.request().method() === 'PUT');

  // moved: Left one cell, then Right again
  let put = saved();
  await page.keyboard.press('ArrowLeft');
  expect((await put).ok()).toBe(true);
  await expect.poll(async () => (await box()).x).toBeLessThan(before.x);
  const left = (await box()).x;
  await expect(head).toBeFocused();
  put = saved();
  await page.keyboard.press('ArrowRight');
  await put;
  await expect.poll(async () => (await box()).x).toBeGreaterThan(left);

  // resized: Shift + Up one row shorter
  put = saved();
  await page.keyboard.press('Shift+ArrowUp');
  await put;
  await expect.poll(async () => (await box()).height).toBeLessThan(before.height);
  await expect(head).toBeFocused();

  // reset, by keyboard too
  await tabTo(page, page.getByTestId('bs-reset'));
  await page.keyboard.press('Enter');
  await expect.poll(box).toEqual(before);
});
