// Refresh details beyond session.test.ts: the shape of a refreshed pair, a chain of rotations, what is
// not a refresh token, and a reuse revoking the session across two instances.
import { describe, expect, inject, it } from 'vitest';
import { refresh, tokens } from './client.ts';
import { REUSE_GRACE_SECONDS } from './global-setup.ts';
import { pause, REFRESH_REFUSED, TOKEN_FIELDS, UNAUTHORIZED, userInfo } from './support/shapes.ts';

const SAME_USER = ['tenant_id', 'user_id', 'account', 'user_type', 'login_type', 'role_id', 'dept_id', 'school_name'] as const;

for (const target of inject('targets')) {
  describe(`${target.name}: refresh details`, () => {
    const base = target.url;

    it('answers a refresh with a new pair of the sign-in shape, for the same user', async () => {
      for (const input of [{ tenantId: '100001', username: 'centre' }, { tenantId: '100001', username: 'supplier', supplier: true }]) {
        const session = await tokens(base, input);
        const { status, body } = await refresh(base, session.refresh, input.tenantId);
        expect(status).toBe(200);
        expect(Object.keys(body).sort()).toEqual(TOKEN_FIELDS);
        expect(body).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
        for (const field of SAME_USER) expect(body[field], `${input.username}.${field}`).toEqual(session.body[field]);
        expect(body.refresh_token).not.toBe(session.refresh);
        expect((await userInfo(base, body.access_token!)).body.data).toMatchObject({ account: input.username });
      }
    });

    it('keeps a session going through a chain of rotations', async () => {
      let { refresh: current } = await tokens(base, { tenantId: '100001', username: 'canteen' });
      const seen = new Set([current]);
      for (let i = 0; i < 3; i += 1) {
        const { status, body } = await refresh(base, current, '100001');
        expect(status).toBe(200);
        current = body.refresh_token!;
        expect(seen.has(current)).toBe(false);
        seen.add(current);
        expect((await userInfo(base, body.access_token!)).status).toBe(200);
      }
    });

    it('refuses a refresh token presented for another tenant with the exact answer', async () => {
      const session = await tokens(base, { tenantId: '100001', username: 'centre' });
      expect(await refresh(base, session.refresh, '100002')).toEqual(REFRESH_REFUSED);
    });

    it('does not take an access token as a refresh token, nor the other way round', async () => {
      const session = await tokens(base, { tenantId: '100001', username: 'centre' });
      expect(await refresh(base, session.access, '100001')).toEqual(REFRESH_REFUSED);
      expect(await refresh(base, '', '100001')).toEqual(REFRESH_REFUSED);
      expect(await userInfo(base, session.refresh)).toEqual({ status: 401, body: UNAUTHORIZED });
    });

    if (target.peerUrl) {
      const peer = target.peerUrl;
      it('revokes the session everywhere when a rotated token comes back to the other instance', async () => {
        const first = await tokens(base, { tenantId: '100001', username: 'centre' });
        const rotated = await refresh(peer, first.refresh, '100001');
        expect(rotated.status).toBe(200);
        await pause(REUSE_GRACE_SECONDS * 1000 + 300);
        expect(await refresh(base, first.refresh, '100001')).toEqual(REFRESH_REFUSED);
        expect(await userInfo(peer, rotated.body.access_token!)).toEqual({ status: 401, body: UNAUTHORIZED });
        expect(await refresh(peer, rotated.body.refresh_token!, '100001')).toEqual(REFRESH_REFUSED);
      });
    }
  });
}
