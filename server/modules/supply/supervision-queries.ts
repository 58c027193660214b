// 商户配送监管's reads (routes/supervision.ts, docs/product-rules.md#merchant-supervision): the suppliers that serve the
// schools of a supervisor's reach, and the SQL of the four screens over the chain's records. Everything is read on
// the app clock (APP_TODAY), as the chain's own rules are.
import { sql, type Sql } from '../../platform/db/sql.ts';
import { MAX_TREE_DEPTH } from '../../platform/db/trees.ts';
import { APP_TODAY, TIME, zonedDay } from '../../platform/db/zoned.ts';
import { DEPT_CATEGORY } from '../../../contract/org.ts';
import { EXPIRES_SOON_DAYS, typeName } from '../supplier/index.ts';
import { DELIVERY_LIMIT } from './logger.ts';
import { DECISION, ORDER } from './states.ts';

/** Where a supervisor reads: its tenant, and the schools and canteens of its reach (narrowed to one school when asked). */
export interface Reach {
  tenantId: string;
  schoolIds: string[];
  canteenIds: string[];
}

/**
 * The CTEs `units (school_id, dept_id)` — each school of the reach with the departments a binding to it may name:
 * itself, the units above it and its canteens —, `bound (supplier_id, school_id)` — the suppliers bound to a school
 * of the reach by a binding not lapsed —, and `suppliers (supplier_id)`: those bound, and those with an order of the
 * reach (a draft is nobody's business yet).
 */
export const SERVED = (reach: Reach) => sql`
  WITH RECURSIVE up AS (
    SELECT s.id AS school_id, s.id AS dept_id, 0 AS depth FROM dept s WHERE s.id = ANY(${reach.schoolIds}::bigint[]) AND s.tenant_id = ${reach.tenantId}
    UNION ALL
    SELECT up.school_id, d.parent_id, up.depth + 1 FROM up JOIN dept d ON d.id = up.dept_id WHERE d.parent_id <> 0 AND up.depth < ${MAX_TREE_DEPTH}
  ), units AS (
    SELECT school_id, dept_id FROM up
    UNION SELECT c.parent_id, c.id FROM dept c
     WHERE c.parent_id = ANY(${reach.schoolIds}::bigint[]) AND c.dept_category = ${DEPT_CATEGORY.canteen} AND c.is_deleted = 0
  ), bound AS (
    SELECT DISTINCT sb.supplier_id, u.school_id FROM supplier_binding sb JOIN units u ON u.dept_id = sb.dept_id
     WHERE sb.tenant_id = ${reach.tenantId} AND sb.is_deleted = 0 AND (sb.valid_to IS NULL OR sb.valid_to >= ${APP_TODAY})
  ), suppliers AS (
    SELECT supplier_id FROM bound
    UNION SELECT o.supplier_id FROM supply_order o WHERE ${ordersOf(reach)}
  )`;

/** The orders of the reach (`o` is supply_order), drafts left out. */
export const ordersOf = (reach: Reach, alias = 'o'): Sql => {
  const o = (column: string) => sql.raw(`${alias}.${column}`);
  return sql`${o('tenant_id')} = ${reach.tenantId} AND ${o('school_id')} = ANY(${reach.schoolIds}::bigint[]) AND ${o('canteen_id')} = ANY(${reach.canteenIds}::bigint[]) AND ${o('status')} <> ${sql.number(ORDER.draft)}`;
};

/** The schools of the reach supplier `column` is bound to, as [{ id, name }] in the tree's order. */
const boundSchools = (column: string) =>
  sql`COALESCE((SELECT json_agg(json_build_object('id', s.id::text, 'name', s.dept_name) ORDER BY s.sort, s.id)
                  FROM bound b JOIN dept s ON s.id = b.school_id WHERE b.supplier_id = ${sql.raw(column)}), '[]')`;

