import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoAccounts, signIn } from './helpers';

// The list rule (docs/product-rules.md#lists) on every list screen the demo accounts reach, at the two common
// laptop sizes: the identifying column (标题, 名称…) and the state keep their room and stay clear of the fixed
// 操作 column, each row's actions sit on one line, and rows stay compact. One sign-in per account; the screens
// are opened inside the app, as a click in the menu would.
const SIZES = [
  [1280, 800],
  [1440, 900],
] as const;

/** The screens built on the one CRUD table (src/app/screens.ts); an account is tested on those its menus hold. */
const LIST_PATHS = [
  '/dict-horizontal/index',
  '/dict-vertical/index',
  '/binding/supplier',
  '/zhaobiao/bidding/index',
  '/zhaobiao/group/index',
  '/zhaobiao/approve/index',
  '/zhaobiao/evaluate/index',
  '/bidding/list',
  '/bidding/notice',
  '/toubiao/hall/index',
  '/toubiao/my/index',
  '/bidding/my',
  '/toubiao/profile/qualification',
  '/workPersonnel/list',
  '/workPersonnel/statistics',
  '/workPersonnel/healthCertificate',
  '/personnel/list',
  '/personnel/card',
  '/personnel/wallet',
  '/personnel/mealCategory',
  '/device/face',
  '/device/personnel',
  '/device/window',
  '/consume/detail/index',
  '/consume/recharge/index',
  '/consume/refund/index',
  '/consume/subsidy/index',
  '/jiwei/letter',
  '/system/user',
  '/kaoqin/group/index',
  '/kaoqin/record/index',
  '/kaoqin/patch/index',
  '/kaoqin/mealStop/index',
  '/kaoqin/report/index',
  '/liancan/zhuanxiangtongji/shicaichengben/canteen-manage',
  '/shengchan/kitchenAlert/index',
];

/** The list screens among the signed-in user's menus. */
const listsOf = (page: Page) =>
  page.evaluate((lists) => {
    const entry = JSON.parse(localStorage.getItem('shian-menuAll') ?? '{}') as { content?: unknown };
    const paths = new Set<string>();
    const walk = (nodes: unknown) => {
      if (!Array.isArray(nodes)) return;
      for (const node of nodes as { path?: string; children?: unknown }[]) {
        if (node.path) paths.add(node.path.split('?')[0]!);
        walk(node.children);
      }
    };
    walk(entry.content);
    return lists.filter((path) => paths.has(path));
  }, LIST_PATHS);

/** Opens a screen inside the app: the router follows the history, as after a click in the menu. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/**
 * What breaks the rule on the drawn list: each problem names the part, where it is and where 操作 starts; null
 * when no list is drawn. Read at once, never waiting for one: a screen may draw a list, then something else.
 */
const misfits = (crud: Locator) =>
  crud.evaluateAll((roots) => {
    const root = roots[0];
    if (!root) return null;
    // a CRUD frame without a table (its screen shows something else for this account) has nothing to check
    if (!root.querySelector('.arco-table')) return [];
    const problems: string[] = [];
    const view = root.querySelector('.arco-table-container')?.getBoundingClientRect();
    if (!view) return ['no table'];
    const actions = root.querySelector('th.crud-col-actions')?.getBoundingClientRect();
    const limit = Math.min(view.right, actions?.left ?? Infinity) + 1;
    const clear = (element: Element | null, what: string, minWidth: number) => {
      if (!element) return void problems.push(`${what}: missing`);
      const box = element.getBoundingClientRect();
      if (box.width < minWidth) problems.push(`${what}: ${Math.round(box.width)} px wide`);
      if (box.left < view.left - 1 || box.right > limit)
        problems.push(`${what}: at ${Math.round(box.left)}–${Math.round(box.right)}, the list shows ${Math.round(view.left)}–${Math.round(limit)}`);
    };
    const title = (element: Element | null) => element?.textContent?.trim() ?? '';
    const identity = root.querySelector('th.crud-col-identity');
    clear(identity, `identifying column ${title(identity)}`, 80);
    const state = root.querySelector('th.crud-col-state');
    if (state) clear(state, `state column ${title(state)}`, 48);
    const rows = [...root.querySelectorAll('tbody tr.arco-table-tr')].filter((row) => row.querySelector('td.crud-col-identity'));
    if (rows[0]) clear(rows[0].querySelector('td.crud-col-identity'), 'first identifying cell', 80);
    for (const [index, row] of rows.entries()) {
      const height = row.getBoundingClientRect().height;
      if (height > 48) problems.push(`row ${index + 1}: ${Math.round(height)} px high`);
      const buttons = row.querySelector('.crud-row-actions');
      if (buttons && buttons.getBoundingClientRect().height > 30) problems.push(`row ${index + 1}: its actions wrap (${title(buttons)})`);
    }
    return problems;
  });

for (const demo of demoAccounts) {
  test(`${demo.account}: every list keeps its identifying column and state in view at 1280 and 1440 px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: SIZES[0][0], height: SIZES[0][1] });
    await signIn(page, demo);
    // the menus of a first load arrive after the frame
    await expect.poll(() => page.evaluate(() => (localStorage.getItem('shian-menuAll') ?? '').length)).toBeGreaterThan(100);
    const lists = await listsOf(page);
    test.info().annotations.push({ type: 'lists', description: lists.join(' ') || 'none' });
    for (const path of lists) {
      await test.step(path, async () => {
        await openInApp(page, path);
        const crud = page.locator('.crud:visible');
        // drawn: a first row, or the empty list — unless the screen has no list for this account (it serves other
        // kinds of account, or has nothing to list a table for, like 设备人员 without devices)
        const none = page.locator('[data-testid="serves-other"]:visible, .arco-empty:visible').first();
        await expect(crud.locator('tbody tr.arco-table-tr').first().or(none).first()).toBeVisible({ timeout: 15_000 });
        await expect(crud.locator('.arco-spin-loading')).toHaveCount(0);
        for (const [width, height] of SIZES) {
          await page.setViewportSize({ width, height });
          // the list as drawn now; no list, only where the screen says it has none for this account
          const now = async () => (await misfits(crud)) ?? ((await none.count()) ? [] : ['no list and no empty state']);
          await expect.poll(now, { message: `${demo.account} ${path} at ${width}×${height}` }).toEqual([]);
        }
      });
    }
  });
}
