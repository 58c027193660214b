// 采购订单 and 销售订单 (/api/rabbit-supply/order/…): a canteen orders from a supplier bound to its school, for goods of
// that binding's catalogue at the award's price and within its supply period (or an emergency purchase with its
// reason); the supplier confirms (by line) or refuses with a reason; the canteen cancels before confirmation and
// closes after acceptance. Every move is one guarded UPDATE … WHERE status = <the state it leaves>.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { transaction } from '../../../platform/db/database.ts';
import { sql } from '../../../platform/db/sql.ts';
import { APP_TODAY } from '../../../platform/db/zoned.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { notFound } from '../../../platform/http/crud-errors.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { offsetOf } from '../../../platform/http/fields.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import { missingDocuments } from '../../supplier/index.ts';
import { Catalogue, Order, OrderDetail } from '../answers.ts';
import { keeperOf, ordersVisibleTo, readerOf, supplierCaller, type SupplyCaller } from '../caller.ts';
import { CatalogueQuery, ConfirmInput, IdInput, OrderInput, OrderListQuery, ReasonInput, RefuseInput } from '../input.ts';
import { LINE_RECORD, ORDER_RECORD, TO_RECEIVE, orderable } from '../queries.ts';
import { lineAmount } from '../rules.ts';
import { ORDER } from '../states.ts';
import type { Queryable } from '../../../platform/db/database.ts';

export const SUPPLY_BASE = '/api/rabbit-supply';
export const NOT_IN_CATALOGUE = '该供应商未中标此商品或不在供货期内';
const MOVED = '该订单已被其他人处理，请刷新';

/** The order with its lines, if the caller sees it; 404 数据不存在 otherwise (another supplier's included). */
export async function orderFor(db: Queryable, caller: SupplyCaller, id: string) {
  const { rows } = await db.query<z.infer<typeof Order>>(sql`${ORDER_RECORD} WHERE o.id = ${id} AND ${ordersVisibleTo(caller)}`);
  const order = rows[0];
  if (!order) throw notFound('数据不存在');
  const [lines, delivery] = await Promise.all([
    db.query<z.infer<typeof OrderDetail>['lines'][number]>(sql`${LINE_RECORD} WHERE l.order_id = ${id} ORDER BY l.line_no`),
    db.query<{ id: string }>(sql`SELECT id::text FROM supply_delivery WHERE order_id = ${id}`),
  ]);
  return { ...order, lines: lines.rows, deliveryId: delivery.rows[0]?.id ?? null };
}

