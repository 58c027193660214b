import { describe, expect, inject, it } from 'vitest';
import { newAddress, signIn } from './client.ts';
import { LOCK_SECONDS } from './global-setup.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The test servers lock for LOCK_SECONDS, so each test also sees its lock end and leaves none behind.
for (const target of inject('targets')) {
  describe(`${target.name}: sign-in throttling`, () => {
    const base = target.url;

    it('locks an account after 5 failed passwords, even for the right one, from any address', async () => {
      for (let i = 0; i < 5; i += 1) {
        const { body } = await signIn(base, { tenantId: '100001', username: 'market', password: `Wrong${i}x` });
        expect(body.error_description).toBe('用户名或密码不正确');
      }
      const locked = await signIn(base, { tenantId: '100001', username: 'market' });
      expect(locked.status).toBe(200);
      expect(locked.body.access_token).toBeUndefined();
      expect(locked.body).toMatchObject({ error_code: 400, error_description: expect.stringContaining('登录失败次数过多') });
      expect(locked.body.error_description).toMatch(/请1分钟后再试/);
      await pause(LOCK_SECONDS * 1000 + 300);
      expect((await signIn(base, { tenantId: '100001', username: 'market' })).body.access_token).toBeTruthy();
    });

    it('locks an address after 20 failures, whatever the accounts; other addresses are not affected', async () => {
      const address = newAddress();
      for (let i = 0; i < 20; i += 1) {
        const { body } = await signIn(base, { tenantId: '100001', username: `ghost${i}`, address });
        expect(body.error_description).toBe('用户名或密码不正确');
      }
      const blocked = await signIn(base, { tenantId: '100001', username: 'school', address });
      expect(blocked.body.access_token).toBeUndefined();
      expect(blocked.body.error_description).toContain('登录失败次数过多');
      const elsewhere = await signIn(base, { tenantId: '100001', username: 'school' });
      expect(elsewhere.body.access_token).toBeTruthy();
      await pause(LOCK_SECONDS * 1000 + 300);
      expect((await signIn(base, { tenantId: '100001', username: 'school', address })).body.access_token).toBeTruthy();
    });

    it('counts failures in the database, so a second instance sees them', async () => {
      if (!target.peerUrl) return;
      // An account that does not exist is counted the same way (no hint that it does not exist).
      for (let i = 0; i < 3; i += 1) await signIn(base, { tenantId: '100002', username: 'ghost-shared' });
      for (let i = 0; i < 2; i += 1) await signIn(target.peerUrl, { tenantId: '100002', username: 'ghost-shared' });
      const locked = await signIn(base, { tenantId: '100002', username: 'ghost-shared' });
      expect(locked.body.error_description).toContain('登录失败次数过多');
    });
  });
}
