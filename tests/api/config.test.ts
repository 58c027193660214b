// Settings that are read once at start: a wrong one stops the server with a message naming it.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig, readFrontConfig } from '../../server/platform/config.ts';

describe('the time-zone setting', () => {
  it('defaults to Asia/Shanghai, takes any IANA name, and refuses a name that is none', () => {
    expect(readConfig({}).timeZone).toBe('Asia/Shanghai');
    expect(readConfig({ TIME_ZONE: 'UTC' }).timeZone).toBe('UTC');
    expect(readConfig({ TIME_ZONE: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin');
    expect(() => readConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow('setting TIME_ZONE=Mars/Olympus is not a time zone name (such as Asia/Shanghai)');
  });
});

describe('test plumbing is never a production feature', () => {
  it('opens the test routes only by TEST_SUPPORT, only on a loopback address, never in production', () => {
    expect(readConfig({ NODE_ENV: 'test' }).testRoutes).toBe(false);
    expect(readConfig({ TEST_SUPPORT: '1' }).testRoutes).toBe(true);
    expect(readConfig({ TEST_SUPPORT: '1', HOST: '::1' }).testRoutes).toBe(true);
    expect(() => readConfig({ TEST_SUPPORT: '1', HOST: '0.0.0.0' })).toThrow(
      'setting TEST_SUPPORT needs a loopback HOST (127.0.0.1, ::1 or localhost), not 0.0.0.0',
    );
    expect(() => readConfig({ TEST_SUPPORT: '1', NODE_ENV: 'production' })).toThrow('setting TEST_SUPPORT is refused in production');
  });

  it('writes text messages to the log by SMS_LOG (by default with the demo data), and never in production', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://db/shian' }).smsLog).toBe(false);
    expect(readConfig({ DATABASE_URL: 'postgres://db/shian', SMS_LOG: 'on' }).smsLog).toBe(true);
    // the demo data's readers have no phone to receive a code: the log shows it, unless told not to
    expect(readConfig({}).smsLog).toBe(true);
    expect(readConfig({ SMS_LOG: '0' }).smsLog).toBe(false);
    expect(readConfig({ NODE_ENV: 'production' }).smsLog).toBe(false);
    expect(() => readConfig({ SMS_LOG: '1', NODE_ENV: 'production' })).toThrow('setting SMS_LOG is refused in production');
  });
});

describe('the cold-chain logger simulator', () => {
  it('reads every 5 minutes with the demo data outside production, is off otherwise unless set, and refuses a bad value', () => {
    expect(readConfig({}).coldChainLogger).toEqual({ minutes: 5, excursionPercent: 0 });
    expect(readConfig({ DATABASE_URL: 'postgres://db/shian' }).coldChainLogger.minutes).toBe(0);
    expect(readConfig({ NODE_ENV: 'production' }).coldChainLogger.minutes).toBe(0);
    expect(readConfig({ COLD_CHAIN_LOGGER_MINUTES: '1', COLD_CHAIN_EXCURSION_PERCENT: '10' }).coldChainLogger).toEqual({ minutes: 1, excursionPercent: 10 });
    expect(readConfig({ COLD_CHAIN_LOGGER_MINUTES: '0' }).coldChainLogger.minutes).toBe(0);
    expect(() => readConfig({ COLD_CHAIN_LOGGER_MINUTES: '61' })).toThrow('setting COLD_CHAIN_LOGGER_MINUTES=61 is not a whole number from 0 to 60');
    expect(() => readConfig({ COLD_CHAIN_EXCURSION_PERCENT: '101' })).toThrow('setting COLD_CHAIN_EXCURSION_PERCENT=101 is not a whole number from 0 to 100');
  });
});

describe('the kitchen camera-event simulator', () => {
  it('draws 10-minute slots with the demo data outside production, is off otherwise unless set, and refuses a bad value', () => {
    expect(readConfig({}).kitchenEvents).toEqual({ minutes: 10 });
    expect(readConfig({ DATABASE_URL: 'postgres://db/shian' }).kitchenEvents.minutes).toBe(0);
    expect(readConfig({ NODE_ENV: 'production' }).kitchenEvents.minutes).toBe(0);
    expect(readConfig({ KITCHEN_EVENT_MINUTES: '5' }).kitchenEvents.minutes).toBe(5);
    expect(readConfig({ KITCHEN_EVENT_MINUTES: '0' }).kitchenEvents.minutes).toBe(0);
    expect(() => readConfig({ KITCHEN_EVENT_MINUTES: '61' })).toThrow('setting KITCHEN_EVENT_MINUTES=61 is not a whole number from 0 to 60');
  });

  it('sets the app clock at start only beside the test routes, by an instant with its zone', () => {
    expect(readConfig({}).testClockAt).toBeNull();
    expect(readConfig({ TEST_SUPPORT: '1', TEST_CLOCK_AT: '2026-11-20T10:00:00+08:00' }).testClockAt).toBe('2026-11-20T10:00:00+08:00');
    expect(() => readConfig({ TEST_CLOCK_AT: '2026-11-20T10:00:00+08:00' })).toThrow('setting TEST_CLOCK_AT needs TEST_SUPPORT');
    expect(() => readConfig({ TEST_SUPPORT: '1', TEST_CLOCK_AT: '2026-11-20 10:00' })).toThrow('TEST_CLOCK_AT is an ISO 8601 instant with its zone');
  });
});

describe('where the server finds its data and the console', () => {
  it('reads ./data and ./dist from the project root by default', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    expect(readConfig({}).dataDir).toBe(path.join(root, 'data'));
    expect(readConfig({}).staticDir).toBe(path.join(root, 'dist'));
    expect(readFrontConfig({ BACKEND_URL: 'http://backend' }).staticDir).toBe(path.join(root, 'dist'));
  });
});

describe('what differs between backends, handed to the console', () => {
  it('defaults to the reference server’s: saber, Blade-Auth, the password as typed, tenant 000000, a captcha', () => {
    expect(readConfig({}).console).toEqual({
      clientId: 'saber',
      clientSecret: 'saber_secret',
      tokenHeader: 'Blade-Auth',
      passwordDigest: 'plain',
      defaultTenantId: '000000',
      captcha: true,
    });
    expect(readConfig({ CLIENT_ID: 'sword', CLIENT_SECRET: 'sword_secret', DEFAULT_TENANT_ID: '100001' }).console).toMatchObject({
      clientId: 'sword',
      clientSecret: 'sword_secret',
      defaultTenantId: '100001',
    });
  });

  it('takes an MD5 password and no captcha only in front of another backend: the reference server checks neither that way', () => {
    expect(readFrontConfig({ BACKEND_URL: 'http://backend', PASSWORD_DIGEST: 'MD5', LOGIN_CAPTCHA: 'off' }).console).toMatchObject({
      passwordDigest: 'md5',
      captcha: false,
    });
    expect(() => readConfig({ PASSWORD_DIGEST: 'md5' })).toThrow('setting PASSWORD_DIGEST=md5 needs BACKEND_URL');
    expect(() => readConfig({ LOGIN_CAPTCHA: 'off' })).toThrow('setting LOGIN_CAPTCHA=off needs BACKEND_URL');
    expect(() => readFrontConfig({ BACKEND_URL: 'http://backend', PASSWORD_DIGEST: 'sha1' })).toThrow('setting PASSWORD_DIGEST=sha1 is neither plain nor md5');
    expect(() => readFrontConfig({ BACKEND_URL: 'http://backend', DEFAULT_TENANT_ID: '12345' })).toThrow(
      'setting DEFAULT_TENANT_ID=12345 is not a tenant id of six digits',
    );
  });
});

describe('the front mode’s settings', () => {
  it('fronts an http(s) backend, at its root or under a path, with connect and answer timeouts', () => {
    const front = readFrontConfig({ BACKEND_URL: 'https://gateway.example.org:8443/blade/' });
    expect(front).toMatchObject({
      backendOrigin: 'https://gateway.example.org:8443',
      backendBasePath: '/blade',
      backendConnectTimeout: 5000,
      backendTimeout: 60_000,
    });
    expect(readFrontConfig({ BACKEND_URL: 'http://backend:8080', BACKEND_CONNECT_TIMEOUT: '2', BACKEND_TIMEOUT: '30' })).toMatchObject({
      backendOrigin: 'http://backend:8080',
      backendBasePath: '',
      backendConnectTimeout: 2000,
      backendTimeout: 30_000,
    });
    expect(() => readFrontConfig({ BACKEND_URL: 'ftp://backend' })).toThrow('setting BACKEND_URL=ftp://backend is not an http(s) URL');
    expect(() => readFrontConfig({ BACKEND_URL: 'backend:8080' })).toThrow('is not an http(s) URL');
    expect(() => readFrontConfig({ BACKEND_URL: 'http://user:secret@backend' })).toThrow('must be scheme, host, port and path only');
    expect(() => readFrontConfig({ BACKEND_URL: 'http://backend', BACKEND_TIMEOUT: '0' })).toThrow('setting BACKEND_TIMEOUT=0 is not a whole number');
    // the reference server is not started by mistake with a backend named
    expect(() => readConfig({ BACKEND_URL: 'http://backend' })).toThrow('setting BACKEND_URL starts the console in front of that backend');
  });

  it('refuses the test-only and reference-only settings, as production does', () => {
    for (const [name, value] of [
      ['TEST_SUPPORT', '1'],
      ['CAPTCHA_FIXED_CODE', 'e2e-ok'],
      ['DEMO_CLOCK', 'on'],
      ['SMS_LOG', 'on'],
      ['SEED_DEMO', '1'],
      ['SEED_BENCH', '1'],
      ['DATABASE_URL', 'postgres://db/shian'],
      // the reference server's simulated cold-chain loggers
      ['COLD_CHAIN_LOGGER_MINUTES', '5'],
      ['COLD_CHAIN_EXCURSION_PERCENT', '10'],
      // the reference server's simulated kitchen cameras, and the screenshot tool's clock
      ['KITCHEN_EVENT_MINUTES', '10'],
      ['TEST_CLOCK_AT', '2026-11-20T10:00:00+08:00'],
    ])
      expect(() => readFrontConfig({ BACKEND_URL: 'http://backend', [name!]: value })).toThrow(`setting ${name} is refused in front mode (BACKEND_URL)`);
    // switched off, or empty, they are no harm
    expect(readFrontConfig({ BACKEND_URL: 'http://backend', TEST_SUPPORT: '0', CAPTCHA_FIXED_CODE: '' }).backendOrigin).toBe('http://backend');
  });
});
