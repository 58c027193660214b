// 收货验收 (/api/rabbit-supply/acceptance/…): the canteen inspects a delivered order line by line — quantity, arrival
// temperature, the batch's dates, its certificates — and decides 合格, 部分合格 or 拒收 (a reason for the last two),
// with the receiver and a witness. An accepted quantity becomes a stock batch (入库); a refused one a return the
// supplier confirms. A decision the rules forbid is refused with the rule's message and nothing is saved.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { transaction } from '../../../platform/db/database.ts';
import { sql } from '../../../platform/db/sql.ts';
import { APP_TODAY, TIME } from '../../../platform/db/zoned.ts';
import { fileVisible } from '../../../platform/files/index.ts';
import { answers } from '../../../platform/http/answers.ts';
import { isUniqueViolation, notFound } from '../../../platform/http/crud-errors.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { Acceptance } from '../answers.ts';
import { keeperOf, ordersVisibleTo, readerOf } from '../caller.ts';
import { AcceptanceInput, IdInput } from '../input.ts';
import { tooWarm } from '../rules.ts';
import { BATCH_SOURCE, CERTIFICATE, DECISION, MOVEMENT, ORDER, STORAGE } from '../states.ts';
import { move } from '../stock.ts';
import { SUPPLY_BASE } from './orders.ts';

interface LineFacts {
  id: string;
  goodsCode: string;
  goodsName: string;
  baseUnit: string;
  unitPrice: number;
  confirmedQty: number;
  storageClass: number;
  maxTempTenths: number | null;
  shelfLifeDays: number | null;
  quarantine: number;
}

