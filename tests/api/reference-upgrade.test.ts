// A database made by an earlier release: at its next start it gets the menus, buttons and dictionary
// entries this release adds, granted as a new database would grant them, while what the customer
// edited or removed stays as they left it; and a migration edited after it was applied stops the start.
// On PostgreSQL, where the test can change the database beside the running servers and start a third.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { call, tokens } from './client.ts';
import { CAPTCHA } from './global-setup.ts';
import { startServer } from './support/server.ts';

const target = inject('targets').find((candidate) => candidate.databaseUrl);

type MenuNode = { path: string; children: MenuNode[] };

async function withDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: target!.databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** Each item of the 函询 screen (the menu and its buttons) with its parent's code and the roles holding it. */
const letterGrants = (db: pg.Client) =>
  db
    .query<{ code: string; parent: string; roles: string }>(
      `SELECT m.code, p.code AS parent, string_agg(rm.role_id::text, ',' ORDER BY rm.role_id) AS roles
         FROM menu m JOIN menu p ON p.id = m.parent_id LEFT JOIN role_menu rm ON rm.menu_id = m.id
        WHERE m.code IN ('letter', 'letter_add', 'letter_reply') AND m.is_deleted = 0 GROUP BY m.code, p.code ORDER BY m.code`,
    )
    .then((result) => result.rows);

async function schoolPaths(base: string): Promise<Set<string>> {
  const { access } = await tokens(base, { tenantId: '100001', username: 'school' });
  const tops = await call<{ data: MenuNode[] }>(base, 'GET', '/api/rabbit-system/menu/all-routes', { token: access });
  const paths = new Set<string>();
  const walk = (nodes: MenuNode[]) => nodes.forEach((node) => (paths.add(node.path), walk(node.children ?? [])));
  walk(tops.body.data);
  return paths;
}

describe.skipIf(!target)('an existing database at a new release', () => {
  const env = () => ({ DATABASE_URL: target!.databaseUrl!, CAPTCHA_FIXED_CODE: CAPTCHA, SEED_DEMO: '1' });

  it('gets the menus, buttons and dictionary entries it lacks, granted like a new one; edits and removals stay', async () => {
    const before = await withDatabase(async (db) => {
      const grants = await letterGrants(db);
      // the earlier release: no 函询 screen, no 'other' sex; the customer renamed 新闻资讯 and removed a button of 字典树管理
      await db.query(`DELETE FROM role_menu WHERE menu_id IN (SELECT id FROM menu WHERE code IN ('letter', 'letter_add', 'letter_reply'))`);
      await db.query(`DELETE FROM top_menu_setting WHERE menu_id IN (SELECT id FROM menu WHERE code IN ('letter', 'letter_add', 'letter_reply'))`);
      await db.query(`DELETE FROM menu WHERE code IN ('letter', 'letter_add', 'letter_reply')`);
      const entry = (await db.query<{ dict_value: string }>(`DELETE FROM dict WHERE code = 'sex' AND dict_key = '2' RETURNING dict_value`)).rows[0]!;
      await db.query(`UPDATE menu SET name = '本校新闻' WHERE code = 'news'`);
      await db.query(`UPDATE menu SET is_deleted = 1 WHERE code = 'dict_vertical_delete'`);
      return { grants, entry };
    });
    expect(before.grants.map((item) => item.code)).toEqual(['letter', 'letter_add', 'letter_reply']);
    expect((await schoolPaths(target!.url)).has('/jiwei/letter')).toBe(false);

    const next = await startServer(env());
    try {
      await withDatabase(async (db) => {
        expect(await letterGrants(db)).toEqual(before.grants);
        const sex = await db.query(`SELECT dict_value FROM dict WHERE code = 'sex' AND dict_key = '2' AND is_deleted = 0`);
        expect(sex.rows).toEqual([{ dict_value: before.entry.dict_value }]);
        expect((await db.query(`SELECT name FROM menu WHERE code = 'news'`)).rows).toEqual([{ name: '本校新闻' }]);
        expect((await db.query(`SELECT is_deleted FROM menu WHERE code = 'dict_vertical_delete'`)).rows).toEqual([{ is_deleted: 1 }]);
      });
      expect((await schoolPaths(next.url)).has('/jiwei/letter')).toBe(true);
    } finally {
      await next.stop();
      await withDatabase(async (db) => {
        await db.query(`UPDATE menu SET name = '新闻资讯' WHERE code = 'news'`);
        await db.query(`UPDATE menu SET is_deleted = 0 WHERE code = 'dict_vertical_delete'`);
      });
    }
  });

  it('takes the business grants back from the platform administrator (migration 048 on a seeded database)', async () => {
    const held = (db: pg.Client) =>
      db
        .query<{ role_id: string; menu_id: string; code: string }>(
          `SELECT rm.role_id::text, rm.menu_id::text, m.code FROM role_menu rm JOIN menu m ON m.id = rm.menu_id
            JOIN role r ON r.id = rm.role_id WHERE r.role_alias = 'administrator'`,
        )
        .then((result) => result.rows);
    await withDatabase(async (db) => {
      const before = await held(db);
      try {
        // the earlier release: the administrator held every item, and 学校一览 named it among its roles
        await db.query(`INSERT INTO role_menu (role_id, menu_id) SELECT r.id, m.id FROM role r CROSS JOIN menu m
                         WHERE r.role_alias = 'administrator' AND m.is_deleted = 0 ON CONFLICT DO NOTHING`);
        await db.query(`UPDATE menu SET roles = roles || '{administrator}' WHERE code = 'schoolList'`);
        await db.query(readFileSync(path.join(import.meta.dirname, '../../server/platform/db/migrations/048_platform_admin_menus.sql'), 'utf8'));
        const codes = new Set((await held(db)).map((row) => row.code));
        for (const kept of ['wel', 'system', 'user', 'menu', 'dict', 'work', 'flow']) expect(codes.has(kept), kept).toBe(true);
        for (const gone of [
          'welDashboard',
          'schoolList',
          'news',
          'notice_publish',
          'supplierBinding',
          'binding_add',
          'letter',
          'letter_add',
          'voucherList',
          'purchasePlan',
        ])
          expect(codes.has(gone), gone).toBe(false);
        expect((await db.query(`SELECT roles FROM menu WHERE code = 'schoolList'`)).rows[0].roles).not.toContain('administrator');
      } finally {
        await db.query(`DELETE FROM role_menu WHERE role_id IN (SELECT id FROM role WHERE role_alias = 'administrator')`);
        for (const row of before) await db.query('INSERT INTO role_menu (role_id, menu_id) VALUES ($1, $2)', [row.role_id, row.menu_id]);
      }
    });
  });

  it('stops with a clear message when a migration was edited after the database applied it', async () => {
    const file = path.join(import.meta.dirname, '../../server/platform/db/migrations/001_init.sql');
    const checksum = createHash('sha256').update(readFileSync(file, 'utf8')).digest('hex');
    await withDatabase((db) => db.query(`UPDATE schema_migration SET checksum = 'an earlier text' WHERE version = '001_init'`));
    try {
      await expect(startServer(env(), 60_000)).rejects.toThrow(
        'migration 001_init.sql was changed after this database applied it: put the file back as it was and make the change in a new migration',
      );
    } finally {
      await withDatabase((db) => db.query(`UPDATE schema_migration SET checksum = $1 WHERE version = '001_init'`, [checksum]));
    }
    const { rows } = await withDatabase((db) =>
      db.query<{ version: string; checksum: string | null }>(`SELECT version, checksum FROM schema_migration WHERE checksum IS NULL`),
    );
    expect(rows).toEqual([]);
  });
});
