// Who is on duty on a day: 从业人员 在岗, and when in an attendance group, the day is one of its workdays.
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { PERSON_STATUS } from '../../../../contract/work-personnel.ts';

/** Whether the person `alias` (work_personnel) is on duty on `day` (a date expression). */
export const onDutyOn = (alias: string, day: Sql): Sql => {
  const p = sql.raw(alias);
  return sql`${p}.is_deleted = 0 AND ${p}.status = ${sql.number(PERSON_STATUS.onDuty)}
    AND NOT EXISTS (SELECT 1 FROM attendance_group_member gm JOIN attendance_group g ON g.id = gm.group_id AND g.is_deleted = 0
                     WHERE gm.person_id = ${p}.id AND NOT (extract(isodow FROM ${day})::smallint = ANY(g.workdays)))`;
};
