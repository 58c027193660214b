// Versioned SQL migrations (migrations/NNN_name.sql), applied in order at start, each in its own
// transaction. An advisory lock lets several instances start on one PostgreSQL at the same time.
// Each applied migration's checksum is kept: a migration edited after it was applied stops the server
// (the edit would never reach the databases that already ran it; a change goes in a new migration).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { sql } from './sql.ts';

const folder = path.join(import.meta.dirname, 'migrations');
const LOCK_ID = 424_242;

export async function migrate(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query(sql`SELECT pg_advisory_lock(${LOCK_ID})`);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migration (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    // databases from before checksums were kept: their first start records what their files are now
    await client.query('ALTER TABLE schema_migration ADD COLUMN IF NOT EXISTS checksum text');
    const done = new Map(
      (await client.query<{ version: string; checksum: string | null }>('SELECT version, checksum FROM schema_migration')).rows.map((row) => [
        row.version,
        row.checksum,
      ]),
    );
    const applied: string[] = [];
    for (const file of readdirSync(folder)
      .filter((name) => /^\d{3}_.+\.sql$/.test(name))
      .sort()) {
      const version = file.replace(/\.sql$/, '');
      const script = readFileSync(path.join(folder, file), 'utf8');
      const checksum = createHash('sha256').update(script).digest('hex');
      if (done.has(version)) {
        const recorded = done.get(version);
        if (!recorded) await client.query(sql`UPDATE schema_migration SET checksum = ${checksum} WHERE version = ${version}`);
        else if (recorded !== checksum) {
          throw new Error(`migration ${file} was changed after this database applied it: put the file back as it was and make the change in a new migration`);
        }
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(script);
        await client.query(sql`INSERT INTO schema_migration (version, checksum) VALUES (${version}, ${checksum})`);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      applied.push(version);
    }
    return applied;
  } finally {
    await client.query(sql`SELECT pg_advisory_unlock(${LOCK_ID})`).catch(() => undefined);
    client.release();
  }
}
