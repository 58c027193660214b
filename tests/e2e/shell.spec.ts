import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, BASIC, signIn } from './helpers';

const MENU = '/api/rabbit-system/menu';

/**
 * A menu item of its own under 系统管理 with no screen behind it (so it opens the under-construction page), made
 * through the menu admin routes and granted as its parent is; `remove` deletes it. No built leaf is relied on.
 */
async function unbuiltItem(request: APIRequestContext): Promise<{ path: string; name: string; remove: () => Promise<void> }> {
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${await apiToken(request, 'admin', '000000')}` };
  const top = (await (await request.get(`${MENU}/lazy-list`, { headers })).json()) as { data: { id: string; code: string }[] };
  const code = `e2eUnbuilt${Date.now().toString(36)}`;
  const made = await request.post(`${MENU}/submit`, {
    headers,
    data: { parentId: top.data.find((menu) => menu.code === 'system')!.id, name: '建设中菜单', code, category: 1, path: `/e2e/${code}`, sort: 99 },
  });
  const { data } = (await made.json()) as { data: { id: string } };
  return {
    path: `/e2e/${code}`,
    name: '建设中菜单',
    remove: async () => void (await request.post(`${MENU}/remove`, { headers, params: { ids: data.id } })),
  };
}

const moduleCodes = async (page: Page) => {
  const bar = page.getByTestId('module-bar');
  await expect(bar.locator('[data-testid^="module-"]').nth(1)).toBeVisible();
  const ids = await bar.locator('[data-testid^="module-"]').evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));
  return ids;
};

/** Opens a module from the module bar, from its 更多 menu (found there by its label) when it is folded in. */
async function openModule(page: Page, code: string, label: string) {
  const bar = page.getByTestId('module-bar');
  const shown = bar.locator(`[data-testid="${code}"]:not(.arco-menu-overflow-hidden-menu-item)`);
  const more = bar.locator('.arco-menu-overflow-sub-menu:not(.arco-menu-overflow-sub-menu-mirror)');
  // hidden bar items are out of the accessibility tree: the one menu item of that name is the pop-up's
  const item = page.getByRole('menuitem', { name: label, exact: true }).last();
  // The bar folds its items a frame after they arrive, so whether one is on the bar or behind 更多 is
  // decided again on each try; the pop-up opens on hover after a short delay, and a pointer already
  // resting there sends no new hover. The click is each try's last step, so it happens once.
  await expect(async () => {
    if (await shown.count()) return void (await shown.click({ timeout: 1_500 }));
    await page.mouse.move(0, 300);
    await more.hover({ timeout: 1_500 });
    await expect(item).toBeVisible({ timeout: 1_500 });
    await item.click({ timeout: 1_500 });
  }).toPass({ timeout: 10_000 });
}

test.describe('the two shell variants', () => {
  test('platform administration gets the sidebar with the platform only: no business module', async ({ page }) => {
    await signIn(page, { account: 'admin', tenant: '000000' });
    await expect(page.locator('.shell')).toHaveAttribute('data-variant', 'side');
    await expect(page.getByTestId('module-bar')).toHaveCount(0);
    const sidebar = page.getByTestId('sidebar-menu');
    await expect(sidebar.getByText('系统管理').first()).toBeVisible();
    await expect(sidebar.getByText('招标管理')).toHaveCount(0);
    await expect(sidebar.getByText('专项统计')).toHaveCount(0);
    // a page of another branch folds the one left: 工作台's 待办提醒 is not left in view under its folded header
    await expect(sidebar.getByText('待办提醒')).toBeVisible();
    await sidebar.getByText('系统管理').first().click();
    await sidebar.getByText('用户管理').click();
    await expect(page).toHaveURL(/\/system\/user$/);
    await expect(sidebar.getByText('待办提醒')).toBeHidden();
  });

  test('the sidebar draws only the branches in view: a group opened shows its items, folded its pop-up does', async ({ page }) => {
    // a school in the sidebar layout (the header's choice): every module of its set is a group
    await signIn(page, { account: 'school', tenant: '100001' });
    await page.evaluate(() =>
      localStorage.setItem('shian-shellLayout', JSON.stringify({ dataType: 'string', content: 'side', type: 'local', datetime: Date.now() })),
    );
    await page.goto('/system/user');
    await expect(page.locator('.shell')).toHaveAttribute('data-variant', 'side');
    const sidebar = page.getByTestId('sidebar-menu');
    const header = (name: string) => sidebar.locator('.arco-menu-inline-header', { hasText: name }).first();
    const group = (name: string) => header(name).locator('xpath=..');
    // the page's branch is open and drawn; of the items of its eleven groups, only it
    await expect(sidebar.locator('.arco-menu-item.arco-menu-selected')).toBeVisible();
    expect(await sidebar.locator('.arco-menu-item').count()).toBeLessThan(20);
    await expect(group('招标管理').locator('.arco-menu-inline-content *')).toHaveCount(0);
    // the page's own group closed by hand: its header still says the page is in it
    await header('首页').click();
    await expect(header('首页')).toHaveAttribute('aria-expanded', 'false');
    await expect(header('首页')).toHaveClass(/arco-menu-selected/);
    await header('招标管理').click();
    await expect(
      group('招标管理').locator('.arco-menu-inline-content .arco-menu-inline-header, .arco-menu-inline-content .arco-menu-item').first(),
    ).toBeVisible();
    // folded to icons, every group is a pop-up of its items
    await page.getByTestId('collapse-toggle').click();
    await expect(page.locator('.shell-sider')).toHaveCSS('width', '48px');
    await sidebar.locator('.arco-menu-pop', { hasText: '采购仓储' }).hover();
    await expect(page.locator('.arco-menu-pop-trigger').getByText('仓储管理')).toBeVisible();
  });

  test('a school gets the top navigation with its module set; a module fills the sidebar', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await signIn(page, { account: 'school', tenant: '100001' });
    await expect(page.locator('.shell')).toHaveAttribute('data-variant', 'top');
    await expect(page.getByTestId('welcome-line')).toContainText('张校长');
    await expect(page.getByTestId('welcome-line')).toContainText('东湖区第一小学');
    const codes = await moduleCodes(page);
    expect(codes).toContain('module-caigou');
    expect(codes).not.toContain('module-toubiao');
    expect(codes).not.toContain('module-kaihutongji');
    await openModule(page, 'module-report', '专项统计');
    await expect(page).toHaveURL(/\/liancan\/zhuanxiangtongji\//);
    await expect(page.getByTestId('screen-kitchen')).toBeVisible();
    await expect(page.getByTestId('sidebar-menu').getByText('食材溯源').first()).toBeVisible();
  });

  test('a bank login sees exactly six modules, system management first, and lands on special statistics', async ({ page }) => {
    // wide enough for the module bar's full 600 px (narrower screens shrink it and fold into 更多)
    await page.setViewportSize({ width: 1920, height: 1080 });
    await signIn(page, { account: 'bank', tenant: '100001' });
    await expect(page).toHaveURL('/liancan/zhuanxiangtongji/mingchuliangzhao/index');
    expect(await moduleCodes(page)).toEqual([
      'module-base',
      'module-kaihutongji',
      'module-report',
      'module-canteenstatistics',
      'module-merchantSupervision',
      'module-xiaowaigongcan',
    ]);
    await expect(page.getByTestId('module-base')).toContainText('系统管理');
    await expect(page.getByTestId('module-bar')).toHaveCSS('width', '600px');
    await expect(page.getByTestId('screen-kitchen')).toBeVisible();
  });

  test('a supplier gets the reduced set and no personal-info entry', async ({ page }) => {
    await signIn(page, { account: 'supplier', tenant: '100001', supplier: true });
    const codes = await moduleCodes(page);
    expect(codes.sort()).toEqual(['module-base', 'module-finance', 'module-peisong', 'module-suyuan', 'module-toubiao', 'module-xiaoshou']);
    await page.getByTestId('user-name').click();
    await expect(page.getByTestId('user-menu-dashboard')).toBeVisible();
    await expect(page.getByTestId('user-menu-info')).toHaveCount(0);
    await expect(page.getByTestId('food-trading')).toHaveCount(0);
  });

  test('the variant can be switched in the theme dialog and the choice persists', async ({ page }) => {
    await signIn(page, { account: 'centre', tenant: '100001' });
    await page.getByTestId('theme-button').click();
    await page.getByTestId('layout-option-side').click();
    await expect(page.locator('.shell')).toHaveAttribute('data-variant', 'side');
    await page.reload();
    await expect(page.locator('.shell')).toHaveAttribute('data-variant', 'side');
  });
});

test.describe('menus and routes', () => {
  test('a reload on a menu-defined path stays there; an unknown one is a 404', async ({ page }) => {
    // a menu item of the test's own, with no screen: under construction
    const item = await unbuiltItem(page.request);
    try {
      await signIn(page, { account: 'centre', tenant: '100001' }, item.path);
      await expect(page.getByTestId('placeholder-page')).toBeVisible();
      await page.reload();
      await expect(page).toHaveURL(item.path);
      await expect(page.getByTestId('placeholder-page')).toBeVisible();
      await page.goto('/no/such/menu');
      await expect(page).toHaveURL('/404');
    } finally {
      await item.remove();
    }
  });

  test('a screen the user’s menus do not grant is refused even by typed URL', async ({ page }) => {
    // the refusal leaves the shell as soon as the menus are in: waiting for the signed-in frame would race it
    await signIn(page, { account: 'school', tenant: '100001' }, '/dict-horizontal/index', { waitForFrame: false });
    await expect(page).toHaveURL('/403');
    await page.goto('/system/menu');
    await expect(page).toHaveURL('/404');
  });

  test('a menu link outside the allowlist is not embedded; a made-up frame code neither', async ({ page }) => {
    await signIn(page, { account: 'centre', tenant: '100001' }, '/myiframe/regulations');
    await expect(page.getByTestId('frame-refused')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.goto(`/myiframe/${encodeURIComponent('javascript:alert(1)')}`);
    await expect(page.getByTestId('frame-refused')).toBeVisible();
  });

  test('menu search finds items by prefix and by pinyin initials; arrows, Enter and Esc work', async ({ page }) => {
    await signIn(page, { account: 'admin', tenant: '000000' });
    // the shortcut reaches the page once it has the keyboard focus, as after any click in it
    await page.getByTestId('welcome-page').click();
    await page.keyboard.press('Control+k');
    const input = page.getByTestId('menu-search-input');
    await input.fill('yhgl');
    await expect(page.getByTestId('menu-search-results').getByText('用户管理')).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL('/system/user');
    await page.getByTestId('menu-search-button').click();
    await input.fill('字典');
    await expect(page.getByTestId('menu-search-results').locator('li')).toHaveCount(2);
    await input.press('ArrowDown');
    await input.press('Enter');
    await expect(page).toHaveURL('/dict-vertical/index');
    await page.getByTestId('menu-search-button').click();
    await page.keyboard.press('Escape');
    await expect(input).toHaveCount(0);
  });
});

test.describe('tabs', () => {
  test('open, close, close others, close all, right-click, and they survive a reload', async ({ page }) => {
    await signIn(page, { account: 'centre', tenant: '100001' });
    const tabs = page.getByTestId('tab');
    await expect(tabs).toHaveCount(1);
    await expect(page.locator('.shell-tabs .arco-tabs-close-icon')).toHaveCount(0);
    for (const path of ['damijiage', 'lengdongshicai', 'shicaichengben']) {
      await page.goto(`/liancan/zhuanxiangtongji/${path}/index`);
      await expect(page.locator(`[data-testid="tab"][data-value="/liancan/zhuanxiangtongji/${path}/index"]`)).toBeVisible();
    }
    await expect(tabs).toHaveCount(4);
    await page.reload();
    await expect(tabs).toHaveCount(4);
    await expect(page).toHaveTitle(/ - 食安云$/);
    // Closing the active (last) tab activates the previous one.
    await page.locator('.shell-tabs .arco-tabs-header-title-active .arco-tabs-close-icon').click();
    await expect(tabs).toHaveCount(3);
    await expect(page).toHaveURL('/liancan/zhuanxiangtongji/lengdongshicai/index');
    // Right-click → close others keeps that tab and home.
    await tabs.filter({ hasText: '大米' }).click({ button: 'right' });
    await page.locator('[data-testid="tab-menu-others"]:visible').click();
    await expect(page.locator('[data-testid="tab-menu-others"]:visible')).toHaveCount(0);
    await expect(tabs).toHaveCount(2);
    await expect(page).toHaveURL('/liancan/zhuanxiangtongji/damijiage/index');
    await page.getByTestId('tab-actions').click();
    await page.locator('[data-testid="tab-menu-all"]:visible').click();
    await expect(tabs).toHaveCount(1);
    await expect(page).toHaveURL('/wel/index');
  });

  test('the tab search lists the open tabs', async ({ page }) => {
    await signIn(page, { account: 'centre', tenant: '100001' }, '/liancan/zhuanxiangtongji/damijiage/index');
    await page.getByTestId('tab-search-button').click();
    await page.getByTestId('tab-search-input').fill('待办');
    await expect(page.getByTestId('tab-search').getByRole('listitem')).toHaveCount(1);
    await page.getByTestId('tab-search').getByRole('listitem').getByRole('button').click();
    await expect(page).toHaveURL('/wel/index');
  });
});

test.describe('lock screen', () => {
  test('a lock password is required; locked survives reload and typed URLs; the right password returns', async ({ page }) => {
    await signIn(page, { account: 'school', tenant: '100001' }, '/liancan/zhuanxiangtongji/damijiage/index');
    await page.getByTestId('lock-button').click();
    await page.getByRole('button', { name: '锁屏' }).last().click();
    await expect(page.getByText('锁屏密码不能为空')).toBeVisible();
    await page.getByTestId('lock-password').fill('Lock1234');
    await page.getByRole('button', { name: '锁屏' }).last().click();
    await expect(page).toHaveURL('/lock');
    await page.reload();
    await expect(page).toHaveURL('/lock');
    await page.goto('/wel/index');
    await expect(page).toHaveURL('/lock');
    await page.getByTestId('unlock-password').fill('nope');
    await page.getByTestId('unlock-submit').click();
    await expect(page.getByRole('alert')).toHaveText('锁屏密码不正确');
    await expect(page).toHaveURL('/lock');
    await page.getByTestId('unlock-password').fill('Lock1234');
    await page.getByTestId('unlock-submit').click();
    await expect(page).toHaveURL('/liancan/zhuanxiangtongji/damijiage/index');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('Lock1234');
  });
});

test.describe('server strings are text', () => {
  test('a nickname and a menu label holding markup show as text and run nothing', async ({ page, request }) => {
    // short enough for the 30 characters a nickname and a menu name may have
    const xss = '<img src=x onerror=__pwned=1>';
    const basic = { Authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}` };
    const as = (token: string) => ({ ...basic, 'Blade-Auth': `bearer ${token}` });
    const data = async <T>(answer: Promise<{ ok: () => boolean; json: () => Promise<unknown> }>) => {
      const response = await answer;
      const body = (await response.json()) as { data: T; msg?: string };
      expect(response.ok(), body.msg).toBe(true);
      return body.data;
    };
    const jiwei = as(await apiToken(request, 'jiwei'));
    const admin = as(await apiToken(request, 'admin', '000000'));
    type Record = { [field: string]: unknown; version: number };
    // the nickname through 个人信息's own call, the (platform-wide) menu label through 菜单管理's
    const setNickname = async (nickName: string) => {
      const info = await data<Record>(request.get('/api/rabbit-user/info', { headers: jiwei }));
      await data(request.post('/api/rabbit-user/update', { headers: jiwei, data: { ...info, nickName } }));
      return String(info.nickName);
    };
    const news = (
      await data<{ id: string; code: string }[]>(request.get('/api/rabbit-system/menu/lazy-list', { headers: admin, params: { code: 'news' } }))
    ).find((menu) => menu.code === 'news');
    const setMenuName = async (name: string) => {
      const menu = await data<Record>(request.get('/api/rabbit-system/menu/detail', { headers: admin, params: { id: news!.id } }));
      await data(request.post('/api/rabbit-system/menu/submit', { headers: admin, data: { ...menu, name } }));
      return String(menu.name);
    };
    // put back afterwards, so no later test or session sees the markup
    const nickName = await setNickname(xss);
    const menuName = await setMenuName(xss);
    try {
      await page.setViewportSize({ width: 1920, height: 1080 });
      await signIn(page, { account: 'jiwei', tenant: '100001' });
      await expect(page.getByTestId('user-name')).toContainText(xss);
      await page.getByTestId('sidebar-menu').getByText('门户首页').click();
      await expect(page.getByTestId('menu-item-news')).toContainText(xss);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator('img[src="x"]').count()).toBe(0);
    } finally {
      await setNickname(nickName);
      await setMenuName(menuName);
    }
  });
});

