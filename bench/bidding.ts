// `npm run bench:bidding`: tenders at scale, on PGlite and on PostgreSQL (when its binaries are present). A
// bench-only seed (SEED_BENCH_BIDDING=1) adds 20,000 tenders with 200,000 sign-ups, one tender ready to open
// with 50 bids of 100 goods lines, and 100 tenders awaiting approval. Measured through the real API:
// - the tenderer's list filtered by state and title (p50/p95; budget p95 ≤ 50 ms on PostgreSQL, and no full
//   scan of the tenders or sign-ups while it runs);
// - opening that tender, and ranking it when the last of three experts submits (budget ≤ 300 ms each);
// - two approvers deciding each of the 100 tenders at the same moment (budget: 0 double transitions).
// Prints figures and budgets; writes bench/results/bidding.json.
import pg from 'pg';
import { onBothEngines } from './engines.ts';
import { percentile, signInToken } from './server-process.ts';

const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const CAPTCHA = 'bench-ok';
const B = '/api/rabbit-backendBidding/bidding';
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
type Envelope<T> = { code: number; msg: string; data: T };

const token = (url: string, username: string) => signInToken(url, username, CAPTCHA);

function client(url: string, access: string) {
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${access}` };
  return {
    get: async <T>(route: string, query: Record<string, string> = {}) =>
      (await (await fetch(`${url}${route}?${new URLSearchParams(query)}`, { headers })).json()) as Envelope<T>,
    post: async <T>(route: string, body: unknown) =>
      (await (
        await fetch(`${url}${route}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })
      ).json()) as Envelope<T>,
  };
}

/** The list as a tenderer filters it: each state, with and without a title, three pages deep. */
async function listTimes(url: string, access: string, rounds: number): Promise<number[]> {
  const api = client(url, access);
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1)
    for (let progress = 3; progress <= 10; progress += 1)
      for (const title of ['', '大米', '猪肉集中', '蔬菜年度配送1'])
        for (const current of ['1', '2', '3']) {
          const started = performance.now();
          const answer = await api.get<{ total: number }>(`${B}/list`, { biddingProgress: String(progress), title, current, size: '10' });
          times.push(performance.now() - started);
          if (answer.code !== 200) throw new Error(`list refused: ${answer.msg}`);
        }
  return times;
}

async function seqScans(databaseUrl: string): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ seq: string }>(
      `SELECT sum(seq_scan)::text AS seq FROM pg_stat_user_tables WHERE relname IN ('bidding', 'supplier_sign_up')`,
    );
    return Number(rows[0]?.seq ?? 0);
  } finally {
    await db.end();
  }
}

/** Opens the 50-bid tender, then three experts score it; the last submission ranks it. */
async function openAndRank(url: string): Promise<{ openMs: number; rankMs: number; bids: number }> {
  const centre = client(url, await token(url, 'centre'));
  const found = (await centre.get<{ records: { id: string }[] }>(`${B}/list`, { title: '压测：50家投标', biddingProgress: '5' })).data.records[0];
  if (!found) throw new Error('the bench tender to open is missing (SEED_BENCH_BIDDING)');
  let started = performance.now();
  const opened = await centre.get<{ bids: { myBiddingId: string; status: number }[] }>(`${B}/project/opening`, { id: found.id });
  const openMs = performance.now() - started;
  if (opened.code !== 200) throw new Error(`opening refused: ${opened.msg}`);
  const bids = opened.data.bids.filter((bid) => bid.status === 1);
  let rankMs = 0;
  for (const [index, expert] of ['expert', 'expert2', 'expert3'].entries()) {
    const api = client(url, await token(url, expert));
    const scores = bids.map((bid, at) => ({ myBiddingId: bid.myBiddingId, items: [{ code: 'quality', score: 30 + ((at * 7 + index) % 30) }] }));
    started = performance.now();
    const answer = await api.post<{ ranked: boolean }>('/api/rabbit-evaluationBidding/evaluationBidding/submit', {
      biddingId: found.id,
      avoidanceConfirmed: true,
      final: true,
      scores,
    });
    if (answer.code !== 200) throw new Error(`scoring refused: ${answer.msg}`);
    if (index === 2) {
      rankMs = performance.now() - started;
      if (!answer.data.ranked) throw new Error('the last expert’s submission did not rank the bids');
    }
  }
  return { openMs, rankMs, bids: bids.length };
}

