// The embedded engine's template cluster (server/platform/db/pglite-template.ts, decision 0013): it lives in the
// project's own node_modules, so `npm ci` makes it and a first start copies it instead of running initdb. When the
// module moved a level deeper its root pointed into server/, the template was never found, and every first start
// ran initdb (~2–3 s) again without a word.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyTemplate, templateDir } from '../../server/platform/db/pglite-template';

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
      expect(copyTemplate(pgdata)).toBe(true);
      expect(existsSync(path.join(pgdata, 'PG_VERSION'))).toBe(true);
      expect(copyTemplate(pgdata)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
