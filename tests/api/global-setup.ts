// The API tests run against the real server: on the embedded engine (a fresh data folder), and on
// PostgreSQL 15 — two instances sharing one throwaway cluster — when its binaries are installed.
// API_ENGINE=pglite or API_ENGINE=postgres runs one engine only: `npm test` runs the two as two processes side by
// side (they share nothing), and the tests that start servers of their own run in one of them (support/own-servers.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { postgresAvailable, startCluster, type Cluster } from './support/pg-cluster.ts';
import { startServer, type RunningServer } from './support/server.ts';

export interface Target {
  name: string;
  url: string;
  /** A second instance on the same database (PostgreSQL only). */
  peerUrl?: string;
  /** The database itself, for tests that check figures with their own SQL (PostgreSQL only). */
  databaseUrl?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    targets: Target[];
  }
}

export const CAPTCHA = 'api-ok';
export const LOCK_SECONDS = 4;
export const REUSE_GRACE_SECONDS = 2;

export default async function setup(project: TestProject) {
  const servers: RunningServer[] = [];
  const cleanups: (() => void)[] = [];
  // A short lock period so the throttling test can also see a lock end (and leave no account locked); failures
  // count over a long window, so a slow machine's attempts still add up to a lock (the window once equalled the
  // lock's 4 s, and 20 sign-ins on a loaded 2-core machine outlasted it).
  const settings = {
    CAPTCHA_FIXED_CODE: CAPTCHA,
    SEED_DEMO: '1',
    LOGIN_LOCK_SECONDS: String(LOCK_SECONDS),
    LOGIN_FAILURE_WINDOW_SECONDS: '600',
    REFRESH_REUSE_GRACE: String(REUSE_GRACE_SECONDS),
    BIGDATA_URL: 'http://bigdata.example/entry?from=shian',
    // every file's uploads come from this one address, and several files upload (supplier documents, photos, sheets
    // to import): the default 30 a minute per address is a budget the suite overran once its files ran close
    // together; the limit itself is tested on limits.test.ts's own server
    UPLOAD_RATE_LIMIT: '1000',
    // likewise the per-account limits of the heavy writes: the files recharge and import as the same demo accounts;
    // the limits themselves are tested on limits.test.ts's own server
    SHEET_RATE_LIMIT: '1000',
    WALLET_RATE_LIMIT: '1000',
    PUSH_RATE_LIMIT: '1000',
    // 信息公开's public page is kept a few seconds in memory; the API tests read it right after each change
    PUBLIC_PAGE_CACHE_SECONDS: '0',
  };
  const targets: Target[] = [];
  const engine = process.env.API_ENGINE;
  if (engine && engine !== 'pglite' && engine !== 'postgres') throw new Error(`API_ENGINE is pglite or postgres, not ${engine}`);
  try {
    if (engine !== 'postgres') await startEmbedded();
    if (engine !== 'pglite') await startPostgres();
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    cleanups.forEach((cleanup) => cleanup());
    throw error;
  }
  project.provide('targets', targets);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const cleanup of cleanups) cleanup();
  };

  async function startEmbedded() {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shian-api-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const pglite = await startServer({ ...settings, DATA_DIR: path.join(dataDir, 'data') });
    servers.push(pglite);
    targets.push({ name: 'pglite', url: pglite.url });
  }

  async function startPostgres() {
    if (postgresAvailable()) {
      const cluster: Cluster = await startCluster();
      cleanups.unshift(cluster.stop);
      const env = { ...settings, DATABASE_URL: cluster.url };
      const first = await startServer(env);
      servers.push(first);
      const second = await startServer(env);
      servers.push(second);
      targets.push({ name: 'postgres', url: first.url, peerUrl: second.url, databaseUrl: cluster.url });
    } else {
      console.log('PostgreSQL 15 binaries not found in /usr/lib/postgresql/15/bin: the API tests run on the embedded engine only');
    }
  }
}
