// 商品报价 (/api/rabbit-supply/quote/…): for goods outside every catalogue a supplier proposes a unit price (fen per kg,
// L or 个) to one school it is bound to, for a period; the school approves it or rejects it with the reason, and the
// supplier may withdraw it while it waits. An approved quote makes the goods orderable from that supplier at that price
// within the period (queries.ts ORDERABLE). Every move is one guarded UPDATE … WHERE status = 0 (待审核).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEPT_CATEGORY } from '../../../../contract/org.ts';
import { scopeFor } from '../../../platform/access/scope.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { transaction, type Queryable } from '../../../platform/db/database.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { MAX_TREE_DEPTH } from '../../../platform/db/trees.ts';
import { APP_TODAY, TIME } from '../../../platform/db/zoned.ts';
import { answers } from '../../../platform/http/answers.ts';
import { notFound } from '../../../platform/http/crud-errors.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { id, isDay, optionalText, text, whole } from '../../../platform/http/fields.ts';
import { MAX_FEN } from '../../../platform/http/money.ts';
import { readerOf, supplierCaller, type SupplyCaller } from '../caller.ts';
import { QUOTE } from '../states.ts';
import { SUPPLY_BASE } from './orders.ts';

export const QUOTE_MESSAGES = {
  notBound: '只能向已绑定的学校报价',
  inCatalogue: '该商品在中标供货目录内，按中标价格供货，无需报价',
  overlap: '该商品在此期间已有待审核或已批准的报价，报价期间不能重叠',
  endBeforeStart: '结束日期不能早于开始日期',
  endPassed: '报价结束日期不能早于今天',
  moved: '该报价已被处理，请刷新',
  lapsed: '报价期间已结束，不能批准',
  rejectReason: '请填写驳回原因',
} as const;

export const Quote = z.object({
  id: z.string(),
  quoteNo: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  goodsCode: z.string(),
  goodsName: z.string(),
  unit: z.string(),
  baseUnit: z.string(),
  unitPrice: z.number().int().describe('fen per kg, L or 个'),
  validFrom: z.string(),
  validTo: z.string(),
  remark: z.string(),
  status: z.number().int().describe('0 待审核 · 1 已批准 · 2 已驳回 · 3 已撤回'),
  rejectReason: z.string(),
  reviewName: z.string(),
  reviewTime: z.string().nullable(),
  createTime: z.string(),
  lapsed: z.boolean().describe('its period has ended'),
});

export const QuoteOptions = z.object({
  schools: z
    .array(z.object({ id: z.string(), name: z.string() }))
    .describe('the schools the supplier is bound to (a binding to a unit above counts its schools)'),
  goods: z.array(z.object({ code: z.string(), name: z.string(), unit: z.string(), baseUnit: z.string() })),
});

const day = (message: string) => z.string({ error: message }).refine(isDay, message);

export const QuoteInput = z.object({
  schoolId: id('请选择学校'),
  goodsCode: text('请选择商品', 20),
  unitPrice: z.number({ error: '请填写报价' }).int('报价须为整数（分）').min(1, '报价须大于 0').max(MAX_FEN, '报价过大'),
  validFrom: day('请选择报价开始日期'),
  validTo: day('请选择报价结束日期'),
  remark: optionalText('备注', 200),
});
const QuoteId = z.object({ id: id('数据不存在') });
const RejectInput = z.object({ id: id('数据不存在'), reason: text(QUOTE_MESSAGES.rejectReason, 200) });
const QuoteQuery = z.object({ status: whole('报价状态', -1, -1, 3) });

