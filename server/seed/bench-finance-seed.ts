// The finance bench's seed (SEED_BENCH_FINANCE, never in a real installation), for `npm run bench:finance`: a
// district's year of books, generated in SQL. 500 schools under the bureau (财务压测学校1…), each with its book made as
// the finance module makes one (the seed chart, the twelve months up to the app clock's open) and 3,000 posted vouchers
// over those months — 250 a month numbered 记-0001… without a gap, each of two lines (recharges Dr 1002 / Cr 2203,
// meals Dr 2203 / Cr 4001, food bought Dr 5001 or 5002 / Cr 1002, stock Dr 1403.02 / Cr 1002): 1.5 million vouchers,
// 3 million lines. The bench's keeper `benchacct` (role school, the demo password) keeps the first school's book.
// SEED_BENCH_FINANCE=10 makes a tenth of the books (50): the embedded engine's bench. Loaded in bulk (INSERT … SELECT
// over generate_series) with the foreign-key triggers off and the lines' ledger index built after the load.
import type pg from 'pg';
import { DEPT_CATEGORY } from '../../contract/org.ts';
import { ROLE } from '../../contract/roles.ts';
import { sql } from '../platform/db/sql.ts';
import { localClock } from '../platform/db/zoned.ts';
import { BOOK_KIND, createBooks, previousMonth } from '../modules/finance/index.ts';

export const BENCH_FINANCE_BOOKS = 500;
export const BENCH_FINANCE_VOUCHERS_EACH = 3000;
export const BENCH_FINANCE_MONTHS = 12;
/** The account that keeps the first bench school's book (its month closes are measured). */
export const BENCH_FINANCE_KEEPER = 'benchacct';
const SCHOOL_PREFIX = '财务压测学校';
const n = sql.number;

