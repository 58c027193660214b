// Timestamps as local text, in the deployment's time zone (the TIME_ZONE setting, set on every connection as
// shian.time_zone): the one way the server writes a time or a day the contract shows, reads a local time it is
// given, and knows which day and month it is. Each helper is a `Sql` fragment: inlined by the `sql` template, and
// (having no parameters of its own unless given one) usable as text in a query still written as a plain string.
// A column given as a string is the code's own SQL text (`'x.create_time'`), never a value.
import type { Queryable } from './database.ts';
import { Sql, sql } from './sql.ts';

const ZONE = sql.raw("current_setting('shian.time_zone')");
const expression = (column: string | Sql) => (column instanceof Sql ? column : sql.raw(column));

/** A timestamptz as a local timestamp (no zone) in the deployment's zone. */
export const zoned = (column: string | Sql) => sql`(${expression(column)} AT TIME ZONE ${ZONE})`;

/** A timestamp column as the contract writes a time: `YYYY-MM-DD HH24:MI:SS` in the deployment's zone. */
export const TIME = (column: string | Sql) => sql`to_char(${zoned(column)}, 'YYYY-MM-DD HH24:MI:SS')`;

/** A timestamp as local text in `format` (a to_char pattern the code holds: 'YYYY-MM-DD', 'HH24:MI', …). */
export const zonedText = (column: string | Sql, format: string) => sql`to_char(${zoned(column)}, ${sql.raw(`'${format}'`)})`;

/** A timestamp's local day (a date) in the deployment's zone. */
export const zonedDay = (column: string | Sql) => sql`${zoned(column)}::date`;

/** A local time or day (text, a timestamp or a date without zone) as the instant it names in the deployment's zone. */
export const fromZoned = (local: string | Sql) => sql`((${expression(local)})::timestamp AT TIME ZONE ${ZONE})`;

/** Today on the app clock (app_now(), moved by the test and demo clocks), in the deployment's zone. */
export const APP_TODAY = zonedDay('app_now()');

/** Today on the database's own clock (now(), which the app clock does not move), in the deployment's zone. */
export const DB_TODAY = zonedDay('now()');

export interface LocalClock {
  /** 'YYYY-MM-DD HH:MM:SS' */
  now: string;
  /** 'YYYY-MM-DD' */
  today: string;
  /** 'YYYY-MM' */
  month: string;
  /** minutes since the local midnight */
  minute: number;
}

/**
 * The app clock's now as local text in the deployment's zone: the database's clock (moved as the test routes or the
 * demo clock move it) in the zone the TIME_ZONE setting names — never the server process's clock plus a fixed offset.
 */
export async function localClock(db: Queryable): Promise<LocalClock> {
  const { rows } = await db.query<{ now: string }>(sql`SELECT ${TIME('app_now()')} AS now`);
  const now = rows[0]!.now;
  return { now, today: now.slice(0, 10), month: now.slice(0, 7), minute: Number(now.slice(11, 13)) * 60 + Number(now.slice(14, 16)) };
}
