// `npm run bench:supply`: the supply chain at the scale of a district's year, on PostgreSQL (when its binaries are
// here) and on PGlite at a tenth of it. A bench-only seed (SEED_BENCH_SUPPLY, server/seed/bench-supply-seed.ts) makes
// the data once into folders of the bench's own under .cache/bench-supply/ — a PostgreSQL 15 cluster (500 canteens,
// ≈150,000 orders, 1.5 million lines, 3 million stock movements) and an embedded data folder (SEED_BENCH_SUPPLY=10:
// 50 canteens, ≈15,000 orders) — and every later run reuses them (`-- --fresh` makes them again). Never part of
// `npm test`. Measured through the real server over HTTP, the demo canteen's keeper (`canteen`, one of the 500
// canteens), 鲜丰 (`supplier`, one of 50 suppliers) and the education bureau (`centre`, the whole district):
// - the canteen's and the supplier's order lists, the first page and filtered by state (budget p95 ≤ 50 ms on PostgreSQL);
// - 配送监管, the first pages and filtered pages (budget p95 ≤ 50 ms on PostgreSQL);
// - a batch's trace: the batch's ledger, GET stock/ledger (its movements and their sum; budget ≤ 100 ms);
// - the canteen's stock on hand, GET stock/list (budget ≤ 50 ms);
// - 100 issues (出库) of one batch at once, more than it holds: 0 lost updates, never below zero, the ledger summing to
//   the balance afterwards. A wrong figure there makes the bench fail, not print.
// `-- --postgres-only` or `-- --pglite-only` measures one engine. Prints figures and budgets; writes bench/results/supply.json.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresAvailable } from '../tests/api/support/pg-cluster.ts';
import { client, keptCluster, timed, type Api } from './at-scale.ts';
import { percentile, signInToken, startServer } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const CACHE = path.join(root, '.cache/bench-supply');
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const CAPTCHA = 'bench-ok';
const S = '/api/rabbit-supply';
const CONCURRENT = 100;
/** A supplier account's access token (the supplier sign-in: User-Type supplier, type 1). */
async function supplierToken(url: string, username: string): Promise<string> {
  const captcha = (await (await fetch(`${url}/api/rabbit-auth/oauth/captcha`, { headers: { Authorization: BASIC } })).json()) as { key: string };
  const res = await fetch(`${url}/api/rabbit-auth/oauth/token`, {
    method: 'POST',
    headers: {
      Authorization: BASIC,
      'Tenant-Id': '100001',
      'Captcha-Key': captcha.key,
      'Captcha-Code': CAPTCHA,
      'User-Type': 'supplier',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ tenantId: '100001', username, password: 'Demo1234', grant_type: 'captcha', scope: 'all', type: '1' }),
  });
  const { access_token: token } = (await res.json()) as { access_token?: string };
  if (!token) throw new Error(`${username} could not sign in`);
  return token;
}

