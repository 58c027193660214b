import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { call, tokens } from './client.ts';
import { CAPTCHA } from './global-setup.ts';
import { openDatabase, transaction } from '../../server/platform/db/database.ts';
import { startServer } from './support/server.ts';
import { describeOwnServers } from './support/own-servers.ts';

// The embedded engine's own guarantees (docs/decisions/0001-pglite-in-its-own-process.md): one server per data folder, a crash of
// the server loses nothing that was written, and its one connection outlives a statement the database refused.
describeOwnServers('the embedded engine', { run: 'pglite' }, () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shian-engine-'));
  const env = { DATA_DIR: path.join(folder, 'data'), CAPTCHA_FIXED_CODE: CAPTCHA, SEED_DEMO: '1' };
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses a second server on the same data folder, and survives a kill -9 with its data', async () => {
    const first = await startServer(env);
    try {
      await expect(startServer(env, 30_000)).rejects.toThrow(/in use by another server process/);
      const { access } = await tokens(first.url, { tenantId: '100001', username: 'school' });
      const entry = { type: 'error', message: 'written before the crash', time: '2026-11-23 10:00:00' };
      expect((await call(first.url, 'POST', '/api/shian/error-log', { token: access, json: { entries: [entry] } })).status).toBe(200);
    } finally {
      await first.kill();
    }
    // The database process notices its parent is gone and closes the folder; then a new server starts.
    let second;
    for (let attempt = 0; !second && attempt < 20; attempt += 1) {
      second = await startServer(env, 30_000).catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        return undefined;
      });
    }
    expect(second).toBeDefined();
    try {
      const session = await tokens(second!.url, { tenantId: '100001', username: 'school' });
      expect(session.access).toBeTruthy();
      const dashboard = await call<{ data: { lastSignIns: unknown[] } }>(second!.url, 'GET', '/api/shian/dashboard', { token: session.access });
      // The sign-in made before the crash is still there.
      expect(dashboard.body.data.lastSignIns.length).toBeGreaterThanOrEqual(2);
    } finally {
      await second!.stop();
    }
  }, 120_000);

  it('restarts at once after a kill -9 of both the server and the database process (the stale lock is taken over)', async () => {
    const own = { ...env, DATA_DIR: path.join(folder, 'crash') };
    const first = await startServer(own);
    const { access } = await tokens(first.url, { tenantId: '100001', username: 'jiwei' });
    const entry = { type: 'error', message: 'written before both died', time: '2026-11-23 10:00:00' };
    expect((await call(first.url, 'POST', '/api/shian/error-log', { token: access, json: { entries: [entry] } })).status).toBe(200);
    const hostPid = Number(readFileSync(path.join(own.DATA_DIR, 'server.lock.owner'), 'utf8'));
    expect(hostPid).toBeGreaterThan(0);
    process.kill(hostPid, 'SIGKILL');
    await first.kill();
    // one attempt, no waiting: the lock's owner is gone, so the lock is taken over instead of refusing for its 10 s
    const second = await startServer(own, 30_000);
    try {
      const session = await tokens(second.url, { tenantId: '100001', username: 'jiwei' });
      const dashboard = await call<{ data: { lastSignIns: unknown[] } }>(second.url, 'GET', '/api/shian/dashboard', { token: session.access });
      // the sign-in made before the crash is still there
      expect(dashboard.body.data.lastSignIns.length).toBeGreaterThanOrEqual(2);
      // and a live owner is still respected
      await expect(startServer(own, 30_000)).rejects.toThrow(/in use by another server process/);
    } finally {
      await second.stop();
    }
  }, 120_000);
  it('keeps its one connection through refused statements, so the statement after one is answered at once', async () => {
    const lost: string[] = [];
    const db = await openDatabase({
      dataDir: path.join(folder, 'refusals'),
      databaseUrl: undefined,
      timeZone: 'Asia/Shanghai',
      onFatal: (message) => lost.push(message),
    });
    try {
      let opened = 0;
      db.pool.on('connect', () => (opened += 1));
      await db.pool.query('CREATE TABLE refusal (k int PRIMARY KEY)');
      await db.pool.query('INSERT INTO refusal VALUES (1)');
      // pg-pool's own query() closed the connection after each refusal and the next statement opened another, which
      // the engine (one connection at a time) refused while the old one was closing: read ECONNRESET, a 500
      for (let round = 0; round < 20; round += 1) {
        await expect(db.pool.query('INSERT INTO refusal VALUES (1)')).rejects.toMatchObject({ code: '23505' });
        await expect(db.pool.query('SELECT count(*)::int AS rows FROM refusal')).resolves.toMatchObject({ rows: [{ rows: 1 }] });
        await expect(transaction(db.pool, (client) => client.query('INSERT INTO refusal VALUES (2), (1)'))).rejects.toMatchObject({ code: '23505' });
        await expect(db.pool.query("SELECT current_setting('shian.time_zone') AS zone")).resolves.toMatchObject({ rows: [{ zone: 'Asia/Shanghai' }] });
      }
      expect((await db.pool.query('SELECT k FROM refusal')).rows).toEqual([{ k: 1 }]);
      expect(opened).toBe(0);
      expect(lost).toEqual([]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
