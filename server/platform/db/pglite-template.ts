// An empty embedded cluster, made once per machine and PGlite version and copied into each new data folder
// (docs/decisions/0013-first-start-from-a-template-cluster.md). PGlite's initdb is about 2 s of a first start on two cores, and a copy of
// its result is a tenth of that; the cluster holds nothing of ours (no migration, no seed), so one copy serves
// every folder and every day. `npm ci` makes it (scripts/prepare-engine.ts); without it a new folder is made by
// initdb as before.
import { PGlite } from '@electric-sql/pglite';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
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

/** Copies the template into `pgdata` when the folder is new and a template exists; answers whether it did. */
export function copyTemplate(pgdata: string): boolean {
  if (existsSync(pgdata)) return false;
  let template: string;
  try {
    template = templateDir();
  } catch {
    return false;
  }
  if (!complete(template)) return false;
  const partial = `${pgdata}.partial-${process.pid}`;
  cpSync(template, partial, { recursive: true });
  renameSync(partial, pgdata);
  return true;
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
