// 采购计划 (/api/rabbit-supply/plan/…): a canteen's week or month plan of goods from its bound catalogues, at the
// catalogue's prices; the school approves it or returns it with a reason; the canteen edits a draft or a returned plan
// (a new revision of its lines: the earlier stay) and submits it again; from an approved plan it generates draft
// purchase orders, one per supplier, each naming the plan and each line the plan line it orders. Nothing is deleted: a
// plan is voided with its reason. Every move is one guarded UPDATE … WHERE status IN (<the states it leaves>).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeFor } from '../../../platform/access/scope.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { transaction, type Queryable } from '../../../platform/db/database.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { APP_TODAY, TIME } from '../../../platform/db/zoned.ts';
import { answers } from '../../../platform/http/answers.ts';
import { isUniqueViolation, notFound } from '../../../platform/http/crud-errors.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { Order, Plan, PlanDetail } from '../answers.ts';
import { keeperOf, readerOf, type Keeper } from '../caller.ts';
import { IdInput, PlanInput, PlanListQuery, PlanOrderInput, PlanReturnInput, PlanVoidInput } from '../input.ts';
import { ORDER_RECORD, orderable } from '../queries.ts';
import { lineAmount } from '../rules.ts';
import { ORDER, PLAN, PLAN_PERIOD } from '../states.ts';
import { NOT_IN_CATALOGUE, SUPPLY_BASE } from './orders.ts';

const MOVED = '该计划已被其他人处理，请刷新';
const reviewScope = scopeFor('supply.approvePlan');

/** The plan's period: a week from its Monday, or a calendar month from its first day (400 otherwise). */
export function periodOf(kind: number, start: string): { start: string; end: string } {
  const time = Date.parse(`${start}T00:00:00Z`);
  const date = new Date(time);
  if (kind === PLAN_PERIOD.week) {
    if (date.getUTCDay() !== 1) throw badRequest('周计划须从周一开始');
    return { start, end: new Date(time + 6 * 86_400_000).toISOString().slice(0, 10) };
  }
  if (date.getUTCDate() !== 1) throw badRequest('月计划须从每月 1 日开始');
  return { start, end: new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).toISOString().slice(0, 10) };
}

/** A plan line is ordered while an order line not cancelled names it (`pl` is supply_plan_line). */
const ORDERED_BY = sql`
  SELECT o.id, o.order_no FROM supply_order_line ol JOIN supply_order o ON o.id = ol.order_id
   WHERE ol.plan_line_id = pl.id AND o.status <> ${sql.number(ORDER.cancelled)} ORDER BY o.id DESC LIMIT 1`;

const PLAN_RECORD = sql`
  SELECT p.id::text, p.plan_no AS "planNo", p.canteen_id::text AS "canteenId", cd.dept_name AS "canteenName", p.period_kind AS "periodKind",
         to_char(p.period_start, 'YYYY-MM-DD') AS "periodStart", to_char(p.period_end, 'YYYY-MM-DD') AS "periodEnd", p.status,
         p.total_amount::float8 AS "totalAmount",
         (SELECT count(*)::int FROM supply_plan_line pl WHERE pl.plan_id = p.id AND pl.revision = p.revision) AS "lineCount",
         (SELECT count(*)::int FROM supply_plan_line pl WHERE pl.plan_id = p.id AND pl.revision = p.revision AND EXISTS (${ORDERED_BY})) AS "orderedCount",
         p.remark, p.return_reason AS "returnReason", p.void_reason AS "voidReason", ${TIME('p.create_time')} AS "createTime",
         ${TIME('p.submit_time')} AS "submitTime", ${TIME('p.review_time')} AS "reviewTime", u.real_name AS "reviewerName", p.version
    FROM supply_plan p JOIN dept cd ON cd.id = p.canteen_id LEFT JOIN app_user u ON u.id = p.review_user`;

const LINE_RECORD = sql`
  SELECT pl.id::text, pl.line_no AS "lineNo", pl.goods_code AS "goodsCode", pl.goods_name AS "goodsName", pl.base_unit AS "baseUnit",
         pl.supplier_id::text AS "supplierId", c.supplier_name AS "supplierName", pl.unit_price::float8 AS "unitPrice", pl.quantity::float8 AS quantity,
         pl.amount::float8 AS amount, ordered.id::text AS "orderId", ordered.order_no AS "orderNo"
    FROM supply_plan p JOIN supply_plan_line pl ON pl.plan_id = p.id AND pl.revision = p.revision JOIN supplier_company c ON c.id = pl.supplier_id
    LEFT JOIN LATERAL (${ORDERED_BY}) ordered ON true`;

