// 食材成本: what the canteens spend on food per meal, and the share of the meal fees it takes. A canteen-month counts
// with its confirmed figures (食堂数据填报), or, not yet confirmed, with the figures computed from its acceptances and
// consumptions when it served meals (a month of deliveries without a meal recorded is missing, not free food). The
// figures are whole fen until they leave as yuan; the cost per meal is rounded half up to the fen.
import type { Queryable } from '../../platform/db/database.ts';
import type { Period } from './period.ts';
import type { Scope } from './scope.ts';
import { perUnitFen, yuan, yuanOf } from '../../platform/http/money.ts';
import { num, percent, seriesOf } from './shapes.ts';
import { sql } from '../../platform/db/sql.ts';
import { zoned } from '../../platform/db/zoned.ts';
import { monthFigures } from '../canteen-cost/index.ts';

export async function cost(db: Queryable, scope: Scope, period: Period) {
  // the months counted: confirmed, or computed where the canteen served meals; the focus month's alone for its figures
  const counted = (from: string) =>
    sql`(SELECT * FROM (${monthFigures({ canteenIds: scope.canteenIds, from, to: period.month })}) f WHERE f.confirmed OR f.meals_served > 0)`;
  const [threshold, perCanteen, monthly, latest] = await Promise.all([
    db.query<{ value: string }>(sql`SELECT food_cost_ratio_min AS value FROM statistics_threshold WHERE tenant_id = ${scope.tenantId}`),
    db.query<{ name: string; meals: string; cost: string; revenue: string; confirmed: boolean }>(
      sql`SELECT d.dept_name AS name, c.confirmed, c.meals_served AS meals, c.ingredient_cost AS cost, c.meal_fee_revenue AS revenue
         FROM ${counted(period.month)} c JOIN dept d ON d.id = c.canteen_id ORDER BY d.sort, d.id`,
    ),
    db.query<{ key: string; meals: string; cost: string; revenue: string; entered: string }>(
      sql`SELECT to_char(c.month, 'YYYY-MM') AS key, sum(c.meals_served) AS meals, sum(c.ingredient_cost) AS cost, sum(c.meal_fee_revenue) AS revenue,
              count(DISTINCT c.canteen_id) FILTER (WHERE c.confirmed) AS entered
         FROM ${counted(period.months[0]!)} c GROUP BY 1`,
    ),
    db.query(
      sql`SELECT c.id::text, to_char(c.month, 'YYYY-MM') AS month, d.dept_name AS canteen, c.meals_served AS "mealsServed", c.head_count AS "headCount",
              ${yuanOf('c.ingredient_cost')} AS "ingredientCost", ${yuanOf('c.meal_fee_revenue')} AS "mealFeeRevenue",
              CASE WHEN c.meal_fee_revenue > 0 THEN round(c.ingredient_cost * 100.0 / c.meal_fee_revenue, 1)::float END AS "foodRatio",
              to_char(${zoned('c.update_time')}, 'YYYY-MM-DD HH24:MI') AS "updateTime"
         FROM canteen_cost c JOIN dept d ON d.id = c.canteen_id WHERE c.canteen_id = ANY(${scope.canteenIds}::bigint[]) AND c.month <= ${`${period.month}-01`}::date
        ORDER BY c.update_time DESC, c.id DESC LIMIT 20`,
    ),
  ]);
  const required = threshold.rows[0] ? num(threshold.rows[0].value) : 60;
  const entries = perCanteen.rows.map((row) => ({
    name: row.name,
    costPerMeal: num(row.meals) > 0 ? yuan(perUnitFen(num(row.cost), num(row.meals))) : null,
    ratio: percent(num(row.cost), num(row.revenue)),
  }));
  const sum = (key: 'meals' | 'cost' | 'revenue') => perCanteen.rows.reduce((total, row) => total + num(row[key]), 0);
  const canteens = scope.canteenIds.length;
  return {
    kpis: {
      costPerMeal: sum('meals') > 0 ? yuan(perUnitFen(sum('cost'), sum('meals'))) : null,
      foodRatio: percent(sum('cost'), sum('revenue')),
      requiredRatio: required,
      completeness: percent(perCanteen.rows.filter((row) => row.confirmed).length, canteens),
      canteensBelow: entries.filter((entry) => entry.ratio !== null && entry.ratio < required).length,
    },
    panels: {
      trend: seriesOf(period.months, monthly.rows, {
        costPerMeal: (row) => (row && num(row.meals) > 0 ? yuan(perUnitFen(num(row.cost), num(row.meals))) : null),
        foodRatio: (row) => (row ? percent(num(row.cost), num(row.revenue)) : null),
      }),
      ranking: {
        items: entries
          .filter((entry) => entry.ratio !== null)
          .sort((a, b) => b.ratio! - a.ratio! || a.name.localeCompare(b.name))
          .map((entry) => ({ name: entry.name, value: entry.ratio! })),
      },
      completeness: seriesOf(period.months, monthly.rows, { entered: (row) => num(row?.entered), missing: (row) => canteens - num(row?.entered) }),
      perCanteen: { categories: entries.map((entry) => entry.name), series: [{ key: 'costPerMeal', values: entries.map((entry) => entry.costPerMeal) }] },
    },
    latest: latest.rows,
  };
}
