// 批次溯源's way down — every join from a batch to what was made of it, in this one file
// (docs/product-rules.md#traceability): the batch's stock movements (入库, 出库 by meal and purpose, 报损, 盘盈 / 盘亏,
// 退货), the dishes of 加工记录 made from its 出库 (ledger_processing_issue.movement_id), their meals and days, and the
// samples kept of those dishes (ledger_sample.processing_id). Only the ledgers' current records (state 1) count: a
// corrected or voided record is no longer what was cooked or kept. Each step reads by an index on the parent's id
// (stock_movement_batch, ledger_processing_issue_movement, ledger_sample_processing).
// The batch's food tests (快速检测 / 农残检测: ledger_rapid_test and ledger_pesticide_test by batch_id) join here too.
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';
import { TIME } from '../../platform/db/zoned.ts';
import type { z } from 'zod';
import type { Downstream } from './input.ts';

/** The ledgers' state of a current record (not 已更正 2, not 已作废 3). */
const CURRENT = 1;

type DownstreamAnswer = z.infer<typeof Downstream>;

/** The batch's movements, oldest first. */
export const MOVEMENTS = (batchId: string) => sql`
  SELECT m.id::text, m.kind::int AS kind, m.quantity::float8 AS quantity, m.meal::int AS meal, m.purpose, m.reason, m.user_name AS "userName",
         ${TIME('m.create_time')} AS time
    FROM stock_movement m WHERE m.batch_id = ${batchId} ORDER BY m.create_time, m.id`;

/** The current 加工记录 made from the batch's issues, each with the current samples kept of it. */
export const DISHES = (batchId: string) => sql`
  SELECT p.id::text, m.id::text AS "movementId", to_char(p.record_date, 'YYYY-MM-DD') AS "recordDate", p.meal::int AS meal, p.dish,
         p.cook_name AS "cookName", p.servings, p.core_temp::int AS "coreTemp",
         COALESCE((SELECT json_agg(json_build_object('id', x.id::text, 'recordDate', to_char(x.record_date, 'YYYY-MM-DD'), 'meal', x.meal, 'weightG', x.weight_g,
                                                     'sealed', x.sealed, 'storageTemp', x.storage_temp, 'keepHours', x.keep_hours,
                                                     'samplerName', x.sampler_name, 'time', ${TIME('x.create_time')}) ORDER BY x.create_time, x.id)
                     FROM ledger_sample x WHERE x.processing_id = p.id AND x.state = ${sql.number(CURRENT)}), '[]') AS samples
    FROM stock_movement m JOIN ledger_processing_issue i ON i.movement_id = m.id
    JOIN ledger_processing p ON p.id = i.processing_id AND p.state = ${sql.number(CURRENT)}
   WHERE m.batch_id = ${batchId}
   ORDER BY p.record_date, p.meal, p.id`;

/** The dishes' names per 出库 movement (`m` is stock_movement), as text[] (溯源查询's rows). */
export const DISH_NAMES = sql`
  COALESCE((SELECT array_agg(p.dish ORDER BY p.record_date, p.id) FROM ledger_processing_issue i
              JOIN ledger_processing p ON p.id = i.processing_id AND p.state = ${sql.number(CURRENT)}
             WHERE i.movement_id = m.id), '{}')`;

/** The batch's current food tests, oldest first (each table by its batch index). */
export const TESTS = (batchId: string) => {
  const of = (table: string, kind: string) => sql`
    SELECT t.id::text, ${kind}::text AS kind, to_char(t.record_date, 'YYYY-MM-DD') AS "recordDate", t.item, t.value, t.threshold, t.result::int AS result,
           t.device_name AS "deviceName", t.tester_name AS "testerName", t.follow_up AS "followUp", t.follow_up_note AS "followUpNote", t.create_time
      FROM ${sql.raw(table)} t WHERE t.batch_id = ${batchId} AND t.state = ${sql.number(CURRENT)}`;
  return sql`SELECT id, kind, "recordDate", item, value, threshold, result, "deviceName", "testerName", "followUp", "followUpNote"
               FROM (${of('ledger_rapid_test', 'rapidTest')} UNION ALL ${of('ledger_pesticide_test', 'pesticideTest')}) t ORDER BY "recordDate", create_time, id`;
};

/** The way down from batch `batchId` (known visible to the caller). */
export async function downstreamOf(db: Queryable, batchId: string): Promise<DownstreamAnswer> {
  const [movements, dishes, tests] = await Promise.all([
    db.query<DownstreamAnswer['movements'][number]>(MOVEMENTS(batchId)),
    db.query<DownstreamAnswer['dishes'][number]>(DISHES(batchId)),
    db.query<DownstreamAnswer['tests'][number]>(TESTS(batchId)),
  ]);
  return { movements: movements.rows, dishes: dishes.rows, tests: tests.rows };
}