const RECORD = sql`
  SELECT q.id::text, q.quote_no AS "quoteNo", q.supplier_id::text AS "supplierId", c.supplier_name AS "supplierName", q.school_id::text AS "schoolId",
         s.dept_name AS "schoolName", q.goods_code AS "goodsCode", q.goods_name AS "goodsName", g.unit, q.base_unit AS "baseUnit",
         q.unit_price::float8 AS "unitPrice", to_char(q.valid_from, 'YYYY-MM-DD') AS "validFrom", to_char(q.valid_to, 'YYYY-MM-DD') AS "validTo",
         q.remark, q.status, q.reject_reason AS "rejectReason", q.review_name AS "reviewName", ${TIME('q.review_time')} AS "reviewTime",
         ${TIME('q.create_time')} AS "createTime", q.valid_to < ${APP_TODAY} AS lapsed
    FROM supply_quote q JOIN supplier_company c ON c.id = q.supplier_id JOIN dept s ON s.id = q.school_id JOIN school_goods g ON g.code = q.goods_code`;

/** The quotes the caller sees (`q`): a supplier its own; staff those to the schools of their reach. */
function quotesVisibleTo(caller: SupplyCaller): Sql {
  if (caller.kind === 'supplier') return sql`q.tenant_id = ${caller.tenantId} AND q.supplier_id = ${caller.supplierId}`;
  return sql`q.tenant_id = ${caller.tenantId} AND q.school_id = ANY(${caller.scope.schoolIds}::bigint[])`;
}

/** The schools (dept_category school) a supplier is bound to: named by a binding, or under a bound unit. */
const BOUND_SCHOOLS = (tenantId: string, supplierId: string) => sql`
  WITH RECURSIVE down AS (
    SELECT d.id, d.dept_category, d.dept_name, d.sort, sb.valid_from, sb.valid_to, 0 AS depth
      FROM supplier_binding sb JOIN dept d ON d.id = sb.dept_id AND d.is_deleted = 0
     WHERE sb.tenant_id = ${tenantId} AND sb.supplier_id = ${supplierId} AND sb.is_deleted = 0
    UNION ALL
    SELECT d.id, d.dept_category, d.dept_name, d.sort, down.valid_from, down.valid_to, down.depth + 1
      FROM dept d JOIN down ON d.parent_id = down.id WHERE d.is_deleted = 0 AND down.depth < ${MAX_TREE_DEPTH}
  )
  SELECT id, dept_name, sort, valid_from, valid_to FROM down WHERE dept_category = ${DEPT_CATEGORY.school}`;

const approverScope = scopeFor('supply.approveQuote');

async function quoteFor(db: Queryable, caller: SupplyCaller, quoteId: string): Promise<z.infer<typeof Quote>> {
  const { rows } = await db.query<z.infer<typeof Quote>>(sql`${RECORD} WHERE q.id = ${quoteId} AND ${quotesVisibleTo(caller)}`);
  if (!rows[0]) throw notFound('数据不存在');
  return rows[0];
}