/** 资质状态 of a supplier (`c` is supplier_company): missing 营业执照 or 食品经营许可证, else a paper lapsed, lapsing within 30 days, or valid. */
const QUALIFICATION_STATE = sql`
  SELECT CASE WHEN count(*) FILTER (WHERE q.doc_type IN (1, 2)) < 2 THEN 'missing'
              WHEN bool_or(q.expire_date < ${APP_TODAY}) THEN 'expired'
              WHEN bool_or(q.expire_date <= ${APP_TODAY} + ${EXPIRES_SOON_DAYS}::int) THEN 'expiring'
              ELSE 'valid' END AS state,
         to_char(min(q.expire_date), 'YYYY-MM-DD') AS next
    FROM supplier_qualification q WHERE q.supplier_id = c.id AND q.is_deleted = 0`;

/** 商户档案: one row a supplier serving the reach (filter `where` over its columns). */
export const MERCHANTS = (reach: Reach) => sql`
  ${SERVED(reach)}
  SELECT c.id::text AS "supplierId", c.supplier_name AS "supplierName", c.contacts_name AS "contactsName", c.mobile, c.credit_code AS "creditCode",
         c.status::int AS status, ${boundSchools('c.id')} AS schools,
         (SELECT count(DISTINCT k.bidding_id)::int FROM bidding_commodity k JOIN units u ON u.dept_id = k.school_id
           WHERE k.supplier_id = c.id AND k.is_deleted = 0 AND ${APP_TODAY} BETWEEN k.valid_from AND k.valid_to) AS "awardsInForce",
         (SELECT count(*)::int FROM supply_order o
           WHERE o.supplier_id = c.id AND ${ordersOf(reach)} AND o.status <> ${sql.number(ORDER.cancelled)}
             AND date_trunc('month', o.delivery_date) = date_trunc('month', ${APP_TODAY})) AS "ordersThisMonth",
         acc.inspected AS "inspectedLines", acc.passed AS "passedLines", q.state AS qualification, q.next AS "nextExpiry"
    FROM suppliers x JOIN supplier_company c ON c.id = x.supplier_id AND c.is_deleted = 0
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS inspected, count(*) FILTER (WHERE a.decision = ${sql.number(DECISION.pass)})::int AS passed
        FROM supply_acceptance a JOIN supply_order o ON o.id = a.order_id WHERE o.supplier_id = c.id AND ${ordersOf(reach)}
    ) acc ON true
    LEFT JOIN LATERAL (${QUALIFICATION_STATE}) q ON true`;

/** Days an order is late: past its delivery date when it arrived, or today while it is still to arrive (confirmed, on the road). */
const LATE_DAYS = sql`GREATEST(0, CASE WHEN v.arrive_time IS NOT NULL THEN ${zonedDay('v.arrive_time')} - o.delivery_date
                                      WHEN o.status IN (${sql.number(ORDER.confirmed)}, ${sql.number(ORDER.delivering)}) THEN ${APP_TODAY} - o.delivery_date
                                      ELSE 0 END)::int`;

export interface DeliveryFilters {
  startDate?: string;
  endDate?: string;
  supplierId?: string;
  orderNo?: string;
}

/** The orders of the reach that the filters keep (`o` is supply_order). */
export const deliveryWhere = (reach: Reach, filters: DeliveryFilters) => sql`${ordersOf(reach)}
     AND (${filters.startDate ?? null}::date IS NULL OR o.delivery_date >= ${filters.startDate ?? null}::date)
     AND (${filters.endDate ?? null}::date IS NULL OR o.delivery_date <= ${filters.endDate ?? null}::date)
     AND (${filters.supplierId ?? null}::bigint IS NULL OR o.supplier_id = ${filters.supplierId ?? null}::bigint)
     AND (${filters.orderNo || null}::text IS NULL OR o.order_no = ${filters.orderNo || null}::text)`;

/** The newest first: by delivery date, then id. */
export const DELIVERY_ORDER = sql`ORDER BY o.delivery_date DESC, o.id DESC`;

export type Issue = 'any' | 'late' | 'coldChain' | 'refused' | 'partly' | 'emergency';