export function acceptanceRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['supply'];

  app.post(
    `${SUPPLY_BASE}/acceptance/submit`,
    {
      schema: {
        tags,
        summary: 'The canteen’s inspection of lines of a delivered order',
        description:
          'Refused (400, nothing saved) when 合格/部分合格 breaks a rule: chilled goods > label + 3 °C or frozen goods warmer than −9 °C (到货温度超标，应拒收), expired goods (食材已过期，应拒收), no 合格证明 or inspection report, meat without its quarantine certificate (缺少动物检疫合格证明，应拒收).',
        body: AcceptanceInput,
        response: answers(z.array(Acceptance)),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const keeper = await keeperOf(ctx, request);
      const { orderId, receiver, witness, lines } = request.body;
      for (const line of lines)
        for (const certificate of line.certificates) if (!(await fileVisible(db, claims, certificate.fileId))) throw badRequest('证明文件不存在');
      await transaction(db, async (client) => {
        const { rows: orders } = await client.query<{ status: number; supplierId: string; today: string }>(
          sql`SELECT status, supplier_id::text AS "supplierId", to_char(${APP_TODAY}, 'YYYY-MM-DD') AS today FROM supply_order WHERE id = ${orderId} AND canteen_id = ${keeper.canteenId} FOR UPDATE`,
        );
        const order = orders[0];
        if (!order) throw notFound('数据不存在');
        if (order.status !== ORDER.delivered) throw badRequest('订单未送达，不能验收');
        const { rows: facts } = await client.query<LineFacts>(
          sql`SELECT l.id::text, l.goods_code AS "goodsCode", l.goods_name AS "goodsName", l.base_unit AS "baseUnit", l.unit_price::float8 AS "unitPrice",
                     COALESCE(l.confirmed_qty, 0)::float8 AS "confirmedQty", g.storage_class AS "storageClass", g.max_temp_tenths AS "maxTempTenths",
                     g.shelf_life_days AS "shelfLifeDays", g.quarantine
                FROM supply_order_line l JOIN school_goods g ON g.code = l.goods_code WHERE l.order_id = ${orderId}`,
        );
        const factsOf = new Map(facts.map((row) => [row.id, row] as const));
        for (const line of lines) {
          const fact = factsOf.get(line.lineId);
          if (!fact || fact.confirmedQty === 0) throw badRequest('订单明细不存在');
          if (line.receivedQty > fact.confirmedQty) throw badRequest('到货数量不能超过确认数量');
          const accepting = line.decision !== DECISION.refuse;
          const acceptedQty = line.decision === DECISION.pass ? line.receivedQty : line.decision === DECISION.refuse ? 0 : (line.acceptedQty ?? 0);
          const tenths = line.temperature === undefined || line.temperature === null ? null : Math.round(line.temperature * 10);
          if (line.decision === DECISION.refuse && !line.reason) throw badRequest('拒收须填写原因');
          if (line.decision === DECISION.partly) {
            if (!line.reason) throw badRequest('部分合格须填写原因');
            if (acceptedQty <= 0 || acceptedQty >= line.receivedQty) throw badRequest('部分合格的合格数量须大于 0 且小于到货数量');
          }
          if (line.decision === DECISION.pass && line.receivedQty === 0) throw badRequest('到货数量须大于 0');
          let expiry = line.expiryDate ?? null;
          if (accepting) {
            if (fact.storageClass !== STORAGE.ambient && tenths === null) throw badRequest('请填写到货温度');
            if (tenths !== null && tooWarm(fact.storageClass, fact.maxTempTenths, tenths)) throw badRequest('到货温度超标，应拒收');
            if (!line.productionDate) throw badRequest('请填写生产日期');
            if (!expiry && fact.shelfLifeDays) {
              const shelf = await client.query<{ day: string }>(
                sql`SELECT to_char(${line.productionDate}::date + ${fact.shelfLifeDays}::int, 'YYYY-MM-DD') AS day`,
              );
              expiry = shelf.rows[0]!.day;
            }
            if (line.productionDate > order.today) throw badRequest('生产日期不能晚于今天');
            if (expiry && expiry < order.today) throw badRequest('食材已过期，应拒收');
            const kinds = new Set(line.certificates.map((certificate) => certificate.kind));
            if (!kinds.has(CERTIFICATE.conformity) && !kinds.has(CERTIFICATE.inspection)) throw badRequest('请上传合格证明或检验报告');
            if (fact.quarantine >= 1 && !kinds.has(CERTIFICATE.quarantine)) throw badRequest('缺少动物检疫合格证明，应拒收');
            if (fact.quarantine >= 2 && !kinds.has(CERTIFICATE.porkQuality)) throw badRequest('缺少肉品品质检验合格证明，应拒收');
          }
          const { rows } = await client
            .query<{ id: string }>(
              sql`INSERT INTO supply_acceptance (tenant_id, order_id, line_id, canteen_id, received_qty, accepted_qty, arrival_temp_tenths, production_date, expiry_date,
                                              decision, reason, receiver, witness, create_user)
               VALUES (${keeper.tenantId}, ${orderId}, ${line.lineId}, ${keeper.canteenId}, ${line.receivedQty}, ${acceptedQty}, ${tenths}, ${line.productionDate ?? null},
                       ${expiry}, ${line.decision}, ${line.reason}, ${receiver}, ${witness}, ${keeper.userId}) RETURNING id::text`,
            )
            .catch((error: unknown) => {
              throw isUniqueViolation(error) ? badRequest('该明细已验收') : error;
            });
          const acceptanceId = rows[0]!.id;
          for (const certificate of line.certificates)
            await client.query(
              sql`INSERT INTO supply_certificate (acceptance_id, kind, file_id) VALUES (${acceptanceId}, ${certificate.kind}, ${certificate.fileId}) ON CONFLICT DO NOTHING`,
            );
          if (acceptedQty > 0) {
            const batch = await client.query<{ id: string }>(
              sql`INSERT INTO stock_batch (tenant_id, canteen_id, goods_code, goods_name, base_unit, source, supplier_id, acceptance_id, unit_price, production_date, expiry_date)
               VALUES (${keeper.tenantId}, ${keeper.canteenId}, ${fact.goodsCode}, ${fact.goodsName}, ${fact.baseUnit}, ${sql.number(BATCH_SOURCE.acceptance)}, ${order.supplierId},
                       ${acceptanceId}, ${fact.unitPrice}, ${line.productionDate ?? null}, ${expiry}) RETURNING id::text`,
            );
            const batchId = batch.rows[0]!.id;
            await client.query(
              sql`INSERT INTO stock_balance (batch_id, canteen_id, goods_code, on_hand) VALUES (${batchId}, ${keeper.canteenId}, ${fact.goodsCode}, 0)`,
            );
            await move(client, {
              tenantId: keeper.tenantId,
              canteenId: keeper.canteenId,
              batchId,
              goodsCode: fact.goodsCode,
              kind: MOVEMENT.stockIn,
              quantity: acceptedQty,
              purpose: '验收入库',
              userId: keeper.userId,
              userName: keeper.name,
            });
          }
          const refused = line.receivedQty - acceptedQty;
          if (refused > 0)
            await client.query(
              sql`INSERT INTO supply_return (tenant_id, canteen_id, supplier_id, order_id, line_id, acceptance_id, quantity, reason)
               VALUES (${keeper.tenantId}, ${keeper.canteenId}, ${order.supplierId}, ${orderId}, ${line.lineId}, ${acceptanceId}, ${refused}, ${line.reason})`,
            );
        }
        // the last line inspected settles the order: all of it accepted, or not
        await client.query(
          sql`UPDATE supply_order o SET status = CASE WHEN NOT EXISTS (
                   SELECT 1 FROM supply_order_line l JOIN supply_acceptance a ON a.line_id = l.id WHERE l.order_id = o.id AND a.accepted_qty < l.confirmed_qty)
                 THEN ${sql.number(ORDER.accepted)} ELSE ${sql.number(ORDER.partlyAccepted)} END, update_time = app_now(), version = version + 1
               WHERE o.id = ${orderId} AND o.status = ${sql.number(ORDER.delivered)}
                 AND NOT EXISTS (SELECT 1 FROM supply_order_line l WHERE l.order_id = o.id AND l.confirmed_qty > 0
                                    AND NOT EXISTS (SELECT 1 FROM supply_acceptance a WHERE a.line_id = l.id))`,
        );
      });
      return ok(await acceptancesOf(orderId, keeper.canteenId));
    },
  );

  const acceptancesOf = async (orderId: string, canteenFilter: string | null) => {
    const { rows } = await db.query<z.infer<typeof Acceptance>>(
      sql`SELECT a.id::text, a.line_id::text AS "lineId", l.goods_name AS "goodsName", a.received_qty::float8 AS "receivedQty", a.accepted_qty::float8 AS "acceptedQty",
                 a.arrival_temp_tenths / 10.0::float8 AS temperature, to_char(a.production_date, 'YYYY-MM-DD') AS "productionDate",
                 to_char(a.expiry_date, 'YYYY-MM-DD') AS "expiryDate", a.decision, a.reason, a.receiver, a.witness,
                 ${TIME('a.create_time')} AS "createTime", (SELECT b.id::text FROM stock_batch b WHERE b.acceptance_id = a.id) AS "batchId",
                 (SELECT r.id::text FROM supply_return r WHERE r.acceptance_id = a.id) AS "returnId"
            FROM supply_acceptance a JOIN supply_order_line l ON l.id = a.line_id
           WHERE a.order_id = ${orderId} AND (${canteenFilter}::bigint IS NULL OR a.canteen_id = ${canteenFilter}) ORDER BY l.line_no`,
    );
    return rows;
  };

  app.get(
    `${SUPPLY_BASE}/acceptance/list`,
    { schema: { tags, summary: 'The inspections of an order the caller sees', querystring: IdInput, response: answers(z.array(Acceptance)) } },
    async (request) => {
      const caller = await readerOf(ctx, request);
      const { rows } = await db.query(sql`SELECT 1 FROM supply_order o WHERE o.id = ${request.query.id} AND ${ordersVisibleTo(caller)}`);
      if (!rows.length) throw notFound('数据不存在');
      return ok(await acceptancesOf(request.query.id, null));
    },
  );
}
