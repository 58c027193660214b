// `npm ci` (postinstall): makes the embedded engine's empty cluster once for this machine, so that a first start
// copies it instead of running PGlite's initdb (server/platform/db/pglite-template.ts). Never fails an install: without
// the template a first start makes its own cluster.
import { makeTemplate, templateDir } from '../server/platform/db/pglite-template.ts';

const started = performance.now();
try {
  const done = await makeTemplate();
  console.log(`[shian] embedded engine template ${done} (${templateDir()}) in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  console.warn(`[shian] embedded engine template not made (${error instanceof Error ? error.message : String(error)}): a first start makes its own`);
}
