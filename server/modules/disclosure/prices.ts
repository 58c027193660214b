// 价格公示: a school's meal prices by 餐别 (sys_meal_category, per meal in fen) and the unit prices of the goods its
// canteens accepted over the last 30 days of the app clock (supply_acceptance, weighted by the quantity accepted).
// One reading for the console's screen and the school's public page.
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';
import { zonedText } from '../../platform/db/zoned.ts';
import type { z } from 'zod';
import type { GoodsPrice as GoodsPriceAnswer, MealPrice as MealPriceAnswer, Prices as PricesAnswer } from './answers.ts';

/** The answer's shapes are stated once, by the route's schema (answers.ts). */
export type MealPrice = z.infer<typeof MealPriceAnswer>;
export type GoodsPrice = z.infer<typeof GoodsPriceAnswer>;
export type Prices = z.infer<typeof PricesAnswer>;

export const GOODS_DAYS = 30;

export async function pricesOf(db: Queryable, tenantId: string, schoolId: string): Promise<Prices> {
  const [meals, goods, since] = await Promise.all([
    db.query<MealPrice>(
      sql`SELECT name, price1 AS breakfast, price2 AS lunch, price3 AS dinner, price4 AS night FROM sys_meal_category
           WHERE tenant_id = ${tenantId} AND school_id = ${schoolId} AND is_deleted = 0 ORDER BY name`,
    ),
    db.query<GoodsPrice>(
      sql`SELECT l.goods_code AS code, min(l.goods_name) AS name, COALESCE(min(c.name), '') AS category,
                 CASE l.base_unit WHEN 'g' THEN 'kg' WHEN 'ml' THEN 'L' ELSE l.base_unit END AS unit,
                 round(sum(l.unit_price * a.accepted_qty)::numeric / sum(a.accepted_qty))::int AS average,
                 min(l.unit_price)::int AS lowest, max(l.unit_price)::int AS highest, count(*)::int AS batches
            FROM supply_acceptance a JOIN supply_order o ON o.id = a.order_id JOIN supply_order_line l ON l.id = a.line_id
            JOIN school_goods g ON g.code = l.goods_code LEFT JOIN school_goods c ON c.code = g.parent_code
           WHERE a.tenant_id = ${tenantId} AND o.school_id = ${schoolId} AND a.accepted_qty > 0
             AND a.create_time >= app_now() - make_interval(days => ${GOODS_DAYS})
           GROUP BY l.goods_code, l.base_unit ORDER BY l.goods_code`,
    ),
    db.query<{ since: string }>(sql`SELECT ${zonedText(sql`(app_now() - make_interval(days => ${GOODS_DAYS}))`, 'YYYY-MM-DD')} AS since`),
  ]);
  return { meals: meals.rows, goods: goods.rows, since: since.rows[0]!.since };
}
