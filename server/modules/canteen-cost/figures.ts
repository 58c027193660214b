// A canteen-month's figures as 食堂数据填报 and the 食材成本 wall read them: the confirmed entry where the canteen
// confirmed the month (canteen_cost), else the figures computed from the month's acceptances and consumptions
// (canteen_cost_computed, migration 037). Amounts in fen.
import { sql, type Sql } from '../../platform/db/sql.ts';

export interface MonthRange {
  canteenIds: string[];
  /** First month, 'YYYY-MM'; null for no lower bound. */
  from: string | null;
  /** Last month, 'YYYY-MM'. */
  to: string;
}

const first = (month: string | null) => (month ? `${month}-01` : '2000-01-01');

/**
 * The months of the canteens in the range that have an entry or anything to compute from, one row each: canteen_id,
 * month (a date), confirmed, entry_id, the four figures (the entry's when confirmed, else the computed ones) and the
 * computed ones beside them (computed_*).
 */
export function monthFigures({ canteenIds, from, to }: MonthRange): Sql {
  return sql`
    SELECT COALESCE(c.canteen_id, m.canteen_id) AS canteen_id, COALESCE(c.month, m.month) AS month, c.id IS NOT NULL AS confirmed, c.id AS entry_id,
           COALESCE(c.meals_served, m.meals_served) AS meals_served, COALESCE(c.head_count, m.head_count) AS head_count,
           COALESCE(c.ingredient_cost, m.ingredient_cost) AS ingredient_cost, COALESCE(c.meal_fee_revenue, m.meal_fee_revenue) AS meal_fee_revenue,
           COALESCE(m.meals_served, 0) AS computed_meals, COALESCE(m.head_count, 0) AS computed_heads,
           COALESCE(m.ingredient_cost, 0) AS computed_cost, COALESCE(m.meal_fee_revenue, 0) AS computed_revenue
      FROM (SELECT * FROM canteen_cost WHERE canteen_id = ANY(${canteenIds}::bigint[]) AND month >= ${first(from)}::date AND month <= ${`${to}-01`}::date) c
      FULL JOIN canteen_cost_computed(${canteenIds}::bigint[], ${first(from)}::date, ${`${to}-01`}::date) m
        ON m.canteen_id = c.canteen_id AND m.month = c.month`;
}

/** One canteen-month's computed figures (zeros when nothing happened), fen. */
export function computedMonth(canteenId: string, month: string): Sql {
  return sql`
    SELECT COALESCE(max(meals_served), 0)::int AS "mealsServed", COALESCE(max(head_count), 0)::int AS "headCount",
           COALESCE(max(ingredient_cost), 0)::float8 AS "ingredientCost", COALESCE(max(meal_fee_revenue), 0)::float8 AS "mealFeeRevenue"
      FROM canteen_cost_computed(ARRAY[${canteenId}]::bigint[], ${`${month}-01`}::date, ${`${month}-01`}::date)`;
}
