// An empty embedded cluster, made once per machine and PGlite version and copied into each new data folder
// (docs/decisions/0013-first-start-from-a-template-cluster.md). PGlite's initdb is about 2 s of a first start on two cores, and a copy of
// its result is a tenth of that; the cluster holds nothing of ours (no migration, no seed), so one copy serves
// every folder and every day. `npm ci` makes it (scripts/prepare-engine.ts); without it a new folder is made by
// initdb as before.
import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

// the project's root, three levels up from server/platform/db
const root = path.resolve(import.meta.dirname, '../../..');

function pgliteVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** Where the template of this PGlite version lives. */
export const templateDir = () => path.join(root, 'node_modules', '.cache', 'shian-pglite', pgliteVersion());

const complete = (folder: string) => existsSync(path.join(folder, 'PG_VERSION'));

const migrations = path.join(import.meta.dirname, 'migrations');

/** The migration files' fingerprint (names and contents): a migrated template serves exactly these files. */
export function migrationsKey(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrations)
    .filter((file) => /^\d{3}_.+\.sql$/.test(file))
    .sort())
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(path.join(migrations, name)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** Where the template migrated by this release's migration files lives (scripts/prepare-engine.ts makes it). */
export const migratedTemplateDir = () => `${templateDir()}-migrated-${migrationsKey()}`;

/**
 * Copies a template into `pgdata` when the folder is new: the one migrated by this release's migrations when there is
 * one (the start's migrations then find every file applied), else the empty one; answers which it copied.
 */
export function copyTemplate(pgdata: string): 'migrated' | 'empty' | false {
  if (existsSync(pgdata)) return false;
  let candidates: ['migrated' | 'empty', string][];
  try {
    candidates = [
      ['migrated', migratedTemplateDir()],
      ['empty', templateDir()],
    ];
  } catch {
    return false;
  }
  for (const [kind, template] of candidates) {
    if (!complete(template)) continue;
    const partial = `${pgdata}.partial-${process.pid}`;
    try {
      cpSync(template, partial, { recursive: true });
    } catch {
      // removed meanwhile (a newer install prunes the migrated templates of other migrations): the next one
      rmSync(partial, { recursive: true, force: true });
      continue;
    }
    renameSync(partial, pgdata);
    return kind;
  }
  return false;
}

/** Makes the template unless it exists: initdb in a folder of its own, closed cleanly, then renamed into place. */
export async function makeTemplate(): Promise<'made' | 'present'> {
  const template = templateDir();
  if (complete(template)) return 'present';
  const partial = `${template}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.dirname(template), { recursive: true });
  const db = await PGlite.create(partial);
  await db.close();
  try {
    renameSync(partial, template);
  } catch (error) {
    // another install made it meanwhile
    rmSync(partial, { recursive: true, force: true });
    if (!complete(template)) throw error;
    return 'present';
  }
  return 'made';
}
