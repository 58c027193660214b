import { describe, expect, inject, it } from 'vitest';
import { call, refresh, tokens } from './client.ts';
import { REUSE_GRACE_SECONDS } from './global-setup.ts';

const userInfo = (base: string, token: string, headers: Record<string, string> = {}) =>
  call(base, 'GET', '/api/rabbit-auth/oauth/user-info', { token, headers });
const UNAUTHORIZED = { code: 401, success: false, data: null, msg: '请求未授权' };

for (const target of inject('targets')) {
  describe(`${target.name}: sessions (user-info, refresh, logout)`, () => {
    const base = target.url;

    it('answers user-info for the token, with the bearer prefix in any case, never from the URL', async () => {
      const { access } = await tokens(base, { tenantId: '100001', username: 'centre' });
      const { status, body } = await userInfo(base, access);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        code: 200,
        success: true,
        data: { account: 'centre', tenantId: '100001', userType: 'education', loginType: 1, roleName: 'education' },
      });
      expect(JSON.stringify(body)).not.toMatch(/password/i);
      for (const prefix of ['Bearer', 'BEARER']) {
        expect((await call(base, 'GET', '/api/rabbit-auth/oauth/user-info', { headers: { 'Blade-Auth': `${prefix} ${access}` } })).status).toBe(200);
      }
      const inQuery = await call(base, 'GET', '/api/rabbit-auth/oauth/user-info', { query: { access_token: access, 'Blade-Auth': `bearer ${access}` } });
      expect(inQuery).toEqual({ status: 401, body: UNAUTHORIZED });
    });

    it('refuses a missing, forged or tampered token with 401 请求未授权', async () => {
      const { access } = await tokens(base, { tenantId: '100001', username: 'centre' });
      expect(await call(base, 'GET', '/api/rabbit-auth/oauth/user-info')).toEqual({ status: 401, body: UNAUTHORIZED });
      const [header, payload, signature] = access.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
      const forged = Buffer.from(JSON.stringify({ ...claims, tid: '100002' })).toString('base64url');
      expect((await userInfo(base, `${header}.${forged}.${signature}`)).status).toBe(401);
      const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
      expect((await userInfo(base, `${none}.${payload}.`)).status).toBe(401);
      expect((await userInfo(base, 'not-a-token')).status).toBe(401);
    });

    it('rotates refresh tokens; a reuse within seconds is a racing window, a later one revokes the whole session', async () => {
      const first = await tokens(base, { tenantId: '100001', username: 'canteen' });
      const rotated = await refresh(base, first.refresh, '100001');
      expect(rotated.status).toBe(200);
      expect(rotated.body).toMatchObject({ token_type: 'bearer', account: 'canteen', tenant_id: '100001' });
      expect(rotated.body.refresh_token).not.toBe(first.refresh);
      const newest = { access: rotated.body.access_token!, refresh: rotated.body.refresh_token! };
      expect((await userInfo(base, newest.access)).status).toBe(200);

      // Another window of the same browser sends the old token at the same moment: it gets the same pair.
      const racing = await refresh(base, first.refresh, '100001');
      expect(racing.status).toBe(200);
      expect(racing.body.refresh_token).toBe(newest.refresh);
      expect(racing.body.access_token).toBe(newest.access);
      expect((await userInfo(base, newest.access)).status).toBe(200);

      await new Promise((resolve) => setTimeout(resolve, REUSE_GRACE_SECONDS * 1000 + 300));
      const reused = await refresh(base, first.refresh, '100001');
      expect(reused).toEqual({ status: 400, body: { error_code: 400, error_description: '刷新令牌无效或已失效' } });
      expect((await userInfo(base, newest.access)).status).toBe(401);
      expect((await userInfo(base, racing.body.access_token!)).status).toBe(401);
      expect((await refresh(base, newest.refresh, '100001')).status).toBe(400);
    });

    it('refuses a refresh token presented for another tenant, and an unknown one', async () => {
      const session = await tokens(base, { tenantId: '100001', username: 'canteen' });
      expect((await refresh(base, session.refresh, '100002')).status).toBe(400);
      expect((await refresh(base, 'made-up', '100001')).body).toEqual({ error_code: 400, error_description: '刷新令牌无效或已失效' });
    });

    it('logout (GET or POST) revokes the session: its access and refresh tokens stop working', async () => {
      for (const method of ['GET', 'POST']) {
        const session = await tokens(base, { tenantId: '100001', username: 'school' });
        const out = await call(base, method, '/api/rabbit-auth/oauth/logout', { token: session.access });
        expect(out).toEqual({ status: 200, body: { code: 200, success: true, data: null, msg: '操作成功' } });
        expect((await userInfo(base, session.access)).status).toBe(401);
        expect((await refresh(base, session.refresh, '100001')).status).toBe(400);
      }
    });

    it('takes the tenant from the token, never from a header', async () => {
      const { access } = await tokens(base, { tenantId: '100001', username: 'centre' });
      const { body } = await userInfo(base, access, { 'Tenant-Id': '100002' });
      expect(body).toMatchObject({ data: { tenantId: '100001', account: 'centre' } });
    });

    if (target.peerUrl) {
      const peer = target.peerUrl;
      it('works across two instances on one database: a session from one is valid on the other, logout on one is seen by the other', async () => {
        const session = await tokens(base, { tenantId: '100001', username: 'school' });
        expect((await userInfo(peer, session.access)).status).toBe(200);
        const rotated = await refresh(peer, session.refresh, '100001');
        expect(rotated.status).toBe(200);
        expect((await userInfo(base, rotated.body.access_token!)).status).toBe(200);
        await call(base, 'POST', '/api/rabbit-auth/oauth/logout', { token: rotated.body.access_token! });
        expect((await userInfo(peer, rotated.body.access_token!)).status).toBe(401);
      });
    }
  });
}
