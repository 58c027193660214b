// Sign-in details beyond oauth.test.ts: the token body of every demo role, the legacy query form, the
// captcha's single use in every failure, and the client header on every kind of /api route.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { call, captcha, PASSWORD, refresh, signIn, tokens, type CallOptions } from './client.ts';
import { CAPTCHA } from './global-setup.ts';
import { allKeys, BAD_CREDENTIALS, CAPTCHA_REFUSED, CLIENT_REFUSED, TOKEN_FIELDS, userInfo } from './support/shapes.ts';

// admin (000000) is checked in recovery.test.ts, which changes its password; market belongs to throttle.test.ts.
const ROLES = [
  { tenantId: '100001', username: 'canteen', userType: 'canteen', loginType: 0 },
  { tenantId: '100001', username: 'centre', userType: 'education', loginType: 1 },
  { tenantId: '100001', username: 'school', userType: 'school', loginType: 2 },
  { tenantId: '100001', username: 'bank', userType: 'bank', loginType: 9 },
  { tenantId: '100001', username: 'jiwei', userType: 'jiWei', loginType: 1 },
  { tenantId: '100002', username: 'centre2', userType: 'education', loginType: 1 },
  { tenantId: '100001', username: 'supplier', userType: 'supplier', loginType: 5, supplier: true },
];
const NUMBERS = ['expires_in', 'login_type'];
const TOKEN = '/api/rabbit-auth/oauth/token';

for (const target of inject('targets')) {
  describe(`${target.name}: sign-in details`, () => {
    const base = target.url;

    it('answers every role with exactly the contract fields, typed, and no secret', async () => {
      for (const { userType, loginType, ...input } of ROLES) {
        const { status, body } = await signIn(base, input);
        expect(status, input.username).toBe(200);
        expect(Object.keys(body).sort(), input.username).toEqual(TOKEN_FIELDS);
        expect(body, input.username).toMatchObject({ token_type: 'bearer', expires_in: 3600, tenant_id: input.tenantId, account: input.username, user_type: userType, login_type: loginType });
        for (const [key, value] of Object.entries(body)) expect(typeof value, `${input.username}.${key}`).toBe(NUMBERS.includes(key) ? 'number' : 'string');
        expect(body.user_id).toMatch(/^\d+$/);
        expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
        expect(body.refresh_token).not.toBe(body.access_token);
        expect(allKeys(body).filter((key) => /password|hash|secret/i.test(key))).toEqual([]);
      }
    });

    it('refuses a staff account in supplier mode like a wrong password', async () => {
      expect(await signIn(base, { tenantId: '100001', username: 'school', supplier: true })).toEqual({ status: 200, body: BAD_CREDENTIALS });
    });

    it('still accepts the legacy sign-in with its fields in the query', async () => {
      const { key } = await captcha(base);
      const query = { tenantId: '100001', username: 'school', password: PASSWORD, grant_type: 'captcha', scope: 'all', type: '0' };
      const headers = { 'Tenant-Id': '100001', 'Captcha-Key': key, 'Captcha-Code': CAPTCHA, 'User-Type': 'web' };
      const { status, body } = await call(base, 'POST', TOKEN, { query, headers });
      expect(status).toBe(200);
      expect(body).toMatchObject({ account: 'school', tenant_id: '100001', token_type: 'bearer' });
    });

    it('gives a fresh key each time and refuses a missing code, an unknown or malformed key', async () => {
      const [first, second] = [await captcha(base), await captcha(base)];
      expect(first.key).not.toBe(second.key);
      expect(first.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      for (const input of [{ key: first.key, code: '' }, { key: randomUUID() }, { key: 'not-a-key' }, { key: '' }]) {
        expect(await signIn(base, { tenantId: '100001', username: 'school', ...input }), JSON.stringify(input)).toEqual({ status: 400, body: CAPTCHA_REFUSED });
      }
    });

    it('uses a key up when its code was wrong: the right code cannot follow', async () => {
      const { key } = await captcha(base);
      expect(await signIn(base, { tenantId: '100001', username: 'school', key, code: 'zz9z' })).toEqual({ status: 400, body: CAPTCHA_REFUSED });
      expect(await signIn(base, { tenantId: '100001', username: 'school', key })).toEqual({ status: 400, body: CAPTCHA_REFUSED });
    });

    it('refuses a missing or wrong client header on every kind of /api route', async () => {
      const session = await tokens(base, { tenantId: '100001', username: 'centre' });
      const { key } = await captcha(base);
      const signInForm = { tenantId: '100001', username: 'centre', password: PASSWORD, grant_type: 'captcha', scope: 'all', type: '0' };
      const routes: [string, string, CallOptions][] = [
        ['GET', '/api/rabbit-auth/oauth/captcha', {}],
        ['POST', TOKEN, { form: signInForm, headers: { 'Tenant-Id': '100001', 'Captcha-Key': key, 'Captcha-Code': CAPTCHA, 'User-Type': 'web' } }],
        ['POST', TOKEN, { form: { refresh_token: session.refresh, tenantId: '100001', grant_type: 'refresh_token', scope: 'all' } }],
        ['GET', '/api/rabbit-auth/oauth/user-info', { token: session.access }],
        ['POST', '/api/rabbit-auth/oauth/logout', { token: session.access }],
        ['GET', '/api/rabbit-user/get-tenant', { query: { username: 'centre' } }],
        ['POST', '/api/rabbit-resource/sms/endpoint/send-validate', { query: { phone: '13700000201' } }],
      ];
      for (const basic of [null, `Basic ${Buffer.from('saber:wrong').toString('base64')}`, `Bearer ${session.access}`]) {
        for (const [method, path, options] of routes) {
          expect(await call(base, method, path, { ...options, basic }), `${method} ${path} with ${basic}`).toEqual({ status: 401, body: CLIENT_REFUSED });
        }
      }
      // The refused calls changed nothing: the session and its refresh token still work.
      expect((await userInfo(base, session.access)).status).toBe(200);
      expect((await refresh(base, session.refresh, '100001')).status).toBe(200);
    });

    if (target.peerUrl) {
      const peer = target.peerUrl;
      it('accepts a captcha issued by the other instance, once', async () => {
        const { key } = await captcha(peer);
        expect((await signIn(base, { tenantId: '100001', username: 'school', key })).body.access_token).toBeTruthy();
        expect(await signIn(peer, { tenantId: '100001', username: 'school', key })).toEqual({ status: 400, body: CAPTCHA_REFUSED });
      });
    }
  });
}
