// One browser context per account, language, theme and size: the clock fixed, motion off, the language and
// theme stored as the console stores them, signed in through the real form; its pages hide the caret from the start.
// `settle` waits until a page is drawn and quiet (no request in flight, fonts loaded, two frames drawn); `shoot` ends
// animations and masks the dates and date-times the server gave (stamps differ between two fresh databases), so two
// runs give identical images. The server's app clock is FIXED_TIME too (server.ts TEST_CLOCK_AT): the demo data runs
// up to it, and the charts that run to the server's own today — the kitchen screens' daily ones — end on its day.
import { writeFile } from 'node:fs/promises';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import type { Account } from './accounts.ts';

/** The moment every page believes it is: wall clocks, 数据更新于, relative times. */
export const FIXED_TIME = new Date('2026-11-20T10:00:00+08:00');
const PREFIX = 'shian-';
const DATE = /\d{4}-\d{2}-\d{2}/;

export interface Look {
  language: string;
  theme: string;
  width: number;
  height: number;
}

/** The console's stored form of a setting, as its storage helper writes it to localStorage (a key with the prefix). */
const stored = (content: string | boolean) => JSON.stringify({ dataType: typeof content, content, type: 'local', datetime: 0 });

/** What a context keeps in its browser storage (cookies, local storage), as Playwright reads and restores it. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A context in the look's window size, language and time zone; `startLoads` sets how its pages load. */
export function openContext(browser: Browser, look: Look): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: look.width, height: look.height },
    deviceScaleFactor: 1,
    locale: look.language,
    timezoneId: 'Asia/Shanghai',
    reducedMotion: 'reduce',
  });
}

/**
 * How every load of the context's pages starts (its pages may be open already): in the look's language and theme, as
 * one after signing in does whatever the context showed before — the home tab only, and the first module (a page
 * with no module of its own, the home page, shows the module last in view) — and, given the storage of a signed-in
 * context, in its session: its cookies, and its local storage put in before the first load. (Playwright's own
 * restore of a storage state, at the context's creation, opens a page of the origin to write it: over a second for
 * each context on two cores, and it waits for the sign-in; this way a context opens while the first signs in.)
 */
export async function startLoads(context: BrowserContext, look: Look, storage?: StorageState): Promise<void> {
  if (storage) await context.addCookies(storage.cookies);
  await context.addInitScript(
    ({ prefix, entries, session }) => {
      const restored = `${prefix}screenshots-session`;
      const mine = session.find((origin) => origin.origin === window.location.origin);
      if (mine && localStorage.getItem(restored) === null) {
        for (const { name, value } of mine.localStorage) localStorage.setItem(name, value);
        localStorage.setItem(restored, '');
      }
      for (const [name, value] of entries) localStorage.setItem(`${prefix}${name}`, value);
      sessionStorage.removeItem(`${prefix}tagList`);
      localStorage.removeItem(`${prefix}tagList`);
      localStorage.removeItem(`${prefix}menuId`);
    },
    {
      prefix: PREFIX,
      entries: Object.entries({ language: stored(look.language), themeName: stored(look.theme) }),
      session: storage?.origins ?? [],
    },
  );
}

/**
 * How long one step of the tool may take — a load, an in-app move, a click on what a state found: the same budget
 * for each, since each of them comes (a load is one of them, and an in-app move is a load without the reload).
 */
const STEP_MS = 20_000;

/**
 * A page of the context with its clock fixed, what no shot shows hidden from the start (the caret and the progress
 * bar; the toasts too when asked), and its console errors and failed loads collected.
 */
export async function openPage(context: BrowserContext, { hideToasts = false } = {}): Promise<{ page: Page; errors: string[]; inflight: () => number }> {
  const page = await context.newPage();
  await page.addInitScript(hideInShots, `${CARET} ${PROGRESS} ${MOTION} ${hideToasts ? TOASTS : ''}`);
  // whatever the tool waits for comes (whether a state exists is looked up at once on a quiet page, states.ts), so
  // every wait has the budget of a load: a shorter one turned a busy machine's slowness into shots missing from a run
  page.setDefaultTimeout(STEP_MS);
  page.setDefaultNavigationTimeout(STEP_MS);
  await page.clock.setFixedTime(FIXED_TIME);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  let pending = 0;
  page.on('request', () => (pending += 1));
  page.on('requestfinished', () => (pending -= 1));
  page.on('requestfailed', () => (pending -= 1));
  return { page, errors, inflight: () => pending };
}

export async function signIn(page: Page, baseUrl: string, account: Account, captchaCode: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  if (account.supplier)
    await page
      .getByTestId('login-kind')
      .getByRole('button', { name: /供应商|Supplier/ })
      .click();
  await page.getByTestId('account-input').fill(account.account);
  await page.getByTestId('tenant-input').fill(account.tenant);
  await page.getByTestId('password-input').fill(account.password);
  await page.getByTestId('captcha-input').fill(captchaCode);
  await page.getByTestId('login-submit').click();
  try {
    await page.getByTestId('user-name').waitFor({ timeout: 20_000 });
  } catch {
    throw new Error(`${account.account}@${account.tenant} could not sign in (check the password and SCREENSHOT_CAPTCHA_CODE)`);
  }
}

