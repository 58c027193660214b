import { defineConfig } from '@playwright/test';
import { CLIENT, TENANT } from './tests/fixtures/bladex-stand-in/data.ts';

// The real reference server on a fresh embedded database, serving the built console, in a real
// Chromium (Debian's, or the one CHROMIUM_PATH names). The project `front` runs the built console in front mode
// (`npm start` with BACKEND_URL) before a BladeX-style stand-in of the tests' own, on the next two ports.
const port = Number(process.env.E2E_PORT ?? 18480);
export const baseURL = `http://127.0.0.1:${port}`;
export const captchaCode = 'e2e-ok';
export const frontURL = `http://127.0.0.1:${port + 1}`;
export const standInURL = `http://127.0.0.1:${port + 2}`;
const FRONT_SPEC = /front-mode\.spec\.ts$/;

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
    // a failed test keeps its trace of actions, console and network, and a screenshot of where it stopped; the
    // trace's page snapshots and screencast frames, taken at every action of every test, cost the software-rendering
    // browser ~40% of its time (measured: 23 tests 1.2 min → 1.0 min) — ask for them with `--trace on` when debugging
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright itself runs headless): measured
      // on 42 tests, half the CPU of the full browser in headless mode (16 s user against 39) and a quarter less wall time
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
  projects: [
    { name: 'reference', testIgnore: FRONT_SPEC },
    { name: 'front', testMatch: FRONT_SPEC, use: { baseURL: frontURL } },
  ],
  webServer: [
    {
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
    {
      command: `"${process.execPath}" tests/fixtures/bladex-stand-in/server.ts`,
      url: `${standInURL}/__stand-in/calls`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { STAND_IN_PORT: String(port + 2) },
    },
    {
      // `npm start` in front mode: the settings that differ for this backend, and nothing of the reference server's
      command: `"${process.execPath}" scripts/start.ts`,
      url: `${frontURL}/healthz`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        BACKEND_URL: standInURL,
        PORT: String(port + 1),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        CLIENT_ID: CLIENT.id,
        CLIENT_SECRET: CLIENT.secret,
        PASSWORD_DIGEST: 'md5',
        LOGIN_CAPTCHA: 'off',
        DEFAULT_TENANT_ID: TENANT.id,
        BACKEND_TIMEOUT: '10',
        // the reference server's settings, should the shell running the tests have any, are refused in front mode
        DATABASE_URL: '',
        TEST_SUPPORT: '',
        CAPTCHA_FIXED_CODE: '',
      },
    },
  ],
});
