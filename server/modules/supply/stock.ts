// The one way stock changes (docs/product-rules.md#supply-chain): a movement row and its batch's balance, in the
// caller's transaction. The balance moves only by `… WHERE on_hand + change >= 0`, so two clerks issuing the last
// kilograms of a batch at once on any number of instances never take it below zero: the second finds 库存不足.
import type { Queryable } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/envelope.ts';
import { sql } from '../../platform/db/sql.ts';

export interface Move {
  tenantId: string;
  canteenId: string;
  batchId: string;
  goodsCode: string;
  kind: number;
  /** the signed change of on hand, in the goods' base unit */
  quantity: number;
  meal?: number;
  purpose?: string;
  reason?: string;
  /** the stock-take this movement closes (which may move goods it holds still) */
  stocktakeId?: string;
  userId: string;
  userName: string;
}

/** 400 when an open stock-take of the canteen counts these goods. */
export async function requireNotCounting(db: Queryable, canteenId: string, goodsCode: string): Promise<void> {
  const { rows } = await db.query(sql`SELECT 1 FROM stocktake WHERE canteen_id = ${canteenId} AND status = 0 AND ${goodsCode} = ANY(goods_codes)`);
  if (rows.length) throw badRequest('该商品正在盘点，暂不能出入库');
}

/** Writes one movement and moves its batch's balance (400 库存不足 when it would go below zero). */
export async function move(db: Queryable, m: Move): Promise<void> {
  if (!m.stocktakeId) await requireNotCounting(db, m.canteenId, m.goodsCode);
  const { rowCount } = await db.query(
    sql`UPDATE stock_balance SET on_hand = on_hand + ${m.quantity}, update_time = app_now() WHERE batch_id = ${m.batchId} AND on_hand + ${m.quantity} >= 0`,
  );
  if (!rowCount) throw badRequest('库存不足');
  await db.query(
    sql`INSERT INTO stock_movement (tenant_id, canteen_id, batch_id, goods_code, kind, quantity, meal, purpose, reason, stocktake_id, create_user, user_name)
     VALUES (${m.tenantId}, ${m.canteenId}, ${m.batchId}, ${m.goodsCode}, ${m.kind}, ${m.quantity}, ${m.meal ?? 0}, ${m.purpose ?? ''}, ${m.reason ?? ''},
             ${m.stocktakeId ?? null}, ${m.userId}, ${m.userName})`,
  );
}