/**
 * Order `o` is late (LATE_DAYS > 0): its delivery arrived on a later day than its delivery date (supply_order.arrived_at,
 * its delivery's arrival kept beside it by a trigger), or it has not arrived and is confirmed or on the road past that date.
 */
const LATE = sql`COALESCE(${zonedDay('o.arrived_at')} > o.delivery_date,
  o.status IN (${sql.number(ORDER.confirmed)}, ${sql.number(ORDER.delivering)}) AND o.delivery_date < ${APP_TODAY})`;

/**
 * Each kind of finding as a condition on an order (`o` is supply_order) — columns of the order, or membership in a
 * small indexed set —, so that a list narrowed to a finding, and the counts, find their orders without building every
 * order's row: late as LATE_DAYS > 0, a cold-chain excursion as an alert of its delivery (supply_cold_chain_alert_order),
 * a refused or partly accepted line as an inspection so decided (supply_acceptance_finding, the inspections not
 * passed). Migration 035.
 */
export const FINDING: Record<Exclude<Issue, 'any'>, Sql> = {
  late: LATE,
  coldChain: sql`o.id IN (SELECT a.order_id FROM supply_cold_chain_alert a)`,
  refused: sql`o.id IN (SELECT a.order_id FROM supply_acceptance a WHERE a.decision = ${sql.number(DECISION.refuse)})`,
  partly: sql`o.id IN (SELECT a.order_id FROM supply_acceptance a WHERE a.decision = ${sql.number(DECISION.partly)})`,
  emergency: sql`o.emergency`,
};
export const findingWhere = (issue: Issue | undefined): Sql =>
  !issue ? sql`true` : issue === 'any' ? sql`(${sql.join(Object.values(FINDING), ' OR ')})` : FINDING[issue];

/**
 * 配送监管: one row an order of the reach with what a supervisor looks for in it, for one page: the page's orders are
 * found first (the filters and the finding asked for, newest first), and only those ≤ 20 are read further.
 */
export const DELIVERIES = (reach: Reach, filters: DeliveryFilters, issue: Issue | undefined, page: { limit: number; offset: number }) => sql`
  SELECT o.id::text AS "orderId", o.order_no AS "orderNo", o.school_id::text AS "schoolId", s.dept_name AS "schoolName", cd.dept_name AS "canteenName",
         o.supplier_id::text AS "supplierId", c.supplier_name AS "supplierName", to_char(o.delivery_date, 'YYYY-MM-DD') AS "deliveryDate", o.meal::int AS meal,
         o.status::int AS status, v.status::int AS "deliveryStatus", h.plate, d.name AS "driverName",
         ${TIME('v.depart_time')} AS "departTime", ${TIME('v.arrive_time')} AS "arriveTime", ${LATE_DAYS} AS "lateDays",
         COALESCE(r.readings, 0) AS readings, COALESCE(k.alerts, 0) AS excursions, COALESCE(k.acknowledged, 0) AS "acknowledgedAlerts",
         lim.tenths / 10.0::float8 AS "limit", k.warmest / 10.0::float8 AS warmest,
         o.emergency, o.emergency_reason AS "emergencyReason", f.refused AS "refusedLines", f.partly AS "partlyLines", f.findings, o.total_amount::float8 AS "totalAmount",
         o.delivery_date AS sort_day, o.id AS sort_id
    FROM (SELECT * FROM supply_order o WHERE ${deliveryWhere(reach, filters)} AND ${findingWhere(issue)} ${DELIVERY_ORDER} LIMIT ${page.limit} OFFSET ${page.offset}) o
    JOIN dept s ON s.id = o.school_id JOIN dept cd ON cd.id = o.canteen_id JOIN supplier_company c ON c.id = o.supplier_id
    LEFT JOIN supply_delivery v ON v.order_id = o.id LEFT JOIN supply_vehicle h ON h.id = v.vehicle_id LEFT JOIN supply_driver d ON d.id = v.driver_id
    LEFT JOIN LATERAL (${DELIVERY_LIMIT}) lim ON true
    LEFT JOIN LATERAL (SELECT count(*)::int AS readings FROM supply_delivery_reading x WHERE x.delivery_id = v.id) r ON true
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS alerts, count(a.ack_time)::int AS acknowledged, max(a.warmest_tenths) AS warmest
        FROM supply_cold_chain_alert a WHERE a.delivery_id = v.id
    ) k ON true
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE a.decision = ${sql.number(DECISION.refuse)})::int AS refused,
             count(*) FILTER (WHERE a.decision = ${sql.number(DECISION.partly)})::int AS partly,
             COALESCE(json_agg(json_build_object('goodsName', l.goods_name, 'decision', a.decision, 'reason', a.reason) ORDER BY l.line_no)
                        FILTER (WHERE a.decision <> ${sql.number(DECISION.pass)}), '[]') AS findings
        FROM supply_acceptance a JOIN supply_order_line l ON l.id = a.line_id WHERE a.order_id = o.id
    ) f ON true`;

