// `npm run bench:homes`: what the home pages read, at the scale of a district's year, on PostgreSQL (when its binaries
// are here) and on PGlite at a tenth of it. The supply chain bench's district (SEED_BENCH_SUPPLY) with its year of
// ledgers (SEED_BENCH_LEDGERS) and the home pages' own seed (SEED_BENCH_HOMES, server/seed/bench-homes-seed.ts: 400
// more schools, so the bureau reaches 500 bench schools and 900 canteens; 20 diners a canteen with cards, wallets and
// a year of recharges and meals, ≈4 million wallet rows), made once into folders of the bench's own under
// .cache/bench-homes/ and reused (`-- --fresh` makes them again). Never part of `npm test`. Measured through the real
// server over HTTP as the education bureau (`centre`, the whole district) and the bank (`bank`, the tenant):
// - the to-do summary (GET /api/rabbit-desk/todo/summary) cold — after a write, which moves the write-ahead log the
//   kept summaries are keyed by (the test clock set again, POST /api/test/clock) — and warm (budget p95 ≤ 100 ms);
// - 开户统计: school, card, recharge and detail/list, unfiltered over the district (budget p95 ≤ 200 ms each);
// - 食堂供餐: overview, diners, meals and ranking, the default 30 days and the whole year (budget p95 ≤ 200 ms each).
// On PostgreSQL the figures are checked against direct queries: a wrong count makes the bench fail, not print.
// `-- --postgres-only` or `-- --pglite-only` measures one engine. Prints figures and budgets; writes bench/results/homes.json.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresAvailable } from '../tests/api/support/pg-cluster.ts';
import { client, keptCluster, timed, type Api } from './at-scale.ts';
import { percentile, signInToken, startServer } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const CACHE = path.join(root, '.cache/bench-homes');
const CAPTCHA = 'bench-ok';
const O = '/api/rabbit-opening';
const M = '/api/rabbit-meals';
const SUMMARY = '/api/rabbit-desk/todo/summary';
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
const figures: Record<string, number | string> = {};
const round1 = (value: number) => Math.round(value * 10) / 10;
const problems: string[] = [];
/** The deployment's zone (the server's default TIME_ZONE): days are counted in it. */
const ZONE = 'Asia/Shanghai';

function report(engine: string, key: string, title: string, times: number[], budget?: number) {
  const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
  figures[`${engine}${key}P50Ms`] = round1(p50);
  figures[`${engine}${key}P95Ms`] = round1(p95);
  const judged = budget !== undefined && engine === 'postgres' ? `  budget p95 ${budget} ms  ${verdict(p95 <= budget)}` : '';
  console.log(`  ${engine.padEnd(9)} ${title}: ${times.length} requests  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms${judged}`);
}

type Item = { key: string; count: number | null; error?: true };

/** The summary timed right after a write each time (no kept summary can answer), after one untimed round. */
async function coldSummaries(api: Api, rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round <= rounds; round += 1) {
    const write = await api.post('/api/test/clock', { offsetSeconds: 0 });
    if (write.code !== 200) throw new Error(`the write before a cold summary failed: ${write.msg}`);
    const started = performance.now();
    const answer = await api.get<Item[]>(SUMMARY);
    if (round > 0) times.push(performance.now() - started);
    if (answer.code !== 200) throw new Error(`refused: ${answer.msg}`);
    const failed = answer.data.filter((item) => item.error).map((item) => item.key);
    if (failed.length) throw new Error(`to-do items unavailable: ${failed.join(', ')}`);
  }
  return times;
}

