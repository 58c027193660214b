// SQL shared by the attendance routes: the day in the deployment's time zone, times as text, the record shapes.
import { sql, type Sql } from '../../platform/db/sql.ts';
import { DB_TODAY, TIME } from '../../platform/db/zoned.ts';

/** Today in the deployment's time zone (the database clock). */
export const TODAY = DB_TODAY;

/** A timestamptz column as `YYYY-MM-DD HH:mm:ss` in the deployment's time zone. */
export { TIME };

/** A date column as `YYYY-MM-DD`. */
export const DATE = (column: string | Sql) => sql`to_char(${typeof column === 'string' ? sql.raw(column) : column}, 'YYYY-MM-DD')`;

/** A person as the group's dialog and the pickers show them (`p` the table's alias): `{ id, number, name, post, canteenName }`. */
export const PERSON_JSON = (alias: string) => {
  const p = sql.raw(alias);
  return sql`json_build_object('id', ${p}.id::text, 'number', ${p}.number, 'name', ${p}.name, 'post', COALESCE((SELECT w.name FROM work_post w WHERE w.code = ${p}.post), ${p}.post))`;
};

/** The names of the people of ids (in that order), for messages: 张三、李四 (and n more). */
export const namesOf = (names: string[], shown = 5) => (names.length <= shown ? names.join('、') : `${names.slice(0, shown).join('、')} 等 ${names.length} 人`);

/**
 * A punch as 考勤记录 lists it: `{ id, personId, personName, personNumber, canteenName, groupId, groupName, punchTime,
 * punchDate, source (1 device, 2 make-up), deviceSn, deviceName ('' when the device is not known), makeUpId }`.
 */
export const PUNCH = sql`
  SELECT a.id::text, a.person_id::text AS "personId", p.name AS "personName", p.number AS "personNumber", c.dept_name AS "canteenName",
         a.group_id::text AS "groupId", COALESCE(g.group_name, '') AS "groupName", ${TIME('a.punch_time')} AS "punchTime", ${DATE('a.punch_date')} AS "punchDate",
         a.source, a.device_sn AS "deviceSn", COALESCE(d.name, '') AS "deviceName", a.make_up_id::text AS "makeUpId"
    FROM attendance_punch a JOIN work_personnel p ON p.id = a.person_id JOIN dept c ON c.id = a.canteen_id LEFT JOIN attendance_group g ON g.id = a.group_id
    LEFT JOIN face_device d ON d.sn = NULLIF(a.device_sn, '')`;
