// What differs between backends reaches the console at boot from index.html's meta tag (the server writes it:
// server/platform/http/static-site.ts); a page without one (the Vite dev server's), or a malformed value, keeps the
// defaults. The password goes as typed or as its MD5 digest.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordForBackend } from '../../src/lib/password-digest';

const boot = async (content?: string) => {
  document.head.querySelector('meta[name="shian-config"]')?.remove();
  if (content !== undefined) {
    const meta = document.createElement('meta');
    meta.name = 'shian-config';
    meta.content = content;
    document.head.append(meta);
  }
  vi.resetModules();
  return (await import('../../src/lib/config')).siteConfig;
};

afterEach(() => document.head.querySelector('meta[name="shian-config"]')?.remove());

describe('the console’s deployment settings', () => {
  it('keeps the defaults without the server’s meta tag', async () => {
    expect(await boot()).toMatchObject({
      clientId: 'saber',
      clientSecret: 'saber_secret',
      tokenHeader: 'Blade-Auth',
      passwordDigest: 'plain',
      defaultTenantId: '000000',
      captcha: true,
    });
  });

  it('takes the server’s settings from the meta tag', async () => {
    const settings = {
      clientId: 'sword',
      clientSecret: 'sword_secret',
      tokenHeader: 'X-Auth',
      passwordDigest: 'md5',
      defaultTenantId: '200001',
      captcha: false,
    };
    expect(await boot(JSON.stringify(settings))).toMatchObject(settings);
  });

  it('falls back, value by value, where the tag is not JSON or a value is not one it knows', async () => {
    expect(await boot('{not json')).toMatchObject({ clientId: 'saber', captcha: true });
    expect(await boot(JSON.stringify({ clientId: 'sword', passwordDigest: 'sha1', defaultTenantId: '12', captcha: 'no' }))).toMatchObject({
      clientId: 'sword',
      passwordDigest: 'plain',
      defaultTenantId: '000000',
      captcha: true,
    });
  });
});

describe('the password as the backend takes it', () => {
  it('is as typed, or its MD5 digest in lower-case hex', async () => {
    expect(await passwordForBackend('Demo1234', 'plain')).toBe('Demo1234');
    expect(await passwordForBackend('abc', 'md5')).toBe('900150983cd24fb0d6963f7d28e17f72');
    // UTF-8, as a BladeX front end's md5() digests it
    expect(await passwordForBackend('密码#1', 'md5')).toBe(createHash('md5').update('密码#1', 'utf8').digest('hex'));
  });
});
