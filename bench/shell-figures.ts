// Figures of the signed-in shell (issue "Console shell"): its download, menu search per keystroke over
// 5,000 items, and — in headless Chromium against the real server — sign-in click to interactive shell
// and tab switch time with 20 tabs open.
import { pinyin } from 'pinyin-pro';
import { buildIndex, searchMenu, type SearchItem } from '../src/shell/search/menu-search.ts';
import type { BrowserContext, Page } from '@playwright/test';
import { launchChromium, fillSignIn } from './browser.ts';
import { chunkFiles, downloadFor } from './bundle-size.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export function shellDownload(dist: string) {
  // the screens' routes (the screen table) come after sign-in, with the shell
  const download = downloadFor(dist, [
    'src/domains/auth/pages/login-page.tsx',
    'src/shell/shell-layout.tsx',
    'src/app/screen-routes.ts',
    'src/shell/pages/welcome-page.tsx',
  ]);
  const charts = chunkFiles(dist).filter((chunk) => /echarts|zrender/.test(chunk.src ?? chunk.file));
  const chartsLoaded = download.js.some((file) => charts.some((chunk) => chunk.file === file));
  return { jsGzip: download.jsGzip, cssGzip: download.cssGzip, chartsLoaded };
}

const WORDS = [
  '用户',
  '管理',
  '字典',
  '菜单',
  '采购',
  '入库',
  '出库',
  '招标',
  '投标',
  '食材',
  '溯源',
  '检测',
  '配送',
  '财务',
  '凭证',
  '台账',
  '人员',
  '设备',
  '考勤',
  '营养',
  '统计',
  '监管',
  '预警',
  '合同',
];

