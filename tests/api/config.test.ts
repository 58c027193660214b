// Settings that are read once at start: a wrong one stops the server with a message naming it.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/platform/config.ts';

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
