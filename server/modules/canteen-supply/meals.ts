// The meals a canteen served, computed from the consumptions that exist (docs/product-rules.md#canteen-supply): each
// 消费 (sys_wallet_txn CONSUME) not reversed is one meal of its 餐别 (dinner_type 1 早餐 2 午餐 3 晚餐 4 夜宵), counted
// for its device's canteen, else its window's, else the diner's own canteen — the rule of 食堂数据填报's computed
// figures (migration 037) — on its local day in the deployment's zone. A reversal (a row whose reverses_id names it)
// takes the meal away. Read from the meals counted ahead per canteen, day and diner (canteen_day_diner, kept by a
// trigger on the wallet rows: migration 049), never a seeded figure.
import { sql, type Sql } from '../../platform/db/sql.ts';

export interface MealScope {
  canteenIds: string[];
  /** Local days, YYYY-MM-DD, both included. */
  first: string;
  last: string;
}

/**
 * The diner-days of the canteens in the days, one row each: canteen_id, day (a date), personnel_id, and the meals of
 * each 餐别 (breakfast, lunch, dinner, supper) and all of them (meals, never 0: a diner whose meals were all reversed
 * is no diner).
 */
export function dinerDaysOf({ canteenIds, first, last }: MealScope): Sql {
  return sql`
    SELECT canteen_id, day, personnel_id, breakfast, lunch, dinner, supper, meals FROM canteen_day_diner
     WHERE canteen_id = ANY(${canteenIds}::bigint[]) AND day BETWEEN ${first}::date AND ${last}::date AND meals > 0`;
}

/** The meals of each 餐别 summed over the diner-days `m`, as `ByMeal` (figures.ts) reads them. */
export const MEAL_SUMS = sql`sum(m.breakfast)::int AS breakfast, sum(m.lunch)::int AS lunch, sum(m.dinner)::int AS dinner,
  sum(m.supper)::int AS supper, sum(m.meals)::int AS total`;

/** The canteens' names and their schools', in the tree's order: id, name, schoolName. */
export const canteensOf = (canteenIds: string[]) => sql`
  SELECT c.id::text AS id, c.dept_name AS name, COALESCE(s.dept_name, '') AS "schoolName"
    FROM dept c LEFT JOIN dept s ON s.id = c.parent_id
   WHERE c.id = ANY(${canteenIds}::bigint[]) ORDER BY s.sort, s.id, c.sort, c.id`;
