// The SQL of 开户统计 (docs/product-rules.md#account-opening), over the schools of the caller's reach and read from the
// tables the diners' keepers write: sys_personnel (an account opened), sys_card (a card issued; its state now),
// sys_wallet (the balances held) and sys_wallet_txn (recharges and refunds). Months are the deployment's time zone.
import { sql, type Sql } from '../../platform/db/sql.ts';
import { APP_TODAY, fromZoned, TIME, zoned } from '../../platform/db/zoned.ts';
import { containing } from '../../platform/http/paging.ts';
import type { DetailValues, RangeValues } from './input.ts';

/** The schools a call reads: the caller's, narrowed to the one asked (another answers nothing). */
export const schoolsOf = (reach: string[], schoolId: string | undefined) => (schoolId ? reach.filter((id) => id === schoolId) : reach);

const monthStart = (month: string) => fromZoned(sql`${`${month}-01`}::date`);
const monthEnd = (month: string) => fromZoned(sql`(${`${month}-01`}::date + interval '1 month')`);

/** `column` (a timestamptz) within the months asked; no bound where none is given. */
export function inMonths(column: string, { fromMonth, toMonth }: Pick<RangeValues, 'fromMonth' | 'toMonth'>): Sql {
  const parts = [sql.raw('TRUE')];
  if (fromMonth) parts.push(sql`${sql.raw(column)} >= ${monthStart(fromMonth)}`);
  if (toMonth) parts.push(sql`${sql.raw(column)} < ${monthEnd(toMonth)}`);
  return sql.join(parts, ' AND ');
}

/** The accounts (`p`) of the schools, not deleted, opened within the months. */
export const accountsWhere = (tenantId: string, schoolIds: string[], range: RangeValues): Sql =>
  sql`p.tenant_id = ${tenantId} AND p.is_deleted = 0 AND p.school_id = ANY(${schoolIds}::bigint[]) AND ${inMonths('p.create_time', range)}`;

/**
 * 学校开户统计: each school's accounts opened in the months (by type, closed, open without a live card), the cards
 * issued to them (live ones by state, cancelled ones) and the balances they hold now (fen).
 */
export function schoolFigures(tenantId: string, schoolIds: string[], range: RangeValues): Sql {
  const accounts = accountsWhere(tenantId, schoolIds, range);
  return sql`
    WITH a AS (
      SELECT p.school_id, count(*)::int AS accounts, count(*) FILTER (WHERE p.type = 1)::int AS teachers,
             count(*) FILTER (WHERE p.type = 2)::int AS students, count(*) FILTER (WHERE p.type = 3)::int AS staff,
             count(*) FILTER (WHERE p.status = 2)::int AS closed,
             count(*) FILTER (WHERE p.status = 1 AND c.id IS NULL)::int AS "withoutCard",
             count(c.id) FILTER (WHERE c.status = 1)::int AS "cardsNormal", count(c.id) FILTER (WHERE c.status = 2)::int AS "cardsLost",
             count(c.id) FILTER (WHERE c.status = 3)::int AS "cardsFrozen",
             COALESCE(sum(w.cash), 0)::float8 AS cash, COALESCE(sum(w.subsidy), 0)::float8 AS subsidy
        FROM sys_personnel p LEFT JOIN sys_card c ON c.personnel_id = p.id AND c.status <> 4 LEFT JOIN sys_wallet w ON w.personnel_id = p.id
       WHERE ${accounts} GROUP BY p.school_id
    ), k AS (
      SELECT p.school_id, count(*)::int AS "cardsIssued", count(*) FILTER (WHERE c.status = 4)::int AS "cardsCancelled"
        FROM sys_card c JOIN sys_personnel p ON p.id = c.personnel_id WHERE ${accounts} GROUP BY p.school_id
    )
    SELECT s.id::text AS "schoolId", s.dept_name AS "schoolName",
           COALESCE(a.accounts, 0) AS accounts, COALESCE(a.teachers, 0) AS teachers, COALESCE(a.students, 0) AS students,
           COALESCE(a.staff, 0) AS staff, COALESCE(a.closed, 0) AS closed, COALESCE(a."withoutCard", 0) AS "withoutCard",
           COALESCE(k."cardsIssued", 0) AS "cardsIssued", COALESCE(a."cardsNormal", 0) AS "cardsNormal", COALESCE(a."cardsLost", 0) AS "cardsLost",
           COALESCE(a."cardsFrozen", 0) AS "cardsFrozen", COALESCE(k."cardsCancelled", 0) AS "cardsCancelled",
           COALESCE(a.cash, 0) AS cash, COALESCE(a.subsidy, 0) AS subsidy
      FROM dept s LEFT JOIN a ON a.school_id = s.id LEFT JOIN k ON k.school_id = s.id
     WHERE s.id = ANY(${schoolIds}::bigint[]) ORDER BY s.sort, s.id`;
}

