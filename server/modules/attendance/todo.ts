// The attendance items of 待办提醒 (server/platform/todo/registry.ts), for those who keep attendance: the meal stops in force
// today (停餐中) and the make-ups waiting for a decision (待审批) of the caller's canteens — each the list of its screen
// under that filter.
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { ATTENDANCE_WRITERS } from '../../platform/access/policy.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { TodoDefinition } from '../../platform/todo/registry.ts';
import { attendanceActor } from './scope.ts';
import { TODAY } from './sql.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';

/** attendance-meal-stop.ts's state `running`: not cancelled, begun and not yet ended. */
const RUNNING = sql`s.status <> 2 AND s.start_date <= ${TODAY} AND s.end_date >= ${TODAY}`;
const PENDING = 0;

/** How many rows `count` finds in the canteens the caller reads. */
const countIn = (count: (canteens: string[]) => Sql) => async (db: Queryable, claims: AccessClaims) => {
  const actor = await attendanceActor(db, claims);
  const { rows } = await db.query<{ count: number }>(count(actor.readable));
  return rows[0]!.count;
};

export const attendanceTodo: TodoDefinition[] = [
  {
    key: 'attendance.makeUp',
    roles: ATTENDANCE_WRITERS,
    path: '/kaoqin/patch/index',
    query: { status: String(PENDING) },
    count: countIn(
      (canteens) => sql`SELECT count(*)::int AS count FROM attendance_make_up u WHERE u.canteen_id = ANY(${canteens}::bigint[]) AND u.status = ${PENDING}`,
    ),
  },
  {
    key: 'attendance.mealStop',
    roles: ATTENDANCE_WRITERS,
    path: '/kaoqin/mealStop/index',
    query: { state: 'running' },
    count: countIn((canteens) => sql`SELECT count(*)::int AS count FROM attendance_meal_stop s WHERE s.canteen_id = ANY(${canteens}::bigint[]) AND ${RUNNING}`),
  },
];
