// The writes of 考勤组 (routes/groups.ts), each one transaction (retried on a serialization failure) over the groups
// of the canteens the caller keeps: create, edit (the version it was loaded at; the canteen unchanged) and remove
// (refused while a make-up of the group waits). Members, exempts and the move from other groups: groups.ts.
import type pg from 'pg';
import { conflict, isUniqueViolation, staleVersion } from '../../platform/http/crud-errors.ts';
import { retrying, type Queryable } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/envelope.ts';
import { checkDevices } from './devices.ts';
import { groupValues, writeMembers } from './groups.ts';
import type { GroupInput } from './input.ts';
import { logWrite } from './log.ts';
import { detailOf } from './queries.ts';
import { missing, type AttendanceActor } from './scope.ts';
import { sql } from '../../platform/db/sql.ts';

export const SAME_NAME = '该食堂已有同名考勤组';

/** The school of a canteen the caller keeps; 404 otherwise. */
async function schoolOf(db: Queryable, actor: AttendanceActor, canteenId: string): Promise<string> {
  if (!actor.writable.includes(canteenId)) throw missing();
  const { rows } = await db.query<{ school: string }>(sql`SELECT parent_id::text AS school FROM dept WHERE id = ${canteenId}`);
  return rows[0]!.school;
}

/** Creates a group in a canteen the caller keeps; answers its detail. */
export async function createGroup(db: pg.Pool, actor: AttendanceActor, input: GroupInput) {
  const schoolId = await schoolOf(db, actor, input.canteenId);
  const values = groupValues(input);
  try {
    const id = await retrying(db, async (client) => {
      await checkDevices(client, actor.tenantId, input.canteenId, input.deviceSns);
      const { rows } = await client.query<{ id: string }>(
        sql`INSERT INTO attendance_group (tenant_id, school_id, canteen_id, group_name, group_type, shifts, workdays, make_up_limit, supervisor_ids, remark, create_user, update_user,
                                       device_sns)
         VALUES (${actor.tenantId}, ${schoolId}, ${input.canteenId}, ${input.groupName}, ${input.groupType}, ${values.shifts}::jsonb, ${values.workdays}::smallint[], ${values.makeUpLimit}, ${values.supervisors}::bigint[], ${input.remark}, ${actor.userId}, ${actor.userId}, ${values.devices}::text[]) RETURNING id::text`,
      );
      const created = rows[0]!.id;
      await writeMembers(client, actor, created, input, schoolId);
      await logWrite(client, actor, 'group', [created], 'create', { groupName: input.groupName, members: input.memberIds.length });
      return created;
    });
    return await detailOf(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SAME_NAME);
    throw error;
  }
}

/** Edits a group of the caller's canteens (id and version); answers its detail. */
export async function updateGroup(db: pg.Pool, actor: AttendanceActor, input: GroupInput) {
  try {
    await retrying(db, async (client) => {
      const found = await client.query<{ version: number; canteen: string; school: string }>(
        sql`SELECT version, canteen_id::text AS canteen, school_id::text AS school FROM attendance_group
          WHERE id = ${input.id} AND is_deleted = 0 AND canteen_id = ANY(${actor.writable}::bigint[]) FOR UPDATE`,
      );
      const group = found.rows[0];
      if (!group) throw missing();
      if (group.version !== input.version) throw staleVersion();
      if (group.canteen !== input.canteenId) throw badRequest('不能修改考勤组所属食堂');
      await checkDevices(client, actor.tenantId, group.canteen, input.deviceSns);
      const values = groupValues(input);
      await client.query(
        sql`UPDATE attendance_group SET group_name = ${input.groupName}, group_type = ${input.groupType}, shifts = ${values.shifts}::jsonb, workdays = ${values.workdays}::smallint[], make_up_limit = ${values.makeUpLimit}, supervisor_ids = ${values.supervisors}::bigint[],
                remark = ${input.remark}, update_user = ${actor.userId}, device_sns = ${values.devices}::text[], update_time = now(), version = version + 1 WHERE id = ${input.id}`,
      );
      await writeMembers(client, actor, input.id!, input, group.school);
      await logWrite(client, actor, 'group', [input.id!], 'update', { groupName: input.groupName, members: input.memberIds.length });
    });
    return await detailOf(db, input.id!);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SAME_NAME);
    throw error;
  }
}

/** Removes the groups `groupIds` of the caller's canteens (all or none): their people are then in no group. */
export async function removeGroups(db: pg.Pool, actor: AttendanceActor, groupIds: string[]): Promise<void> {
  await retrying(db, async (client) => {
    const found = await client.query<{ id: string }>(
      sql`SELECT id::text FROM attendance_group WHERE id = ANY(${groupIds}::bigint[]) AND is_deleted = 0 AND canteen_id = ANY(${actor.writable}::bigint[]) ORDER BY id FOR UPDATE`,
    );
    if (found.rows.length !== groupIds.length) throw missing();
    const waiting = await client.query<{ name: string }>(
      sql`SELECT g.group_name AS name FROM attendance_make_up u JOIN attendance_group g ON g.id = u.group_id
        WHERE u.group_id = ANY(${groupIds}::bigint[]) AND u.status = 0 ORDER BY g.group_name LIMIT 1`,
    );
    if (waiting.rows[0]) throw badRequest(`考勤组“${waiting.rows[0].name}”有待审批的补卡，不能删除`);
    await client.query(sql`DELETE FROM attendance_group_member WHERE group_id = ANY(${groupIds}::bigint[])`);
    await client.query(
      sql`UPDATE attendance_group SET is_deleted = 1, update_user = ${actor.userId}, update_time = now(), version = version + 1 WHERE id = ANY(${groupIds}::bigint[])`,
    );
    await logWrite(client, actor, 'group', groupIds, 'remove');
  });
}