/** The months of a series: the ones asked, else the 12 months up to this one (the app clock). */
export function seriesMonths({ fromMonth, toMonth }: RangeValues): Sql {
  const last = toMonth ? sql`${`${toMonth}-01`}::date` : sql`date_trunc('month', ${APP_TODAY})::date`;
  const first = fromMonth ? sql`${`${fromMonth}-01`}::date` : sql`(date_trunc('month', ${APP_TODAY}) - interval '11 months')::date`;
  return sql`SELECT to_char(m, 'YYYY-MM') AS month FROM generate_series(${first}, ${last}, interval '1 month') m`;
}

const monthOf = (column: string) => sql`to_char(${zoned(column)}, 'YYYY-MM')`;

/**
 * 开卡统计, per school × month of the months: the cards issued (a replacement is a card another one was replaced by),
 * and the cards lost, frozen and cancelled — the card keeps only its state now, so these count the cards in that state
 * by the month of their last change (a card lost and found again is no longer counted).
 */
export function cardRows(tenantId: string, schoolIds: string[], months: Sql): Sql {
  return sql`
    WITH c AS (
      SELECT p.school_id, c.status, ${monthOf('c.create_time')} AS issued, ${monthOf('c.update_time')} AS changed,
             c.id IN (SELECT replaced_by FROM sys_card WHERE tenant_id = ${tenantId} AND replaced_by IS NOT NULL) AS replacement
        FROM sys_card c JOIN sys_personnel p ON p.id = c.personnel_id
       WHERE p.tenant_id = ${tenantId} AND p.is_deleted = 0 AND p.school_id = ANY(${schoolIds}::bigint[])
    ), m AS (${months})
    SELECT school_id::text AS "schoolId", month, sum(issued)::int AS issued, sum(replaced)::int AS replaced,
           sum(lost)::int AS lost, sum(frozen)::int AS frozen, sum(cancelled)::int AS cancelled
      FROM (
        SELECT school_id, issued AS month, 1 AS issued, CASE WHEN replacement THEN 1 ELSE 0 END AS replaced, 0 AS lost, 0 AS frozen, 0 AS cancelled FROM c
        UNION ALL
        SELECT school_id, changed, 0, 0, CASE WHEN status = 2 THEN 1 ELSE 0 END, CASE WHEN status = 3 THEN 1 ELSE 0 END, CASE WHEN status = 4 THEN 1 ELSE 0 END
          FROM c WHERE status IN (2, 3, 4)
      ) e
     WHERE month IN (SELECT month FROM m)
     GROUP BY school_id, month`;
}

/**
 * 充值统计, per school × month: the recharges (RECHARGE: all made at a keeper's desk, 柜台) and the cash refunds (REFUND
 * not reversing a consumption, and CLOSE_REFUND), count and fen — counted ahead per school and month as the money
 * moves (wallet_month_money, migration 049), never read among the consumptions.
 */
export function rechargeRows(schoolIds: string[], months: Sql): Sql {
  return sql`
    SELECT school_id::text AS "schoolId", to_char(month, 'YYYY-MM') AS month, recharges, recharged::float8 AS recharged,
           refunds, refunded::float8 AS refunded
      FROM wallet_month_money
     WHERE school_id = ANY(${schoolIds}::bigint[]) AND to_char(month, 'YYYY-MM') IN (SELECT month FROM (${months}) m)`;
}

/** 开户明细: one account with its school, live card and balances. */
export const DETAIL_ROW = sql`
  SELECT p.id::text AS "personnelId", p.personnel_no AS "personnelNo", p.name, p.type AS "personnelType", p.class_name AS "className",
         s.id::text AS "schoolId", s.dept_name AS "schoolName", COALESCE(c.card_no, '') AS "cardNo", COALESCE(c.status, 0)::int AS "cardStatus",
         p.status, ${TIME('p.create_time')} AS "openedAt",
         COALESCE(w.cash, 0)::float8 AS cash, COALESCE(w.subsidy, 0)::float8 AS subsidy
    FROM sys_personnel p JOIN dept s ON s.id = p.school_id
    LEFT JOIN sys_card c ON c.personnel_id = p.id AND c.status <> 4 LEFT JOIN sys_wallet w ON w.personnel_id = p.id`;
export const DETAIL_FROM = sql`FROM sys_personnel p LEFT JOIN sys_card c ON c.personnel_id = p.id AND c.status <> 4`;
export const DETAIL_ORDER = sql`ORDER BY p.create_time DESC, p.id DESC`;

/** The detail list's WHERE (over `p` and its live card `c`). */
export function detailWhere(tenantId: string, schoolIds: string[], filters: DetailValues): Sql {
  const parts = [accountsWhere(tenantId, schoolIds, filters)];
  if (filters.name) parts.push(sql`p.name LIKE ${containing(filters.name)}`);
  if (filters.personnelNo) parts.push(sql`p.personnel_no LIKE ${containing(filters.personnelNo)}`);
  if (filters.className) parts.push(sql`p.class_name LIKE ${containing(filters.className)}`);
  if (filters.cardNo) parts.push(sql`c.card_no LIKE ${containing(filters.cardNo)}`);
  if (filters.personnelType) parts.push(sql`p.type = ${filters.personnelType}`);
  if (filters.cardStatus !== undefined) parts.push(filters.cardStatus === 0 ? sql`c.id IS NULL` : sql`c.status = ${filters.cardStatus}`);
  return sql.join(parts, ' AND ');
}
