// 加工记录's server part: a dish's batches are 出库 movements of the canteen on the record's day (for its meal or for
// none); a dish made from animal foods (goods needing a quarantine certificate) needs its core temperature; a cook whose
// morning check that day was 异常 may not handle food.
import { CHECK_RESULT, processing } from '../../../../contract/ledgers/index.ts';
import { badRequest } from '../../../platform/http/envelope.ts';
import { sql } from '../../../platform/db/sql.ts';
import { zonedDay } from '../../../platform/db/zoned.ts';
import type { LedgerPart } from '../engine/part.ts';

/** stock_movement.kind of an issue to the kitchen (the supply chain's MOVEMENT.issue). */
export const ISSUE_KIND = 2;

export const processingPart: LedgerPart = {
  definition: processing,
  async check(tx, { keeper, recordDate, values }) {
    const issues = values.issues as string[];
    if (issues.length) {
      const { rows } = await tx.query<{ found: number; animal: boolean }>(
        sql`SELECT count(*)::int AS found, COALESCE(bool_or(g.quarantine > 0), false) AS animal
              FROM stock_movement m JOIN school_goods g ON g.code = m.goods_code
             WHERE m.id = ANY(${issues}::bigint[]) AND m.canteen_id = ${keeper.canteenId} AND m.kind = ${sql.number(ISSUE_KIND)}
               AND m.meal IN (0, ${values.meal as number}) AND ${zonedDay('m.create_time')} = ${recordDate}::date`,
      );
      if (rows[0]!.found !== issues.length) throw badRequest('出库记录须为本食堂当日该餐次的出库');
      if (rows[0]!.animal && values.coreTemp === null) throw badRequest('菜品含肉、禽、蛋等动物性食材，须填写中心温度');
    }
    const { rows: unfit } = await tx.query(
      sql`SELECT 1 FROM work_morning_check WHERE personnel_id = ${values.cook as string} AND record_date = ${recordDate}::date AND state = 1
            AND result = ${sql.number(CHECK_RESULT.unfit)}`,
    );
    if (unfit.length) throw badRequest('该厨师当日晨检异常，不能从事食品加工');
  },
};
