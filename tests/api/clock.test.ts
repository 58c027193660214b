// The app clock: every signed-in console reads it (the countdowns run on it, not on the browser's clock); with the
// demo data, the demo clock's key moves it — nobody without the key. On PostgreSQL the key is read from the
// database, as `npm run demo` does there.
import pg from 'pg';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { call } from './client.ts';
import { signedIn } from './support/session.ts';

type Clock = { now: number; offsetSeconds: number; demo: boolean };

for (const target of inject('targets')) {
  describe(`${target.name}: the app clock`, () => {
    const base = target.url;
    const moveTestClock = (offsetSeconds: number) => call(base, 'POST', '/api/test/clock', { json: { offsetSeconds } });

    it('answers signed-in callers the app clock, moved as the database’s offset says', async () => {
      expect((await call(base, 'GET', '/api/shian/clock')).status).toBe(401);
      const school = await signedIn(base, 'school');
      const before = (await school.get<Clock>('/api/shian/clock')).body.data;
      expect(before.demo).toBe(true);
      expect(Math.abs(before.now - Date.now())).toBeLessThan(60_000);
      onTestFinished(async () => void (await moveTestClock(0)));
      expect((await moveTestClock(3 * 86_400)).status).toBe(200);
      const after = (await school.get<Clock>('/api/shian/clock')).body.data;
      expect(after.offsetSeconds).toBe(3 * 86_400);
      expect(after.now - before.now).toBeGreaterThanOrEqual(3 * 86_400_000);
      expect(after.now - before.now).toBeLessThan(3 * 86_400_000 + 60_000);
    });

    it('moves the demo clock only with the key of the server’s folder', async () => {
      const demo = (offsetSeconds: number | undefined, key?: string) =>
        call<{ code: number; data: Clock }>(base, 'POST', '/api/shian/demo/clock', { json: { offsetSeconds }, headers: key ? { 'X-Demo-Key': key } : {} });
      expect((await demo(86_400)).body.code).toBe(403);
      expect((await demo(86_400, 'a'.repeat(48))).body.code).toBe(403);
      if (!target.databaseUrl) return;
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      const key = (await client.query<{ value: string }>("SELECT value FROM app_setting WHERE key = 'demo.clock.key'")).rows[0]!.value;
      await client.end();
      onTestFinished(async () => void (await moveTestClock(0)));
      expect((await demo(undefined, key)).body.data.offsetSeconds).toBe(0);
      expect((await demo(2 * 3600, key)).body.data).toMatchObject({ offsetSeconds: 7200, demo: true });
      expect((await demo(-1, key)).body.code).toBe(400);
      expect((await demo(367 * 86_400, key)).body.code).toBe(400);
      // every instance reads the one offset
      const peer = await signedIn(target.peerUrl!, 'school');
      expect((await peer.get<Clock>('/api/shian/clock')).body.data.offsetSeconds).toBe(7200);
    });
  });
}
