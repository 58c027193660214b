import { test as base, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { baseURL as referenceURL, frontURL, standInURL } from '../../playwright.config';

export { expect } from '@playwright/test';

/**
 * The browser tests' `test`: Playwright's, with one browser context per worker kept warm between tests.
 *
 * A fresh context per test starts with an empty HTTP cache, so every test fetched the console again, and creating and
 * closing it cost time too (measured on 33 tests: 1.6–1.7 min with a fresh context each, 1.5–1.6 warm). Here each test
 * gets a new page in the worker's context, and at its end the pages close and everything a test can leave behind for
 * the next is cleared — cookies, local storage, IndexedDB, service workers, permissions, the offline switch — except
 * the HTTP cache: the console's hashed files are served `immutable`, so the next test opens the console from the cache.
 * Session storage belongs to the page, and every test has a new one.
 *
 * A test that changes the context in a way this cleaning does not undo — a fake clock (`page.clock` is the
 * context's) — declares `test.use({ freshContext: true })` and gets a context of its own, closed at its end;
 * tests/unit/browser-specs.test.ts refuses a spec that installs a clock without it. Tests with other context
 * options (`test.use({ timezoneId })`, the front mode's base address) share a warm context of those options.
 */
type TestFixtures = { freshContext: boolean };
type WorkerFixtures = { warmContext: (options: BrowserContextOptions) => Promise<BrowserContext> };

/** The context options a spec may set with `test.use`: the same options, the same warm context. */
type Options = Pick<
  BrowserContextOptions,
  'baseURL' | 'locale' | 'timezoneId' | 'viewport' | 'colorScheme' | 'reducedMotion' | 'storageState' | 'permissions' | 'offline'
>;

/** Every origin a test may open: the reference server, the front mode and its stand-in backend. */
const ORIGINS = [referenceURL, frontURL, standInURL].map((url) => new URL(url).origin);
const STORAGE = 'cookies,local_storage,indexeddb,websql,service_workers,cache_storage,file_systems,shared_storage,storage_buckets';

/** Clears what one test left in a warm context for the next, keeping the HTTP cache. */
async function clean(context: BrowserContext, options: Options) {
  const origins = new Set(ORIGINS);
  for (const page of context.pages()) if (page.url().startsWith('http')) origins.add(new URL(page.url()).origin);
  // The test's pages close before anything is cleared. A page left open sees the clearing (a storage event) and the
  // shell writes its top module (`menuId`) back; the next test then signed in on another user's module (a CI failure
  // on 28 November; tests/e2e/fixtures.spec.ts keeps it from coming back).
  await Promise.all(context.pages().map((open) => open.close()));
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE });
  await cdp.detach();
  await blank.close();
  await context.clearCookies();
  await context.clearPermissions();
  if (options.permissions) await context.grantPermissions(options.permissions);
  await context.setOffline(Boolean(options.offline));
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  freshContext: [false, { option: true }],

  warmContext: [
    async ({ browser }, use) => {
      const contexts = new Map<string, Promise<BrowserContext>>();
      await use(async (options) => {
        const key = JSON.stringify(options);
        if (!contexts.has(key)) {
          const opening = browser.newContext(options);
          contexts.set(key, opening);
          // a context closed on the way (below, or by a crash) is opened again for the next test
          (await opening).once('close', () => contexts.delete(key));
        }
        return (await contexts.get(key))!;
      });
      await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
    },
    { scope: 'worker' },
  ],

  context: async (
    { browser, warmContext, freshContext, baseURL, locale, timezoneId, viewport, colorScheme, reducedMotion, storageState, permissions, offline },
    use,
  ) => {
    const given: Options = { baseURL, locale, timezoneId, viewport, colorScheme, reducedMotion, storageState, permissions, offline };
    const options = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as BrowserContextOptions;
    if (freshContext) {
      const own = await browser.newContext(options);
      await use(own);
      await own.close();
      return;
    }
    const context = await warmContext(options);
    await use(context);
    // what cannot be cleaned is not handed on: the next test opens a new context
    await clean(context, given).catch(() => context.close());
  },
});