/** The canteens whose plans the caller reads: staff of supply.read in their reach; suppliers none (403). */
async function plansReader(ctx: AppContext, request: FastifyRequest): Promise<{ tenantId: string; canteenIds: string[] }> {
  const caller = await readerOf(ctx, request);
  if (caller.kind === 'supplier') throw forbidden();
  return { tenantId: caller.tenantId, canteenIds: caller.scope.canteenIds };
}

const visible = (reader: { tenantId: string; canteenIds: string[] }) =>
  sql`p.tenant_id = ${reader.tenantId} AND p.canteen_id = ANY(${reader.canteenIds}::bigint[])`;

async function planFor(db: Queryable, where: Sql, id: string): Promise<z.infer<typeof PlanDetail>> {
  const { rows } = await db.query<z.infer<typeof Plan>>(sql`${PLAN_RECORD} WHERE p.id = ${id} AND ${where}`);
  const plan = rows[0];
  if (!plan) throw notFound('数据不存在');
  const [lines, orders] = await Promise.all([
    db.query<z.infer<typeof PlanDetail>['lines'][number]>(sql`${LINE_RECORD} WHERE p.id = ${id} ORDER BY pl.line_no`),
    db.query<z.infer<typeof PlanDetail>['orders'][number]>(
      sql`SELECT o.id::text, o.order_no AS "orderNo", c.supplier_name AS "supplierName", to_char(o.delivery_date, 'YYYY-MM-DD') AS "deliveryDate", o.status
            FROM supply_order o JOIN supplier_company c ON c.id = o.supplier_id WHERE o.plan_id = ${id} ORDER BY o.id`,
    ),
  ]);
  return { ...plan, lines: lines.rows, orders: orders.rows };
}

/** Today on the app clock, as YYYY-MM-DD. */
async function todayOf(db: Queryable): Promise<string> {
  return (await db.query<{ today: string }>(sql`SELECT to_char(${APP_TODAY}, 'YYYY-MM-DD') AS today`)).rows[0]!.today;
}

/** The plan's lines priced from the catalogue the canteen may order from on `day`: 400 NOT_IN_CATALOGUE for any other. */
async function pricedLines(
  db: Queryable,
  keeper: Keeper,
  day: string,
  lines: { goodsCode: string; supplierId: string; quantity: number; unitPrice?: number | undefined }[],
) {
  const catalogue = await orderable(db, keeper.tenantId, keeper.schoolId, day);
  return lines.map((line) => {
    // two awards may list the same goods: the price given names the row, else the latest award's
    const rows = catalogue.filter((row) => row.goodsCode === line.goodsCode && row.supplierId === line.supplierId);
    const listed = line.unitPrice === undefined ? rows[0] : rows.find((row) => row.unitPrice === line.unitPrice);
    if (!listed) throw badRequest(NOT_IN_CATALOGUE);
    return {
      ...line,
      name: listed.goodsName,
      baseUnit: listed.baseUnit,
      commodityId: listed.commodityId,
      unitPrice: listed.unitPrice,
      amount: lineAmount(listed.unitPrice, line.quantity, listed.baseUnit),
    };
  });
}