/** Two approvers decide each waiting tender at the same moment; counts tenders decided twice. */
async function race(url: string): Promise<{ tenders: number; doubles: number; losers: number }> {
  const [first, second] = [client(url, await token(url, 'approver')), client(url, await token(url, 'approver2'))];
  const waiting = (await first.get<{ records: { id: string }[] }>(`${B}/allList`, { biddingProgress: '1', title: '压测：审批竞争', size: '200' })).data.records;
  let doubles = 0;
  let losers = 0;
  for (const { id } of waiting) {
    const answers = await Promise.all([
      first.post(`${B}/issue`, { id, pass: true, opinion: '同意' }),
      second.post(`${B}/issue`, { id, pass: false, opinion: '驳回' }),
    ]);
    const won = answers.filter((answer) => answer.code === 200).length;
    losers += answers.filter((answer) => answer.msg === '该招标已被其他人处理，请刷新').length;
    const decisions = (await first.get<{ action: string }[]>(`${B}/auditList`, { biddingId: id })).data.filter((row) =>
      ['approved', 'rejected'].includes(row.action),
    );
    if (won !== 1 || decisions.length !== 1) doubles += 1;
  }
  return { tenders: waiting.length, doubles, losers };
}

const figures: Record<string, number> = {};
async function measure(engine: string, url: string, databaseUrl?: string) {
  const access = await token(url, 'centre');
  await listTimes(url, access, 1);
  const before = databaseUrl ? await seqScans(databaseUrl) : 0;
  const times = await listTimes(url, access, 3);
  const scans = databaseUrl ? (await seqScans(databaseUrl)) - before : undefined;
  const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
  figures[`${engine}ListP50Ms`] = Math.round(p50 * 10) / 10;
  figures[`${engine}ListP95Ms`] = Math.round(p95 * 10) / 10;
  const budget = engine === 'postgres' ? `  budget p95 50 ms  ${verdict(p95 <= 50)}` : '';
  console.log(`  ${engine.padEnd(9)} list by state and title: ${times.length} requests  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms${budget}`);
  if (scans !== undefined) {
    figures.postgresSeqScans = scans;
    console.log(`  ${''.padEnd(9)} full scans of bidding and supplier_sign_up meanwhile: ${scans} ${scans === 0 ? '(index scans only)' : '(SHOULD BE 0)'}`);
  }
  const { openMs, rankMs, bids } = await openAndRank(url);
  figures[`${engine}OpeningMs`] = Math.round(openMs);
  figures[`${engine}RankingMs`] = Math.round(rankMs);
  console.log(
    `  ${''.padEnd(9)} opening ${bids} bids × 100 lines: ${openMs.toFixed(0)} ms  ${verdict(openMs <= 300)};  ranking at the last score: ${rankMs.toFixed(0)} ms  ${verdict(rankMs <= 300)}`,
  );
  const raced = await race(url);
  figures[`${engine}RaceDoubles`] = raced.doubles;
  console.log(
    `  ${''.padEnd(9)} two approvers racing over ${raced.tenders} tenders: ${raced.doubles} decided twice, ${raced.losers} told 已被其他人处理  ${verdict(raced.doubles === 0 && raced.tenders === 100)}`,
  );
}

console.log('\nTenders at scale (20,000 tenders, 200,000 sign-ups)');
await onBothEngines({ name: 'bidding', env: { CAPTCHA_FIXED_CODE: CAPTCHA, SEED_BENCH_BIDDING: '1' }, ports: ['18594', '18595'], figures, measure });
