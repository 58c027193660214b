// 快速检测 and 农残检测's server parts: the result judged from the value and the limit (or read, for 快速检测's
// qualitative items), the device's calibration on the day, and the follow-up a failing batch needs. A failing batch is
// blocked from 出库 until a passing re-test of the item: failingBatch(), which the supply chain's 出库 uses.
import { INHIBITION_LIMIT, MEASURED_ITEMS, pesticideTest, rapidTest, TEST_RESULT } from '../../../../contract/ledgers/index.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/http/envelope.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import type { LedgerPart, Write } from '../engine/part.ts';

/** The device's calibration was past due (or never recorded) on the day of the test; false without a device. */
async function calibrationOverdue(tx: Queryable, { values, recordDate }: Write): Promise<boolean> {
  if (!values.device) return false;
  const { rows } = await tx.query<{ overdue: boolean }>(
    sql`SELECT calibration_due IS NULL OR calibration_due < ${recordDate}::date AS overdue FROM test_device WHERE id = ${values.device as string}`,
  );
  return rows[0]?.overdue ?? false;
}

/** A failing test names what was done with the batch; a passing one needs none. */
function followUp(values: Record<string, unknown>): void {
  if (values.result === TEST_RESULT.fail) {
    if (!values.followUp) throw badRequest('检测不合格须填写处置措施');
  } else {
    values.followUp = null;
  }
}

export const rapidTestPart: LedgerPart = {
  definition: rapidTest,
  async check(tx, write) {
    const { values } = write;
    if ((MEASURED_ITEMS as readonly string[]).includes(values.item as string)) {
      if (values.value === null || values.value === undefined) throw badRequest('请输入检测值');
      if (values.threshold === null || values.threshold === undefined) throw badRequest('请输入判定限值');
      values.result = (values.value as number) > (values.threshold as number) ? TEST_RESULT.fail : TEST_RESULT.pass;
    } else {
      if (values.result === null || values.result === undefined) throw badRequest('请选择检测结果');
      values.value = null;
      values.threshold = null;
    }
    followUp(values);
    values.calibrationOverdue = await calibrationOverdue(tx, write);
  },
};

export const pesticideTestPart: LedgerPart = {
  definition: pesticideTest,
  async check(tx, write) {
    const { values } = write;
    values.threshold = INHIBITION_LIMIT;
    values.result = (values.value as number) >= INHIBITION_LIMIT ? TEST_RESULT.fail : TEST_RESULT.pass;
    followUp(values);
    values.calibrationOverdue = await calibrationOverdue(tx, write);
  },
};

/** The tables whose current tests judge a batch. */
const TEST_TABLES = [rapidTest.table, pesticideTest.table];

/**
 * Whether the batch `alias` (stock_batch) fails its tests: for some item, its latest current test (快速检测 or 农残检测,
 * by day, then as recorded) is 不合格. A passing re-test of that item lifts it; a void or a correction takes the test
 * out. The supply chain refuses the batch's 出库 and skips it in its suggestions.
 */
export const failingBatch = (alias: string): Sql => {
  const batch = sql.raw(`${alias}.id`);
  return sql`(${sql.join(
    TEST_TABLES.map(
      (table) => sql`EXISTS (SELECT 1 FROM (SELECT DISTINCT ON (t.item) t.result FROM ${sql.raw(table)} t WHERE t.batch_id = ${batch} AND t.state = 1
                                            ORDER BY t.item, t.record_date DESC, t.create_time DESC, t.id DESC) latest
                              WHERE latest.result = ${sql.number(TEST_RESULT.fail)})`,
    ),
    ' OR ',
  )})`;
};
