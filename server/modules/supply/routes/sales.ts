// 销售管理 and 配送管理's reads (/api/rabbit-supply/delivery/list, sales/customers, sales/statistics): a supplier's
// delivery notes with their latest cold-chain reading and the limit its goods allow, the schools it is bound to with
// their orders, and its sales by month, school or goods. Reads only; the writes are orders.ts and delivery.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { sql } from '../../../platform/db/sql.ts';
import { APP_TODAY, TIME } from '../../../platform/db/zoned.ts';
import { answers } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { whole } from '../../../platform/http/fields.ts';
import { ordersVisibleTo, readerOf, supplierCaller } from '../caller.ts';
import { catchUp, DELIVERY_LIMIT } from '../logger.ts';
import { ORDER } from '../states.ts';
import { SUPPLY_BASE } from './orders.ts';

export const DeliveryRow = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  canteenName: z.string(),
  deliveryDate: z.string(),
  status: z.number().int(),
  plate: z.string(),
  refrigerated: z.boolean(),
  driverName: z.string(),
  createTime: z.string(),
  departTime: z.string().nullable(),
  arriveTime: z.string().nullable(),
  limit: z.number().nullable().describe('the warmest °C its cold-chain goods allow (frozen −9, chilled the label’s + 3); null: ambient only'),
  readingCount: z.number().int(),
  outOfRange: z.number().int().describe('readings above the limit'),
  latestTemperature: z.number().nullable(),
  latestReadTime: z.string().nullable(),
  alerts: z.number().int().describe('冷链告警: the excursions over the limit'),
  openAlerts: z.number().int().describe('the alerts not yet acknowledged'),
});