const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
interface Batch {
  id: string;
  goodsCode: string;
  onHand: number;
  expired: boolean;
}
interface Ledger {
  batch: Batch;
  movements: { quantity: number }[];
  sum: number;
}

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
  const supplier = client(url, await supplierToken(url, 'supplier'));
  const centre = client(url, await signInToken(url, 'centre', CAPTCHA));

  // order lists: the first page of 20 (every state) and filtered by state, as the canteen and as its supplier
  const list = (api: Api, status: number) => () => api.get(`${S}/order/list`, { current: '1', size: '20', ...(status < 0 ? {} : { status: String(status) }) });
  report(engine, 'CanteenOrders', 'the canteen’s orders (all; 已提交; 已验收)', await timed([list(canteen, -1), list(canteen, 1), list(canteen, 6)]), 50);
  report(engine, 'SupplierOrders', 'the supplier’s orders (all; 已提交; 已确认)', await timed([list(supplier, -1), list(supplier, 1), list(supplier, 2)]), 50);

  // 配送监管 as the bureau: the first page and the third, one supplier's month, and the month's late and cold-chain orders
  const today = (await canteen.get<{ today: string }>(`${S}/catalogue`)).data.today;
  const monthAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
  const fresh = (await supplier.get<{ records: { supplierId: string }[] }>(`${S}/order/list`, { size: '1' })).data.records[0]?.supplierId ?? '';
  const month = { startDate: monthAgo, endDate: today };
  const deliveries = (query: Record<string, string>) => () => centre.get(`${S}/supervision/delivery/list`, { current: '1', size: '10', ...query });
  report(engine, 'SupervisionPages', '配送监管 pages (1st, 3rd)', await timed([deliveries({}), deliveries({ current: '3' })]), 50);
  report(
    engine,
    'SupervisionFiltered',
    '配送监管 filtered (a supplier’s month; the month’s late orders; its emergency purchases)',
    await timed([deliveries({ ...month, supplierId: fresh }), deliveries({ ...month, issue: 'late' }), deliveries({ ...month, issue: 'emergency' })]),
    50,
  );
  // the findings read from each order's lines, readings and inspections: every order of the range is looked into
  report(
    engine,
    'SupervisionFindings',
    '配送监管 the month’s cold-chain excursions; its refused lines',
    await timed([deliveries({ ...month, issue: 'coldChain' }), deliveries({ ...month, issue: 'refused' })], 10),
    50,
  );
  report(engine, 'SupervisionSummary', '配送监管 counts over the month', await timed([() => centre.get(`${S}/supervision/delivery/summary`, month)], 10));

  // a batch's trace: its ledger, for batches used up and batches on hand (ids from the canteen's movements)
  const movements = (await canteen.get<{ batchId: string }[]>(`${S}/stock/movements`)).data;
  const onHand = (await canteen.get<Batch[]>(`${S}/stock/list`)).data;
  const batchIds = [...new Set([...movements.map((row) => row.batchId), ...onHand.map((row) => row.id)])].filter((_, index) => index % 7 === 0).slice(0, 20);
  report(
    engine,
    'BatchTrace',
    `a batch’s ledger (stock/ledger, ${batchIds.length} batches)`,
    await timed(
      batchIds.map((id) => () => canteen.get(`${S}/stock/ledger`, { id })),
      5,
    ),
    100,
  );
  const goodsCode = onHand[0]?.goodsCode ?? '';
  report(
    engine,
    'StockOnHand',
    `the canteen’s stock on hand (stock/list: ${onHand.length} batches; one goods)`,
    await timed([() => canteen.get(`${S}/stock/list`), () => canteen.get(`${S}/stock/list`, { goodsCode })]),
    50,
  );

  // 100 issues of one batch at once, asking for more than it holds
  const counting = new Set(
    (await canteen.get<{ status: number; goodsCodes: string[] }[]>(`${S}/stocktake/list`)).data
      .filter((row) => row.status === 0)
      .flatMap((row) => row.goodsCodes),
  );
  const target = onHand.filter((row) => !row.expired && !counting.has(row.goodsCode) && row.onHand >= 80).sort((a, b) => b.onHand - a.onHand)[0];
  if (!target) throw new Error('no batch of the demo canteen left to issue from: make the data again (npm run bench:supply -- --fresh)');
  const ledger = async () => (await canteen.get<Ledger>(`${S}/stock/ledger`, { id: target.id })).data;
  const before = await ledger();
  const quantity = Math.floor(before.batch.onHand / 80);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: CONCURRENT }, () =>
      canteen.post(`${S}/stock/issue`, { meal: 2, purpose: '压测：并发出库', lines: [{ batchId: target.id, quantity }] }),
    ),
  );
  const wallMs = performance.now() - started;
  const after = await ledger();
  const taken = answers.filter((answer) => answer.code === 200).length;
  const short = answers.filter((answer) => answer.msg === '库存不足').length;
  const expected = Math.min(CONCURRENT, Math.floor(before.batch.onHand / quantity));
  const lost = Math.abs(before.batch.onHand - taken * quantity - after.batch.onHand) / quantity;
  const problems = [
    taken !== expected && `${taken} issues taken, ${expected} expected`,
    taken + short !== CONCURRENT && `${CONCURRENT - taken - short} answered neither taken nor 库存不足`,
    lost !== 0 && `${lost} lost updates (on hand ${after.batch.onHand}, expected ${before.batch.onHand - taken * quantity})`,
    after.batch.onHand < 0 && `on hand below zero (${after.batch.onHand})`,
    after.sum !== after.batch.onHand && `the ledger sums to ${after.sum}, the balance is ${after.batch.onHand}`,
    after.movements.length - before.movements.length !== taken && `${after.movements.length - before.movements.length} movements written for ${taken} issues`,
  ].filter(Boolean);
  figures[`${engine}IssuesTaken`] = taken;
  figures[`${engine}IssuesShort`] = short;
  figures[`${engine}IssuesLostUpdates`] = lost;
  figures[`${engine}IssuesMs`] = Math.round(wallMs);
  console.log(
    `  ${''.padEnd(9)} ${CONCURRENT} issues of ${quantity} from one batch of ${before.batch.onHand} at once (${wallMs.toFixed(0)} ms): ${taken} taken, ${short} 库存不足, ` +
      `${lost} lost updates, on hand ${after.batch.onHand} = the ledger's sum ${after.sum}  ${verdict(problems.length === 0)}`,
  );
  if (problems.length) throw new Error(`concurrent issues on ${engine}: ${problems.join('; ')}`);

  if (databaseUrl) {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<Record<string, string>>(
        `SELECT (SELECT count(*) FROM dept WHERE dept_category = 3 AND tenant_id = '100001')::text AS canteens,
                (SELECT count(*) FROM supply_order)::text AS orders, (SELECT count(*) FROM supply_order_line)::text AS lines,
                (SELECT count(*) FROM stock_batch)::text AS batches, (SELECT count(*) FROM stock_movement)::text AS movements,
                (SELECT count(*) FROM supply_delivery)::text AS deliveries, (SELECT count(*) FROM supply_acceptance)::text AS acceptances`,
      );
      const { rows: off } = await db.query<{ off: string }>(
        `SELECT count(*)::text AS off FROM stock_balance s
          WHERE s.on_hand < 0 OR s.on_hand <> (SELECT COALESCE(sum(m.quantity), 0) FROM stock_movement m WHERE m.batch_id = s.batch_id)`,
      );
      console.log(
        `  ${''.padEnd(9)} data: ${Object.entries(rows[0]!)
          .map(([name, count]) => `${Number(count).toLocaleString('en')} ${name}`)
          .join(', ')}`,
      );
      console.log(`  ${''.padEnd(9)} balances below zero or not the sum of their movements: ${off[0]!.off}`);
      for (const [name, count] of Object.entries(rows[0]!)) figures[`postgres${name[0]!.toUpperCase()}${name.slice(1)}`] = Number(count);
      if (off[0]!.off !== '0') throw new Error(`${off[0]!.off} balances are not the sum of their movements`);
      // 配送监管's total reads the orders counted ahead by school, canteen and month (migration 036): each the count of its orders
      const { rows: tally } = await db.query<{ off: string }>(
        `SELECT count(*)::text AS off FROM supply_order_tally t FULL JOIN (
           SELECT tenant_id, school_id, canteen_id, date_trunc('month', delivery_date::timestamp)::date AS month, count(*)::int AS orders
             FROM supply_order WHERE status <> 0 GROUP BY 1, 2, 3, 4) o USING (tenant_id, school_id, canteen_id, month)
          WHERE COALESCE(t.orders, 0) <> COALESCE(o.orders, 0)`,
      );
      console.log(`  ${''.padEnd(9)} 配送监管's counts ahead (supply_order_tally) not the number of their orders: ${tally[0]!.off}`);
      if (tally[0]!.off !== '0') throw new Error(`${tally[0]!.off} of 配送监管's counts ahead are not the number of their orders`);
    } finally {
      await db.end();
    }
  }
}

