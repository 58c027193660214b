// Tenant isolation at sign-in and after (CONTRACT.md "What the server enforces"): the tenant look-up
// needs the client header but no session, an account signs in only in its own tenant, and the tenant
// of a call comes from its token, never from a header or a parameter.
import { describe, expect, inject, it } from 'vitest';
import { call, signIn, tokens } from './client.ts';
import { BAD_CREDENTIALS, CLIENT_REFUSED, userInfo } from './support/shapes.ts';

const GET_TENANT = '/api/rabbit-user/get-tenant';

for (const target of inject('targets')) {
  describe(`${target.name}: tenant isolation`, () => {
    const base = target.url;

    it('looks a tenant up with the client header alone, in the R envelope', async () => {
      type Tenant = { data: { tenantId: string; tenantName: string } };
      const east = await call<Tenant>(base, 'GET', GET_TENANT, { query: { username: 'centre' } });
      expect(east).toEqual({ status: 200, body: { code: 200, success: true, data: { tenantId: '100001', tenantName: expect.any(String) }, msg: '操作成功' } });
      const west = await call<Tenant>(base, 'GET', GET_TENANT, { query: { username: 'centre2' } });
      expect(west.body.data.tenantId).toBe('100002');
      expect(west.body.data.tenantName).not.toBe(east.body.data.tenantName);
      expect(await call(base, 'GET', GET_TENANT, { query: { username: 'centre' }, basic: null })).toEqual({ status: 401, body: CLIENT_REFUSED });
    });

    it('refuses an account in another tenant than its own like a wrong password', async () => {
      expect(await signIn(base, { tenantId: '100002', username: 'centre' })).toEqual({ status: 200, body: BAD_CREDENTIALS });
      expect(await signIn(base, { tenantId: '100001', username: 'centre2' })).toEqual({ status: 200, body: BAD_CREDENTIALS });
      expect(await signIn(base, { tenantId: '100002', username: 'supplier', supplier: true })).toEqual({ status: 200, body: BAD_CREDENTIALS });
    });

    it('takes the tenant from the token whatever the Tenant-Id header or a tenantId parameter say', async () => {
      const pairs = [
        { own: '100001', username: 'centre', other: '100002' },
        { own: '100002', username: 'centre2', other: '100001' },
      ];
      for (const { own, username, other } of pairs) {
        const { access } = await tokens(base, { tenantId: own, username });
        const byHeader = await userInfo(base, access, { 'Tenant-Id': other });
        expect(byHeader.body.data, username).toMatchObject({ tenantId: own, account: username });
        const byQuery = await call<{ data: Record<string, unknown> }>(base, 'GET', '/api/rabbit-auth/oauth/user-info', {
          token: access,
          query: { tenantId: other, tenant_id: other },
          headers: { 'Tenant-Id': other },
        });
        expect(byQuery.body.data, username).toMatchObject({ tenantId: own, account: username });
      }
    });
  });
}