test.describe('every kind of user gets the right shell', () => {
  const kinds = [
    { account: 'canteen', variant: 'top', has: 'module-caigou', lacks: 'module-zhaobiao' },
    { account: 'jiwei', variant: 'top', has: 'module-financialSupervision', lacks: 'module-caigou' },
    { account: 'market', variant: 'top', has: 'module-jiance', lacks: 'module-caigou' },
    { account: 'centre', variant: 'top', has: 'module-kaihutongji', lacks: 'module-caigou' },
  ];
  for (const kind of kinds) {
    test(`${kind.account}: ${kind.variant} navigation with its module set`, async ({ page }) => {
      await page.setViewportSize({ width: 1920, height: 1080 });
      await signIn(page, { account: kind.account, tenant: '100001' });
      await expect(page.locator('.shell')).toHaveAttribute('data-variant', kind.variant);
      // in the module set: on the bar, or folded into its 更多 menu
      await expect(page.getByTestId('module-bar').getByTestId(kind.has)).toHaveCount(1);
      await expect(page.getByTestId(kind.lacks)).toHaveCount(0);
    });
  }
});

test.describe('kept-alive pages and the module bar', () => {
  // 录入凭证, the built kept-alive page: until the outlet froze a kept page's location, the hidden page followed the
  // path in view and came back empty (the placeholders this test used before looked the same on every path)
  test('a kept-alive page keeps its state across tab switches; an ordinary page mounts afresh', async ({ page }) => {
    // an ordinary page: a menu item of the test's own, with no screen (under construction)
    const item = await unbuiltItem(page.request);
    try {
      await signIn(page, { account: 'school', tenant: '100001' });
      const tab = (path: string) => page.locator(`[data-testid="tab"][data-value="${path}"]`);
      // 录入凭证 is kept alive: a summary typed there is still there when its tab comes back
      await page.goto('/financialVoucherAdd');
      const summary = page.getByTestId('voucher-line-0-summary');
      await summary.fill('切换标签后仍在');
      await page.getByTestId('voucher-add-page').evaluate((element) => element.setAttribute('data-mark', 'kept'));
      // An in-app navigation (page.goto would reload the page and with it every kept page).
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, item.path);
      await expect(tab(item.path)).toBeVisible();
      // the placeholder is an ordinary page: marked now, drawn afresh when its tab comes back
      const placeholder = page.locator('[data-testid="placeholder-page"]:visible');
      await expect(placeholder).toBeVisible();
      await placeholder.evaluate((element) => element.setAttribute('data-mark', 'seen'));
      await tab('/financialVoucherAdd').click();
      await expect(page).toHaveURL('/financialVoucherAdd');
      await expect(page.locator('[data-testid="voucher-add-page"][data-mark="kept"]')).toHaveCount(1);
      await expect(summary).toHaveValue('切换标签后仍在');
      await tab(item.path).click();
      await expect(page.getByText(item.name).last()).toBeVisible();
      await expect(placeholder).toBeVisible();
      await expect(page.locator('[data-testid="placeholder-page"][data-mark="seen"]')).toHaveCount(0);
    } finally {
      await item.remove();
    }
  });

  test('the big-data item opens the outside site with a hand-off code; the logout item asks first', async ({ page, context }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await signIn(page, { account: 'centre', tenant: '100001' });
    const popup = context.waitForEvent('page');
    await openModule(page, 'module-bigdata', '大数据');
    const opened = await popup;
    await opened.waitForURL(/site=bigdata/);
    expect(new URL(opened.url()).searchParams.get('code')).toMatch(/^[\w-]{40,}$/);
    await opened.close();
    await page.getByTestId('header-logout').click();
    await expect(page.getByText('确定退出系统吗？')).toBeVisible();
    await page.getByRole('button', { name: '取消' }).click();
    await expect(page.getByTestId('user-name')).toBeVisible();
  });
});

test('a page opened from another module brings its module into the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page, { account: 'school', tenant: '100001' });
  await page.locator('[data-testid=todo-card][data-key="workPersonnel.certExpired"]').click();
  await expect(page).toHaveURL('/workPersonnel/healthCertificate?certState=3');
  await expect(page.getByTestId('module-kaoqin')).toHaveClass(/arco-menu-selected/);
  await expect(page.getByTestId('sidebar-menu').getByText('健康证管理')).toBeVisible();
});
