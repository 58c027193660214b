// The supply chain's figures of the home pages (server/modules/homes): the supplier's orders due today and in the coming
// week, on the road, waiting for its confirmation, its returns to confirm and its sales by month; the supervisors' deliveries
// accepted today. Each counts what the list its link opens shows (销售订单 by delivery date or state, 退货管理 待确认).
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/http/envelope.ts';
import { sql } from '../../platform/db/sql.ts';
import { APP_TODAY, zonedDay } from '../../platform/db/zoned.ts';
import { callerOfClaims, ordersVisibleTo } from './caller.ts';
import { CONFIRMED_AMOUNT, SOLD } from './routes/sales.ts';
import { ORDER, RETURN } from './states.ts';

/** The days 本周待送 spans: today and the six after it. */
export const WEEK_DAYS = 7;

async function supplierOf(db: Queryable, claims: AccessClaims) {
  const caller = await callerOfClaims(db, claims);
  if (caller.kind !== 'supplier') throw forbidden();
  return caller;
}

/** The supplier's orders: due today and this week (by delivery date, any state it sees), on the road, to confirm; returns to confirm. */
export async function supplierOrders(db: Queryable, claims: AccessClaims) {
  const caller = await supplierOf(db, claims);
  const { rows } = await db.query<{ today: string; weekEnd: string; dueToday: number; dueWeek: number; onTheRoad: number; toConfirm: number; returns: number }>(
    sql`SELECT to_char(${APP_TODAY}, 'YYYY-MM-DD') AS today, to_char(${APP_TODAY} + ${WEEK_DAYS - 1}::int, 'YYYY-MM-DD') AS "weekEnd",
               count(*) FILTER (WHERE o.delivery_date = ${APP_TODAY})::int AS "dueToday",
               count(*) FILTER (WHERE o.delivery_date BETWEEN ${APP_TODAY} AND ${APP_TODAY} + ${WEEK_DAYS - 1}::int)::int AS "dueWeek",
               count(*) FILTER (WHERE o.status = ${sql.number(ORDER.delivering)})::int AS "onTheRoad",
               count(*) FILTER (WHERE o.status = ${sql.number(ORDER.submitted)})::int AS "toConfirm",
               (SELECT count(*)::int FROM supply_return r WHERE r.tenant_id = ${caller.tenantId} AND r.supplier_id = ${caller.supplierId}
                   AND r.status = ${sql.number(RETURN.waiting)}) AS returns
          FROM supply_order o WHERE ${ordersVisibleTo(caller)}`,
  );
  return rows[0]!;
}

/** The supplier's confirmed sales (fen) of each month of this year so far, as 销售统计 by month counts them. */
export async function supplierMonthlySales(db: Queryable, claims: AccessClaims) {
  const caller = await supplierOf(db, claims);
  const { rows } = await db.query<{ month: string; amount: number }>(
    sql`SELECT to_char(o.delivery_date, 'YYYY-MM') AS month, SUM(${CONFIRMED_AMOUNT})::float8 AS amount
          FROM supply_order o JOIN supply_order_line l ON l.order_id = o.id
         WHERE o.tenant_id = ${caller.tenantId} AND o.supplier_id = ${caller.supplierId} AND o.status = ANY(${SOLD}::int[])
           AND extract(year FROM o.delivery_date) = extract(year FROM ${APP_TODAY}) AND o.delivery_date <= ${APP_TODAY}
         GROUP BY 1 ORDER BY 1`,
  );
  return rows;
}

/** Per canteen of the list, the orders whose goods were inspected (收货验收) today. */
export async function acceptedToday(db: Queryable, tenantId: string, canteenIds: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ canteen_id: string; count: number }>(
    sql`SELECT a.canteen_id::text, count(DISTINCT a.order_id)::int AS count FROM supply_acceptance a
         WHERE a.tenant_id = ${tenantId} AND a.canteen_id = ANY(${canteenIds}::bigint[]) AND ${zonedDay('a.create_time')} = ${APP_TODAY}
         GROUP BY 1`,
  );
  return new Map(rows.map((row) => [row.canteen_id, row.count]));
}
