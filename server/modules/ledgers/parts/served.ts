// The meals a canteen served on a day: those with a current 加工记录 that day. 消毒记录 and 陪餐记录 owe one record
// for each (GB 31654-2021; 学校食品安全与营养健康管理规定 2019 第二十一条: 每餐均应当有学校相关负责人与学生共同用餐).
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { mealName } from './meals.ts';

/** The (canteen_id, meal) pairs served on the day. */
export const mealsServed = (canteenIds: readonly string[], day: string): Sql => sql`
  SELECT DISTINCT p.canteen_id, p.meal
    FROM ledger_processing p WHERE p.canteen_id = ANY(${canteenIds}::bigint[]) AND p.record_date = ${day}::date AND p.state = 1`;

/** What a ledger kept per meal owes: one current record of `table` for each meal served, named by the meal. */
export const owedPerMealServed =
  (table: string) =>
  (canteenIds: readonly string[], day: string): Sql => sql`
    SELECT s.canteen_id, ${mealName('s.meal')} AS item,
           EXISTS (SELECT 1 FROM ${sql.raw(table)} x WHERE x.canteen_id = s.canteen_id AND x.record_date = ${day}::date AND x.state = 1
                     AND x.meal = s.meal) AS done
      FROM (${mealsServed(canteenIds, day)}) s`;
