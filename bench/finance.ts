// `npm run bench:finance`: the books at the scale of a district's year, on PostgreSQL (when its binaries are here) and
// on PGlite at a tenth of the books. The bench's district (SEED_BENCH_FINANCE, server/seed/bench-finance-seed.ts: 500
// schools' books, 3,000 posted vouchers each over the twelve months up to the app clock, 1.5 million vouchers and 3
// million lines), made once into folders of the bench's own under .cache/bench-finance/ and reused (`-- --fresh` makes
// them again). Never part of `npm test`. Measured through the real server over HTTP as the education bureau (`centre`,
// reading the schools' books) and the first bench school's keeper (`benchacct`):
// - a subject's 明细账 for the year (银行存款 1002, ≈2,400 lines a book; budget p95 ≤ 100 ms);
// - the 科目余额表 for the year (budget p95 ≤ 200 ms);
// - a month's close (结账: every voucher posted, no number gap; budget ≤ 2 s a book), each of the eleven months before
//   this one closed in turn, then reopened in turn (反结账) so the data is reused as it was;
// - 学校账簿 of the district and 指标预警 of last month, no budget.
// `-- --postgres-only` or `-- --pglite-only` measures one engine. Prints figures and budgets; writes bench/results/finance.json.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresAvailable } from '../tests/api/support/pg-cluster.ts';
import { BENCH_FINANCE_KEEPER } from '../server/seed/bench-finance-seed.ts';
import { client, keptCluster, timed, type Api } from './at-scale.ts';
import { percentile, signInToken, startServer } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const CACHE = path.join(root, '.cache/bench-finance');
const CAPTCHA = 'bench-ok';
const F = '/api/rabbit-finance';
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
const figures: Record<string, number | string> = {};
const round1 = (value: number) => Math.round(value * 10) / 10;

function report(engine: string, key: string, title: string, times: number[], budget?: number, judge: 'p95' | 'max' = 'p95') {
  const [p50, p95, max] = [percentile(times, 50), percentile(times, 95), Math.max(...times)];
  figures[`${engine}${key}P50Ms`] = round1(p50);
  figures[`${engine}${key}P95Ms`] = round1(p95);
  if (judge === 'max') figures[`${engine}${key}MaxMs`] = round1(max);
  // the budgets are PostgreSQL's (a district's server); PGlite's figures stand beside them
  const judged = budget !== undefined && engine === 'postgres' ? `  budget ${judge} ${budget} ms  ${verdict((judge === 'max' ? max : p95) <= budget)}` : '';
  console.log(
    `  ${engine.padEnd(9)} ${title}: ${times.length} requests  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${max.toFixed(1)} ms${judged}`,
  );
}

const ok = async <T>(answer: Promise<{ code: number; msg: string; data: T }>): Promise<T> => {
  const body = await answer;
  if (body.code !== 200) throw new Error(`refused: ${body.msg}`);
  return body.data;
};

