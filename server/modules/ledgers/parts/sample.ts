// 留样's server part: every dish of the day's 加工记录 owes a sample for its meal; a dish is sampled once a meal.
import { sample } from '../../../../contract/ledgers/index.ts';
import { badRequest } from '../../../platform/http/envelope.ts';
import { sql } from '../../../platform/db/sql.ts';
import type { LedgerPart } from '../engine/part.ts';
import { mealName } from './meals.ts';
import { publishedDishesOn } from '../../nutrition/index.ts';

/**
 * The dishes owed a sample on a day, one per canteen, meal and dish: the dishes of the canteen's published recipe for
 * that day (营养管理's week menu, nutrition/published.ts) and any other dish of the day's current 加工记录 — a dish
 * cooked off the menu is owed a sample too. The one function 留样's expectation comes from.
 */
export const dishesOwed = (canteenIds: readonly string[], day: string) => sql`
  SELECT DISTINCT ON (o.canteen_id, o.meal, o.dish) o.canteen_id, o.meal, o.dish
    FROM (${publishedDishesOn(canteenIds, day)}
          UNION ALL
          SELECT p.canteen_id, p.meal, p.dish FROM ledger_processing p
           WHERE p.canteen_id = ANY(${canteenIds}::bigint[]) AND p.record_date = ${day}::date AND p.state = 1) o`;

export const samplePart: LedgerPart = {
  definition: sample,
  owed: (canteenIds, day) => sql`
    SELECT d.canteen_id, ${mealName('d.meal')} || ' · ' || d.dish AS item,
           EXISTS (SELECT 1 FROM ledger_sample x WHERE x.canteen_id = d.canteen_id AND x.record_date = ${day}::date AND x.state = 1
                     AND x.meal = d.meal AND x.dish = d.dish) AS done
      FROM (${dishesOwed(canteenIds, day)}) d`,
  async check(tx, { keeper, recordDate, values, replacing }) {
    const { rows } = await tx.query(
      sql`SELECT 1 FROM ledger_sample WHERE canteen_id = ${keeper.canteenId} AND record_date = ${recordDate}::date AND state = 1
            AND meal = ${values.meal as number} AND dish = ${values.dishName as string} AND id <> ${replacing ?? '0'}`,
    );
    if (rows.length) throw badRequest('该菜品本餐次已留样');
  },
};
