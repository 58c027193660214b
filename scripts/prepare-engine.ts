// `npm ci` (postinstall): makes the embedded engine's empty cluster once for this machine, so that a first start
// copies it instead of running PGlite's initdb (server/platform/db/pglite-template.ts), and the same cluster migrated by
// this release's migrations (migrated-template.ts). Never fails an install: without the templates a first start makes
// its own cluster and migrates it.
import { makeMigratedTemplate } from '../server/platform/db/migrated-template.ts';
import { makeTemplate, migratedTemplateDir, templateDir } from '../server/platform/db/pglite-template.ts';

const started = performance.now();
try {
  const done = await makeTemplate();
  console.log(`[shian] embedded engine template ${done} (${templateDir()}) in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  console.warn(`[shian] embedded engine template not made (${error instanceof Error ? error.message : String(error)}): a first start makes its own`);
}
// and the same cluster migrated by this release's migrations, which a first start copies instead of migrating
const migrating = performance.now();
try {
  const done = await makeMigratedTemplate();
  console.log(`[shian] migrated engine template ${done} (${migratedTemplateDir()}) in ${Math.round(performance.now() - migrating)} ms`);
} catch (error) {
  console.warn(`[shian] migrated engine template not made (${error instanceof Error ? error.message : String(error)}): a first start migrates`);
}