/** Whether the app has drawn a page — the shell and its page, or a public page — rather than a loading spinner. */
const drawn = () => (document.getElementById('root')?.childElementCount ?? 0) > 0 && !document.querySelector('.page-loading');

/**
 * Whether nothing shows it is loading and no transition of react-transition-group is under way (Arco's sub-menus,
 * dialogs, drawers and messages move by it: classes `*-enter`, `*-enter-active`, … for a set time, timed by the
 * page's timers, which reduced motion does not shorten) — a sub-menu shot half open on a loaded machine differs from
 * one shot open.
 */
const still = () =>
  // a list or dialog still loading (a user picker waits a moment before it asks for its list)
  !document.querySelector('.arco-spin-loading') &&
  ![...document.querySelectorAll('[class*="-enter"], [class*="-exit"], [class*="-appear"]')].some((element) =>
    [...element.classList].some((name) => /-(enter|exit|appear)(-active)?$/.test(name)),
  );

/** How long nothing may be in flight before a page counts as settled (a page's next call follows its last at once). */
const QUIET_MS = 150;

/**
 * Waits until the app has drawn a page, nothing is in flight for a while (or the budget runs out), no spinner came
 * back meanwhile, no transition is under way (all of it again if a request started meanwhile), the fonts are loaded
 * and two frames drawn. The first wait matters on a loaded machine: the app may boot slower than the quiet window,
 * which alone would end before the page asked for anything.
 */
export async function settle(page: Page, inflight: () => number, budgetMs = 10_000): Promise<boolean> {
  const until = Date.now() + budgetMs;
  const left = () => Math.max(1, until - Date.now());
  await page.waitForFunction(drawn, undefined, { timeout: left() }).catch(() => undefined);
  // quiet, drawn and still — again when a request started meanwhile (a dialog that asks for its data once it is open)
  do {
    let quietSince = Date.now();
    while (Date.now() < until) {
      if (inflight() > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= QUIET_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await page.waitForFunction(drawn, undefined, { timeout: left() }).catch(() => undefined);
    await page.waitForFunction(still, undefined, { timeout: left(), polling: 25 }).catch(() => undefined);
  } while (inflight() > 0 && Date.now() < until);
  const settled = Date.now() < until;
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  return settled;
}

/**
 * Hides what no shot shows in a page from its first frame on, rather than by a style sheet put in for each shot and
 * taken out after it (two restyles of the whole page per shot).
 */
function hideInShots(css: string): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** The text caret: whether it is drawn at the moment of a shot is chance. */
const CARET = '* { caret-color: transparent !important; }';
/**
 * Motion, off: a CSS transition ends at once, a CSS animation does not run. The enter and exit motions of
 * react-transition-group (Arco's dialogs, drawers, pop-ups and messages: a zoom or a slide by a transform, for a time
 * its timers set — the classes still come and go on those timers): a transform animated on the compositor left the
 * pixels of a dialog's text a pixel apart from run to run (the layer rastered at the scale and offset the animation
 * last had, or afresh, by timing). The rest — the colour of a menu item or tab as it becomes selected, spinners while
 * a list loads — no shot shows, but each of their frames was drawn: a move between pages drew about 19 frames, most
 * of them for these, about a tenth of a run's CPU.
 */
const MOTION = '*, *::before, *::after { transition: none !important; animation: none !important; }';
/** Toasts, hidden where several race each other (a screen whose requests all failed): their order is chance. */
const TOASTS = '.arco-message-wrapper, .arco-notification-wrapper { visibility: hidden !important; }';
/**
 * The progress bar along the top: it shows when a request takes longer than 400 ms and fades out after it, so
 * whether a shot catches it says how loaded the machine was, not what the screen is.
 */
const PROGRESS = '#nprogress { display: none !important; }';
const MASK_COLOR = '#c9cdd4';
/** What is masked: a date the server gave, or what says data-volatile (a countdown or another reading of the moment). */
const MASKED = '[data-shot-time], [data-volatile]';

interface Preparation {
  date: string;
  masked: string;
  color: string;
}

/**
 * In the page, before a shot: marks the elements whose own text holds a date, ends every animation a script started
 * (finite ones jump to their end, endless ones stop; CSS motion is off from the start), lays a box of one colour over
 * each masked element, and waits two frames so the compositor holds all of it. `unprepare` takes the boxes away again.
 */
function prepare({ date, masked, color }: Preparation): Promise<void> {
  const pattern = new RegExp(date);
  for (const element of document.querySelectorAll('body *')) {
    const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? '');
    if (pattern.test(own.join(''))) element.setAttribute('data-shot-time', '');
  }
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().iterations === Infinity) animation.cancel();
    else animation.finish();
  }
  const boxes = document.createElement('div');
  boxes.id = 'shot-masks';
  boxes.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:2147483647';
  for (const element of document.querySelectorAll(masked)) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const box = document.createElement('div');
    box.style.cssText = `position:absolute;left:${rect.left}px;top:${rect.top}px;width:${rect.width}px;height:${rect.height}px;background:${color}`;
    boxes.append(box);
  }
  document.body.append(boxes);
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