/** The first day of the month of `day` (YYYY-MM-DD), and of the month after it. */
const monthOf = (day: string) => `${day.slice(0, 8)}01`;
const monthAfter = (day: string) => monthOf(new Date(Date.parse(`${monthOf(day)}T00:00:00Z`) + 31 * 86_400_000).toISOString());
const dayAfter = (day: string, days = 1) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The months a range of days covers whole, as [from, to) of first days (null: open at that end), and the days at its
 * ends outside them (YYYY-MM-DD, inclusive); none when the range covers no month whole.
 */
export function wholeMonths(startDate?: string, endDate?: string): { from: string | null; to: string | null; ends: [string, string][] } | undefined {
  const from = startDate ? (startDate === monthOf(startDate) ? startDate : monthAfter(startDate)) : null;
  const to = endDate ? monthOf(dayAfter(endDate)) : null;
  if (from && to && from >= to) return undefined;
  const ends: [string, string][] = [];
  if (startDate && from! > startDate) ends.push([startDate, dayAfter(from!, -1)]);
  if (endDate && to! <= endDate) ends.push([to!, endDate]);
  return { from, to, ends };
}

/**
 * How many orders the filters and the finding keep (the list's total). With no filter but a range of days, the
 * months the range covers whole are read from supply_order_tally (the reach's orders counted ahead by school, canteen
 * and month: migration 036) and only the days at its ends are counted: the district's year is ≈7,000 rows, not 150,000.
 */
export const DELIVERY_COUNT = (reach: Reach, filters: DeliveryFilters, issue: Issue | undefined) => {
  const months = !issue && !filters.supplierId && !filters.orderNo ? wholeMonths(filters.startDate, filters.endDate) : undefined;
  if (!months) return sql`SELECT count(*) AS total FROM supply_order o WHERE ${deliveryWhere(reach, filters)} AND ${findingWhere(issue)}`;
  const counted = months.ends.map(
    ([startDate, endDate]) => sql` + (SELECT count(*) FROM supply_order o WHERE ${deliveryWhere(reach, { startDate, endDate })})`,
  );
  return sql`SELECT COALESCE(sum(t.orders), 0)${sql.join(counted, '')} AS total FROM supply_order_tally t
   WHERE t.tenant_id = ${reach.tenantId} AND t.school_id = ANY(${reach.schoolIds}::bigint[]) AND t.canteen_id = ANY(${reach.canteenIds}::bigint[])
     AND (${months.from}::date IS NULL OR t.month >= ${months.from}::date) AND (${months.to}::date IS NULL OR t.month < ${months.to}::date)`;
};

