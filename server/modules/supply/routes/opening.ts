// 期初入库 (/api/rabbit-supply/stock/opening): the goods a canteen already holds when it starts keeping its stock here —
// goods, quantity, unit price, the batch's dates and the reason — become a stock batch (source 2, opening) and its 入库
// movement, in one transaction, through stock.ts move(). Expired goods are refused; an open stock-take of the goods
// holds them still, as it holds every other movement. The batch goes into the warehouse named (an enabled one of the
// canteen, of the goods' storage class), else the canteen's default for that class (migration 038’s trigger).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { transaction } from '../../../platform/db/database.ts';
import { sql } from '../../../platform/db/sql.ts';
import { APP_TODAY } from '../../../platform/db/zoned.ts';
import { answers } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { isDay, optionalId, text } from '../../../platform/http/fields.ts';
import { MAX_FEN } from '../../../platform/http/money.ts';
import { Batch } from '../answers.ts';
import { keeperOf } from '../caller.ts';
import { BATCH_RECORD } from '../queries.ts';
import { BATCH_SOURCE, MOVEMENT } from '../states.ts';
import { move } from '../stock.ts';
import { SUPPLY_BASE } from './orders.ts';

export const OPENING_MESSAGES = {
  expired: '食材已过期，不能入库',
  future: '生产日期不能晚于今天',
  expiryBeforeProduction: '保质期至不能早于生产日期',
  noExpiry: '请填写保质期至',
  warehouse: '仓库不存在或已停用',
  warehouseClass: '该仓库的储存条件与商品不符',
} as const;

const optionalDay = (message: string) => z.string().refine(isDay, message).nullish();

export const OpeningInput = z.object({
  goodsCode: text('请选择商品', 20),
  quantity: z.number({ error: '期初数量须为整数' }).int('期初数量须为整数（克、毫升或个）').min(1, '期初数量须大于 0').max(100_000_000, '期初数量过大'),
  unitPrice: z.number({ error: '请填写单价' }).int('单价须为整数（分）').min(0, '单价不能小于 0').max(MAX_FEN, '单价过大'),
  productionDate: optionalDay('生产日期格式应为 YYYY-MM-DD'),
  expiryDate: optionalDay('保质期至格式应为 YYYY-MM-DD'),
  reason: text('请填写期初入库原因', 200),
  warehouseId: optionalId(OPENING_MESSAGES.warehouse).describe('an enabled warehouse of the canteen for the goods’ storage class; its default when absent'),
});

export const StockGoods = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  baseUnit: z.string(),
  storageClass: z.number().int(),
  shelfLifeDays: z.number().int().nullable(),
});

export function openingRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;

  app.get(
    `${SUPPLY_BASE}/stock/goods`,
    {
      schema: {
        tags: ['supply'],
        summary: 'The goods a canteen may hold in stock, with their base unit and shelf life',
        response: answers(z.array(StockGoods)),
      },
    },
    async (request) => {
      await keeperOf(ctx, request);
      const { rows } = await db.query<z.infer<typeof StockGoods>>(
        sql`SELECT code, name, unit, base_unit AS "baseUnit", storage_class AS "storageClass", shelf_life_days AS "shelfLifeDays"
              FROM school_goods WHERE parent_code <> '' ORDER BY code`,
      );
      return ok(rows);
    },
  );

  app.post(
    `${SUPPLY_BASE}/stock/opening`,
    {
      schema: {
        tags: ['supply'],
        summary: '期初入库: the calling canteen records goods it already holds as a batch (opening) with its 入库 movement',
        description: `400 ${OPENING_MESSAGES.expired} for goods past their expiry (from the production date and shelf life when none is given).`,
        body: OpeningInput,
        response: answers(Batch),
      },
    },
    async (request) => {
      const keeper = await keeperOf(ctx, request);
      const input = request.body;
      const batchId = await transaction(db, async (client) => {
        const { rows: goods } = await client.query<{ name: string; baseUnit: string; storageClass: number; shelfLifeDays: number | null; today: string }>(
          sql`SELECT name, base_unit AS "baseUnit", storage_class AS "storageClass", shelf_life_days AS "shelfLifeDays", to_char(${APP_TODAY}, 'YYYY-MM-DD') AS today
                FROM school_goods WHERE code = ${input.goodsCode} AND parent_code <> ''`,
        );
        const fact = goods[0];
        if (!fact) throw badRequest('商品不存在');
        const production = input.productionDate ?? null;
        if (production && production > fact.today) throw badRequest(OPENING_MESSAGES.future);
        let expiry = input.expiryDate ?? null;
        if (!expiry && production && fact.shelfLifeDays) {
          const shelf = await client.query<{ day: string }>(sql`SELECT to_char(${production}::date + ${fact.shelfLifeDays}::int, 'YYYY-MM-DD') AS day`);
          expiry = shelf.rows[0]!.day;
        }
        // goods that keep (a shelf life) need a date they keep until
        if (!expiry && fact.shelfLifeDays) throw badRequest(OPENING_MESSAGES.noExpiry);
        if (expiry && production && expiry < production) throw badRequest(OPENING_MESSAGES.expiryBeforeProduction);
        if (expiry && expiry < fact.today) throw badRequest(OPENING_MESSAGES.expired);
        if (input.warehouseId) {
          const { rows: found } = await client.query<{ storageClass: number }>(
            sql`SELECT storage_class AS "storageClass" FROM supply_warehouse WHERE id = ${input.warehouseId} AND canteen_id = ${keeper.canteenId} AND enabled`,
          );
          if (!found[0]) throw badRequest(OPENING_MESSAGES.warehouse);
          if (found[0].storageClass !== fact.storageClass) throw badRequest(OPENING_MESSAGES.warehouseClass);
        }
        const batch = await client.query<{ id: string }>(
          sql`INSERT INTO stock_batch (tenant_id, canteen_id, goods_code, goods_name, base_unit, source, unit_price, production_date, expiry_date, warehouse_id)
           VALUES (${keeper.tenantId}, ${keeper.canteenId}, ${input.goodsCode}, ${fact.name}, ${fact.baseUnit}, ${sql.number(BATCH_SOURCE.opening)},
                   ${input.unitPrice}, ${production}, ${expiry}, ${input.warehouseId ?? null}) RETURNING id::text`,
        );
        const id = batch.rows[0]!.id;
        await client.query(
          sql`INSERT INTO stock_balance (batch_id, canteen_id, goods_code, on_hand) VALUES (${id}, ${keeper.canteenId}, ${input.goodsCode}, 0)`,
        );
        await move(client, {
          tenantId: keeper.tenantId,
          canteenId: keeper.canteenId,
          batchId: id,
          goodsCode: input.goodsCode,
          kind: MOVEMENT.stockIn,
          quantity: input.quantity,
          reason: input.reason,
          userId: keeper.userId,
          userName: keeper.name,
        });
        return id;
      });
      const { rows } = await db.query<z.infer<typeof Batch>>(sql`${BATCH_RECORD} WHERE b.id = ${batchId}`);
      return ok(rows[0]!);
    },
  );
}