if (process.argv.includes('--fresh')) rmSync(CACHE, { recursive: true, force: true });
mkdirSync(CACHE, { recursive: true });
const made = (file: string): Record<string, number> => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {});
const madeFile = path.join(CACHE, 'made.json');
const madeTimes = made(madeFile);
// the cold-chain logger simulator off: the seed's readings and alerts are the data, and a first read does not write
// 48 hours of readings for every delivery on the road
const env = { CAPTCHA_FIXED_CODE: CAPTCHA, SEED_DEMO: '1', COLD_CHAIN_LOGGER_MINUTES: '0' };
const skipLite = process.argv.includes('--postgres-only');
console.log(
  `\nThe supply chain at scale (load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')})`,
);

if (!skipLite) {
  const dataDir = path.join(CACHE, 'pglite');
  const fresh = !existsSync(dataDir);
  const lite = await startServer({ ...env, DATA_DIR: dataDir, SEED_BENCH_SUPPLY: '10', PORT: '18622' }, '/api/health');
  if (fresh) madeTimes.pgliteMadeS = Math.round(lite.readyMs / 1000);
  console.log(`  pglite    1/10 scale (50 canteens, ≈15,000 orders): ${fresh ? `data made in ${(lite.readyMs / 1000).toFixed(0)} s` : 'data reused'}`);
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
    const server = await startServer({ ...env, DATABASE_URL: cluster.url, SEED_BENCH_SUPPLY: '1', PORT: '18623' }, '/api/health');
    if (cluster.made) madeTimes.postgresMadeS = Math.round(server.readyMs / 1000);
    // a district's year has long been vacuumed by autovacuum when it is read; data just loaded in bulk has not (no
    // visibility map: the sets of findings, a few thousand inspections, are read from the heap instead of their index)
    if (cluster.made) {
      const db = new pg.Client({ connectionString: cluster.url });
      await db.connect();
      await db.query('VACUUM (ANALYZE)').finally(() => db.end());
    }
    console.log(
      `  postgres  full scale (500 canteens, ≈150,000 orders): ${cluster.made ? `data made in ${(server.readyMs / 1000).toFixed(0)} s (budget 600 s)` : 'data reused'}`,
    );
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
  path.join(root, 'bench/results/supply.json'),
  `${JSON.stringify({ date: new Date().toISOString(), loadAverage: os.loadavg()[0]!.toFixed(2), ...figures }, null, 2)}\n`,
);