export function menuSearchPerKeystroke(): { items: number; msPerKeystroke: number } {
  const items: SearchItem[] = [];
  for (let i = 0; i < 5000; i += 1) {
    const name = `${WORDS[i % WORDS.length]}${WORDS[(i * 7) % WORDS.length]}${WORDS[(i * 13) % WORDS.length]}${i}`;
    items.push({ name, path: `/bench/${i}`, trail: [] });
  }
  const index = buildIndex(items, (text) => pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' }));
  const typed = ['y', 'yh', 'yhg', 'yhgl', 'c', 'ca', 'cai', 'caig', '采', '采购', 'z', 'zi', 'zid', 'zidian'];
  for (const text of typed) searchMenu(index, text); // warm-up
  const rounds = 50;
  const started = performance.now();
  for (let r = 0; r < rounds; r += 1) for (const text of typed) searchMenu(index, text);
  return { items: items.length, msPerKeystroke: (performance.now() - started) / (rounds * typed.length) };
}

export interface ReloadFigure {
  /** Median of the reloads: from the reload to the page's own data drawn (ms). */
  medianMs: number;
  /** API requests each reload made before it was interactive (the most of any reload). */
  requests: number;
}

/** What shows a page's own data: an element, and text inside it when given. */
interface Ready {
  selector: string;
  text?: string;
}

/**
 * Installed in every document before its scripts: marks (performance.now(), from the navigation's start)
 * the first frame painted after `ready` appears. Measured in the page, since Playwright's waits poll at
 * growing intervals (up to 500 ms) and would time the poller rather than the page.
 */
function markReady(ready: Ready): void {
  const w = window as unknown as { __readyAt?: number };
  const found = () => [...document.querySelectorAll(ready.selector)].some((element) => !ready.text || element.textContent?.includes(ready.text));
  const observer = new MutationObserver(() => {
    if (w.__readyAt !== undefined || !found()) return;
    w.__readyAt = -1;
    observer.disconnect();
    requestAnimationFrame(() => (w.__readyAt = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * A full reload of `path`, ten times, from the reload's navigation start to the first frame that shows
 * the page's own data: the menus come from storage and are fetched again in the background, so the page
 * need not wait for them.
 */
async function reloadTimings(page: Page, url: string, path: string): Promise<ReloadFigure> {
  await page.goto(`${url}${path}`);
  await page.waitForFunction(() => ((window as unknown as { __readyAt?: number }).__readyAt ?? -1) > 0);
  const times: number[] = [];
  let requests = 0;
  for (let round = 0; round < 10; round += 1) {
    let calls = 0;
    const count = (request: { url: () => string }) => void (request.url().includes('/api/') && (calls += 1));
    page.on('request', count);
    await page.reload({ waitUntil: 'commit' });
    const handle = await page.waitForFunction(() => {
      const at = (window as unknown as { __readyAt?: number }).__readyAt ?? -1;
      return at > 0 ? at : false;
    });
    times.push(Number(await handle.jsonValue()));
    page.off('request', count);
    requests = Math.max(requests, calls);
  }
  return { medianMs: median(times), requests };
}

/** A page of the signed-in context that marks when `ready` is first drawn. */
async function readyPage(context: BrowserContext, ready: Ready): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(markReady, ready);
  return page;
}

/** Reload → interactive for a console page (用户管理's table) and a wall window (明厨亮灶 drawn). */
export async function reloadFigures(url: string, captcha: string): Promise<{ console: ReloadFigure; wall: ReloadFigure }> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    await fillSignIn(page, url, captcha);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('user-name').waitFor();
    await page.close();
    const consolePage: Ready = { selector: '[data-testid="user-table"] td', text: '张校长' };
    const wall: Ready = { selector: '[data-testid="panel-trend"] canvas' };
    const figures = { console: await reloadTimings(await readyPage(context, consolePage), url, '/system/user') };
    return { ...figures, wall: await reloadTimings(await readyPage(context, wall), url, '/bigscreen/kitchen') };
  } finally {
    await browser.close();
  }
}

export async function shellTimings(url: string, captcha: string): Promise<{ signInMs: number; tabSwitchMs: number; tabCount: number }> {
  const browser = await launchChromium();
  try {
    const signIns: number[] = [];
    let page = await browser.newPage();
    for (let round = 0; round < 5; round += 1) {
      const context = await browser.newContext();
      page = await context.newPage();
      await fillSignIn(page, url, captcha);
      const started = Date.now();
      await page.getByTestId('login-submit').click();
      await page.getByTestId('sidebar-menu').locator('.arco-menu-item').first().waitFor();
      signIns.push(Date.now() - started);
      if (round < 4) await context.close();
    }
    // 20 tabs: open menu-defined pages by URL, then time switching between tabs.
    const targets = await page.evaluate(() => {
      const all = JSON.parse(localStorage.getItem('shian-menuAll') ?? '{"content":[]}').content as { children?: unknown[] }[];
      const found: string[] = [];
      const walk = (nodes: { path?: string; children?: unknown[] }[]) =>
        nodes.forEach((node) => (node.children?.length ? walk(node.children as never) : node.path?.startsWith('/') && found.push(node.path)));
      walk(all as never);
      // an account with fewer than 20 pages fills the bar with second tabs of its pages (a tab is a path and query)
      const tabs = found.slice(0, 20);
      for (let copy = 0; tabs.length < 20 && found.length > 0; copy += 1) tabs.push(`${found[copy % found.length]}?copy=${copy}`);
      return tabs;
    });
    for (const target of targets) {
      await page.evaluate((path) => window.history.pushState({}, '', path), target);
      await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
      await page.waitForFunction((path) => document.querySelector(`[data-testid="tab"][data-value="${path}"]`), target);
    }
    const switches: number[] = [];
    const tabs = page.getByTestId('tab');
    const count = await tabs.count();
    for (let i = 0; i < 20; i += 1) {
      const tab = tabs.nth((i * 7) % count);
      const value = await tab.getAttribute('data-value');
      const started = Date.now();
      // A DOM click: with 20 tabs most are scrolled out of the tab bar's view.
      await tab.evaluate((element: HTMLElement) => element.click());
      await page.waitForFunction(
        (path) =>
          `${location.pathname}${location.search}` === path &&
          document.querySelector('.arco-tabs-header-title-active [data-testid="tab"]')?.getAttribute('data-value') === path,
        value,
      );
      switches.push(Date.now() - started);
    }
    return { signInMs: median(signIns), tabSwitchMs: median(switches), tabCount: count };
  } finally {
    await browser.close();
  }
}