/** 配送监管's counts: the orders the filters keep, and those with each kind of finding. */
export const DELIVERY_SUMMARY = (reach: Reach, filters: DeliveryFilters) => sql`
  SELECT count(*)::int AS orders, count(*) FILTER (WHERE ${FINDING.late})::int AS late, count(*) FILTER (WHERE ${FINDING.coldChain})::int AS "coldChain",
         count(*) FILTER (WHERE ${FINDING.refused})::int AS refused, count(*) FILTER (WHERE ${FINDING.partly})::int AS partly,
         count(*) FILTER (WHERE ${FINDING.emergency})::int AS emergency
    FROM supply_order o WHERE ${deliveryWhere(reach, filters)}`;

/** 资质预警: the papers of the suppliers serving the reach lapsed or lapsing within 30 days — documents and drivers' health certificates. */
export const WARNINGS = (reach: Reach) => sql`
  ${SERVED(reach)}
  SELECT w.*, CASE WHEN w."daysLeft" < 0 THEN 'expired' ELSE 'expiring' END AS state,
         COALESCE((SELECT array_agg(s.dept_name ORDER BY s.sort, s.id) FROM bound b JOIN dept s ON s.id = b.school_id WHERE b.supplier_id = w."supplierId"::bigint),
                  '{}') AS schools
    FROM (
      SELECT 'qualification' AS kind, q.id::text, c.id::text AS "supplierId", c.supplier_name AS "supplierName", ${typeName('q.doc_type')} AS name,
             q.doc_type::int AS "docType", q.doc_no AS "docNo", to_char(q.expire_date, 'YYYY-MM-DD') AS "expireDate", (q.expire_date - ${APP_TODAY})::int AS "daysLeft"
        FROM suppliers x JOIN supplier_company c ON c.id = x.supplier_id AND c.is_deleted = 0
        JOIN supplier_qualification q ON q.supplier_id = c.id AND q.is_deleted = 0
       WHERE q.expire_date <= ${APP_TODAY} + ${EXPIRES_SOON_DAYS}::int
      UNION ALL
      SELECT 'driver', d.id::text, c.id::text, c.supplier_name, d.name, NULL, d.health_cert_no, to_char(d.health_cert_expiry, 'YYYY-MM-DD'),
             (d.health_cert_expiry - ${APP_TODAY})::int
        FROM suppliers x JOIN supplier_company c ON c.id = x.supplier_id AND c.is_deleted = 0
        JOIN supply_driver d ON d.supplier_id = c.id
       WHERE d.health_cert_expiry <= ${APP_TODAY} + ${EXPIRES_SOON_DAYS}::int
    ) w`;

/**
 * 交易统计's figures per month × supplier × school of the inspections of the reach made from `start` to `end`
 * (months YYYY-MM, local): the accepted amount (each line's accepted quantity at its price, rounded half up to the fen as
 * an order line's amount is), the lines inspected and those refused.
 */
export const TRADE = (reach: Reach, start: string, end: string, supplierId?: string) => sql`
  SELECT to_char(${zonedDay('a.create_time')}, 'YYYY-MM') AS month, o.supplier_id::text AS "supplierId", c.supplier_name AS "supplierName",
         o.school_id::text AS "schoolId", s.dept_name AS "schoolName", min(s.sort) AS sort,
         sum(CASE WHEN l.base_unit = '个' THEN l.unit_price * a.accepted_qty ELSE (l.unit_price * a.accepted_qty + 500) / 1000 END)::float8 AS "acceptedAmount",
         count(*)::int AS "inspectedLines", count(*) FILTER (WHERE a.decision = ${sql.number(DECISION.refuse)})::int AS "refusedLines"
    FROM supply_acceptance a JOIN supply_order_line l ON l.id = a.line_id JOIN supply_order o ON o.id = a.order_id
    JOIN supplier_company c ON c.id = o.supplier_id JOIN dept s ON s.id = o.school_id
   WHERE ${ordersOf(reach)} AND ${zonedDay('a.create_time')} >= (${start} || '-01')::date AND ${zonedDay('a.create_time')} < (${end} || '-01')::date + interval '1 month'
     AND (${supplierId ?? null}::bigint IS NULL OR o.supplier_id = ${supplierId ?? null}::bigint)
   GROUP BY 1, 2, 3, 4, 5`;
