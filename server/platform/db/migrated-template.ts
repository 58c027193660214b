// The embedded engine's template migrated by this release's migration files, made at install beside the empty one
// (scripts/prepare-engine.ts; docs/decisions/0013-first-start-from-a-template-cluster.md): a first start copies it and
// its migrations find every file applied, as a restart does, instead of running them (about 0.7–1 s on two cores).
// Made from the empty template through the same migrate() as a start, in a folder of its own, closed cleanly and
// renamed into place; the migrated templates of other migration files are removed.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate } from './migrate.ts';
import { makeTemplate, migratedTemplateDir, templateDir } from './pglite-template.ts';

export async function makeMigratedTemplate(): Promise<'made' | 'present'> {
  const target = migratedTemplateDir();
  if (existsSync(path.join(target, 'PG_VERSION'))) return 'present';
  await makeTemplate();
  const partial = `${target}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(templateDir(), partial, { recursive: true });
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'shian-template-'));
  const db = await PGlite.create(partial);
  const server = new PGLiteSocketServer({ db, path: path.join(socketDir, '.s.PGSQL.5432'), maxConnections: 1 });
  try {
    await server.start();
    const pool = new pg.Pool({ host: socketDir, port: 5432, user: 'postgres', database: 'postgres', max: 1 });
    try {
      await migrate(pool);
    } finally {
      await pool.end();
    }
  } finally {
    await server.stop();
    await db.close();
    rmSync(socketDir, { recursive: true, force: true });
  }
  try {
    renameSync(partial, target);
  } catch (error) {
    // another install made it meanwhile
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(path.join(target, 'PG_VERSION'))) throw error;
    return 'present';
  }
  const prefix = `${path.basename(templateDir())}-migrated-`;
  for (const name of readdirSync(path.dirname(target)))
    if (name.startsWith(prefix) && name !== path.basename(target)) rmSync(path.join(path.dirname(target), name), { recursive: true, force: true });
  return 'made';
}
