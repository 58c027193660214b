// `npm run bench:ledgers`: the daily ledgers at the scale of a district's year, on PostgreSQL (when its binaries are
// here) and on PGlite at a tenth of it. The supply chain bench's district (SEED_BENCH_SUPPLY) with a year of ledgers on
// it (SEED_BENCH_LEDGERS, server/seed/bench-ledgers-seed.ts: 20 staff a canteen, their morning checks, six dishes a
// school day from the day's 出库, their samples, disinfections, accompanied meals and waste handovers), made once into
// folders of the bench's own under .cache/bench-ledgers/ and reused (`-- --fresh` makes them again). Never part of
// `npm test`. Measured through the real server over HTTP as the demo canteen's keeper (`canteen`, one of the canteens)
// and the education bureau (`centre`, the whole district):
// - a canteen's day: 今日 (what each ledger owes, done and missing) and each ledger's list of the day (budget p95 ≤ 50 ms);
// - a district's completeness for today, every canteen (budget p95 ≤ 50 ms on PostgreSQL);
// - a batch's whole trace (批次溯源: upstream and downstream to dishes and samples; budget ≤ 100 ms).
// `-- --postgres-only` or `-- --pglite-only` measures one engine. Prints figures and budgets; writes bench/results/ledgers.json.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { LEDGERS } from '../contract/ledgers/index.ts';
import { postgresAvailable } from '../tests/api/support/pg-cluster.ts';
import { client, keptCluster, timed } from './at-scale.ts';
import { percentile, signInToken, startServer } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const CACHE = path.join(root, '.cache/bench-ledgers');
const CAPTCHA = 'bench-ok';
const L = '/api/rabbit-ledger';
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
const figures: Record<string, number | string> = {};
const round1 = (value: number) => Math.round(value * 10) / 10;

function report(engine: string, key: string, title: string, times: number[], budget?: number) {
  const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
  figures[`${engine}${key}P50Ms`] = round1(p50);
  figures[`${engine}${key}P95Ms`] = round1(p95);
  const judged = budget !== undefined && engine === 'postgres' ? `  budget p95 ${budget} ms  ${verdict(p95 <= budget)}` : '';
  console.log(`  ${engine.padEnd(9)} ${title}: ${times.length} requests  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms${judged}`);
}

