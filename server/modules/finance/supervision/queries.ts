// 财务监管's reads (routes.ts, docs/product-rules.md#finance-supervision): the schools' books with their closing state,
// a month's figures for 指标预警, and 伙食费收支 by school and month — all from the posted voucher lines (the ledger's
// own index), the periods and the supply chain's orders, on the app clock.
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { APP_TODAY } from '../../../platform/db/zoned.ts';
import { DEPT_CATEGORY } from '../../../../contract/org.ts';
import { ORDER } from '../../supply/index.ts';
import { DEFAULT_THRESHOLDS } from './thresholds.ts';

/** The district's closing day (fin_indicator_setting closeDay, else the default), as a SQL value. */
export const closeDayOf = (tenantId: string): Sql =>
  sql`COALESCE((SELECT value FROM fin_indicator_setting WHERE tenant_id = ${tenantId} AND code = 'closeDay'), ${sql.number(DEFAULT_THRESHOLDS.closeDay)})`;

/**
 * The months of book `b` (a fin_book row's alias) left open past the closing day of the next month — from the book's
 * first month to last month, each not closed (a month without its period row is open) — as (period, days past).
 */
export const overdueMonths = (b: string, closeDay: Sql): Sql => {
  const book = sql.raw(b);
  return sql`
  SELECT to_char(m, 'YYYY-MM') AS period, (${APP_TODAY} - ((m + interval '1 month')::date + ${closeDay} - 1))::int AS days
    FROM generate_series((${book}.start_period || '-01')::date, date_trunc('month', ${APP_TODAY}::timestamp) - interval '1 month', interval '1 month') m
   WHERE ${APP_TODAY} > (m + interval '1 month')::date + ${closeDay} - 1
     AND NOT EXISTS (SELECT 1 FROM fin_period p WHERE p.book_id = ${book}.id AND p.period = to_char(m, 'YYYY-MM') AND p.status = 1)`;
};

/** The schools of the reach, in the tree's order, with their book (null before it is made) and its closing state. */
export const BOOKS = (tenantId: string, schoolIds: string[]) => sql`
  SELECT s.id::text AS "schoolId", s.dept_name AS "schoolName", b.id::text AS "bookId", b.name AS "bookName", b.start_period::text AS "startPeriod",
         (SELECT max(p.period)::text FROM fin_period p WHERE p.book_id = b.id AND p.status = 1) AS "lastClosed",
         COALESCE((SELECT array_agg(p.period::text ORDER BY p.period) FROM fin_period p WHERE p.book_id = b.id AND p.status = 0), '{}') AS "openPeriods",
         -- a voucher not posted is in an open month (closing needs every one posted): the open months' only, by the
         -- (book, period, status) index; the latest posted voucher by the list's (book, date) index, read backwards
         (SELECT count(*)::int FROM fin_period p JOIN fin_voucher x ON x.book_id = p.book_id AND x.period = p.period AND x.status < 2 AND x.is_deleted = 0
           WHERE p.book_id = b.id AND p.status = 0) AS unposted,
         (SELECT to_char(x.voucher_date, 'YYYY-MM-DD') FROM fin_voucher x WHERE x.book_id = b.id AND x.is_deleted = 0 AND x.status = 2
           ORDER BY x.voucher_date DESC, x.id DESC LIMIT 1) AS "lastPosting",
         (SELECT count(*)::int FROM (${overdueMonths('b', closeDayOf(tenantId))}) o) AS "overdueMonths"
    FROM dept s
    LEFT JOIN fin_book b ON b.school_id = s.id
   WHERE s.tenant_id = ${tenantId} AND s.id = ANY(${schoolIds}::bigint[])
   ORDER BY s.sort, s.id`;

/** The first day of a month 'YYYY-MM', and of the month after it. */
export const monthBounds = (month: string): [string, string] => {
  const serial = Number(month.slice(0, 4)) * 12 + Number(month.slice(5)) - 1 + 1;
  return [`${month}-01`, `${Math.floor(serial / 12)}-${String((serial % 12) + 1).padStart(2, '0')}-01`];
};

/**
 * Posted food cost (5001–5003, debit side) and meal income (4001, credit side) of book `b` in [start, next): the four
 * subjects (and any under them) first, then their lines by the ledger's (book, subject, date) index.
 */
const FIGURES = (start: string, next: string) => sql`
  SELECT COALESCE(sum(l.debit - l.credit) FILTER (WHERE left(j.code, 4) <> '4001'), 0)::float8 AS cost,
         COALESCE(sum(l.credit - l.debit) FILTER (WHERE left(j.code, 4) = '4001'), 0)::float8 AS income
    FROM fin_subject j
    JOIN fin_voucher_line l ON l.book_id = j.book_id AND l.subject_id = j.id AND l.posted AND l.voucher_date >= ${start}::date AND l.voucher_date < ${next}::date
   WHERE j.book_id = b.id AND left(j.code, 4) IN ('4001', '5001', '5002', '5003')`;

