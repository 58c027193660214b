// 停餐 from an approved leave (the workflow domain, docs/product-rules.md#workflow): the applicant's diner record — the
// 从业人员 record linked to the account, else the 系统人员 teacher record linked to it — stops all three meals for the
// leave's days (source 2); cancelling the leave before it starts cancels that stop. Written in the caller's transaction.
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';
import { logWrite } from './log.ts';

export interface LeaveDiner {
  kind: 'staff' | 'teacher';
  id: string;
  name: string;
  canteenId: string;
}

/** The diner record a user eats as, if any. */
export async function dinerOfUser(db: Queryable, tenantId: string, userId: string): Promise<LeaveDiner | undefined> {
  const { rows } = await db.query<LeaveDiner>(
    sql`SELECT 'staff' AS kind, id::text, name, canteen_id::text AS "canteenId" FROM work_personnel
         WHERE user_id = ${userId} AND tenant_id = ${tenantId} AND is_deleted = 0 AND status <> 3
        UNION ALL
        SELECT 'teacher', id::text, name, canteen_id::text FROM sys_personnel
         WHERE user_id = ${userId} AND tenant_id = ${tenantId} AND is_deleted = 0 AND status = 1 AND type = 1 AND canteen_id IS NOT NULL
        LIMIT 1`,
  );
  return rows[0];
}

/** Stops the user's meals from `startDate` to `endDate`; none (undefined) when the user has no diner record or a stop overlaps. */
export async function stopMealsForLeave(
  db: Queryable,
  actor: { tenantId: string; userId: string; name: string },
  input: { startDate: string; endDate: string; reason: string },
): Promise<string | undefined> {
  const diner = await dinerOfUser(db, actor.tenantId, actor.userId);
  if (!diner) return undefined;
  const column = diner.kind === 'staff' ? sql`person_id` : sql`student_id`;
  const { rows } = await db.query<{ id: string }>(
    sql`INSERT INTO attendance_meal_stop (tenant_id, canteen_id, ${column}, start_date, end_date, dinner_types, reason, source, create_user)
        SELECT ${actor.tenantId}, ${diner.canteenId}, ${diner.id}, ${input.startDate}::date, ${input.endDate}::date, '{1,2,3}', ${input.reason.slice(0, 200)}, 2, ${actor.userId}
         WHERE NOT EXISTS (SELECT 1 FROM attendance_meal_stop s WHERE s.${column} = ${diner.id} AND s.status = 1
                              AND s.start_date <= ${input.endDate}::date AND s.end_date >= ${input.startDate}::date)
        RETURNING id::text`,
  );
  const made = rows[0]?.id;
  if (made) await logWrite(db, actor, 'mealStop', [made], 'create', { startDate: input.startDate, endDate: input.endDate, source: 'leave' });
  return made;
}

/** Cancels a leave's meal stop (still active). */
export async function cancelLeaveMealStop(db: Queryable, actor: { tenantId: string; userId: string; name: string }, stopId: string): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    sql`UPDATE attendance_meal_stop SET status = 2, cancel_user = ${actor.userId}, cancel_time = now(), version = version + 1
         WHERE id = ${stopId} AND status = 1 RETURNING id::text`,
  );
  if (rows[0]) await logWrite(db, actor, 'mealStop', [stopId], 'cancel', { source: 'leave' });
}
