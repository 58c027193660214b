// SQL shared by the attendance routes: the day in the deployment's time zone, times as text, the record shapes.

/** Today in the deployment's time zone (the database clock). */
export const TODAY = `(now() AT TIME ZONE current_setting('shian.time_zone'))::date`;

/** A timestamptz column as `YYYY-MM-DD HH:mm:ss` in the deployment's time zone. */
export const TIME = (column: string) => `to_char(${column} AT TIME ZONE current_setting('shian.time_zone'), 'YYYY-MM-DD HH24:MI:SS')`;

/** A date column as `YYYY-MM-DD`. */
export const DATE = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** A person as the group's dialog and the pickers show them: `{ id, number, name, post, canteenName }`. */
export const PERSON_JSON = (p: string) =>
  `json_build_object('id', ${p}.id::text, 'number', ${p}.number, 'name', ${p}.name, 'post', COALESCE((SELECT w.name FROM work_post w WHERE w.code = ${p}.post), ${p}.post))`;

/** The names of the people of ids (in that order), for messages: 张三、李四 (and n more). */
export const namesOf = (names: string[], shown = 5) => (names.length <= shown ? names.join('、') : `${names.slice(0, shown).join('、')} 等 ${names.length} 人`);
