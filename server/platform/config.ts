// Settings from the environment (README "Settings"), read and checked once at start: a bad value stops
// the server with a message naming the setting, instead of running with a surprise.
import path from 'node:path';
import { CONSOLE_DEFAULTS, TENANT_ID, type ConsoleSettings, type PasswordDigest } from '../../contract/console-settings.ts';

/** What both compositions read alike: the reference server (readConfig) and the front mode (readFrontConfig). */
export interface SiteSettings {
  trustProxy: boolean;
  staticDir: string;
  logLevel: string;
  /** Origins that menu links may embed in /myiframe (docs/security.md#embedded-frames). */
  frameOrigins: string[];
}

export interface Config extends SiteSettings {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  /** Bench only: 100,000 users and 5,000 departments on top of the demo data (`npm run bench:admin`). */
  seedBench: boolean;
  /** SEED_BENCH_BIDDING: the tender bench's 20,000 tenders (npm run bench:bidding). */
  seedBenchBidding: boolean;
  /** SEED_BENCH_PERSONNEL: the staff bench's 20,000 people in 500 canteens (npm run bench:personnel). */
  seedBenchPersonnel: boolean;
  /** SEED_BENCH_SUPPLY: the supply chain bench's district-year, 1 whole, 10 a tenth (npm run bench:supply); 0 none. */
  seedBenchSupply: number;
  /** SEED_BENCH_LEDGERS: a year of the daily ledgers on the supply chain bench's district (npm run bench:ledgers); needs SEED_BENCH_SUPPLY. */
  seedBenchLedgers: boolean;
  /** SEED_BENCH_FINANCE: the finance bench's district-year of books, 1 whole (500 books), 10 a tenth (npm run bench:finance); 0 none. */
  seedBenchFinance: number;
  /** SEED_BENCH_HOMES: 500 schools' diners, cards and a year of recharges and meals on the supply chain bench's district (npm run bench:homes); needs SEED_BENCH_SUPPLY. */
  seedBenchHomes: boolean;
  adminInitialPassword: string | undefined;
  captchaFixedCode: string | undefined;
  clientId: string;
  clientSecret: string;
  tokenHeader: string;
  jwtSecret: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  sessionMaxAge: number;
  refreshReuseGrace: number;
  loginMaxFailures: number;
  loginMaxFailuresPerAddress: number;
  loginLockSeconds: number;
  /** How far back failures count towards a lock (LOGIN_FAILURE_WINDOW_SECONDS). */
  loginFailureWindowSeconds: number;
  smsResendSeconds: number;
  smsDailyMaxPerPhone: number;
  smsDailyMaxPerAddress: number;
  /** Requests a minute per client address to the open endpoints: account look-ups, captchas. */
  lookupRateLimit: number;
  captchaRateLimit: number;
  /** Bytes of uploaded files one user, and one tenant, may hold; uploads a minute per address. */
  uploadQuotaUser: number;
  uploadQuotaTenant: number;
  uploadRateLimit: number;
  /** Heavy writes a minute per signed-in account: sheet imports and syncs (SHEET_RATE_LIMIT), money (WALLET_RATE_LIMIT). */
  sheetRateLimit: number;
  walletRateLimit: number;
  /** Face pushes and deletions a minute per signed-in account (PUSH_RATE_LIMIT): each queues people × devices. */
  pushRateLimit: number;
  /**
   * 信息公开's public pages (docs/product-rules.md#public-disclosure): requests a minute per client address
   * (PUBLIC_RATE_LIMIT) and per school (PUBLIC_SCHOOL_RATE_LIMIT) over all its public routes, and submissions (survey
   * answers, complaints, reply look-ups) a minute per address (PUBLIC_SUBMIT_RATE_LIMIT); days a complaint's reply is
   * due in before it goes up to the bureau (COMPLAINT_REPLY_DAYS).
   */
  publicRateLimit: number;
  publicSchoolRateLimit: number;
  publicSubmitRateLimit: number;
  complaintReplyDays: number;
  /** Seconds a school's public page is answered again from memory (PUBLIC_PAGE_CACHE_SECONDS; 0: never). */
  publicPageCacheSeconds: number;
  /** Error-log entries one signed-in subject may store a day. */
  errorLogDailyMax: number;
  /** The deployment's time zone (IANA name): every time the server writes as text, and the console shows. */
  timeZone: string;
  /** TEST_SUPPORT: the /api/test routes the automated tests read the SMS outbox with (loopback only, never in production). */
  testRoutes: boolean;
  /** DEMO_CLOCK: `npm run demo -- clock +3d` may move the app clock (default: with the demo data; never in production). */
  demoClock: boolean;
  /** SMS_LOG: every text message also written to the log (default: with the demo data; never in production). */
  smsLog: boolean;
  /**
   * COLD_CHAIN_LOGGER_MINUTES: the simulated cold-chain loggers read every this many minutes of the app clock while
   * their delivery is on the road; 0 switches them off (default: 5 with the demo data outside production, else 0).
   * COLD_CHAIN_EXCURSION_PERCENT: the chance in percent that a reading is an excursion over the limit (default 0).
   */
  coldChainLogger: { minutes: number; excursionPercent: number };
  /**
   * KITCHEN_EVENT_MINUTES: the simulated kitchen cameras (明厨亮灶) draw their events per slot of this many minutes of
   * the app clock; 0 switches them off (default: 10 with the demo data outside production, else 0).
   */
  kitchenEvents: { minutes: number };
  /**
   * TEST_CLOCK_AT (with TEST_SUPPORT only): the instant (ISO 8601) the app clock is set to at start, before the seed —
   * the screenshot tool's fixed clock, so that its seed day and its pages' day are one. Null when unset.
   */
  testClockAt: string | null;
  /** OPENAPI_PUBLIC: /api/openapi.json answers anyone (default: outside production only; else signed-in callers). */
  openapiPublic: boolean;
  /** Sites reached with a single-use hand-off code (empty: not configured, the link is hidden). */
  handoffUrls: { bigdata: string; warningscreen: string; foodtrading: string };
  /** What the console is handed in index.html (contract/console-settings.ts). */
  console: ConsoleSettings;
}

