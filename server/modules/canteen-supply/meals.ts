// The meals a canteen served, computed from the consumptions that exist (docs/product-rules.md#canteen-supply): each
// 消费 (sys_wallet_txn CONSUME) not reversed is one meal of its 餐别 (dinner_type 1 早餐 2 午餐 3 晚餐 4 夜宵), counted
// for its device's canteen, else its window's, else the diner's own canteen — the rule of 食堂数据填报's computed
// figures (migration 037) — on its local day in the deployment's zone. A reversal (a row whose reverses_id names it)
// takes the meal away. Never a seeded figure.
import { sql, type Sql } from '../../platform/db/sql.ts';
import { fromZoned, zonedDay } from '../../platform/db/zoned.ts';

export interface MealScope {
  tenantId: string;
  canteenIds: string[];
  /** Local days, YYYY-MM-DD, both included. */
  first: string;
  last: string;
}

/**
 * The meals of the canteens in the days, one row each: canteen_id, day (a date), dinner_type, personnel_id and
 * personnel_type (1 教师 2 学生 3 职工). Reads the tenant's consumptions by time (index sys_wallet_txn_time).
 */
export function mealsOf({ tenantId, canteenIds, first, last }: MealScope): Sql {
  return sql`
    SELECT m.* FROM (
      SELECT COALESCE(d.canteen_id, w.canteen_id, p.canteen_id) AS canteen_id, ${zonedDay('t.create_time')} AS day,
             t.dinner_type, t.personnel_id, p.type AS personnel_type
        FROM sys_wallet_txn t JOIN sys_personnel p ON p.id = t.personnel_id
        LEFT JOIN face_device d ON d.sn = t.device_sn LEFT JOIN canteen_window w ON w.id = t.window_id
       WHERE t.tenant_id = ${tenantId} AND t.type = 'CONSUME'
         AND t.create_time >= ${fromZoned(sql`${first}::date`)} AND t.create_time < ${fromZoned(sql`${last}::date + 1`)}
         AND NOT EXISTS (SELECT 1 FROM sys_wallet_txn r WHERE r.reverses_id = t.id)) m
     WHERE m.canteen_id = ANY(${canteenIds}::bigint[])`;
}

/** The canteens' names and their schools', in the tree's order: id, name, schoolName. */
export const canteensOf = (canteenIds: string[]) => sql`
  SELECT c.id::text AS id, c.dept_name AS name, COALESCE(s.dept_name, '') AS "schoolName"
    FROM dept c LEFT JOIN dept s ON s.id = c.parent_id
   WHERE c.id = ANY(${canteenIds}::bigint[]) ORDER BY s.sort, s.id, c.sort, c.id`;