export const Customer = z.object({
  deptId: z.string(),
  deptName: z.string(),
  parentName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  category: z.string(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  orderCount: z.number().int(),
  amount: z.number().int().describe('fen, confirmed quantities'),
  lastOrderDate: z.string().nullable(),
});

export const SalesRow = z.object({ key: z.string(), label: z.string(), orders: z.number().int(), amount: z.number().int() });
export const SalesStatistics = z.object({ by: z.string(), rows: z.array(SalesRow), orders: z.number().int(), amount: z.number().int() });

const DeliveryQuery = z.object({ status: whole('配送状态', 0, 0, 3) });
const StatisticsQuery = z.object({
  by: z.enum(['month', 'customer', 'goods'], { error: '统计方式不正确' }).optional().default('month'),
  year: whole('年份', 0, 2000, 2100),
});

/** The orders a sale counts: confirmed and on, not refused or cancelled. */
export const SOLD = [ORDER.confirmed, ORDER.delivering, ORDER.delivered, ORDER.accepted, ORDER.partlyAccepted, ORDER.closed];
/** A line's confirmed amount in fen, as lineAmount (rules.ts) rounds it: half up for g and ml. */
export const CONFIRMED_AMOUNT = sql`CASE WHEN l.base_unit = '个' THEN l.unit_price * COALESCE(l.confirmed_qty, 0)
                                  ELSE (l.unit_price * COALESCE(l.confirmed_qty, 0) + 500) / 1000 END`;

export function salesRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['supply'];

  app.get(
    `${SUPPLY_BASE}/delivery/list`,
    {
      schema: {
        tags,
        summary: 'The delivery notes the caller sees (a supplier its own, staff their reach’s), newest first; ?status= 1 待发车, 2 配送中, 3 已送达 (0 all)',
        querystring: DeliveryQuery,
        response: answers(z.array(DeliveryRow)),
      },
    },
    async (request) => {
      const caller = await readerOf(ctx, request);
      const { status } = request.query;
      await catchUp(db);
      const { rows } = await db.query<z.infer<typeof DeliveryRow>>(
        sql`SELECT v.id::text, v.order_id::text AS "orderId", o.order_no AS "orderNo", cd.dept_name AS "canteenName",
                   to_char(o.delivery_date, 'YYYY-MM-DD') AS "deliveryDate", v.status, h.plate, h.refrigerated, d.name AS "driverName",
                   ${TIME('v.create_time')} AS "createTime", ${TIME('v.depart_time')} AS "departTime", ${TIME('v.arrive_time')} AS "arriveTime",
                   lim.tenths / 10.0::float8 AS "limit", COALESCE(r.n, 0)::int AS "readingCount",
                   COALESCE(r.over, 0)::int AS "outOfRange", last.temp_tenths / 10.0::float8 AS "latestTemperature",
                   ${TIME('last.read_time')} AS "latestReadTime",
                   (SELECT count(*)::int FROM supply_cold_chain_alert a WHERE a.delivery_id = v.id) AS alerts,
                   (SELECT count(*)::int FROM supply_cold_chain_alert a WHERE a.delivery_id = v.id AND a.ack_time IS NULL) AS "openAlerts"
              FROM supply_delivery v JOIN supply_order o ON o.id = v.order_id JOIN dept cd ON cd.id = o.canteen_id
              JOIN supply_vehicle h ON h.id = v.vehicle_id JOIN supply_driver d ON d.id = v.driver_id
              LEFT JOIN LATERAL (${DELIVERY_LIMIT}) lim ON true
              LEFT JOIN LATERAL (
                SELECT count(*) AS n, count(*) FILTER (WHERE lim.tenths IS NOT NULL AND x.temp_tenths > lim.tenths) AS over
                  FROM supply_delivery_reading x WHERE x.delivery_id = v.id
              ) r ON true
              LEFT JOIN LATERAL (
                SELECT temp_tenths, read_time FROM supply_delivery_reading x WHERE x.delivery_id = v.id ORDER BY read_time DESC, id DESC LIMIT 1
              ) last ON true
             WHERE ${ordersVisibleTo(caller)} AND (${status}::int = 0 OR v.status = ${status})
             ORDER BY v.create_time DESC, v.id DESC LIMIT 200`,
      );
      return ok(rows);
    },
  );

  app.get(
    `${SUPPLY_BASE}/sales/customers`,
    {
      schema: {
        tags,
        summary: 'The units the calling supplier is bound to (its customers), with the orders their canteens sent it',
        response: answers(z.array(Customer)),
      },
    },
    async (request) => {
      const caller = await supplierCaller(ctx, request);
      // a binding to a unit above schools (a bureau) counts the orders of the schools directly under it
      const { rows } = await db.query<z.infer<typeof Customer>>(
        sql`SELECT sb.dept_id::text AS "deptId", d.dept_name AS "deptName", COALESCE(p.dept_name, '') AS "parentName",
                   d.contact_name AS "contactName", d.contact_phone AS "contactPhone", sb.category,
                   to_char(sb.valid_from, 'YYYY-MM-DD') AS "validFrom", to_char(sb.valid_to, 'YYYY-MM-DD') AS "validTo",
                   COALESCE(s.orders, 0)::int AS "orderCount", COALESCE(s.amount, 0)::float8 AS amount, s.last AS "lastOrderDate"
              FROM supplier_binding sb JOIN dept d ON d.id = sb.dept_id LEFT JOIN dept p ON p.id = d.parent_id
              LEFT JOIN LATERAL (
                SELECT count(*) AS orders, SUM(o.total_amount) FILTER (WHERE o.status = ANY(${SOLD}::int[])) AS amount,
                       to_char(MAX(o.delivery_date), 'YYYY-MM-DD') AS last
                  FROM supply_order o JOIN dept sd ON sd.id = o.school_id
                 WHERE o.tenant_id = ${caller.tenantId} AND o.supplier_id = ${caller.supplierId} AND o.status <> ${sql.number(ORDER.draft)}
                   AND (o.school_id = sb.dept_id OR sd.parent_id = sb.dept_id)
              ) s ON true
             WHERE sb.tenant_id = ${caller.tenantId} AND sb.supplier_id = ${caller.supplierId} AND sb.is_deleted = 0 AND d.is_deleted = 0
             ORDER BY s.last DESC NULLS LAST, d.dept_name, sb.id`,
      );
      return ok(rows);
    },
  );

  app.get(
    `${SUPPLY_BASE}/sales/statistics`,
    {
      schema: {
        tags,
        summary:
          'The calling supplier’s sales of ?year= (this year when 0 or absent) by ?by= month | customer (the school) | goods: orders and confirmed amounts in fen',
        querystring: StatisticsQuery,
        response: answers(SalesStatistics),
      },
    },
    async (request) => {
      const caller = await supplierCaller(ctx, request);
      const { by, year } = request.query;
      const key = {
        month: sql`to_char(o.delivery_date, 'YYYY-MM')`,
        customer: sql`o.school_id::text`,
        goods: sql`l.goods_code`,
      }[by];
      const label = { month: sql`to_char(o.delivery_date, 'YYYY-MM')`, customer: sql`sd.dept_name`, goods: sql`l.goods_name` }[by];
      const { rows } = await db.query<z.infer<typeof SalesRow>>(
        sql`SELECT ${key} AS key, MIN(${label}) AS label, count(DISTINCT o.id)::int AS orders, SUM(${CONFIRMED_AMOUNT})::float8 AS amount
              FROM supply_order o JOIN supply_order_line l ON l.order_id = o.id JOIN dept sd ON sd.id = o.school_id
             WHERE o.tenant_id = ${caller.tenantId} AND o.supplier_id = ${caller.supplierId} AND o.status = ANY(${SOLD}::int[])
               AND extract(year FROM o.delivery_date) = CASE WHEN ${year}::int = 0 THEN extract(year FROM ${APP_TODAY}) ELSE ${year}::int END
             GROUP BY 1 ORDER BY ${by === 'month' ? sql`1` : sql`4 DESC, 1`}`,
      );
      const totals = await db.query<{ orders: number }>(
        sql`SELECT count(*)::int AS orders FROM supply_order o
             WHERE o.tenant_id = ${caller.tenantId} AND o.supplier_id = ${caller.supplierId} AND o.status = ANY(${SOLD}::int[])
               AND extract(year FROM o.delivery_date) = CASE WHEN ${year}::int = 0 THEN extract(year FROM ${APP_TODAY}) ELSE ${year}::int END`,
      );
      return ok({ by, rows, orders: totals.rows[0]!.orders, amount: rows.reduce((sum, row) => sum + row.amount, 0) });
    },
  );
}
