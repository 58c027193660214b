// The reference server: settings → database (embedded PGlite or PostgreSQL) → migrations → seed →
// HTTP. Stops cleanly on SIGTERM/SIGINT so the embedded folder is checkpointed and unlocked.
import { readConfig } from './platform/config.ts';
import { openDatabase, type Database } from './platform/db/database.ts';
import { sql } from './platform/db/sql.ts';

const started = performance.now();
const fatal = (message: string): never => {
  console.error(`[shian] ${message}`);
  process.exit(1);
};

const config = (() => {
  try {
    return readConfig();
  } catch (error) {
    return fatal(error instanceof Error ? error.message : String(error));
  }
})();
if (process.env.NODE_ENV === 'production' && process.env.CAPTCHA_FIXED_CODE) {
  console.warn('[shian] CAPTCHA_FIXED_CODE is ignored in production (NODE_ENV=production)');
}

// The database opens while the rest of the server loads: the embedded engine's process starts (and, for a new data
// folder, copies its cluster) on the other core meanwhile — about a second of a first start.
const opening = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, timeZone: config.timeZone, onFatal: fatal }).then(
  (database) => ({ database }),
  (error: unknown) => ({ error }),
);
const [
  { buildApp },
  { loadSigningKey, tokenService },
  { scheduleHousekeeping },
  { migrate },
  { seed },
  { outboxSender },
  { startRunner },
  { installModules, MODULES },
] = await Promise.all([
  import('./app.ts'),
  import('./platform/auth/tokens.ts'),
  import('./platform/db/housekeeping.ts'),
  import('./platform/db/migrate.ts'),
  import('./seed/index.ts'),
  import('./platform/sms/sender.ts'),
  import('./platform/tasks/runner.ts'),
  import('./modules.ts'),
]);
const opened = await opening;
if ('error' in opened) fatal(`cannot open the database: ${opened.error instanceof Error ? opened.error.message : String(opened.error)}`);
const { database } = opened as { database: Database };
let applied: string[] = [];
let seeded = '';
try {
  applied = await migrate(database.pool);
  // each module's own check (a ledger's definition against its table) before anything is written
  for (const module of MODULES) await module.verify?.(database.pool);
  // TEST_CLOCK_AT (the screenshot tool's fixed clock): the app clock set before the seed, whose day it is
  if (config.testClockAt)
    await database.pool.query(
      sql`INSERT INTO app_setting (key, value) VALUES ('clock.offset', (extract(epoch FROM ${config.testClockAt}::timestamptz - now()))::bigint || ' seconds')
          ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
  seeded = await seed(database.pool, config);
  // the app clock moves only where the test routes or the demo clock may move it
  if (!config.testRoutes && !config.demoClock) await database.pool.query("DELETE FROM app_setting WHERE key = 'clock.offset'");
} catch (error) {
  await database.close().catch(() => undefined);
  fatal(error instanceof Error ? error.message : String(error));
}
const tokens = tokenService(await loadSigningKey(database.pool, config.jwtSecret), config.accessTokenTtl);
const sms = outboxSender({ log: config.smsLog ? (line) => console.log(line) : undefined });
// the task engine's runner (platform/tasks/runner.ts): every instance runs one; the simulated devices beat in its rounds
let log: (error: unknown) => void = (error) => console.error(error);
installModules();
const beforeRound = async (pool: Parameters<NonNullable<(typeof MODULES)[number]['beforeRound']>>[0]) => {
  for (const module of MODULES) await module.beforeRound?.(pool);
};
const runner = startRunner(database.pool, { beforeRound, onError: (error) => log(error) });
const app = await buildApp({ config, db: database, tokens, sms, runner });
log = (error) => app.log.warn({ err: error }, 'task runner failed');
const stopHousekeeping = scheduleHousekeeping(database.pool, (error) => app.log.warn({ err: error }, 'housekeeping failed'));
const stopSchedules = MODULES.map((module) =>
  module.schedule?.(database.pool, (error) => app.log.warn({ err: error }, `${module.name}: scheduled work failed`)),
);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: stopping`);
  stopHousekeeping();
  for (const stopSchedule of stopSchedules) stopSchedule?.();
  await runner.stop();
  await app.close().catch(() => undefined);
  await database.close().catch(() => undefined);
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await database.close().catch(() => undefined);
  fatal(`cannot listen on ${config.host}:${config.port}: ${error instanceof Error ? error.message : String(error)}`);
}
const where = database.engine === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
console.log(
  `[shian] 食安云 on http://${config.host}:${config.port} (${where}; migrations applied: ${applied.length}; ${seeded}) in ${Math.round(performance.now() - started)} ms`,
);
