// 晨检's server part: every person on duty owes a check a day; a fever or a symptom makes the check 异常 (off food
// handling today); a lapsed health certificate is flagged on the check.
import { CHECK_RESULT, FEVER_TENTHS, morningCheck } from '../../../../contract/ledgers/index.ts';
import { badRequest } from '../../../platform/http/envelope.ts';
import { sql } from '../../../platform/db/sql.ts';
import type { LedgerPart } from '../engine/part.ts';
import { onDutyOn } from './on-duty.ts';

export const morningCheckPart: LedgerPart = {
  definition: morningCheck,
  owed: (canteenIds, day) => sql`
    SELECT p.canteen_id, p.name AS item, m.id IS NOT NULL AS done
      FROM work_personnel p LEFT JOIN work_morning_check m ON m.personnel_id = p.id AND m.record_date = ${day}::date AND m.state = 1
     WHERE p.canteen_id = ANY(${canteenIds}::bigint[]) AND ${onDutyOn('p', sql`${day}::date`)}`,
  async check(tx, write) {
    const { values, recordDate } = write;
    const { rows } = await tx.query<{ expired: boolean; checked: boolean }>(
      sql`SELECT p.health_cert_expiry IS NULL OR p.health_cert_expiry < ${recordDate}::date AS expired,
                 EXISTS (SELECT 1 FROM work_morning_check m WHERE m.personnel_id = p.id AND m.record_date = ${recordDate}::date AND m.state = 1
                           AND m.id <> ${write.replacing ?? '0'}) AS checked
            FROM work_personnel p WHERE p.id = ${values.person as string}`,
    );
    if (rows[0]?.checked) throw badRequest('该人员当日已晨检');
    const symptoms = values.symptoms as string[];
    values.result = symptoms.length > 0 || (values.temperature as number) >= FEVER_TENTHS ? CHECK_RESULT.unfit : CHECK_RESULT.fit;
    values.certExpired = rows[0]?.expired ?? true;
  },
};