async function measure(engine: 'postgres' | 'pglite', url: string, databaseUrl?: string) {
  const centre = client(url, await signInToken(url, 'centre', CAPTCHA));
  const bank = client(url, await signInToken(url, 'bank', CAPTCHA));
  const school = client(url, await signInToken(url, 'school', CAPTCHA));

  const items = (await centre.get<Item[]>(SUMMARY)).data;
  console.log(`  ${''.padEnd(9)} the bureau's to-do items: ${items.map((item) => `${item.key} ${item.count}`).join(', ')}`);
  report(engine, 'SummaryCold', 'the bureau’s to-do summary, cold (after a write)', await coldSummaries(centre, 20), 100);
  report(engine, 'SummaryWarm', 'the bureau’s to-do summary, warm (kept)', await timed([() => centre.get(SUMMARY)], 40), 100);
  report(engine, 'SchoolSummaryCold', 'a school’s to-do summary, cold', await coldSummaries(school, 10), 100);

  // 开户统计, over the district: as the bureau and as the bank (the tenant)
  for (const [who, api] of [
    ['Bureau', centre],
    ['Bank', bank],
  ] as const) {
    report(
      engine,
      `${who}OpeningSchool`,
      `开户统计 学校开户统计 as the ${who.toLowerCase()} (every month)`,
      await timed([() => api.get(`${O}/school`)], 10),
      200,
    );
    report(engine, `${who}OpeningCard`, `开户统计 开卡统计 as the ${who.toLowerCase()} (12 months)`, await timed([() => api.get(`${O}/card`)], 10), 200);
    report(
      engine,
      `${who}OpeningRecharge`,
      `开户统计 充值统计 as the ${who.toLowerCase()} (12 months)`,
      await timed([() => api.get(`${O}/recharge`)], 10),
      200,
    );
    report(
      engine,
      `${who}OpeningDetail`,
      `开户统计 开户明细 as the ${who.toLowerCase()} (pages 1 and 5; a name; lost cards)`,
      await timed(
        [
          () => api.get(`${O}/detail/list`, { current: '1', size: '20' }),
          () => api.get(`${O}/detail/list`, { current: '5', size: '20' }),
          () => api.get(`${O}/detail/list`, { current: '1', size: '20', name: '王伟' }),
          () => api.get(`${O}/detail/list`, { current: '1', size: '20', cardStatus: '2' }),
        ],
        5,
      ),
      200,
    );
  }

  // 食堂供餐 as the bureau: the default 30 days and the year
  const today = (await centre.get<{ today: string }>(`${M}/overview`)).data.today;
  const year = { startDate: new Date(Date.parse(`${today}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10), endDate: today };
  report(engine, 'MealsOverview', '食堂供餐 供餐概况 (today, week, month, 30 days, every canteen)', await timed([() => centre.get(`${M}/overview`)], 10), 200);
  report(engine, 'MealsDiners30', '食堂供餐 就餐人数统计 (30 days by day)', await timed([() => centre.get(`${M}/diners`)], 10), 200);
  report(
    engine,
    'MealsDinersYear',
    '食堂供餐 就餐人数统计 (the year by month)',
    await timed([() => centre.get(`${M}/diners`, { ...year, by: 'month' })], 5),
    200,
  );
  report(engine, 'MealsMeals30', '食堂供餐 餐次统计 (30 days)', await timed([() => centre.get(`${M}/meals`)], 10), 200);
  report(engine, 'MealsMealsYear', '食堂供餐 餐次统计 (the year)', await timed([() => centre.get(`${M}/meals`, year)], 5), 200);
  report(engine, 'MealsRanking30', '食堂供餐 食堂排名 (30 days)', await timed([() => centre.get(`${M}/ranking`)], 10), 200);
  report(engine, 'MealsRankingYear', '食堂供餐 食堂排名 (the year)', await timed([() => centre.get(`${M}/ranking`, year)], 5), 200);

  if (databaseUrl) {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<Record<string, string>>(
        `SELECT (SELECT count(*) FROM dept WHERE tenant_id = '100001' AND dept_category = 2 AND is_deleted = 0)::text AS schools,
                (SELECT count(*) FROM dept WHERE tenant_id = '100001' AND dept_category = 3 AND is_deleted = 0)::text AS canteens,
                (SELECT count(*) FROM sys_personnel)::text AS diners, (SELECT count(*) FROM sys_card)::text AS cards,
                (SELECT count(*) FROM sys_wallet_txn)::text AS "walletRows"`,
      );
      console.log(
        `  ${''.padEnd(9)} data: ${Object.entries(rows[0]!)
          .map(([name, count]) => `${Number(count).toLocaleString('en')} ${name}`)
          .join(', ')}`,
      );
      for (const [name, count] of Object.entries(rows[0]!)) figures[`postgres${name[0]!.toUpperCase()}${name.slice(1)}`] = Number(count);
      // the figures against direct counts: the year's meals of the district, the accounts opened, the recharges of the 12 months
      const ranking = (await centre.get<{ rows: { canteenId: string; meals: number }[] }>(`${M}/ranking`, year)).data.rows;
      const { rows: meals } = await db.query<{ meals: string }>(
        `SELECT count(*)::text AS meals FROM sys_wallet_txn t JOIN sys_personnel p ON p.id = t.personnel_id
           LEFT JOIN face_device d ON d.sn = t.device_sn LEFT JOIN canteen_window w ON w.id = t.window_id
          WHERE t.type = 'CONSUME' AND COALESCE(d.canteen_id, w.canteen_id, p.canteen_id) = ANY($2::bigint[])
            AND t.create_time >= ($1::date::timestamp AT TIME ZONE $3) AND NOT EXISTS (SELECT 1 FROM sys_wallet_txn r WHERE r.reverses_id = t.id)`,
        [year.startDate, ranking.map((row) => row.canteenId), ZONE],
      );
      const served = ranking.reduce((sum, row) => sum + row.meals, 0);
      const bySchool = (await centre.get<{ schoolId: string; accounts: number }[]>(`${O}/school`)).data;
      const opened = bySchool.reduce((sum, row) => sum + row.accounts, 0);
      const { rows: accounts } = await db.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM sys_personnel WHERE is_deleted = 0 AND school_id = ANY($1::bigint[])`,
        [bySchool.map((row) => row.schoolId)],
      );
      console.log(
        `  ${''.padEnd(9)} the year's meals: 食堂排名 ${served.toLocaleString('en')}, counted directly ${Number(meals[0]!.meals).toLocaleString('en')}`,
      );
      console.log(`  ${''.padEnd(9)} accounts: 学校开户统计 ${opened.toLocaleString('en')}, counted directly ${Number(accounts[0]!.n).toLocaleString('en')}`);
      if (served !== Number(meals[0]!.meals)) problems.push(`食堂排名 counts ${served} meals, the table ${meals[0]!.meals}`);
      if (opened !== Number(accounts[0]!.n)) problems.push(`学校开户统计 counts ${opened} accounts, the table ${accounts[0]!.n}`);
    } finally {
      await db.end();
    }
  }
}

