// Versioned SQL migrations (migrations/NNN_name.sql), applied in order at start, each in its own
// transaction. An advisory lock lets several instances start on one PostgreSQL at the same time.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

const folder = path.join(import.meta.dirname, 'migrations');
const LOCK_ID = 424_242;

export async function migrate(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migration (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await client.query<{ version: string }>('SELECT version FROM schema_migration')).rows.map((row) => row.version));
    const applied: string[] = [];
    for (const file of readdirSync(folder).filter((name) => /^\d{3}_.+\.sql$/.test(name)).sort()) {
      const version = file.replace(/\.sql$/, '');
      if (done.has(version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(readFileSync(path.join(folder, file), 'utf8'));
        await client.query('INSERT INTO schema_migration (version) VALUES ($1)', [version]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      applied.push(version);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]).catch(() => undefined);
    client.release();
  }
}
