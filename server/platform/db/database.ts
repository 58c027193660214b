// One PostgreSQL dialect through the `pg` API, for both engines: PostgreSQL by DATABASE_URL, or the
// embedded PGlite in its own process (pglite-host.ts) behind a pool of one connection — PGlite is a
// single session, so two requests' transactions must never interleave.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { HostMessage } from './pglite-host.ts';
import { sql } from './sql.ts';

export type Engine = 'pglite' | 'postgres';
export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export interface Database {
  engine: Engine;
  pool: pg.Pool;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  /** The deployment's time zone: the queries read it as current_setting('shian.time_zone'). */
  timeZone: string;
  onFatal: (message: string) => void;
}

/**
 * The deployment's time zone as a setting of every PostgreSQL connection, given when it opens (a startup option: no
 * query of ours runs before the first one, as one sent from a 'connect' handler would, racing it on the connection).
 */
const timeZoneOption = (timeZone: string) => `-c shian.time_zone=${timeZone.replace(/[\\ ]/g, '\\$&')}`;

/**
 * Runs `work` in a transaction on one connection: all of it is written, or none of it. A connection that cannot be
 * trusted to be out of the transaction (its ROLLBACK failed, or it was lost meanwhile) is closed, never handed to the
 * next request: on the embedded engine's single connection that request would run inside what is left of this one.
 */
export async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let unusable: Error | undefined;
  // a connection lost while checked out says so here (its pending query fails with it), not as an uncaught 'error'
  const lost = (error: Error) => (unusable ??= error);
  client.on('error', lost);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((failure: Error) => (unusable ??= failure));
    throw error;
  } finally {
    client.off('error', lost);
    client.release(unusable);
  }
}

const RETRIED = new Set(['40P01', '40001']);

/**
 * A transaction tried again (up to three times) when the database broke a deadlock by failing it: two saves
 * that lock the same rows in different orders (moving people between attendance groups, a device removed while a
 * group listing it is saved) may each hold a row the other needs.
 */
export async function retrying<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction(pool, work);
    } catch (error) {
      if (attempt >= 3 || !RETRIED.has((error as { code?: string }).code ?? '')) throw error;
    }
  }
}

async function openPostgres(url: string, timeZone: string, onFatal: (message: string) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: timeZoneOption(timeZone) });
  pool.on('error', (error) => onFatal(`database connection lost: ${error.message}`));
  await pool.query('SELECT 1');
  return { engine: 'postgres', pool, close: () => pool.end() };
}

/**
 * The embedded engine's pool keeps its one connection through a statement the database refused. pg-pool's own
 * query() closes the connection a failed statement ran on (a unique violation a route turns into a 400 or 409, say)
 * and opens a new one for whoever asks next; the embedded engine takes one connection at a time, so that new one
 * raced the old one's close and, on a busy machine, lost: refused (read ECONNRESET), a 500 for the next request. A
 * refused statement leaves the session as it was (the engine answered ReadyForQuery); only a connection that is itself
 * broken is let go (it errored while in use, or pg-pool sees it is no longer queryable).
 */
export function keepingItsConnection(pool: pg.Pool): pg.Pool {
  const query = async (...args: unknown[]): Promise<unknown> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    const lost = (error: Error) => (broken ??= error);
    client.on('error', lost);
    try {
      // whatever pool.query was given, as given (the promise forms: text and values, or a query config)
      return await (Reflect.apply(client.query, client, args) as Promise<unknown>);
    } finally {
      client.off('error', lost);
      client.release(broken);
    }
  };
  pool.query = query as pg.Pool['query'];
  return pool;
}

async function openPglite(dataDir: string, timeZone: string, onFatal: (message: string) => void): Promise<Database> {
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'shian-pg-'));
  const port = 5432;
  const host = fork(path.join(import.meta.dirname, 'pglite-host.ts'), [], {
    env: { ...process.env, PGLITE_DATA_DIR: dataDir, PGLITE_SOCKET_PATH: path.join(socketDir, `.s.PGSQL.${port}`) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let closing = false;
  let started = false;
  const ready = new Promise<void>((resolve, reject) => {
    host.on('message', (message: HostMessage) => {
      if (message.kind === 'ready') resolve();
      else reject(new Error(message.message));
    });
    host.on('exit', (code) => {
      if (!started) reject(new Error(`the embedded database process exited (${code}) before it was ready`));
      else if (!closing) onFatal(`the embedded database process exited (${code})`);
    });
  });
  try {
    await ready;
    started = true;
  } catch (error) {
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  // the embedded engine's one connection lives as long as the server (losing it is fatal): it learns the time zone
  // once, before anything else runs on it
  const pool = keepingItsConnection(new pg.Pool({ host: socketDir, port, user: 'postgres', database: 'postgres', max: 1, idleTimeoutMillis: 0 }));
  pool.on('error', (error) => !closing && onFatal(`embedded database connection lost: ${error.message}`));
  await pool.query(sql`SELECT set_config('shian.time_zone', ${timeZone}, false)`);
  const close = async () => {
    closing = true;
    await pool.end().catch(() => undefined);
    const exited = new Promise((resolve) => host.once('exit', resolve));
    if (host.connected) host.disconnect();
    await exited;
    rmSync(socketDir, { recursive: true, force: true });
  };
  return { engine: 'pglite', pool, close };
}

export function openDatabase({ dataDir, databaseUrl, timeZone, onFatal }: DatabaseOptions): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl, timeZone, onFatal) : openPglite(dataDir, timeZone, onFatal);
}
