// The money part of `npm run bench:personnel-cards`, on PostgreSQL only: two server instances on one database take
// BENCH_CONSUMPTIONS (1,000) consumptions at once — the same amount from each of 20 wallets, more than some wallets
// hold — plus 100 of the same requests again through the other instance. Because every consumption takes the same
// amount, how many of a wallet's succeed does not depend on their order: floor(balance / amount), at most its share.
// The database is then read directly: each wallet lost exactly what its successes took (0 lost updates), each
// repeated request made no second row, and every balance is the sum of its transactions.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DINER_SCHOOLS } from '../server/seed/system-personnel-seed.ts';
import { percentile, signInToken, startServer } from './server-process.ts';

const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const COUNT = Number(process.env.BENCH_CONSUMPTIONS ?? 1000);
const WALLETS = 20;
const REPEATS = 100;
/** fen per consumption; each wallet is topped up to TARGET, so the later ones of a wallet find 余额不足 */
const AMOUNT = 300;
const TARGET = 12_000;

interface Answer {
  code: number;
  msg: string;
  data?: { id: string };
}

async function post(url: string, access: string, body: unknown): Promise<{ answer: Answer; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${url}/api/test/wallet`, {
    method: 'POST',
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${access}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { answer: (await res.json()) as Answer, ms: performance.now() - started };
}

const balances = async (db: pg.Client, ids: string[]) =>
  new Map(
    (
      await db.query<{ id: string; total: number }>(
        'SELECT personnel_id::text AS id, (cash + subsidy)::int AS total FROM sys_wallet WHERE personnel_id = ANY($1::bigint[])',
        [ids],
      )
    ).rows.map((row) => [row.id, row.total]),
  );

export async function concurrentConsumptions(
  first: string,
  databaseUrl: string,
  env: Record<string, string>,
  port: string,
  captcha: string,
  figures: Record<string, number>,
): Promise<void> {
  const second = await startServer({ ...env, DATABASE_URL: databaseUrl, PORT: port }, '/api/health');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const urls = [first, second.url];
    const tokens = await Promise.all(urls.map((url) => signInToken(url, 'school', captcha)));
    const { rows } = await db.query<{ id: string }>(
      `SELECT p.id::text FROM sys_personnel p JOIN sys_wallet w ON w.personnel_id = p.id
        WHERE p.school_id = $1 AND p.is_deleted = 0 AND p.status = 1 ORDER BY p.id LIMIT ${WALLETS}`,
      [DINER_SCHOOLS[0].school],
    );
    const ids = rows.map((row) => row.id);
    // top up (not timed): every wallet holds at least TARGET, some wallets a little more
    for (const [id, total] of await balances(db, ids)) {
      const topUp = TARGET - total + (Number(id.slice(-1)) % 3) * AMOUNT;
      if (topUp > 0) {
        const { answer } = await post(first, tokens[0]!, { personnelId: id, type: 'RECHARGE', amount: topUp, requestId: randomUUID() });
        if (answer.code !== 200) throw new Error(`top-up refused: ${answer.msg}`);
      }
    }
    const before = await balances(db, ids);
    const requests = Array.from({ length: COUNT }, (_, n) => ({
      personnelId: ids[n % ids.length]!,
      type: 'CONSUME',
      amount: AMOUNT,
      dinnerType: 2,
      requestId: randomUUID(),
    }));
    // the repeats go through the other instance than their first sending, at the same time
    const sends = [...requests.map((body, n) => ({ body, via: n % 2 })), ...requests.slice(0, REPEATS).map((body, n) => ({ body, via: (n + 1) % 2 }))];

    const started = performance.now();
    const answers = await Promise.all(sends.map(({ body, via }) => post(urls[via]!, tokens[via]!, body)));
    const seconds = (performance.now() - started) / 1000;

    const refused = answers.filter(({ answer }) => answer.code !== 200);
    const unexpected = refused.filter(({ answer }) => answer.msg !== '余额不足');
    if (unexpected.length) throw new Error(`${unexpected.length} refused for another reason, e.g. ${unexpected[0]!.answer.code} ${unexpected[0]!.answer.msg}`);
    // a repeat answers the first sending's row (or 余额不足 when that one found the wallet short)
    for (let n = 0; n < REPEATS; n += 1) {
      const [one, two] = [answers[n]!.answer, answers[COUNT + n]!.answer];
      if (one.code !== two.code || one.data?.id !== two.data?.id) throw new Error(`request ${requests[n]!.requestId}: two answers differ`);
    }
    const after = await balances(db, ids);
    const { rows: made } = await db.query<{ id: string; rows: number; ids: number }>(
      `SELECT personnel_id::text AS id, count(*)::int AS rows, count(DISTINCT request_id)::int AS ids FROM sys_wallet_txn
        WHERE request_id = ANY($1::text[]) GROUP BY personnel_id`,
      [requests.map((request) => request.requestId)],
    );
    const madeOf = new Map(made.map((row) => [row.id, row]));
    let lost = 0;
    let succeeded = 0;
    for (const id of ids) {
      const share = requests.filter((request) => request.personnelId === id).length;
      const expected = Math.min(share, Math.floor(before.get(id)! / AMOUNT));
      const got = madeOf.get(id) ?? { rows: 0, ids: 0 };
      if (got.rows !== got.ids) throw new Error(`wallet ${id}: a repeated request made a second row`);
      if (got.rows !== expected || after.get(id) !== before.get(id)! - expected * AMOUNT) lost += 1;
      succeeded += got.rows;
    }
    const { rows: mismatches } = await db.query(
      `SELECT 1 FROM sys_wallet w LEFT JOIN (SELECT personnel_id, sum(cash_amount) AS c, sum(subsidy_amount) AS s FROM sys_wallet_txn GROUP BY personnel_id) t
          ON t.personnel_id = w.personnel_id WHERE w.cash <> COALESCE(t.c, 0) OR w.subsidy <> COALESCE(t.s, 0)`,
    );
    const p95 = percentile(
      answers.map(({ ms }) => ms),
      95,
    );
    figures.postgresConsumptions = COUNT;
    figures.postgresConsumptionsSucceeded = succeeded;
    figures.postgresConsumptionsPerSecond = Math.round(sends.length / seconds);
    figures.postgresConsumptionP95Ms = Math.round(p95);
    figures.postgresConsumptionWalletsWrong = lost;
    figures.postgresWalletMismatches = mismatches.length;
    console.log(
      `  postgres  ${COUNT} consumptions + ${REPEATS} repeats at once on two instances in ${seconds.toFixed(1)} s (${figures.postgresConsumptionsPerSecond}/s, p95 ${p95.toFixed(0)} ms): ` +
        `${succeeded} taken, ${refused.length} 余额不足; wallets off by a lost update: ${lost}; balances ≠ Σ transactions: ${mismatches.length}`,
    );
    if (lost || mismatches.length) throw new Error('money went wrong under concurrency');
  } finally {
    await db.end();
    await second.stop();
  }
}
