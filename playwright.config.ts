import { defineConfig } from '@playwright/test';

// The real reference server on a fresh embedded database, serving the built console, in a real
// Chromium (Debian's, or the one CHROMIUM_PATH names).
const port = Number(process.env.E2E_PORT ?? 18480);
export const baseURL = `http://127.0.0.1:${port}`;
export const captchaCode = 'e2e-ok';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // measured on the 2-core machine: two workers finished no sooner than one (the browsers, the server and
  // the database already use both cores) and starved each other's pages past their budgets
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    locale: 'zh-CN',
    // the wall's scrolling tables stop (the console honours the setting): an endless animation would keep
    // a software-rendering browser busy and starve the other worker, the server and the database
    reducedMotion: 'reduce',
    // a click held up by an overlay fails on its own, not by eating the whole test's budget
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: `"${process.execPath}" scripts/e2e-server.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // a fresh database is seeded in seconds; the rest is for a build of the console when dist/ is stale (e2e-server.ts)
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      CAPTCHA_FIXED_CODE: captchaCode,
      // warnings and errors only: a line per request costs the server time the browsers need
      LOG_LEVEL: 'warn',
      // every browser test signs in from 127.0.0.1: the per-address limits of the sign-in forms (tested in
      // tests/api/limits.test.ts) would stop a suite that signs in far faster than people do
      CAPTCHA_RATE_LIMIT: '100000',
      LOOKUP_RATE_LIMIT: '100000',
      // Outside systems land on this server's own 404 page: enough to see the hand-off link arrive.
      FOOD_TRADING_URL: `${baseURL}/404?site=foodtrading`,
      BIGDATA_URL: `${baseURL}/404?site=bigdata`,
    },
  },
});