export function planRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['supply'];
  const base = `${SUPPLY_BASE}/plan`;
  const keeperWhere = (keeper: Keeper) => sql`p.canteen_id = ${keeper.canteenId}`;

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: 'The purchase plans of the canteens the caller reads (a canteen its own, a school its canteens’), latest period first; ?status=',
        querystring: PlanListQuery,
        response: answers(z.array(Plan)),
      },
    },
    async (request) => {
      const reader = await plansReader(ctx, request);
      const { status } = request.query;
      const { rows } = await db.query<z.infer<typeof Plan>>(
        sql`${PLAN_RECORD} WHERE ${visible(reader)} AND (${status}::int < 0 OR p.status = ${status}) ORDER BY p.period_start DESC, p.id DESC LIMIT 500`,
      );
      return ok(rows);
    },
  );

  app.get(
    `${base}/detail`,
    { schema: { tags, summary: 'One plan with its lines and the orders generated from it', querystring: IdInput, response: answers(PlanDetail) } },
    async (request) => ok(await planFor(db, visible(await plansReader(ctx, request)), request.query.id)),
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'A new plan of the calling canteen, or its draft or returned plan edited: kept as a draft, or submitted to the school (submit: true)',
        description: `Every line from the catalogue the canteen may order on the period's first day still to come, at its price, else 400 ${NOT_IN_CATALOGUE}.`,
        body: PlanInput,
        response: answers(PlanDetail),
      },
    },
    async (request) => {
      const keeper = await keeperOf(ctx, request);
      const input = request.body;
      const period = periodOf(input.periodKind, input.periodStart);
      const today = await todayOf(db);
      if (period.end < today) throw badRequest('计划周期已结束');
      const status = input.submit ? PLAN.submitted : PLAN.draft;
      try {
        const id = await transaction(db, async (client) => {
          const lines = await pricedLines(client, keeper, period.start > today ? period.start : today, input.lines);
          const total = lines.reduce((sum, line) => sum + line.amount, 0);
          const { rows: taken } = await client.query(
            sql`SELECT 1 FROM supply_plan WHERE canteen_id = ${keeper.canteenId} AND period_kind = ${input.periodKind} AND period_start = ${period.start}
                   AND status <> ${sql.number(PLAN.voided)} AND id <> ${input.id ?? '0'}`,
          );
          if (taken.length) throw badRequest('该周期已有采购计划');
          let planId: string;
          let revision: number;
          if (input.id) {
            const { rows } = await client.query<{ status: number }>(
              sql`SELECT status FROM supply_plan WHERE id = ${input.id} AND canteen_id = ${keeper.canteenId} FOR UPDATE`,
            );
            if (!rows[0]) throw notFound('数据不存在');
            if (rows[0].status !== PLAN.draft && rows[0].status !== PLAN.returned) throw badRequest('只能修改草稿或已退回的计划');
            const { rows: saved } = await client.query<{ revision: number }>(
              sql`UPDATE supply_plan SET period_kind = ${input.periodKind}, period_start = ${period.start}, period_end = ${period.end}, remark = ${input.remark},
                         total_amount = ${total}, status = ${status}, revision = revision + 1, submit_time = CASE WHEN ${input.submit}::boolean THEN app_now() END,
                         update_time = app_now(), version = version + 1
                   WHERE id = ${input.id} AND status IN (${sql.number(PLAN.draft)}, ${sql.number(PLAN.returned)}) RETURNING revision`,
            );
            if (!saved[0]) throw badRequest(MOVED);
            planId = input.id;
            revision = saved[0].revision;
          } else {
            const { rows } = await client.query<{ id: string }>(
              sql`INSERT INTO supply_plan (tenant_id, plan_no, canteen_id, school_id, period_kind, period_start, period_end, status, total_amount, remark, create_user, submit_time)
               VALUES (${keeper.tenantId}, 'JH' || to_char(${APP_TODAY}, 'YYYYMMDD') || lpad(nextval('supply_plan_no_seq')::text, 6, '0'), ${keeper.canteenId},
                       ${keeper.schoolId}, ${input.periodKind}, ${period.start}, ${period.end}, ${status}, ${total}, ${input.remark}, ${keeper.userId},
                       CASE WHEN ${input.submit}::boolean THEN app_now() END)
               RETURNING id::text`,
            );
            planId = rows[0]!.id;
            revision = 1;
          }
          for (const [index, line] of lines.entries())
            await client.query(
              sql`INSERT INTO supply_plan_line (plan_id, revision, line_no, goods_code, goods_name, base_unit, supplier_id, commodity_id, unit_price, quantity, amount)
               VALUES (${planId}, ${revision}, ${index + 1}, ${line.goodsCode}, ${line.name}, ${line.baseUnit}, ${line.supplierId}, ${line.commodityId},
                       ${line.unitPrice}, ${line.quantity}, ${line.amount})`,
            );
          return planId;
        });
        return ok(await planFor(db, keeperWhere(keeper), id));
      } catch (error) {
        // two saves of one period at once: the index keeps one
        if (isUniqueViolation(error)) throw badRequest('该周期已有采购计划');
        throw error;
      }
    },
  );

  app.post(
    `${base}/send`,
    {
      schema: {
        tags,
        summary: 'Submits a draft or returned plan to the school, its lines checked against the catalogue again',
        body: IdInput,
        response: answers(PlanDetail),
      },
    },
    async (request) => {
      const keeper = await keeperOf(ctx, request);
      const { id } = request.body;
      const today = await todayOf(db);
      await transaction(db, async (client) => {
        const plan = await planFor(client, keeperWhere(keeper), id);
        if (plan.status !== PLAN.draft && plan.status !== PLAN.returned) throw badRequest(MOVED);
        if (plan.periodEnd < today) throw badRequest('计划周期已结束');
        const day = plan.periodStart > today ? plan.periodStart : today;
        // each line still in the catalogue at its price
        await pricedLines(client, keeper, day, plan.lines);
        const { rowCount } = await client.query(
          sql`UPDATE supply_plan SET status = ${sql.number(PLAN.submitted)}, submit_time = app_now(), update_time = app_now(), version = version + 1
               WHERE id = ${id} AND status IN (${sql.number(PLAN.draft)}, ${sql.number(PLAN.returned)})`,
        );
        if (!rowCount) throw badRequest(MOVED);
      });
      return ok(await planFor(db, keeperWhere(keeper), id));
    },
  );

  /** The school's review: the plan of one of its canteens, submitted (404 outside its reach, 400 in another state). */
  const review = async (request: FastifyRequest, id: string, status: number, reason = '') => {
    const scope = await reviewScope(ctx.db.pool, await authenticate(ctx, request));
    const where = sql`p.tenant_id = ${scope.actor.tenantId} AND p.canteen_id = ANY(${scope.canteenIds}::bigint[])`;
    const plan = await planFor(db, where, id);
    if (plan.status !== PLAN.submitted) throw badRequest(MOVED);
    const { rowCount } = await db.query(
      sql`UPDATE supply_plan SET status = ${status}, return_reason = ${reason}, review_user = ${scope.actor.userId}, review_time = app_now(),
                 update_time = app_now(), version = version + 1
           WHERE id = ${id} AND status = ${sql.number(PLAN.submitted)}`,
    );
    if (!rowCount) throw badRequest(MOVED);
    return ok(await planFor(db, where, id));
  };

  app.post(
    `${base}/approve`,
    { schema: { tags, summary: 'The school approves a submitted plan of one of its canteens', body: IdInput, response: answers(PlanDetail) } },
    async (request) => review(request, request.body.id, PLAN.approved),
  );

  app.post(
    `${base}/return`,
    {
      schema: { tags, summary: 'The school returns a submitted plan to its canteen, with the reason', body: PlanReturnInput, response: answers(PlanDetail) },
    },
    async (request) => review(request, request.body.id, PLAN.returned, request.body.reason),
  );

  app.post(
    `${base}/void`,
    {
      schema: {
        tags,
        summary: 'Voids a plan of the calling canteen, with the reason (an approved plan only while none of its orders stands)',
        body: PlanVoidInput,
        response: answers(PlanDetail),
      },
    },
    async (request) => {
      const keeper = await keeperOf(ctx, request);
      const { id, reason } = request.body;
      await transaction(db, async (client) => {
        const plan = await planFor(client, keeperWhere(keeper), id);
        if (plan.status === PLAN.voided) throw badRequest('计划已作废');
        await client.query(sql`SELECT 1 FROM supply_plan WHERE id = ${id} FOR UPDATE`);
        const { rows } = await client.query(sql`SELECT 1 FROM supply_order WHERE plan_id = ${id} AND status <> ${sql.number(ORDER.cancelled)} LIMIT 1`);
        if (rows.length) throw badRequest('计划已生成订单，不能作废');
        const { rowCount } = await client.query(
          sql`UPDATE supply_plan SET status = ${sql.number(PLAN.voided)}, void_reason = ${reason}, update_time = app_now(), version = version + 1
               WHERE id = ${id} AND status = ${plan.status}`,
        );
        if (!rowCount) throw badRequest(MOVED);
      });
      return ok(await planFor(db, keeperWhere(keeper), id));
    },
  );

  app.post(
    `${base}/order`,
    {
      schema: {
        tags,
        summary:
          'Generates draft purchase orders from an approved plan: one per supplier of its lines not yet ordered (or those named), for a delivery date and meal',
        description: `Each line must be orderable on the delivery date, else 400 ${NOT_IN_CATALOGUE}; nothing is saved on a refusal.`,
        body: PlanOrderInput,
        response: answers(z.array(Order)),
      },
    },
    async (request) => {
      const keeper = await keeperOf(ctx, request);
      const { id, deliveryDate, meal, lineIds } = request.body;
      const orderIds = await transaction(db, async (client) => {
        const { rows: locked } = await client.query(sql`SELECT 1 FROM supply_plan WHERE id = ${id} AND canteen_id = ${keeper.canteenId} FOR UPDATE`);
        if (!locked.length) throw notFound('数据不存在');
        const plan = await planFor(client, keeperWhere(keeper), id);
        if (plan.status !== PLAN.approved) throw badRequest('计划未批准，不能生成订单');
        const { rows: dates } = await client.query<{ past: boolean }>(sql`SELECT ${deliveryDate}::date < ${APP_TODAY} AS past`);
        if (dates[0]!.past) throw badRequest('配送日期不能早于今天');
        if (deliveryDate < plan.periodStart || deliveryDate > plan.periodEnd) throw badRequest('配送日期须在计划周期内');
        let chosen = plan.lines.filter((line) => !line.orderId);
        if (lineIds) {
          const byId = new Map(plan.lines.map((line) => [line.id, line] as const));
          for (const lineId of lineIds) {
            const line = byId.get(lineId);
            if (!line) throw badRequest('计划明细不存在');
            if (line.orderId) throw badRequest('该计划明细已下单');
          }
          chosen = chosen.filter((line) => lineIds.includes(line.id));
        }
        if (!chosen.length) throw badRequest('计划明细均已下单');
        const catalogue = await orderable(client, keeper.tenantId, keeper.schoolId, deliveryDate);
        const bySupplier = new Map<string, (typeof chosen)[number][]>();
        for (const line of chosen) bySupplier.set(line.supplierId, [...(bySupplier.get(line.supplierId) ?? []), line]);
        const created: string[] = [];
        for (const [supplierId, lines] of bySupplier) {
          const priced = lines.map((line) => {
            const rows = catalogue.filter((row) => row.goodsCode === line.goodsCode && row.supplierId === supplierId);
            const listed = rows.find((row) => row.unitPrice === line.unitPrice) ?? rows[0];
            if (!listed) throw badRequest(NOT_IN_CATALOGUE);
            return {
              ...line,
              commodityId: listed.commodityId,
              unitPrice: listed.unitPrice,
              amount: lineAmount(listed.unitPrice, line.quantity, line.baseUnit),
            };
          });
          const { rows } = await client.query<{ id: string }>(
            sql`INSERT INTO supply_order (tenant_id, order_no, canteen_id, school_id, supplier_id, delivery_date, meal, status, total_amount, remark, create_user, plan_id)
             VALUES (${keeper.tenantId}, 'CG' || to_char(${APP_TODAY}, 'YYYYMMDD') || lpad(nextval('supply_order_no_seq')::text, 6, '0'), ${keeper.canteenId},
                     ${keeper.schoolId}, ${supplierId}, ${deliveryDate}, ${meal}, ${sql.number(ORDER.draft)}, ${priced.reduce((sum, line) => sum + line.amount, 0)},
                     ${`采购计划 ${plan.planNo}`}, ${keeper.userId}, ${id})
             RETURNING id::text`,
          );
          const orderId = rows[0]!.id;
          for (const [index, line] of priced.entries())
            await client.query(
              sql`INSERT INTO supply_order_line (order_id, line_no, goods_code, goods_name, base_unit, commodity_id, unit_price, quantity, amount, plan_line_id)
               VALUES (${orderId}, ${index + 1}, ${line.goodsCode}, ${line.goodsName}, ${line.baseUnit}, ${line.commodityId}, ${line.unitPrice}, ${line.quantity},
                       ${line.amount}, ${line.id})`,
            );
          created.push(orderId);
        }
        return created;
      });
      const { rows } = await db.query<z.infer<typeof Order>>(sql`${ORDER_RECORD} WHERE o.id = ANY(${orderIds}::bigint[]) ORDER BY o.id`);
      return ok(rows);
    },
  );
}
