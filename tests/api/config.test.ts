// Settings that are read once at start: a wrong one stops the server with a message naming it.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';

describe('the time-zone setting', () => {
  it('defaults to Asia/Shanghai, takes any IANA name, and refuses a name that is none', () => {
    expect(readConfig({}).timeZone).toBe('Asia/Shanghai');
    expect(readConfig({ TIME_ZONE: 'UTC' }).timeZone).toBe('UTC');
    expect(readConfig({ TIME_ZONE: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin');
    expect(() => readConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow('setting TIME_ZONE=Mars/Olympus is not a time zone name (such as Asia/Shanghai)');
  });
});