function unprepare(): void {
  document.getElementById('shot-masks')?.remove();
}

const sessions = new WeakMap<Page, CDPSession>();

const sessionOf = async (page: Page) => {
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
};

/**
 * From now on every request of the page to the API fails in the browser, as if the network had, except those to
 * the paths given (from the root, any query): the shell's own calls, so that the page shows the shell around a
 * screen whose data failed to load. Blocked rather than routed: routing would send every request of the page through
 * this process and turn the browser's cache off.
 */
export async function failCallsBut(page: Page, baseUrl: string, allowed: Iterable<string>): Promise<void> {
  const session = await sessionOf(page);
  const { origin } = new URL(baseUrl);
  // a URL pattern of the path alone (its query and fragment match anything), its special characters escaped
  const pattern = (path: string) => `${origin}${path.replace(/[:*?+(){}\\]/g, '\\$&')}`;
  await session.send('Network.enable');
  await session.send('Network.setBlockedURLs', {
    // the first pattern that matches decides
    urlPatterns: [...[...allowed].map((path) => ({ urlPattern: pattern(path), block: false })), { urlPattern: `${pattern('/api/')}*`, block: true }],
  });
}

/**
 * The shot itself, taken through the DevTools protocol with the encoder set for speed: the same pixels as
 * Playwright's page.screenshot (a lossless PNG either way), at about half the browser's time, which is most of a
 * shot's cost on a 2-core machine (scripts/screenshots in the README has the figures).
 */
export async function shoot(page: Page, file: string): Promise<void> {
  const session = await sessionOf(page);
  await page.evaluate(prepare, { date: DATE.source, masked: MASKED, color: MASK_COLOR });
  try {
    const { data } = await session.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true });
    await writeFile(file, Buffer.from(data, 'base64'));
  } finally {
    await page.evaluate(unprepare);
  }
}

/** Whether the page's address is the route's (its path and query), as a fresh load of it gives. */
export function atRoute(page: Page, route: string): boolean {
  const { pathname, search } = new URL(page.url());
  return pathname + search === route;
}

/** The element a wall screen (or the playlist) is drawn in: replaced when the page moves to another. */
const WALL_VIEW = '.bs-root';

/**
 * Goes from one route to another inside the loaded console (no reload: the app, its shell and its cached data stay),
 * when the page shows `from` as a fresh load would — false when it does not (a state led elsewhere: an add button
 * that opens a page of its own, in a tab of its own). Between shell routes (`home` given) it then closes the tab of
 * the route left, so the page looks as a fresh load of `to` does — the home tab and its own; the close is a
 * dispatched click: no pointer moves and no focus changes. Between wall screens it waits until the screen left is gone.
 */
export async function goInApp(page: Page, from: string, to: string, home?: string): Promise<boolean> {
  if (!atRoute(page, from)) return false;
  const moved = await page.evaluate(
    async ({ from, target, home, view, limit }) => {
      const tabs = [...document.querySelectorAll('[data-testid="tab"]')].map((tab) => tab.getAttribute('data-value'));
      if (tabs.some((tab) => tab !== home && tab !== from)) return false;
      const left = view ? document.querySelector(view) : null;
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
      // counted rather than timed: the page's clock stands still
      for (let tries = 0; left?.isConnected; tries += 1) {
        if (tries === limit) throw new Error(`${target}: the screen left is still shown`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return true;
    },
    { from, target: to, home, view: home === undefined ? WALL_VIEW : '', limit: STEP_MS / 10 },
  );
  if (!moved || home === undefined) return moved;
  const tab = (value: string) => page.locator(`[data-testid="tab"][data-value="${value.replace(/"/g, '\\"')}"]`);
  await tab(to).waitFor({ state: 'attached' });
  if (from === home || from === to) return true;
  await page
    .locator('.arco-tabs-header-title')
    .filter({ has: tab(from) })
    .locator('.arco-tabs-close-icon')
    .dispatchEvent('click');
  await tab(from).waitFor({ state: 'detached' });
  return true;
}

/**
 * Locks the session in this context as the header's lock button does (the lock flag stored, from the next load on),
 * so that a load of /lock shows the lock screen: the console sends a session that is not locked away from it.
 */
export async function lockSession(context: BrowserContext): Promise<void> {
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: `${PREFIX}isLock`, value: stored(true) });
}

/** The pointer rests in the top-left corner (the brand) for every shot, however the page was reached, so no hover differs. */
export async function restPointer(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
}
