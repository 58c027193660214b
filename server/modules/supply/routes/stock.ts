// 库存 (/api/rabbit-supply/stock|stocktake|return/…): batches on hand, a batch's ledger, first-expiry-first-out
// suggestions, 出库 by meal and purpose, 报损, stock-takes that turn counted differences into 盘盈 / 盘亏 movements, and
// the returns of refused goods, which the supplier confirms. Every change goes through stock.ts move().
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { transaction, type Queryable } from '../../../platform/db/database.ts';
import { sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { notFound } from '../../../platform/http/crud-errors.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { offsetOf } from '../../../platform/http/fields.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import { Batch, Ledger, LedgerRow, Return, Stocktake, StocktakeRecord, Suggestion, type Movement } from '../answers.ts';
import { canteensVisibleTo, keeperOf, readerOf, supplierCaller, type Keeper, type SupplyCaller } from '../caller.ts';
import { BatchQuery, IdInput, IssueInput, LossInput, MovementQuery, ReturnListQuery, StocktakeInput, StocktakeOpenInput, SuggestQuery } from '../input.ts';
import { BATCH_RECORD } from '../queries.ts';
import { MOVEMENT, RETURN } from '../states.ts';
import { move } from '../stock.ts';
import { SUPPLY_BASE } from './orders.ts';

type BatchRow = z.infer<typeof Batch>;

/** A batch of the keeper's canteen (404 数据不存在 otherwise), locked for the movement's transaction. */
async function keptBatch(db: Queryable, keeper: Keeper, batchId: string): Promise<BatchRow> {
  const { rows } = await db.query<BatchRow>(sql`${BATCH_RECORD} WHERE b.id = ${batchId} AND b.canteen_id = ${keeper.canteenId}`);
  if (!rows[0]) throw notFound('批次不存在');
  return rows[0];
}

export function stockRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['supply'];

  app.get(
    `${SUPPLY_BASE}/stock/list`,
    {
      schema: {
        tags,
        summary: 'The batches on hand in the canteens the caller reads, first to expire first',
        querystring: BatchQuery,
        response: answers(z.array(Batch)),
      },
    },
    async (request) => {
      const caller = await readerOf(ctx, request);
      const { goodsCode } = request.query;
      const { rows } = await db.query<BatchRow>(
        sql`${BATCH_RECORD} WHERE ${canteensVisibleTo(caller, 'b.canteen_id')} AND s.on_hand > 0 AND (${goodsCode}::text = '' OR b.goods_code = ${goodsCode})
             ORDER BY b.goods_code, b.expiry_date NULLS LAST, b.id LIMIT 500`,
      );
      return ok(rows);
    },
  );

  app.get(
    `${SUPPLY_BASE}/stock/ledger`,
    { schema: { tags, summary: 'A batch, its movements and their sum (always its on hand)', querystring: IdInput, response: answers(Ledger) } },
    async (request) => {
      const caller = await readerOf(ctx, request);
      const { id } = request.query;
      const { rows } = await db.query<BatchRow>(sql`${BATCH_RECORD} WHERE b.id = ${id} AND ${canteensVisibleTo(caller, 'b.canteen_id')}`);
      if (!rows[0]) throw notFound('数据不存在');
      const movements = await db.query<z.infer<typeof Movement>>(
        sql`SELECT id::text, batch_id::text AS "batchId", kind, quantity::float8 AS quantity, meal, purpose, reason, user_name AS "userName", ${TIME('create_time')} AS "createTime"
              FROM stock_movement WHERE batch_id = ${id} ORDER BY create_time, id`,
      );
      return ok({ batch: rows[0], movements: movements.rows, sum: movements.rows.reduce((sum, row) => sum + row.quantity, 0) });
    },
  );

  app.get(
    `${SUPPLY_BASE}/stock/suggest`,
    {
      schema: {
        tags,
        summary: 'First-expiry-first-out: the unexpired batches of the calling canteen to issue ?quantity= of ?goodsCode= from, and what is short',
        description: 'A batch failing its food tests (检测不合格) is skipped.',
        querystring: SuggestQuery,
        response: answers(Suggestion),
      },
    },
    async (request) => {
      const keeper = await keeperOf(ctx, request);
      const { goodsCode, quantity } = request.query;
      const { rows } = await db.query<BatchRow>(
        sql`${BATCH_RECORD} WHERE b.canteen_id = ${keeper.canteenId} AND b.goods_code = ${goodsCode} AND s.on_hand > 0 ORDER BY b.expiry_date NULLS LAST, b.create_time, b.id`,
      );
      let left = quantity;
      const allocations: z.infer<typeof Suggestion>['allocations'] = [];
      for (const batch of rows.filter((row) => !row.expired && !row.testFailed)) {
        if (left === 0) break;
        const take = Math.min(left, batch.onHand);
        allocations.push({ batchId: batch.id, expiryDate: batch.expiryDate, quantity: take });
        left -= take;
      }
      return ok({ allocations, shortfall: left });
    },
  );

  app.post(
    `${SUPPLY_BASE}/stock/issue`,
    {
      schema: {
        tags,
        summary: '出库 to the kitchen by meal and purpose, batch by batch',
        description:
          '400 批次已过期，不能出库 for an expired batch, 该批次检测不合格，不能出库 for one failing its food tests, 库存不足 for more than on hand (never below zero, whatever runs at once).',
        body: IssueInput,
        response: answers(z.null()),
      },
    },
    async (request) => {
      const keeper = await keeperOf(ctx, request);
      const { meal, purpose, lines } = request.body;
      await transaction(db, async (client) => {
        for (const line of lines) {
          const batch = await keptBatch(client, keeper, line.batchId);
          if (batch.expired) throw badRequest('批次已过期，不能出库');
          if (batch.testFailed) throw badRequest('该批次检测不合格，不能出库');
          await move(client, {
            tenantId: keeper.tenantId,
            canteenId: keeper.canteenId,
            batchId: batch.id,
            goodsCode: batch.goodsCode,
            kind: MOVEMENT.issue,
            quantity: -line.quantity,
            meal,
            purpose,
            userId: keeper.userId,
            userName: keeper.name,
          });
        }
      });
      return ok(null);
    },
  );

  app.post(
    `${SUPPLY_BASE}/stock/loss`,
    { schema: { tags, summary: '报损 of a batch, with the reason', body: LossInput, response: answers(z.null()) } },
    async (request) => {
      const keeper = await keeperOf(ctx, request);
      const { batchId, quantity, reason } = request.body;
      await transaction(db, async (client) => {
        const batch = await keptBatch(client, keeper, batchId);
        await move(client, { ...keeper, userName: keeper.name, batchId, goodsCode: batch.goodsCode, kind: MOVEMENT.loss, quantity: -quantity, reason });
      });
      return ok(null);
    },
  );

  const stocktakeOf = async (client: Queryable, keeper: Keeper, id: string): Promise<z.infer<typeof Stocktake>> => {
    const { rows } = await client.query<{ id: string; goodsCodes: string[]; status: number }>(
      sql`SELECT id::text, goods_codes AS "goodsCodes", status FROM stocktake WHERE id = ${id} AND canteen_id = ${keeper.canteenId}`,
    );
    if (!rows[0]) throw notFound('数据不存在');
    const lines = await client.query<{ batchId: string; goodsName: string; bookQty: number }>(
      sql`SELECT b.id::text AS "batchId", b.goods_name AS "goodsName", s.on_hand::float8 AS "bookQty" FROM stock_batch b JOIN stock_balance s ON s.batch_id = b.id
           WHERE b.canteen_id = ${keeper.canteenId} AND b.goods_code = ANY(${rows[0].goodsCodes}::text[]) AND s.on_hand > 0 ORDER BY b.goods_code, b.expiry_date NULLS LAST, b.id`,
    );
    return { ...rows[0], lines: lines.rows };
  };

  app.post(
    `${SUPPLY_BASE}/stocktake/open`,
    {
      schema: {
        tags,
        summary: 'Opens a stock-take of goods of the calling canteen: until it closes, no other movement of them',
        body: StocktakeOpenInput,
        response: answers(Stocktake),
      },
    },
    async (request) => {
      const keeper = await keeperOf(ctx, request);
      const goodsCodes = [...new Set(request.body.goodsCodes)];
      const id = await transaction(db, async (client) => {
        // one opening at a time per canteen, so two stock-takes never count the same goods
        await client.query(sql`SELECT 1 FROM dept WHERE id = ${keeper.canteenId} FOR UPDATE`);
        const { rows: open } = await client.query(
          sql`SELECT 1 FROM stocktake WHERE canteen_id = ${keeper.canteenId} AND status = 0 AND goods_codes && ${goodsCodes}::text[]`,
        );
        if (open.length) throw badRequest('该商品已在盘点中');
        const { rows } = await client.query<{ id: string }>(
          sql`INSERT INTO stocktake (tenant_id, canteen_id, goods_codes, create_user) VALUES (${keeper.tenantId}, ${keeper.canteenId}, ${goodsCodes}::text[], ${keeper.userId}) RETURNING id::text`,
        );
        return rows[0]!.id;
      });
      return ok(await stocktakeOf(db, keeper, id));
    },
  );

  app.post(
    `${SUPPLY_BASE}/stocktake/submit`,
    {
      schema: {
        tags,
        summary: 'Closes an open stock-take with its counts: each difference a 盘盈 or 盘亏 movement in the counter’s name',
        body: StocktakeInput,
        response: answers(Stocktake),
      },
    },
    async (request) => {
      const keeper = await keeperOf(ctx, request);
      const { id, counter, counts } = request.body;
      await transaction(db, async (client) => {
        const { rows } = await client.query<{ goodsCodes: string[] }>(
          sql`UPDATE stocktake SET status = 1, counter = ${counter}, close_time = app_now() WHERE id = ${id} AND canteen_id = ${keeper.canteenId} AND status = 0
             RETURNING goods_codes AS "goodsCodes"`,
        );
        if (!rows[0]) throw badRequest('盘点单不存在或已完成');
        for (const count of counts) {
          const batch = await keptBatch(client, keeper, count.batchId);
          if (!rows[0].goodsCodes.includes(batch.goodsCode)) throw badRequest('批次不在本次盘点范围');
          const { rows: held } = await client.query<{ onHand: number }>(
            sql`SELECT on_hand::float8 AS "onHand" FROM stock_balance WHERE batch_id = ${count.batchId} FOR UPDATE`,
          );
          const change = count.countedQty - held[0]!.onHand;
          if (change === 0) continue;
          await move(client, {
            ...keeper,
            batchId: count.batchId,
            goodsCode: batch.goodsCode,
            kind: change > 0 ? MOVEMENT.gain : MOVEMENT.shortage,
            quantity: change,
            reason: `盘点（${counter}）`,
            stocktakeId: id,
            userName: counter,
          });
        }
      });
      return ok(await stocktakeOf(db, keeper, id));
    },
  );

  const returnsVisibleTo = (caller: SupplyCaller) =>
    caller.kind === 'supplier' ? sql`r.supplier_id = ${caller.supplierId}` : canteensVisibleTo(caller, 'r.canteen_id');
  const RETURN_RECORD = sql`
    SELECT r.id::text, r.order_id::text AS "orderId", o.order_no AS "orderNo", cd.dept_name AS "canteenName", c.supplier_name AS "supplierName",
           l.goods_name AS "goodsName", r.quantity::float8 AS quantity, r.reason, r.status, ${TIME('r.create_time')} AS "createTime"
      FROM supply_return r JOIN supply_order o ON o.id = r.order_id JOIN supply_order_line l ON l.id = r.line_id
      JOIN dept cd ON cd.id = r.canteen_id JOIN supplier_company c ON c.id = r.supplier_id`;

  app.get(
    `${SUPPLY_BASE}/return/list`,
    {
      schema: {
        tags,
        summary:
          'A page of the returns the caller sees, newest first: a supplier its own, staff their reach’s; ?status= (0 待确认, 1 已确认, comma-separated), ?keyword= (order no., canteen, supplier or goods). size ≤ 100',
        querystring: ReturnListQuery,
        response: answers(paged(Return)),
      },
    },
    async (request) => {
      const caller = await readerOf(ctx, request);
      const { status, keyword, ...page } = request.query;
      const like = keyword ? containing(keyword) : null;
      const where = sql`${returnsVisibleTo(caller)} AND (${status}::int[] IS NULL OR r.status = ANY(${status}::int[]))
        AND (${like}::text IS NULL OR o.order_no LIKE ${like} OR cd.dept_name LIKE ${like} OR c.supplier_name LIKE ${like} OR l.goods_name LIKE ${like})`;
      const [rows, total] = await Promise.all([
        db.query<z.infer<typeof Return>>(
          sql`${RETURN_RECORD} WHERE ${where} ORDER BY r.create_time DESC, r.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM (${RETURN_RECORD} WHERE ${where}) counted`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.post(
    `${SUPPLY_BASE}/return/confirm`,
    { schema: { tags, summary: 'The supplier confirms a return of its goods', body: IdInput, response: answers(Return) } },
    async (request) => {
      const caller = await supplierCaller(ctx, request);
      const { id } = request.body;
      const { rows } = await db.query(sql`SELECT 1 FROM supply_return r WHERE r.id = ${id} AND ${returnsVisibleTo(caller)}`);
      if (!rows.length) throw notFound('数据不存在');
      const { rowCount } = await db.query(
        sql`UPDATE supply_return SET status = ${sql.number(RETURN.confirmed)}, confirm_time = app_now(), confirm_user = ${caller.accountId}
             WHERE id = ${id} AND status = ${sql.number(RETURN.waiting)}`,
      );
      if (!rowCount) throw badRequest('该退货已确认');
      const answer = await db.query<z.infer<typeof Return>>(sql`${RETURN_RECORD} WHERE r.id = ${id}`);
      return ok(answer.rows[0]!);
    },
  );

  // The purchase screens' ledgers (入库管理, 出库管理) and 库存盘点's history: newest first, in the caller's reach.
  app.get(
    `${SUPPLY_BASE}/stock/movements`,
    {
      schema: {
        tags,
        summary: 'The movements of the canteens the caller reads, newest first: ?kind= (1 入库 … 6 退货; 0 all), ?goodsCode=',
        querystring: MovementQuery,
        response: answers(z.array(LedgerRow)),
      },
    },
    async (request) => {
      const caller = await readerOf(ctx, request);
      const { kind, goodsCode } = request.query;
      const { rows } = await db.query<z.infer<typeof LedgerRow>>(
        sql`SELECT m.id::text, m.batch_id::text AS "batchId", m.kind, m.quantity::float8 AS quantity, m.meal, m.purpose, m.reason, m.user_name AS "userName",
                   ${TIME('m.create_time')} AS "createTime", b.goods_code AS "goodsCode", b.goods_name AS "goodsName", b.base_unit AS "baseUnit",
                   to_char(b.expiry_date, 'YYYY-MM-DD') AS "expiryDate", c.supplier_name AS "supplierName", b.source
              FROM stock_movement m JOIN stock_batch b ON b.id = m.batch_id LEFT JOIN supplier_company c ON c.id = b.supplier_id
             WHERE ${canteensVisibleTo(caller, 'm.canteen_id')} AND (${kind}::int = 0 OR m.kind = ${kind}) AND (${goodsCode}::text = '' OR m.goods_code = ${goodsCode})
             ORDER BY m.create_time DESC, m.id DESC LIMIT 500`,
      );
      return ok(rows);
    },
  );

  app.get(
    `${SUPPLY_BASE}/stocktake/list`,
    { schema: { tags, summary: 'The stock-takes of the canteens the caller reads, newest first', response: answers(z.array(StocktakeRecord)) } },
    async (request) => {
      const caller = await readerOf(ctx, request);
      const { rows } = await db.query<z.infer<typeof StocktakeRecord>>(
        sql`SELECT t.id::text, t.goods_codes AS "goodsCodes", t.status, t.counter, ${TIME('t.create_time')} AS "createTime",
                   ${TIME('t.close_time')} AS "closeTime",
                   (SELECT count(*)::int FROM stock_movement m WHERE m.stocktake_id = t.id) AS differences,
                   (SELECT COALESCE(sum(m.quantity), 0)::float8 FROM stock_movement m WHERE m.stocktake_id = t.id) AS change
              FROM stocktake t WHERE ${canteensVisibleTo(caller, 't.canteen_id')} ORDER BY t.create_time DESC, t.id DESC LIMIT 200`,
      );
      return ok(rows);
    },
  );
}
