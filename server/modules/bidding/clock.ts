// The moves time makes, by the database's clock (app_now(), docs/product-rules.md#bidding): sign-up closes
// (3 报名中 → 4 资格审查) and publicity ends (8 中标公示 → 9 已完成, which writes the supply catalogue and binds
// the winners to the school). Applied lazily before every bidding read or write of a tenant, and by a
// one-minute sweeper; each move is a guarded UPDATE, so two instances never apply one twice.
import type { Queryable } from '../../platform/db/database.ts';
import { PROGRESS } from './states.ts';
import { sql } from '../../platform/db/sql.ts';

const closeSignUp = (tenantId: string | null) => sql`
  WITH due AS (
    UPDATE bidding SET bidding_progress = ${sql.number(PROGRESS.review)}, version = version + 1, update_time = app_now()
     WHERE bidding_progress = ${sql.number(PROGRESS.signUp)} AND is_deleted = 0 AND sign_up_end <= app_now() AND (${tenantId}::text IS NULL OR tenant_id = ${tenantId})
    RETURNING id)
  INSERT INTO bidding_audit (bidding_id, entity, entity_id, action, from_progress, to_progress, user_kind, user_name)
  SELECT id, 'bidding', id, 'signUpClosed', ${sql.number(PROGRESS.signUp)}, ${sql.number(PROGRESS.review)}, 'system', '系统' FROM due`;

const endPublicity = (tenantId: string | null) => sql`
  WITH due AS (
    UPDATE bidding SET bidding_progress = ${sql.number(PROGRESS.done)}, version = version + 1, update_time = app_now()
     WHERE bidding_progress = ${sql.number(PROGRESS.publicity)} AND is_deleted = 0 AND publicity_end <= app_now() AND (${tenantId}::text IS NULL OR tenant_id = ${tenantId})
    RETURNING id, tenant_id, school_id, category, supply_start, supply_end, winner_ids),
  logged AS (
    INSERT INTO bidding_audit (bidding_id, entity, entity_id, action, from_progress, to_progress, user_kind, user_name)
    SELECT id, 'bidding', id, 'publicityEnded', ${sql.number(PROGRESS.publicity)}, ${sql.number(PROGRESS.done)}, 'system', '系统' FROM due),
  catalogue AS (
    INSERT INTO bidding_commodity (tenant_id, bidding_id, supplier_id, school_id, goods_code, goods_name, unit, price, valid_from, valid_to)
    SELECT d.tenant_id, d.id, m.supplier_id, d.school_id, l.goods_code, l.goods_name, l.unit, ml.unit_price, d.supply_start, d.supply_end
      FROM due d JOIN my_bidding m ON m.id = ANY(d.winner_ids) JOIN my_bidding_line ml ON ml.my_bidding_id = m.id JOIN bidding_line l ON l.id = ml.line_id
    ON CONFLICT DO NOTHING)
  INSERT INTO supplier_binding (tenant_id, dept_id, supplier_id, bidding_id, category, valid_from, valid_to, remark)
  SELECT d.tenant_id, d.school_id, m.supplier_id, d.id, d.category, d.supply_start, d.supply_end, '招标中标'
    FROM due d JOIN my_bidding m ON m.id = ANY(d.winner_ids)
  ON CONFLICT (dept_id, supplier_id) WHERE is_deleted = 0
  DO UPDATE SET bidding_id = EXCLUDED.bidding_id, category = EXCLUDED.category, valid_from = EXCLUDED.valid_from, valid_to = EXCLUDED.valid_to`;

/** Applies the due moves of one tenant (or of all, for the sweeper). */
export async function applyDueMoves(db: Queryable, tenantId: string | null = null): Promise<void> {
  await db.query(closeSignUp(tenantId));
  await db.query(endPublicity(tenantId));
}

export function scheduleBiddingSweeper(db: Queryable, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => void applyDueMoves(db).catch(onError), 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