// the project's root (this file is server/platform/config.ts): ./data and ./dist are the root's, as the README says
const root = path.resolve(import.meta.dirname, '../..');
const MB = 1024 * 1024;

/** TEST_CLOCK_AT: an ISO 8601 instant, only beside TEST_SUPPORT. */
function testClockAt(env: NodeJS.ProcessEnv, testRoutes: boolean): string | null {
  const raw = env.TEST_CLOCK_AT?.trim() ?? '';
  if (!raw) return null;
  if (!testRoutes) throw new Error('setting TEST_CLOCK_AT needs TEST_SUPPORT');
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw) || Number.isNaN(Date.parse(raw)))
    throw new Error(`TEST_CLOCK_AT is an ISO 8601 instant with its zone (2026-11-20T10:00:00+08:00), not ${raw}`);
  return raw;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`setting ${name}=${raw} is not a whole number from ${min} to ${max}`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`setting ${name}=${raw} is not on or off (1/0, true/false)`);
}

function url(env: NodeJS.ProcessEnv, name: string): string {
  const raw = env[name]?.trim() ?? '';
  if (raw && !/^https?:\/\/[^\s]+$/i.test(raw)) throw new Error(`setting ${name}=${raw} is not an http(s) URL`);
  return raw;
}

function timeZone(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: raw }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`setting ${name}=${raw} is not a time zone name (such as Asia/Shanghai)`);
  }
}

/**
 * The settings the console is handed (contract/console-settings.ts): the client credentials and token header the
 * server checks, and what differs between the backends the console may front.
 */