async function measure(engine: 'postgres' | 'pglite', url: string) {
  const centre = client(url, await signInToken(url, 'centre', CAPTCHA));
  const keeper = client(url, await signInToken(url, BENCH_FINANCE_KEEPER, CAPTCHA));
  const [own] = await ok(keeper.get<{ id: string; startPeriod: string }[]>(`${F}/book/list`));
  const periods = await ok(keeper.get<{ period: string; status: number }[]>(`${F}/period/list`, { bookId: own!.id }));
  const from = own!.startPeriod;
  const to = periods
    .map((row) => row.period)
    .sort()
    .at(-1)!;
  const books = (await ok(centre.get<{ schoolName: string; bookId: string | null }[]>(`${F}/supervision/books`)))
    .filter((row) => row.schoolName.startsWith('财务压测学校') && row.bookId)
    .map((row) => row.bookId!);
  const sample = books.filter((_, index) => index % Math.max(1, Math.floor(books.length / 20)) === 0).slice(0, 20);
  const bank = async (api: Api, bookId: string) =>
    (await ok(api.get<{ id: string; code: string }[]>(`${F}/subject/leaves`, { bookId, keyword: '1002' }))).find((leaf) => leaf.code === '1002')!.id;
  const subjects = await Promise.all(sample.map((bookId) => bank(centre, bookId)));

  report(
    engine,
    'LedgerYear',
    `a subject’s 明细账 for the year (1002 of ${sample.length} books, ${from} to ${to})`,
    await timed(
      sample.map((bookId, index) => () => centre.get(`${F}/ledger/detail`, { bookId, subjectId: subjects[index]!, from, to })),
      5,
    ),
    100,
  );
  report(
    engine,
    'BalanceYear',
    `the 科目余额表 for the year (${sample.length} books)`,
    await timed(
      sample.map((bookId) => () => centre.get(`${F}/ledger/balance`, { bookId, from, to })),
      5,
    ),
    200,
  );
  report(
    engine,
    'DistrictBooks',
    `学校账簿 of the district (${books.length} bench books among its schools; no budget)`,
    await timed([() => centre.get(`${F}/supervision/books`)], 10),
  );
  report(engine, 'Indicators', '指标预警 of last month (the district’s median; no budget)', await timed([() => centre.get(`${F}/supervision/indicators`)], 10));

  // 结账 of each month before this one in turn, then 反结账 back, so the next run finds the book as it was
  const toClose = periods
    .filter((row) => row.status === 0 && row.period < to)
    .map((row) => row.period)
    .sort();
  const closes: number[] = [];
  const reopens: number[] = [];
  try {
    for (const period of toClose) {
      const started = performance.now();
      await ok(keeper.post(`${F}/period/close`, { bookId: own!.id, period }));
      closes.push(performance.now() - started);
    }
  } finally {
    const closed = (await ok(keeper.get<{ period: string; status: number }[]>(`${F}/period/list`, { bookId: own!.id })))
      .filter((row) => row.status === 1 && row.period >= from)
      .map((row) => row.period)
      .sort()
      .reverse();
    for (const period of closed) {
      const started = performance.now();
      await ok(keeper.post(`${F}/period/reopen`, { bookId: own!.id, period }));
      reopens.push(performance.now() - started);
    }
  }
  if (closes.length) report(engine, 'MonthClose', `a month’s 结账 (${closes.length} months of 250 vouchers, one book)`, closes, 2000, 'max');
  if (reopens.length) report(engine, 'MonthReopen', `a month’s 反结账 (${reopens.length}; no budget)`, reopens);
}

if (process.argv.includes('--fresh')) rmSync(CACHE, { recursive: true, force: true });
mkdirSync(CACHE, { recursive: true });
const madeFile = path.join(CACHE, 'made.json');
const madeTimes = existsSync(madeFile) ? (JSON.parse(readFileSync(madeFile, 'utf8')) as Record<string, number>) : {};
// the simulators off: the seed's records are the data
const env = { CAPTCHA_FIXED_CODE: CAPTCHA, SEED_DEMO: '1', COLD_CHAIN_LOGGER_MINUTES: '0', KITCHEN_EVENT_MINUTES: '0' };
console.log(
  `\nThe books at scale (load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')})`,
);

if (!process.argv.includes('--postgres-only')) {
  const dataDir = path.join(CACHE, 'pglite');
  const fresh = !existsSync(dataDir);
  const lite = await startServer({ ...env, DATA_DIR: dataDir, SEED_BENCH_FINANCE: '10', PORT: '18634' }, '/api/health');
  if (fresh) madeTimes.pgliteMadeS = Math.round(lite.readyMs / 1000);
  console.log(`  pglite    1/10 scale (50 books): ${fresh ? `data made in ${(lite.readyMs / 1000).toFixed(0)} s` : 'data reused'}`);
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
    const server = await startServer({ ...env, DATABASE_URL: cluster.url, SEED_BENCH_FINANCE: '1', PORT: '18635' }, '/api/health');
    if (cluster.made) madeTimes.postgresMadeS = Math.round(server.readyMs / 1000);
    console.log(`  postgres  full scale (500 books): ${cluster.made ? `data made in ${(server.readyMs / 1000).toFixed(0)} s` : 'data reused'}`);
    try {
      await measure('postgres', server.url);
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
  path.join(root, 'bench/results/finance.json'),
  `${JSON.stringify({ date: new Date().toISOString(), loadAverage: os.loadavg()[0]!.toFixed(2), ...figures }, null, 2)}\n`,
);