export function quoteRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['supply'];
  const base = `${SUPPLY_BASE}/quote`;

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: 'The quotes the caller sees, newest first (a supplier its own, staff those to the schools of their reach); ?status= 0–3 (−1 all)',
        querystring: QuoteQuery,
        response: answers(z.array(Quote)),
      },
    },
    async (request) => {
      const caller = await readerOf(ctx, request);
      const { status } = request.query;
      const { rows } = await db.query<z.infer<typeof Quote>>(
        sql`${RECORD} WHERE ${quotesVisibleTo(caller)} AND (${status}::int < 0 OR q.status = ${status}) ORDER BY q.create_time DESC, q.id DESC LIMIT 500`,
      );
      return ok(rows);
    },
  );

  app.get(
    `${base}/options`,
    { schema: { tags, summary: 'What the calling supplier may quote: the schools it is bound to and the goods', response: answers(QuoteOptions) } },
    async (request) => {
      const caller = await supplierCaller(ctx, request);
      const [schools, goods] = await Promise.all([
        db.query<{ id: string; name: string }>(
          sql`SELECT DISTINCT b.id::text, b.dept_name AS name, b.sort FROM (${BOUND_SCHOOLS(caller.tenantId, caller.supplierId)}) b ORDER BY b.sort, 1`,
        ),
        db.query<{ code: string; name: string; unit: string; baseUnit: string }>(
          sql`SELECT code, name, unit, base_unit AS "baseUnit" FROM school_goods WHERE parent_code <> '' ORDER BY code`,
        ),
      ]);
      return ok({ schools: schools.rows.map(({ id: schoolId, name }) => ({ id: schoolId, name })), goods: goods.rows });
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'The calling supplier proposes a price for goods outside every catalogue to a school it is bound to, for a period (待审核)',
        description: `400 ${QUOTE_MESSAGES.notBound}, ${QUOTE_MESSAGES.inCatalogue}, ${QUOTE_MESSAGES.overlap}.`,
        body: QuoteInput,
        response: answers(Quote),
      },
    },
    async (request) => {
      const caller = await supplierCaller(ctx, request);
      const input = request.body;
      if (input.validTo < input.validFrom) throw badRequest(QUOTE_MESSAGES.endBeforeStart);
      const quoteId = await transaction(db, async (client) => {
        // one supplier's quotes are written one at a time, so two overlapping ones sent at once cannot both pass
        await client.query(sql`SELECT id FROM supplier_company WHERE id = ${caller.supplierId} FOR UPDATE`);
        const { rows: days } = await client.query<{ passed: boolean }>(sql`SELECT ${input.validTo}::date < ${APP_TODAY} AS passed`);
        if (days[0]!.passed) throw badRequest(QUOTE_MESSAGES.endPassed);
        const { rows: bound } = await client.query(
          sql`SELECT 1 FROM (${BOUND_SCHOOLS(caller.tenantId, caller.supplierId)}) b
               WHERE b.id = ${input.schoolId} AND (b.valid_from IS NULL OR b.valid_from <= ${input.validTo}::date)
                 AND (b.valid_to IS NULL OR ${input.validFrom}::date <= b.valid_to)`,
        );
        if (!bound.length) throw badRequest(QUOTE_MESSAGES.notBound);
        const { rows: goods } = await client.query<{ name: string; baseUnit: string }>(
          sql`SELECT name, base_unit AS "baseUnit" FROM school_goods WHERE code = ${input.goodsCode} AND parent_code <> ''`,
        );
        if (!goods[0]) throw badRequest('商品不存在');
        // goods an award lists for the school (or a unit above it) in any day of the period are the award's to price
        const { rows: listed } = await client.query(
          sql`WITH RECURSIVE up AS (
                SELECT id, parent_id, 0 AS depth FROM dept WHERE id = ${input.schoolId}
                UNION ALL
                SELECT d.id, d.parent_id, up.depth + 1 FROM dept d JOIN up ON d.id = up.parent_id WHERE up.depth < ${MAX_TREE_DEPTH}
              )
              SELECT 1 FROM bidding_commodity k JOIN up ON up.id = k.school_id
               WHERE k.tenant_id = ${caller.tenantId} AND k.is_deleted = 0 AND k.goods_code = ${input.goodsCode}
                 AND k.valid_from <= ${input.validTo}::date AND ${input.validFrom}::date <= k.valid_to LIMIT 1`,
        );
        if (listed.length) throw badRequest(QUOTE_MESSAGES.inCatalogue);
        const { rows: overlapping } = await client.query(
          sql`SELECT 1 FROM supply_quote WHERE supplier_id = ${caller.supplierId} AND school_id = ${input.schoolId} AND goods_code = ${input.goodsCode}
                 AND status IN (${sql.number(QUOTE.waiting)}, ${sql.number(QUOTE.approved)})
                 AND valid_from <= ${input.validTo}::date AND ${input.validFrom}::date <= valid_to LIMIT 1`,
        );
        if (overlapping.length) throw badRequest(QUOTE_MESSAGES.overlap);
        const { rows } = await client.query<{ id: string }>(
          sql`INSERT INTO supply_quote (tenant_id, quote_no, supplier_id, school_id, goods_code, goods_name, base_unit, unit_price, valid_from, valid_to, remark, create_user)
           VALUES (${caller.tenantId}, 'BJ' || to_char(${APP_TODAY}, 'YYYYMMDD') || lpad(nextval('supply_quote_no_seq')::text, 6, '0'), ${caller.supplierId},
                   ${input.schoolId}, ${input.goodsCode}, ${goods[0].name}, ${goods[0].baseUnit}, ${input.unitPrice}, ${input.validFrom}, ${input.validTo},
                   ${input.remark}, ${caller.accountId})
           RETURNING id::text`,
        );
        return rows[0]!.id;
      });
      return ok(await quoteFor(db, caller, quoteId));
    },
  );

  app.post(
    `${base}/withdraw`,
    { schema: { tags, summary: 'The calling supplier withdraws a quote still waiting (已撤回)', body: QuoteId, response: answers(Quote) } },
    async (request) => {
      const caller = await supplierCaller(ctx, request);
      await quoteFor(db, caller, request.body.id);
      const { rowCount } = await db.query(
        sql`UPDATE supply_quote SET status = ${sql.number(QUOTE.withdrawn)}, withdraw_time = app_now(), update_time = app_now(), version = version + 1
             WHERE id = ${request.body.id} AND status = ${sql.number(QUOTE.waiting)}`,
      );
      if (!rowCount) throw badRequest(QUOTE_MESSAGES.moved);
      return ok(await quoteFor(db, caller, request.body.id));
    },
  );

  /** The school approving or rejecting: its user under supply.approveQuote, the quote one to a school of its reach. */
  const review = async (request: Parameters<typeof authenticate>[1], quoteId: string) => {
    const scope = await approverScope(db, await authenticate(ctx, request));
    const caller: SupplyCaller = { kind: 'staff', tenantId: scope.actor.tenantId, scope };
    const quote = await quoteFor(db, caller, quoteId);
    return { caller, quote, actor: scope.actor };
  };

  app.post(
    `${base}/approve`,
    {
      schema: {
        tags,
        summary: 'The school approves a waiting quote: the goods become orderable from that supplier at that price within the period',
        body: QuoteId,
        response: answers(Quote),
      },
    },
    async (request) => {
      const { caller, quote, actor } = await review(request, request.body.id);
      if (quote.status === QUOTE.waiting && quote.lapsed) throw badRequest(QUOTE_MESSAGES.lapsed);
      const { rowCount } = await db.query(
        sql`UPDATE supply_quote SET status = ${sql.number(QUOTE.approved)}, review_user = ${actor.userId}, review_name = ${actor.name}, review_time = app_now(),
                   update_time = app_now(), version = version + 1
             WHERE id = ${quote.id} AND status = ${sql.number(QUOTE.waiting)}`,
      );
      if (!rowCount) throw badRequest(QUOTE_MESSAGES.moved);
      return ok(await quoteFor(db, caller, quote.id));
    },
  );

  app.post(
    `${base}/reject`,
    { schema: { tags, summary: 'The school rejects a waiting quote, with the reason', body: RejectInput, response: answers(Quote) } },
    async (request) => {
      const { caller, quote, actor } = await review(request, request.body.id);
      const { rowCount } = await db.query(
        sql`UPDATE supply_quote SET status = ${sql.number(QUOTE.rejected)}, reject_reason = ${request.body.reason}, review_user = ${actor.userId},
                   review_name = ${actor.name}, review_time = app_now(), update_time = app_now(), version = version + 1
             WHERE id = ${quote.id} AND status = ${sql.number(QUOTE.waiting)}`,
      );
      if (!rowCount) throw badRequest(QUOTE_MESSAGES.moved);
      return ok(await quoteFor(db, caller, quote.id));
    },
  );
}
