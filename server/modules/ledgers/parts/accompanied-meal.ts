// 陪餐记录's server part: each meal served owes an accompanied meal (学校食品安全与营养健康管理规定 2019 第二十一条);
// a problem found (a low rating or an opinion of 不满意) is written down; a companion is recorded once a meal.
import { accompaniedMeal, accompaniedProblemUnsaid, ACCOMPANIED_PROBLEM_UNSAID } from '../../../../contract/ledgers/index.ts';
import { badRequest } from '../../../platform/http/envelope.ts';
import { sql } from '../../../platform/db/sql.ts';
import type { LedgerPart } from '../engine/part.ts';
import { owedPerMealServed } from './served.ts';

export const accompaniedMealPart: LedgerPart = {
  definition: accompaniedMeal,
  owed: owedPerMealServed('accompanied_meal'),
  async check(tx, { keeper, recordDate, values, replacing }) {
    if (accompaniedProblemUnsaid(values as Parameters<typeof accompaniedProblemUnsaid>[0])) throw badRequest(ACCOMPANIED_PROBLEM_UNSAID);
    const { rows } = await tx.query(
      sql`SELECT 1 FROM accompanied_meal WHERE canteen_id = ${keeper.canteenId} AND record_date = ${recordDate}::date AND state = 1
            AND meal = ${values.meal as number} AND companion_name = ${values.companion as string} AND id <> ${replacing ?? '0'}`,
    );
    if (rows.length) throw badRequest('该陪餐人本餐次已登记');
  },
};
