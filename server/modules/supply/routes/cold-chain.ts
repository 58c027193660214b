// 冷链告警 (/api/rabbit-supply/delivery/alert/…): the alerts the cold-chain readings raised (logger.ts) — a supplier
// reads and acknowledges its own with a note (冷链温控), staff read their reach's. Another's alert is not found.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { answers } from '../../../platform/http/answers.ts';
import { notFound } from '../../../platform/http/crud-errors.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { id, optionalId, text } from '../../../platform/http/fields.ts';
import { ordersVisibleTo, readerOf, supplierCaller, type SupplyCaller } from '../caller.ts';
import { catchUp } from '../logger.ts';
import { SUPPLY_BASE } from './orders.ts';

export const ColdChainAlert = z.object({
  id: z.string(),
  deliveryId: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  canteenName: z.string(),
  plate: z.string(),
  deliveryStatus: z.number().int(),
  limit: z.number().describe('the warmest °C allowed when it was raised'),
  warmest: z.number().describe('the warmest reading of the excursion, °C'),
  readings: z.number().int().describe('the readings over the limit in a row'),
  firstTime: z.string(),
  lastTime: z.string(),
  acknowledged: z.boolean(),
  ackName: z.string().nullable(),
  ackTime: z.string().nullable(),
  ackNote: z.string().nullable(),
});
type Alert = z.infer<typeof ColdChainAlert>;

const AlertQuery = z.object({
  deliveryId: optionalId('数据不存在'),
  acknowledged: z.enum(['true', 'false'], { error: '告警状态不正确' }).optional(),
});
export const AcknowledgeInput = z.object({ id: id('数据不存在'), note: text('请填写处理说明', 200) });

const ALERTS = (caller: SupplyCaller) => sql`
  SELECT a.id::text, a.delivery_id::text AS "deliveryId", a.order_id::text AS "orderId", o.order_no AS "orderNo", cd.dept_name AS "canteenName",
         h.plate, v.status AS "deliveryStatus", a.limit_tenths / 10.0::float8 AS "limit", a.warmest_tenths / 10.0::float8 AS warmest, a.readings,
         ${TIME('a.first_time')} AS "firstTime", ${TIME('a.last_time')} AS "lastTime", a.ack_time IS NOT NULL AS acknowledged,
         a.ack_name AS "ackName", ${TIME('a.ack_time')} AS "ackTime", a.ack_note AS "ackNote"
    FROM supply_cold_chain_alert a JOIN supply_order o ON o.id = a.order_id JOIN supply_delivery v ON v.id = a.delivery_id
    JOIN supply_vehicle h ON h.id = v.vehicle_id JOIN dept cd ON cd.id = o.canteen_id
   WHERE ${ordersVisibleTo(caller)}`;

export function coldChainRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['supply'];

  app.get(
    `${SUPPLY_BASE}/delivery/alert/list`,
    {
      schema: {
        tags,
        summary: '冷链告警: the cold-chain alerts the caller sees (a supplier its own, staff their reach’s), newest first (at most 500)',
        description: '?deliveryId= one delivery’s; ?acknowledged=false the open ones, true those acknowledged (absent: all).',
        querystring: AlertQuery,
        response: answers(z.array(ColdChainAlert)),
      },
    },
    async (request) => {
      const caller = await readerOf(ctx, request);
      const { deliveryId, acknowledged } = request.query;
      await catchUp(db, deliveryId ? [deliveryId] : null);
      const { rows } = await db.query<Alert>(
        sql`${ALERTS(caller)} AND (${deliveryId ?? null}::bigint IS NULL OR a.delivery_id = ${deliveryId ?? null}::bigint)
             AND (${acknowledged ?? null}::boolean IS NULL OR (a.ack_time IS NOT NULL) = ${acknowledged ?? null}::boolean)
           ORDER BY a.first_time DESC, a.id DESC LIMIT 500`,
      );
      return ok(rows);
    },
  );

  app.post(
    `${SUPPLY_BASE}/delivery/alert/acknowledge`,
    {
      schema: {
        tags,
        summary: 'The supplier acknowledges one of its cold-chain alerts with a note (请填写处理说明); once (该告警已确认)',
        body: AcknowledgeInput,
        response: answers(ColdChainAlert),
      },
    },
    async (request) => {
      const caller = await supplierCaller(ctx, request);
      const { id: alertId, note } = request.body;
      const found = await db.query<{ id: string }>(sql`SELECT a.id::text FROM (${ALERTS(caller)}) a WHERE a.id = ${alertId}`);
      if (!found.rows[0]) throw notFound('数据不存在');
      const { rowCount } = await db.query(
        sql`UPDATE supply_cold_chain_alert SET ack_account_id = ${caller.accountId}, ack_name = ${caller.name || caller.supplierName}, ack_time = app_now(), ack_note = ${note}
             WHERE id = ${alertId} AND ack_time IS NULL`,
      );
      if (!rowCount) throw badRequest('该告警已确认');
      const { rows } = await db.query<Alert>(sql`SELECT a.* FROM (${ALERTS(caller)}) a WHERE a.id = ${alertId}`);
      return ok(rows[0]!);
    },
  );
}