function consoleSettings(env: NodeJS.ProcessEnv): ConsoleSettings {
  const digest = env.PASSWORD_DIGEST?.trim().toLowerCase() || CONSOLE_DEFAULTS.passwordDigest;
  if (digest !== 'plain' && digest !== 'md5') throw new Error(`setting PASSWORD_DIGEST=${digest} is neither plain nor md5`);
  const tenant = env.DEFAULT_TENANT_ID?.trim() || CONSOLE_DEFAULTS.defaultTenantId;
  if (!TENANT_ID.test(tenant)) throw new Error(`setting DEFAULT_TENANT_ID=${tenant} is not a tenant id of six digits`);
  return {
    clientId: env.CLIENT_ID?.trim() || CONSOLE_DEFAULTS.clientId,
    clientSecret: env.CLIENT_SECRET?.trim() || CONSOLE_DEFAULTS.clientSecret,
    tokenHeader: env.TOKEN_HEADER?.trim() || CONSOLE_DEFAULTS.tokenHeader,
    passwordDigest: digest satisfies PasswordDigest,
    defaultTenantId: tenant,
    captcha: flag(env, 'LOGIN_CAPTCHA', CONSOLE_DEFAULTS.captcha),
  };
}

/** The addresses the test routes may listen on. */
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

function siteSettings(env: NodeJS.ProcessEnv): SiteSettings {
  return {
    trustProxy: flag(env, 'TRUST_PROXY', false),
    staticDir: path.resolve(root, env.STATIC_DIR?.trim() || 'dist'),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    frameOrigins: (env.FRAME_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  if (env.BACKEND_URL?.trim()) throw new Error('setting BACKEND_URL starts the console in front of that backend (`npm start`), not the reference server');
  const production = env.NODE_ENV === 'production';
  const forConsole = consoleSettings(env);
  // the reference server checks the password as typed, against an image captcha: the other forms are for other backends
  if (forConsole.passwordDigest !== 'plain') throw new Error('setting PASSWORD_DIGEST=md5 needs BACKEND_URL: the reference server takes the password as typed');
  if (!forConsole.captcha) throw new Error('setting LOGIN_CAPTCHA=off needs BACKEND_URL: the reference server always asks for a captcha');
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('setting DATABASE_URL must be a postgres:// URL');
  const accessTokenTtl = integer(env, 'ACCESS_TOKEN_TTL', 3600, 30, 86_400);
  const refreshTokenTtl = integer(env, 'REFRESH_TOKEN_TTL', 7 * 86_400, 60, 365 * 86_400);
  const sessionMaxAge = integer(env, 'SESSION_MAX_AGE', 30 * 86_400, 60, 3650 * 86_400);
  if (refreshTokenTtl <= accessTokenTtl) throw new Error('setting REFRESH_TOKEN_TTL must be longer than ACCESS_TOKEN_TTL');
  const host = env.HOST?.trim() || '127.0.0.1';
  const testRoutes = flag(env, 'TEST_SUPPORT', false);
  if (testRoutes && production) throw new Error('setting TEST_SUPPORT is refused in production (NODE_ENV=production)');
  if (testRoutes && !LOOPBACK.has(host)) throw new Error(`setting TEST_SUPPORT needs a loopback HOST (127.0.0.1, ::1 or localhost), not ${host}`);
  const seedDemo = flag(env, 'SEED_DEMO', !databaseUrl);
  // on by default for the demo data (its readers have no phone to receive the code), never in production
  const smsLog = flag(env, 'SMS_LOG', seedDemo && !production);
  // on by default with the demo data (a tender's days pass in minutes for an evaluator), never in production
  const demoClock = flag(env, 'DEMO_CLOCK', seedDemo && !production);
  if (demoClock && production) throw new Error('setting DEMO_CLOCK is refused in production (NODE_ENV=production): the app clock there is the database’s');
  if (smsLog && production)
    throw new Error('setting SMS_LOG is refused in production (NODE_ENV=production): a logged code is a code anyone reading the log can use');
  return {
    port: integer(env, 'PORT', 8080, 0, 65_535),
    host,
    production,
    dataDir: path.resolve(root, env.DATA_DIR?.trim() || 'data'),
    databaseUrl,
    seedDemo,
    seedBench: flag(env, 'SEED_BENCH', false),
    seedBenchBidding: flag(env, 'SEED_BENCH_BIDDING', false),
    seedBenchPersonnel: flag(env, 'SEED_BENCH_PERSONNEL', false),
    seedBenchSupply: integer(env, 'SEED_BENCH_SUPPLY', 0, 0, 100),
    seedBenchLedgers: flag(env, 'SEED_BENCH_LEDGERS', false),
    seedBenchFinance: integer(env, 'SEED_BENCH_FINANCE', 0, 0, 100),
    seedBenchHomes: flag(env, 'SEED_BENCH_HOMES', false),
    adminInitialPassword: env.ADMIN_INITIAL_PASSWORD || undefined,
    // Never in production: a fixed captcha there would switch off a control (main.ts warns).
    captchaFixedCode: production ? undefined : env.CAPTCHA_FIXED_CODE?.trim() || undefined,
    clientId: forConsole.clientId,
    clientSecret: forConsole.clientSecret,
    tokenHeader: forConsole.tokenHeader.toLowerCase(),
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtl,
    refreshTokenTtl,
    sessionMaxAge,
    refreshReuseGrace: integer(env, 'REFRESH_REUSE_GRACE', 10, 0, 60),
    loginMaxFailures: integer(env, 'LOGIN_MAX_FAILURES', 5, 1, 1000),
    loginMaxFailuresPerAddress: integer(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 20, 1, 100_000),
    loginLockSeconds: integer(env, 'LOGIN_LOCK_SECONDS', 900, 1, 86_400),
    loginFailureWindowSeconds: integer(env, 'LOGIN_FAILURE_WINDOW_SECONDS', 900, 1, 86_400),
    smsResendSeconds: integer(env, 'SMS_RESEND_SECONDS', 60, 1, 3600),
    smsDailyMaxPerPhone: integer(env, 'SMS_DAILY_MAX_PER_PHONE', 10, 1, 1000),
    smsDailyMaxPerAddress: integer(env, 'SMS_DAILY_MAX_PER_ADDRESS', 30, 1, 100_000),
    lookupRateLimit: integer(env, 'LOOKUP_RATE_LIMIT', 30, 1, 100_000),
    captchaRateLimit: integer(env, 'CAPTCHA_RATE_LIMIT', 60, 1, 100_000),
    uploadQuotaUser: integer(env, 'UPLOAD_QUOTA_USER_MB', 200, 1, 1_000_000) * MB,
    uploadQuotaTenant: integer(env, 'UPLOAD_QUOTA_TENANT_MB', 10_000, 1, 10_000_000) * MB,
    uploadRateLimit: integer(env, 'UPLOAD_RATE_LIMIT', 30, 1, 100_000),
    sheetRateLimit: integer(env, 'SHEET_RATE_LIMIT', 10, 1, 100_000),
    walletRateLimit: integer(env, 'WALLET_RATE_LIMIT', 60, 1, 100_000),
    pushRateLimit: integer(env, 'PUSH_RATE_LIMIT', 30, 1, 100_000),
    publicRateLimit: integer(env, 'PUBLIC_RATE_LIMIT', 120, 1, 1_000_000),
    publicSchoolRateLimit: integer(env, 'PUBLIC_SCHOOL_RATE_LIMIT', 3000, 1, 10_000_000),
    publicSubmitRateLimit: integer(env, 'PUBLIC_SUBMIT_RATE_LIMIT', 10, 1, 100_000),
    complaintReplyDays: integer(env, 'COMPLAINT_REPLY_DAYS', 3, 1, 90),
    publicPageCacheSeconds: integer(env, 'PUBLIC_PAGE_CACHE_SECONDS', 5, 0, 300),
    errorLogDailyMax: integer(env, 'ERROR_LOG_DAILY_MAX', 2000, 1, 1_000_000),
    timeZone: timeZone(env, 'TIME_ZONE', 'Asia/Shanghai'),
    ...siteSettings(env),
    testRoutes,
    demoClock,
    smsLog,
    coldChainLogger: {
      minutes: integer(env, 'COLD_CHAIN_LOGGER_MINUTES', seedDemo && !production ? 5 : 0, 0, 60),
      excursionPercent: integer(env, 'COLD_CHAIN_EXCURSION_PERCENT', 0, 0, 100),
    },
    kitchenEvents: { minutes: integer(env, 'KITCHEN_EVENT_MINUTES', seedDemo && !production ? 10 : 0, 0, 60) },
    testClockAt: testClockAt(env, testRoutes),
    openapiPublic: flag(env, 'OPENAPI_PUBLIC', !production),
    handoffUrls: {
      bigdata: url(env, 'BIGDATA_URL'),
      warningscreen: url(env, 'WARNING_SCREEN_URL'),
      foodtrading: url(env, 'FOOD_TRADING_URL'),
    },
    console: forConsole,
  };
}

/** Front mode (server/front.ts): the console before the organisation's own backend, named by BACKEND_URL. */
export interface FrontConfig extends SiteSettings {
  port: number;
  host: string;
  production: boolean;
  /** The backend's origin (scheme, host, port) and the path its /api calls sit under ('' at the root). */
  backendOrigin: string;
  backendBasePath: string;
  /** Milliseconds to connect to the backend (BACKEND_CONNECT_TIMEOUT) and to wait for its answer or the next piece of it (BACKEND_TIMEOUT). */
  backendConnectTimeout: number;
  backendTimeout: number;
  console: ConsoleSettings;
}

/** Settings of the reference server or of the tests that mean nothing before another backend, or worse. */
const REFERENCE_ONLY_FLAGS = [
  'TEST_SUPPORT',
  'DEMO_CLOCK',
  'SMS_LOG',
  'SEED_DEMO',
  'SEED_BENCH',
  'SEED_BENCH_BIDDING',
  'SEED_BENCH_PERSONNEL',
  'SEED_BENCH_LEDGERS',
  'SEED_BENCH_HOMES',
];
const REFERENCE_ONLY_VALUES = [
  'CAPTCHA_FIXED_CODE',
  'DATABASE_URL',
  'ADMIN_INITIAL_PASSWORD',
  'SEED_BENCH_SUPPLY',
  'SEED_BENCH_FINANCE',
  'COLD_CHAIN_LOGGER_MINUTES',
  'COLD_CHAIN_EXCURSION_PERCENT',
  'KITCHEN_EVENT_MINUTES',
  'TEST_CLOCK_AT',
];

function backendUrl(env: NodeJS.ProcessEnv): URL {
  const raw = env.BACKEND_URL?.trim() ?? '';
  let parsed: URL | undefined;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    throw new Error(`setting BACKEND_URL=${raw} is not an http(s) URL (such as http://backend.internal:8080)`);
  if (parsed.username || parsed.password || parsed.search || parsed.hash)
    throw new Error(`setting BACKEND_URL=${raw} must be scheme, host, port and path only (no user, query or fragment)`);
  return parsed;
}

export function readFrontConfig(env: NodeJS.ProcessEnv = process.env): FrontConfig {
  const backend = backendUrl(env);
  for (const name of REFERENCE_ONLY_FLAGS)
    if (flag(env, name, false)) throw new Error(`setting ${name} is refused in front mode (BACKEND_URL): it belongs to the reference server and its tests`);
  for (const name of REFERENCE_ONLY_VALUES)
    if (env[name]?.trim()) throw new Error(`setting ${name} is refused in front mode (BACKEND_URL): it belongs to the reference server and its tests`);
  return {
    port: integer(env, 'PORT', 8080, 0, 65_535),
    host: env.HOST?.trim() || '127.0.0.1',
    production: env.NODE_ENV === 'production',
    backendOrigin: backend.origin,
    backendBasePath: backend.pathname.replace(/\/+$/, ''),
    backendConnectTimeout: integer(env, 'BACKEND_CONNECT_TIMEOUT', 5, 1, 120) * 1000,
    backendTimeout: integer(env, 'BACKEND_TIMEOUT', 60, 1, 3600) * 1000,
    ...siteSettings(env),
    console: consoleSettings(env),
  };
}