/**
 * Every school of the district: its month's overdue days, food cost and meal income (the median is the district's);
 * a school without a book yet has none of them (its emergency purchases still count).
 */
export const MONTH_FIGURES = (tenantId: string, month: string) => {
  const [start, next] = monthBounds(month);
  return sql`
  SELECT s.id::text AS "schoolId", s.dept_name AS "schoolName", b.id::text AS "bookId",
         (SELECT o.days FROM (${overdueMonths('b', closeDayOf(tenantId))}) o WHERE o.period = ${month}) AS "overdueDays",
         f.cost AS "foodCost", f.income AS "mealIncome"
    FROM dept s LEFT JOIN fin_book b ON b.school_id = s.id
    CROSS JOIN LATERAL (${FIGURES(start, next)}) f
   WHERE s.tenant_id = ${tenantId} AND s.dept_category = ${DEPT_CATEGORY.school} AND s.is_deleted = 0
   ORDER BY s.sort, s.id`;
};

/** The orders of the schools delivered in the month (drafts, refused and cancelled ones left out), by their totals. */
export const MONTH_PURCHASES = (tenantId: string, schoolIds: string[], month: string) => {
  const [start, next] = monthBounds(month);
  return sql`
  SELECT o.school_id::text AS "schoolId", o.id::text AS "orderId", o.order_no AS "orderNo", o.total_amount::float8 AS amount, o.emergency
    FROM supply_order o
   WHERE o.tenant_id = ${tenantId} AND o.school_id = ANY(${schoolIds}::bigint[])
     AND o.delivery_date >= ${start}::date AND o.delivery_date < ${next}::date
     AND o.status NOT IN (${sql.number(ORDER.draft)}, ${sql.number(ORDER.refused)}, ${sql.number(ORDER.cancelled)})
   ORDER BY o.delivery_date, o.id`;
};

/**
 * 伙食费收支: each school of the reach with a book, each month of [from, to] — meal income (4001), food cost (5001–5003),
 * what the diners paid in (2203's credits: recharges and subsidies, net of refunds' reversals) and the balance they
 * hold (2203: its opening balance and every posted movement to the month's end). Posted lines only.
 */
export const MEAL_FEE = (tenantId: string, schoolIds: string[], from: string, to: string) => {
  const [, after] = monthBounds(to);
  return sql`
  WITH months AS (
    SELECT to_char(m, 'YYYY-MM') AS period FROM generate_series(${`${from}-01`}::date, ${`${to}-01`}::date, interval '1 month') m
  ), books AS (
    SELECT s.id AS school_id, s.dept_name, s.sort, b.id AS book_id,
           (SELECT COALESCE(sum(j.opening_balance), 0) FROM fin_subject j WHERE j.book_id = b.id AND left(j.code, 4) = '2203' AND j.is_leaf AND j.is_deleted = 0) AS held
      FROM dept s JOIN fin_book b ON b.school_id = s.id
     WHERE s.tenant_id = ${tenantId} AND s.id = ANY(${schoolIds}::bigint[])
  ), moves AS (
    SELECT l.book_id, to_char(l.voucher_date, 'YYYY-MM') AS period, left(j.code, 4) AS head, sum(l.debit) AS debit, sum(l.credit) AS credit
      FROM books k JOIN fin_subject j ON j.book_id = k.book_id AND left(j.code, 4) IN ('4001', '5001', '5002', '5003', '2203')
      JOIN fin_voucher_line l ON l.book_id = j.book_id AND l.subject_id = j.id AND l.posted AND l.voucher_date < ${after}::date
     GROUP BY 1, 2, 3
  )
  SELECT k.school_id::text AS "schoolId", k.dept_name AS "schoolName", n.period,
         COALESCE(sum(mv.credit - mv.debit) FILTER (WHERE mv.head = '4001' AND mv.period = n.period), 0)::float8 AS "mealIncome",
         COALESCE(sum(mv.debit - mv.credit) FILTER (WHERE mv.head <> '4001' AND mv.head <> '2203' AND mv.period = n.period), 0)::float8 AS "foodCost",
         COALESCE(sum(mv.credit) FILTER (WHERE mv.head = '2203' AND mv.period = n.period), 0)::float8 AS recharges,
         (k.held + COALESCE(sum(mv.credit - mv.debit) FILTER (WHERE mv.head = '2203'), 0))::float8 AS balance
    FROM books k CROSS JOIN months n
    LEFT JOIN moves mv ON mv.book_id = k.book_id AND mv.period <= n.period
   GROUP BY k.school_id, k.dept_name, k.sort, k.held, n.period
   ORDER BY n.period, k.sort, k.school_id`;
};