export function orderRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['supply'];
  const base = `${SUPPLY_BASE}/order`;

  app.get(
    `${SUPPLY_BASE}/catalogue`,
    {
      schema: {
        tags,
        summary: 'What the calling canteen may order on ?deliveryDate= (today when absent), from ?supplierId= or any bound supplier',
        querystring: CatalogueQuery,
        response: answers(Catalogue),
      },
    },
    async (request) => {
      const keeper = await keeperOf(ctx, request);
      const today = (await db.query<{ today: string }>(sql`SELECT to_char(${APP_TODAY}, 'YYYY-MM-DD') AS today`)).rows[0]!.today;
      const records = await orderable(db, keeper.tenantId, keeper.schoolId, request.query.deliveryDate ?? today, request.query.supplierId);
      return ok({ today, records });
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'A new purchase order of the calling canteen: a draft, or submitted to the supplier (submit: true)',
        description: `Every line from the catalogue the canteen may order that day at its price, else 400 ${NOT_IN_CATALOGUE}; an emergency purchase (emergency: true) names its reason and prices.`,
        body: OrderInput,
        response: answers(OrderDetail),
      },
    },
    async (request) => {
      const keeper = await keeperOf(ctx, request);
      const input = request.body;
      const id = await transaction(db, async (client) => {
        const { rows: dates } = await client.query<{ past: boolean }>(sql`SELECT ${input.deliveryDate}::date < ${APP_TODAY} AS past`);
        if (dates[0]!.past) throw badRequest('配送日期不能早于今天');
        const { rows: suppliers } = await client.query(
          sql`SELECT 1 FROM supplier_company WHERE id = ${input.supplierId} AND tenant_id = ${keeper.tenantId} AND is_deleted = 0`,
        );
        if (!suppliers.length) throw badRequest('供应商不存在');
        if (input.emergency && !input.emergencyReason) throw badRequest('应急采购须填写原因');
        const catalogue = await orderable(client, keeper.tenantId, keeper.schoolId, input.deliveryDate, input.supplierId);
        const { rows: goods } = await client.query<{ code: string; name: string; baseUnit: string }>(
          sql`SELECT code, name, base_unit AS "baseUnit" FROM school_goods WHERE parent_code <> '' AND code = ANY(${input.lines.map((line) => line.goodsCode)}::text[])`,
        );
        const goodsOf = new Map(goods.map((row) => [row.code, row] as const));
        const lines = input.lines.map((line) => {
          // two awards may list the same goods: the price given names the row, else the latest award's
          const rows = catalogue.filter((row) => row.goodsCode === line.goodsCode);
          const listed = line.unitPrice === undefined ? rows[0] : rows.find((row) => row.unitPrice === line.unitPrice);
          if (!input.emergency) {
            // the award's catalogue, at its price: anything else is not this supplier's to sell here today
            if (!listed) throw badRequest(NOT_IN_CATALOGUE);
            return {
              ...line,
              name: listed.goodsName,
              baseUnit: listed.baseUnit,
              commodityId: listed.commodityId,
              quoteId: listed.quoteId,
              unitPrice: listed.unitPrice,
            };
          }
          const known = goodsOf.get(line.goodsCode);
          if (!known) throw badRequest('商品不存在');
          if (line.unitPrice === undefined) throw badRequest('请填写应急采购单价');
          return { ...line, name: known.name, baseUnit: known.baseUnit, commodityId: null, quoteId: null, unitPrice: line.unitPrice };
        });
        const priced = lines.map((line) => ({ ...line, amount: lineAmount(line.unitPrice, line.quantity, line.baseUnit) }));
        const total = priced.reduce((sum, line) => sum + line.amount, 0);
        const status = input.submit ? ORDER.submitted : ORDER.draft;
        const { rows } = await client.query<{ id: string }>(
          sql`INSERT INTO supply_order (tenant_id, order_no, canteen_id, school_id, supplier_id, delivery_date, meal, emergency, emergency_reason, status, total_amount,
                                     remark, create_user, submit_time)
           VALUES (${keeper.tenantId}, 'CG' || to_char(${APP_TODAY}, 'YYYYMMDD') || lpad(nextval('supply_order_no_seq')::text, 6, '0'), ${keeper.canteenId},
                   ${keeper.schoolId}, ${input.supplierId}, ${input.deliveryDate}, ${input.meal}, ${input.emergency}, ${input.emergency ? input.emergencyReason : ''},
                   ${status}, ${total}, ${input.remark}, ${keeper.userId}, CASE WHEN ${input.submit}::boolean THEN app_now() END)
           RETURNING id::text`,
        );
        const orderId = rows[0]!.id;
        for (const [index, line] of priced.entries())
          await client.query(
            sql`INSERT INTO supply_order_line (order_id, line_no, goods_code, goods_name, base_unit, commodity_id, quote_id, unit_price, quantity, amount)
             VALUES (${orderId}, ${index + 1}, ${line.goodsCode}, ${line.name}, ${line.baseUnit}, ${line.commodityId}, ${line.quoteId}, ${line.unitPrice}, ${line.quantity},
                     ${line.amount})`,
          );
        return orderId;
      });
      return ok(await orderFor(db, await readerOf(ctx, request), id));
    },
  );

  app.post(
    `${base}/send`,
    {
      schema: {
        tags,
        summary: 'Submits a draft to its supplier, the catalogue checked again for its delivery date',
        body: IdInput,
        response: answers(OrderDetail),
      },
    },
    async (request) => {
      const keeper = await keeperOf(ctx, request);
      const { id } = request.body;
      await transaction(db, async (client) => {
        const { rows } = await client.query<{ emergency: boolean; day: string; supplierId: string; past: boolean }>(
          sql`SELECT emergency, to_char(delivery_date, 'YYYY-MM-DD') AS day, supplier_id::text AS "supplierId", delivery_date < ${APP_TODAY} AS past
             FROM supply_order WHERE id = ${id} AND canteen_id = ${keeper.canteenId} FOR UPDATE`,
        );
        const order = rows[0];
        if (!order) throw notFound('数据不存在');
        if (order.past) throw badRequest('配送日期不能早于今天');
        if (!order.emergency) {
          const listed = await orderable(client, keeper.tenantId, keeper.schoolId, order.day, order.supplierId);
          const { rows: lines } = await client.query<{ goodsCode: string; unitPrice: number }>(
            sql`SELECT goods_code AS "goodsCode", unit_price::float8 AS "unitPrice" FROM supply_order_line WHERE order_id = ${id}`,
          );
          for (const line of lines)
            if (!listed.some((row) => row.goodsCode === line.goodsCode && row.unitPrice === line.unitPrice)) throw badRequest(NOT_IN_CATALOGUE);
        }
        const { rowCount } = await client.query(
          sql`UPDATE supply_order SET status = ${sql.number(ORDER.submitted)}, submit_time = app_now(), update_time = app_now(), version = version + 1
               WHERE id = ${id} AND status = ${sql.number(ORDER.draft)}`,
        );
        if (!rowCount) throw badRequest(MOVED);
      });
      return ok(await orderFor(db, await readerOf(ctx, request), id));
    },
  );

  app.post(
    `${base}/cancel`,
    {
      schema: { tags, summary: 'Cancels a draft or submitted order of the calling canteen, with the reason', body: ReasonInput, response: answers(z.null()) },
    },
    async (request) => {
      const keeper = await keeperOf(ctx, request);
      const { id, reason } = request.body;
      const { rows } = await db.query<{ status: number }>(sql`SELECT status FROM supply_order WHERE id = ${id} AND canteen_id = ${keeper.canteenId}`);
      if (!rows[0]) throw notFound('数据不存在');
      const { rowCount } = await db.query(
        sql`UPDATE supply_order SET status = ${sql.number(ORDER.cancelled)}, cancel_reason = ${reason}, update_time = app_now(), version = version + 1
             WHERE id = ${id} AND status IN (${sql.number(ORDER.draft)}, ${sql.number(ORDER.submitted)})`,
      );
      if (!rowCount) throw badRequest('订单已确认，不能取消');
      return ok(null);
    },
  );

  app.post(
    `${base}/close`,
    { schema: { tags, summary: 'Closes an accepted order of the calling canteen', body: IdInput, response: answers(z.null()) } },
    async (request) => {
      const keeper = await keeperOf(ctx, request);
      const { id } = request.body;
      const { rows } = await db.query(sql`SELECT 1 FROM supply_order WHERE id = ${id} AND canteen_id = ${keeper.canteenId}`);
      if (!rows[0]) throw notFound('数据不存在');
      const { rowCount } = await db.query(
        sql`UPDATE supply_order SET status = ${sql.number(ORDER.closed)}, update_time = app_now(), version = version + 1
             WHERE id = ${id} AND status IN (${sql.number(ORDER.accepted)}, ${sql.number(ORDER.partlyAccepted)})`,
      );
      if (!rowCount) throw badRequest('订单尚未验收，不能关闭');
      return ok(null);
    },
  );

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary:
          'A page of the orders the caller sees, newest first: a canteen’s or its reach’s (staff), those addressed to it (a supplier); ?status= (codes, comma-separated), ?keyword= (order no., supplier or canteen), ?deliveryFrom=, ?deliveryTo=, ?receive=true (待验收)',
        description:
          "receive=true keeps the orders to receive (收货验收's 待验收 and the 待验收配送 to-do): 已送达, or 配送中 with the app clock’s today as delivery date. size ≤ 100.",
        querystring: OrderListQuery,
        response: answers(paged(Order)),
      },
    },
    async (request) => {
      const caller = await readerOf(ctx, request);
      const { status, keyword, deliveryFrom, deliveryTo, receive, ...page } = request.query;
      const like = keyword ? containing(keyword) : null;
      const where = sql`${ordersVisibleTo(caller)} AND (${status}::int[] IS NULL OR o.status = ANY(${status}::int[]))
        AND (${like}::text IS NULL OR o.order_no LIKE ${like} OR c.supplier_name LIKE ${like} OR cd.dept_name LIKE ${like})
        AND (${deliveryFrom}::date IS NULL OR o.delivery_date >= ${deliveryFrom}::date) AND (${deliveryTo}::date IS NULL OR o.delivery_date <= ${deliveryTo}::date)
        AND (NOT ${receive}::boolean OR ${TO_RECEIVE})`;
      const [rows, total] = await Promise.all([
        db.query<z.infer<typeof Order>>(sql`${ORDER_RECORD} WHERE ${where} ORDER BY o.create_time DESC, o.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: string }>(
          sql`SELECT count(*) AS total FROM supply_order o JOIN dept cd ON cd.id = o.canteen_id JOIN supplier_company c ON c.id = o.supplier_id WHERE ${where}`,
        ),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.get(
    `${base}/detail`,
    { schema: { tags, summary: 'One order with its lines (404 when the caller does not see it)', querystring: IdInput, response: answers(OrderDetail) } },
    async (request) => ok(await orderFor(db, await readerOf(ctx, request), request.query.id)),
  );

  app.post(
    `${base}/confirm`,
    {
      schema: {
        tags,
        summary: 'The supplier confirms a submitted order, in full or line by line (a quantity per line, 0 for a line it will not supply)',
        description: '400 资质证照已过期，不能接单 when its 营业执照 or 食品经营许可证 has lapsed on the delivery date.',
        body: ConfirmInput,
        response: answers(OrderDetail),
      },
    },
    async (request) => {
      const caller = await supplierCaller(ctx, request);
      const { id, lines } = request.body;
      const order = await orderFor(db, caller, id);
      if (order.status !== ORDER.submitted) throw badRequest(MOVED);
      if ((await missingDocuments(db, caller.supplierId, [1, 2], order.deliveryDate)).length) throw badRequest('资质证照已过期，不能接单');
      const quantities = new Map(order.lines.map((line) => [line.id, line.quantity] as const));
      if (lines) {
        if (lines.length !== order.lines.length || lines.some((line) => !quantities.has(line.lineId))) throw badRequest('请确认订单的每一项');
        for (const line of lines) {
          if (line.quantity > quantities.get(line.lineId)!) throw badRequest('确认数量不能超过订购数量');
          quantities.set(line.lineId, line.quantity);
        }
        if ([...quantities.values()].every((quantity) => quantity === 0)) throw badRequest('没有可供货的商品，请拒绝订单');
      }
      await transaction(db, async (client) => {
        const { rowCount } = await client.query(
          sql`UPDATE supply_order SET status = ${sql.number(ORDER.confirmed)}, confirm_time = app_now(), confirm_user = ${caller.accountId}, update_time = app_now(),
                     version = version + 1 WHERE id = ${id} AND status = ${sql.number(ORDER.submitted)}`,
        );
        if (!rowCount) throw badRequest(MOVED);
        for (const [lineId, quantity] of quantities) await client.query(sql`UPDATE supply_order_line SET confirmed_qty = ${quantity} WHERE id = ${lineId}`);
      });
      return ok(await orderFor(db, caller, id));
    },
  );

  app.post(
    `${base}/refuse`,
    { schema: { tags, summary: 'The supplier refuses a submitted order, with the reason', body: RefuseInput, response: answers(z.null()) } },
    async (request) => {
      const caller = await supplierCaller(ctx, request);
      const { id, reason } = request.body;
      await orderFor(db, caller, id);
      const { rowCount } = await db.query(
        sql`UPDATE supply_order SET status = ${sql.number(ORDER.refused)}, refuse_reason = ${reason}, confirm_time = app_now(), confirm_user = ${caller.accountId},
                   update_time = app_now(), version = version + 1 WHERE id = ${id} AND status = ${sql.number(ORDER.submitted)}`,
      );
      if (!rowCount) throw badRequest(MOVED);
      return ok(null);
    },
  );
}
