// The embedded engine's template cluster (server/platform/db/pglite-template.ts, decision 0013): it lives in the
// project's own node_modules, so `npm ci` makes it and a first start copies it instead of running initdb. When the
// module moved a level deeper its root pointed into server/, the template was never found, and every first start
// ran initdb (~2–3 s) again without a word.
// @vitest-environment node
import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyTemplate, migratedTemplateDir, templateDir } from '../../server/platform/db/pglite-template';

const root = path.resolve(import.meta.dirname, '../..');

describe("the embedded engine's template cluster", () => {
  it("is looked for in the project's node_modules, under the installed PGlite's version", () => {
    const { version } = JSON.parse(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
    expect(templateDir()).toBe(path.join(root, 'node_modules', '.cache', 'shian-pglite', version));
  });

  // made by `npm ci`'s postinstall; an install that skipped scripts has none
  const made = (() => {
    try {
      return existsSync(path.join(templateDir(), 'PG_VERSION'));
    } catch {
      return false;
    }
  })();
  it.skipIf(!made)('is copied into a new data folder, and never over an existing one', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'engine-template-'));
    try {
      const pgdata = path.join(dir, 'pgdata');
      expect(copyTemplate(pgdata)).toBe(existsSync(path.join(migratedTemplateDir(), 'PG_VERSION')) ? 'migrated' : 'empty');
      expect(existsSync(path.join(pgdata, 'PG_VERSION'))).toBe(true);
      expect(copyTemplate(pgdata)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // made by `npm ci` too: the cluster migrated by exactly this release's migration files, so a start finds them applied
  const migrated = (() => {
    try {
      return existsSync(path.join(migratedTemplateDir(), 'PG_VERSION'));
    } catch {
      return false;
    }
  })();
  it.skipIf(!migrated)('migrated, records every migration file of this release with its checksum, as a start would', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'engine-template-'));
    try {
      const pgdata = path.join(dir, 'pgdata');
      expect(copyTemplate(pgdata)).toBe('migrated');
      const db = await PGlite.create(pgdata);
      try {
        const { rows } = await db.query<{ version: string; checksum: string }>('SELECT version, checksum FROM schema_migration ORDER BY version');
        const folder = path.join(root, 'server/platform/db/migrations');
        const files = readdirSync(folder)
          .filter((name) => /^\d{3}_.+\.sql$/.test(name))
          .sort();
        expect(rows).toEqual(
          files.map((name) => ({
            version: name.replace(/\.sql$/, ''),
            checksum: createHash('sha256')
              .update(readFileSync(path.join(folder, name), 'utf8'))
              .digest('hex'),
          })),
        );
      } finally {
        await db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