/** `divisor` 1 is the full district-year, 10 a tenth of its books. */
export async function seedBenchFinance(client: pg.PoolClient, divisor: number): Promise<void> {
  const books = Math.max(1, Math.round(BENCH_FINANCE_BOOKS / divisor));
  const perMonth = BENCH_FINANCE_VOUCHERS_EACH / BENCH_FINANCE_MONTHS;
  const q = (query: string | ReturnType<typeof sql>) => client.query(query);
  const base = await client.query<{ bureau: string; school: string }>(
    sql`SELECT b.id::text AS bureau, (SELECT u.id::text FROM app_user u WHERE u.tenant_id = '100001' AND u.account = 'school') AS school
          FROM dept b WHERE b.tenant_id = '100001' AND b.dept_name = '东湖区教育局' AND b.is_deleted = 0`,
  );
  const ids = base.rows[0];
  if (!ids?.school) throw new Error('SEED_BENCH_FINANCE needs the demo data (SEED_DEMO)');
  await q(`SET LOCAL session_replication_role = replica`);
  await q(`SET LOCAL maintenance_work_mem = '256MB'`);
  await q(`SET LOCAL work_mem = '64MB'`);

  await q(
    sql`INSERT INTO dept (tenant_id, parent_id, dept_name, full_name, dept_category, sort)
     SELECT '100001', ${ids.bureau}, ${SCHOOL_PREFIX} || s, '东湖区教育局/' || ${SCHOOL_PREFIX} || s, ${n(DEPT_CATEGORY.school)}, 3000 + s FROM generate_series(1, ${n(books)}) s`,
  );
  const { rows: schools } = await client.query<{ id: string }>(
    sql`SELECT id::text FROM dept WHERE tenant_id = '100001' AND dept_name LIKE ${`${SCHOOL_PREFIX}%`} AND dept_category = ${n(DEPT_CATEGORY.school)} ORDER BY sort`,
  );
  const month = (await localClock(client)).month;
  let start = month;
  for (let index = 1; index < BENCH_FINANCE_MONTHS; index += 1) start = previousMonth(start);
  await createBooks(client, { kind: BOOK_KIND.school, ownerIds: schools.map((row) => row.id), startPeriod: start, openThrough: month });
  // the keeper of the first school's book: a school user with the demo password
  await q(
    sql`INSERT INTO app_user (tenant_id, account, password_hash, name, real_name, nick_name, phone, sex, dept_id, role_id, user_type, login_type)
        SELECT u.tenant_id, ${BENCH_FINANCE_KEEPER}, u.password_hash, '压测会计', '压测会计', '压测会计', '13900099500', 1, ${schools[0]!.id}, u.role_id, u.user_type, u.login_type
          FROM app_user u JOIN role r ON r.id = u.role_id AND r.role_alias = ${ROLE.school} WHERE u.id = ${ids.school}`,
  );

  await q(`DROP INDEX fin_voucher_line_ledger`);
  // the vouchers: book k's n-th falls in month (n − 1) / perMonth, on its day ((n − 1) mod perMonth) × 28 / perMonth;
  // its kind n mod 5, its amount spread by a hash
  await q(
    sql`CREATE TEMP TABLE bench_voucher ON COMMIT DROP AS
     SELECT nextval('entity_id_seq') AS id, b.id AS book_id, b.k, g.n, (g.n - 1) / ${n(perMonth)} AS m,
            ((g.n - 1) % ${n(perMonth)}) + 1 AS number, g.n % 5 AS kind, 1000 + (b.k * 7919 + g.n * 104729) % 500000 AS amount,
            (${`${start}-01`}::date + make_interval(months => (g.n - 1) / ${n(perMonth)}))::date + ((g.n - 1) % ${n(perMonth)}) * 28 / ${n(perMonth)} AS day
       FROM (SELECT b.id, row_number() OVER (ORDER BY b.id)::int AS k FROM fin_book b JOIN dept d ON d.id = b.school_id
              WHERE d.dept_name LIKE ${`${SCHOOL_PREFIX}%`}) b
      CROSS JOIN generate_series(1, ${n(BENCH_FINANCE_VOUCHERS_EACH)}) g(n)`,
  );
  await q(
    sql`INSERT INTO fin_voucher (id, tenant_id, book_id, period, word, number, voucher_date, status, total, preparer, auditor, audit_time, poster, post_time, create_time, update_time)
     SELECT v.id, '100001', v.book_id, to_char(v.day, 'YYYY-MM'), '记', v.number, v.day, 2, v.amount, ${ids.school}, ${ids.school},
            v.day + interval '1 day', ${ids.school}, v.day + interval '1 day', v.day, v.day FROM bench_voucher v`,
  );
  // each kind's debit and credit subjects
  await q(
    `CREATE TEMP TABLE bench_pair ON COMMIT DROP AS
     SELECT * FROM (VALUES (0, '1002', '2203', '伙食费充值'), (1, '2203', '4001', '伙食费消费'), (2, '5002', '1002', '购入副食'),
                           (3, '5001', '1002', '购入主食'), (4, '1403.02', '1002', '原材料入库')) p (kind, debit, credit, summary)`,
  );
  for (const [lineNo, side] of [
    [1, 'debit'],
    [2, 'credit'],
  ] as const)
    await q(
      sql`INSERT INTO fin_voucher_line (voucher_id, line_no, summary, subject_id, debit, credit, book_id, voucher_date, posted)
       SELECT v.id, ${n(lineNo)}, p.summary, s.id, ${sql.raw(side === 'debit' ? 'v.amount, 0' : '0, v.amount')}, v.book_id, v.day, true
         FROM bench_voucher v JOIN bench_pair p ON p.kind = v.kind
         JOIN fin_subject s ON s.book_id = v.book_id AND s.code = p.${sql.raw(side)} AND s.is_deleted = 0`,
    );
  await q(`CREATE INDEX fin_voucher_line_ledger ON fin_voucher_line (book_id, subject_id, voucher_date) WHERE posted`);
  for (const table of ['fin_voucher', 'fin_voucher_line', 'fin_subject', 'fin_period', 'fin_book']) await q(`ANALYZE ${table}`);
}