async function measure(engine: 'postgres' | 'pglite', url: string, databaseUrl?: string) {
  const canteen = client(url, await signInToken(url, 'canteen', CAPTCHA));
  const centre = client(url, await signInToken(url, 'centre', CAPTCHA));

  const today = (await canteen.get<{ day: string }>(`${L}/today`)).data.day;
  report(engine, 'CanteenToday', 'a canteen’s 今日 (every ledger owed, done, missing)', await timed([() => canteen.get(`${L}/today`)]), 50);
  report(
    engine,
    'CanteenDayLists',
    `a canteen’s lists of the day (${LEDGERS.length} ledgers, first page)`,
    await timed(
      LEDGERS.map((ledger) => () => canteen.get(`${L}/${ledger.code}/list`, { from: today, to: today, current: '1', size: '20' })),
      5,
    ),
    50,
  );
  report(
    engine,
    'DistrictCompleteness',
    'the district’s completeness today (every canteen)',
    await timed([() => centre.get(`${L}/completeness`, { current: '1', size: '20' })], 10),
    50,
  );
  const dayBefore = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const yesterday = (await canteen.get<{ records: { recordDate: string }[] }>(`${L}/processing/list`, { size: '1', to: dayBefore })).data.records[0]
    ?.recordDate;
  if (yesterday)
    report(
      engine,
      'DistrictPastDay',
      `the district’s completeness on a past school day (${yesterday}; no budget: today is what supervisors watch)`,
      await timed([() => centre.get(`${L}/completeness`, { day: yesterday, current: '1', size: '20' })], 10),
    );

  // a batch's whole trace: batches the canteen issued for its dishes
  const issues = (await canteen.get<{ records: { batchId: string }[] }>('/api/rabbit-trace/issue/list', { current: '1', size: '100' })).data.records;
  const batchIds = [...new Set(issues.map((row) => row.batchId))].slice(0, 20);
  if (batchIds.length)
    report(
      engine,
      'BatchTrace',
      `a batch’s whole trace (批次溯源, ${batchIds.length} batches)`,
      await timed(
        batchIds.map((id) => () => canteen.get('/api/rabbit-trace/batch/trace', { id })),
        5,
      ),
      100,
    );

  if (databaseUrl) {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const tables = LEDGERS.map((ledger) => ledger.table);
      const counts: Record<string, number> = {};
      for (const table of tables) counts[table] = Number((await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`)).rows[0]!.n);
      const canteens = Number((await db.query<{ n: string }>(`SELECT count(DISTINCT canteen_id)::text AS n FROM ledger_processing`)).rows[0]!.n);
      const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
      console.log(
        `  ${''.padEnd(9)} data: ${canteens} canteens, ${total.toLocaleString('en')} ledger records (${Object.entries(counts)
          .map(([table, count]) => `${table} ${count.toLocaleString('en')}`)
          .join(', ')})`,
      );
      figures.postgresCanteens = canteens;
      figures.postgresLedgerRecords = total;
    } finally {
      await db.end();
    }
  }
}

if (process.argv.includes('--fresh')) rmSync(CACHE, { recursive: true, force: true });
mkdirSync(CACHE, { recursive: true });
const madeFile = path.join(CACHE, 'made.json');
const madeTimes = existsSync(madeFile) ? (JSON.parse(readFileSync(madeFile, 'utf8')) as Record<string, number>) : {};
// the simulators off: the seed's records are the data
const env = { CAPTCHA_FIXED_CODE: CAPTCHA, SEED_DEMO: '1', COLD_CHAIN_LOGGER_MINUTES: '0', KITCHEN_EVENT_MINUTES: '0' };
console.log(
  `\nThe daily ledgers at scale (load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')})`,
);

if (!process.argv.includes('--postgres-only')) {
  const dataDir = path.join(CACHE, 'pglite');
  const fresh = !existsSync(dataDir);
  const lite = await startServer({ ...env, DATA_DIR: dataDir, SEED_BENCH_SUPPLY: '10', SEED_BENCH_LEDGERS: '1', PORT: '18624' }, '/api/health');
  if (fresh) madeTimes.pgliteMadeS = Math.round(lite.readyMs / 1000);
  console.log(`  pglite    1/10 scale (50 canteens): ${fresh ? `data made in ${(lite.readyMs / 1000).toFixed(0)} s` : 'data reused'}`);
  try {
    await measure('pglite', lite.url);
  } finally {
    await lite.stop();
  }
}
if (process.argv.includes('--pglite-only')) console.log('  postgres: not measured (--pglite-only)');
else if (postgresAvailable()) {
  const cluster = await keptCluster(path.join(CACHE, 'postgres'));
  try {
    const server = await startServer({ ...env, DATABASE_URL: cluster.url, SEED_BENCH_SUPPLY: '1', SEED_BENCH_LEDGERS: '1', PORT: '18625' }, '/api/health');
    if (cluster.made) madeTimes.postgresMadeS = Math.round(server.readyMs / 1000);
    // data just loaded in bulk has no visibility map yet, as a district's year long vacuumed has (quick when nothing changed)
    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    await db.query('VACUUM (ANALYZE)').finally(() => db.end());
    console.log(`  postgres  full scale (500 canteens): ${cluster.made ? `data made in ${(server.readyMs / 1000).toFixed(0)} s` : 'data reused'}`);
    try {
      await measure('postgres', server.url, cluster.url);
    } finally {
      await server.stop();
    }
  } finally {
    cluster.stop();
  }
} else console.log('  postgres: not measured (no PostgreSQL 15 binaries on this machine)');

writeFileSync(madeFile, `${JSON.stringify(madeTimes, null, 2)}\n`);
Object.assign(figures, madeTimes);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/ledgers.json'),
  `${JSON.stringify({ date: new Date().toISOString(), loadAverage: os.loadavg()[0]!.toFixed(2), ...figures }, null, 2)}\n`,
);
