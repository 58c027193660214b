// Session details beyond session.test.ts: the exact user-info body, where a token is not accepted, and
// logout ending only its own session, on this instance and on the other one.
import { describe, expect, inject, it } from 'vitest';
import { call, refresh, tokens, type TokenBody } from './client.ts';
import { allKeys, OK_EMPTY, PROFILE_FIELDS, REFRESH_REFUSED, UNAUTHORIZED, userInfo } from './support/shapes.ts';

const USER_INFO = '/api/rabbit-auth/oauth/user-info';

/** The user-info profile the contract derives from the sign-in answer. */
const profileOf = (body: TokenBody) => ({
  userId: body.user_id,
  tenantId: body.tenant_id,
  account: body.account,
  userName: body.user_name,
  nickName: body.nick_name,
  realName: body.real_name,
  avatar: body.avatar,
  userType: body.user_type,
  loginType: body.login_type,
  deptId: body.dept_id,
  roleId: body.role_id,
  roleName: body.role_name,
  schoolName: body.school_name,
});

for (const target of inject('targets')) {
  describe(`${target.name}: session details`, () => {
    const base = target.url;

    it('answers user-info with exactly the profile of the sign-in, and no password', async () => {
      for (const input of [{ tenantId: '100001', username: 'school' }, { tenantId: '100001', username: 'supplier', supplier: true }]) {
        const session = await tokens(base, input);
        const answer = await userInfo(base, session.access);
        expect(answer).toEqual({ status: 200, body: { code: 200, success: true, data: profileOf(session.body), msg: '操作成功' } });
        expect(Object.keys(answer.body.data ?? {}).sort()).toEqual(PROFILE_FIELDS);
        expect(allKeys(answer.body).filter((key) => /password|hash|secret/i.test(key))).toEqual([]);
      }
    });

    it('refuses a token without its prefix, under another scheme, tampered with, or in the URL', async () => {
      const { access } = await tokens(base, { tenantId: '100001', username: 'centre' });
      // A character inside the signature (the last one may carry only padding bits).
      const at = access.length - 10;
      const tampered = `${access.slice(0, at)}${access[at] === 'A' ? 'B' : 'A'}${access.slice(at + 1)}`;
      const headers = [access, 'bearer', `bearer ${tampered}`, `Basic ${access}`, `token ${access}`];
      for (const value of headers) {
        expect(await call(base, 'GET', USER_INFO, { headers: { 'Blade-Auth': value } }), value).toEqual({ status: 401, body: UNAUTHORIZED });
      }
      const queries = [{ access_token: access }, { token: access }, { 'Blade-Auth': `bearer ${access}` }, { 'blade-auth': `bearer ${access}` }];
      for (const query of queries) {
        expect(await call(base, 'GET', USER_INFO, { query }), JSON.stringify(Object.keys(query))).toEqual({ status: 401, body: UNAUTHORIZED });
      }
    });

    it('ends only the session logged out: another session of the same user goes on', async () => {
      const gone = await tokens(base, { tenantId: '100001', username: 'centre' });
      const kept = await tokens(base, { tenantId: '100001', username: 'centre' });
      expect(await call(base, 'POST', '/api/rabbit-auth/oauth/logout', { token: gone.access })).toEqual({ status: 200, body: OK_EMPTY });
      expect(await userInfo(base, gone.access)).toEqual({ status: 401, body: UNAUTHORIZED });
      expect(await refresh(base, gone.refresh, '100001')).toEqual(REFRESH_REFUSED);
      expect((await userInfo(base, kept.access)).status).toBe(200);
      expect((await refresh(base, kept.refresh, '100001')).status).toBe(200);
    });

    if (target.peerUrl) {
      const peer = target.peerUrl;
      it('sees a logout made on the other instance, for the access and the refresh token', async () => {
        const session = await tokens(peer, { tenantId: '100001', username: 'centre' });
        expect((await userInfo(base, session.access)).status).toBe(200);
        expect(await call(peer, 'GET', '/api/rabbit-auth/oauth/logout', { token: session.access })).toEqual({ status: 200, body: OK_EMPTY });
        expect(await userInfo(base, session.access)).toEqual({ status: 401, body: UNAUTHORIZED });
        expect(await refresh(base, session.refresh, '100001')).toEqual(REFRESH_REFUSED);
      });
    }
  });
}