if (process.argv.includes('--fresh')) rmSync(CACHE, { recursive: true, force: true });
mkdirSync(CACHE, { recursive: true });
const madeFile = path.join(CACHE, 'made.json');
const madeTimes = existsSync(madeFile) ? (JSON.parse(readFileSync(madeFile, 'utf8')) as Record<string, number>) : {};
// the simulators off: the seeds' records are the data; the test routes on for the write that makes the summary cold
const env = {
  CAPTCHA_FIXED_CODE: CAPTCHA,
  SEED_DEMO: '1',
  TEST_SUPPORT: '1',
  COLD_CHAIN_LOGGER_MINUTES: '0',
  KITCHEN_EVENT_MINUTES: '0',
  SEED_BENCH_LEDGERS: '1',
  SEED_BENCH_HOMES: '1',
};
console.log(
  `\nThe home pages at scale (load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')})`,
);

if (!process.argv.includes('--postgres-only')) {
  const dataDir = path.join(CACHE, 'pglite');
  const fresh = !existsSync(dataDir);
  const lite = await startServer({ ...env, DATA_DIR: dataDir, SEED_BENCH_SUPPLY: '10', PORT: '18626' }, '/api/health');
  if (fresh) madeTimes.pgliteMadeS = Math.round(lite.readyMs / 1000);
  console.log(`  pglite    1/10 scale (50 schools, 90 canteens): ${fresh ? `data made in ${(lite.readyMs / 1000).toFixed(0)} s` : 'data reused'}`);
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
    const server = await startServer({ ...env, DATABASE_URL: cluster.url, SEED_BENCH_SUPPLY: '1', PORT: '18627' }, '/api/health');
    if (cluster.made) madeTimes.postgresMadeS = Math.round(server.readyMs / 1000);
    // data just loaded in bulk has no visibility map yet, as a district's year long vacuumed has (quick when nothing changed)
    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    await db.query('VACUUM (ANALYZE)').finally(() => db.end());
    console.log(`  postgres  full scale (500 schools, 900 canteens): ${cluster.made ? `data made in ${(server.readyMs / 1000).toFixed(0)} s` : 'data reused'}`);
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
const resultsFile = path.join(root, 'bench/results/homes.json');
// a run of one engine (--pglite-only, --postgres-only) keeps the other engine's last figures
const kept = process.argv.some((arg) => arg.endsWith('-only')) && existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as object) : {};
writeFileSync(resultsFile, `${JSON.stringify({ ...kept, date: new Date().toISOString(), loadAverage: os.loadavg()[0]!.toFixed(2), ...figures }, null, 2)}\n`);
if (problems.length) throw new Error(`wrong figures: ${problems.join('; ')}`);
