// @vitest-environment node
// What the database layer does with a connection after a failure (server/platform/db/database.ts): a statement the
// database refused leaves the connection in the pool, a connection that may still be inside a transaction or was lost
// is closed. The embedded engine's pool has one connection, taken by one connection at a time: closing it after every
// refused statement made the next request's new connection race the old one's close, and lose (a 500).
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { keepingItsConnection, transaction } from '../../server/platform/db/database.ts';

const refusal = () => Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });

/** A pool of one fake connection: answers each statement with `answer`, and records what it is released with. */
function fakePool(answer: (sql: string, client: EventEmitter) => Promise<unknown>) {
  const statements: string[] = [];
  const releases: (Error | boolean | undefined)[] = [];
  const client = Object.assign(new EventEmitter(), {
    query: (sql: string) => {
      statements.push(sql);
      return answer(sql, client);
    },
    release: (error?: Error | boolean) => void releases.push(error),
  });
  const pool = {
    connect: async () => client,
    query: () => Promise.reject(new Error('pg-pool’s own query() must not be used')),
  } as unknown as pg.Pool;
  return { pool, client, statements, releases };
}

describe('a statement outside a transaction (the embedded engine’s pool.query)', () => {
  it('keeps the connection when the database refuses the statement', async () => {
    const { pool, releases } = fakePool(async (sql) => {
      if (sql.startsWith('INSERT')) throw refusal();
      return { rows: [{ one: 1 }] };
    });
    keepingItsConnection(pool);
    await expect(pool.query('INSERT INTO t VALUES (1)')).rejects.toMatchObject({ code: '23505' });
    await expect(pool.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    expect(releases).toEqual([undefined, undefined]);
  });

  it('lets a connection lost during the statement go, without an uncaught error', async () => {
    const lost = new Error('Connection terminated unexpectedly');
    const { pool, releases } = fakePool(async (_sql, client) => {
      client.emit('error', lost);
      throw lost;
    });
    keepingItsConnection(pool);
    await expect(pool.query('SELECT 1')).rejects.toBe(lost);
    expect(releases).toEqual([lost]);
  });
});

describe('a transaction', () => {
  it('rolls back a refused statement and keeps the connection', async () => {
    const { pool, statements, releases } = fakePool(async (sql) => {
      if (sql.startsWith('INSERT')) throw refusal();
      return { rows: [] };
    });
    await expect(transaction(pool, (client) => client.query('INSERT INTO t VALUES (1)'))).rejects.toMatchObject({ code: '23505' });
    expect(statements).toEqual(['BEGIN', 'INSERT INTO t VALUES (1)', 'ROLLBACK']);
    expect(releases).toEqual([undefined]);
  });

  it('closes a connection whose ROLLBACK failed: the next request would run inside what is left of the transaction', async () => {
    const stuck = new Error('ROLLBACK failed');
    const { pool, releases } = fakePool(async (sql) => {
      if (sql.startsWith('INSERT')) throw refusal();
      if (sql === 'ROLLBACK') throw stuck;
      return { rows: [] };
    });
    await expect(transaction(pool, (client) => client.query('INSERT INTO t VALUES (1)'))).rejects.toMatchObject({ code: '23505' });
    expect(releases).toEqual([stuck]);
  });

  it('closes a connection lost during the work, without an uncaught error', async () => {
    const lost = new Error('Connection terminated unexpectedly');
    const { pool, releases } = fakePool(async (sql, client) => {
      if (sql === 'SELECT 1') {
        client.emit('error', lost);
        throw lost;
      }
      return { rows: [] };
    });
    await expect(transaction(pool, (client) => client.query('SELECT 1'))).rejects.toBe(lost);
    expect(releases).toEqual([lost]);
  });
});
