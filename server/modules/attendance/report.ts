// The monthly report's rows: the people who punch (members, not the exempt) of the groups of the canteens asked
// for, with their figures (month.ts) from one query each for their punches, make-ups and meal stops.
import type { Queryable } from '../../platform/db/database.ts';
import type { Shift } from './input.ts';
import { monthFigures, type MonthFigures } from './month.ts';
import { DATE, TODAY } from './sql.ts';
import { sql } from '../../platform/db/sql.ts';
import { zoned } from '../../platform/db/zoned.ts';

export interface ReportFilter {
  canteens: string[];
  groupId: string | null;
  personName: string | null;
}

export interface ReportRow extends MonthFigures {
  /** The person's id (a row is a person) */
  id: string;
  personId: string;
  personNumber: string;
  personName: string;
  canteenName: string;
  groupId: string;
  groupName: string;
  groupType: number;
}

const where = (filter: ReportFilter) =>
  sql`NOT m.exempt AND g.is_deleted = 0 AND g.canteen_id = ANY(${filter.canteens}::bigint[]) AND (${filter.groupId}::bigint IS NULL OR g.id = ${filter.groupId})
    AND (${filter.personName}::text IS NULL OR p.name LIKE ${filter.personName})`;
const FROM = sql`FROM attendance_group_member m JOIN attendance_group g ON g.id = m.group_id JOIN work_personnel p ON p.id = m.person_id JOIN dept c ON c.id = g.canteen_id`;

export async function reportTotal(db: Queryable, filter: ReportFilter): Promise<number> {
  const { rows } = await db.query<{ total: number }>(sql`SELECT count(*)::int AS total ${FROM} WHERE ${where(filter)}`);
  return rows[0]!.total;
}

/** The rows of a month (YYYY-MM), `limit` from `offset`, by canteen, group and number. */
export async function reportRows(db: Queryable, month: string, filter: ReportFilter, limit: number, offset: number): Promise<ReportRow[]> {
  const people = await db.query<{
    personId: string;
    personNumber: string;
    personName: string;
    canteenName: string;
    groupId: string;
    groupName: string;
    groupType: number;
    shifts: Shift[];
    workdays: number[];
    joinDate: string;
  }>(
    sql`SELECT p.id::text AS "personId", p.number AS "personNumber", p.name AS "personName", c.dept_name AS "canteenName", g.id::text AS "groupId",
            g.group_name AS "groupName", g.group_type AS "groupType", g.shifts, g.workdays::int[] AS workdays, ${DATE('m.join_date')} AS "joinDate"
       ${FROM} WHERE ${where(filter)} ORDER BY c.sort, c.id, g.group_name, g.id, p.number, p.id LIMIT ${limit} OFFSET ${offset}`,
  );
  if (!people.rows.length) return [];
  const ids = people.rows.map((row) => row.personId);
  const first = `${month}-01`;
  const [today, punches, makeUps, stops] = await Promise.all([
    db.query<{ today: string }>(`SELECT ${DATE(TODAY)} AS today`),
    db.query<{ person: string; day: string; clock: string }>(
      sql`SELECT person_id::text AS person, ${DATE('punch_date')} AS day, to_char(min(${zoned('punch_time')}), 'HH24:MI') AS clock
         FROM attendance_punch WHERE person_id = ANY(${ids}::bigint[]) AND punch_date >= ${first}::date AND punch_date < ${first}::date + interval '1 month' GROUP BY person_id, punch_date`,
    ),
    db.query<{ person: string; count: number }>(
      sql`SELECT person_id::text AS person, count(*)::int AS count FROM attendance_make_up
        WHERE person_id = ANY(${ids}::bigint[]) AND status = 1 AND punch_date >= ${first}::date AND punch_date < ${first}::date + interval '1 month' GROUP BY person_id`,
    ),
    db.query<{ person: string; start: string; end: string }>(
      sql`SELECT person_id::text AS person, ${DATE('start_date')} AS start, ${DATE('end_date')} AS end FROM attendance_meal_stop
        WHERE person_id = ANY(${ids}::bigint[]) AND status = 1 AND start_date < ${first}::date + interval '1 month' AND end_date >= ${first}::date`,
    ),
  ]);
  const firstPunches = new Map<string, Map<string, string>>();
  for (const row of punches.rows) {
    const days = firstPunches.get(row.person) ?? new Map<string, string>();
    days.set(row.day, row.clock);
    firstPunches.set(row.person, days);
  }
  const approved = new Map(makeUps.rows.map((row) => [row.person, row.count]));
  return people.rows.map(({ shifts, workdays, joinDate, ...person }) => ({
    id: person.personId,
    ...person,
    ...monthFigures(month, today.rows[0]!.today, {
      groupType: person.groupType,
      shifts,
      workdays,
      joinDate,
      firstPunches: firstPunches.get(person.personId) ?? new Map(),
      makeUps: approved.get(person.personId) ?? 0,
      mealStops: stops.rows.filter((stop) => stop.person === person.personId),
    }),
  }));
}
