// Attendance groups and who is in them (docs/product-rules.md#attendance). One person is in at most one group:
// attendance_group_member has one row per person (its primary key), so two saves at once — in two browsers, on
// two server instances — can never leave anyone in two groups. A save that moves people does it with one upsert
// in the save's transaction; one that may not move them refuses, and nothing is written.
import type pg from 'pg';
import { type Queryable } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/envelope.ts';
import { GROUP_DEVICE_NAMES, GROUP_DEVICES_JSON } from './devices.ts';
import { NONE_ELSEWHERE, shiftsOf, type GroupInput } from './input.ts';
import { logWrite, type LogActor } from './log.ts';
import { namesOf, PERSON_JSON, TIME, TODAY } from './sql.ts';
import { sql } from '../../platform/db/sql.ts';

const MEMBERS = (exempt: boolean) => sql`
  (SELECT COALESCE(json_agg(${PERSON_JSON('p')} ORDER BY m.sort, p.number), '[]')
     FROM attendance_group_member m JOIN work_personnel p ON p.id = m.person_id WHERE m.group_id = g.id AND m.exempt = ${sql.raw(String(exempt))})`;

const GROUP_COLUMNS = sql`
  SELECT g.id::text, g.group_name AS "groupName", g.canteen_id::text AS "canteenId", c.dept_name AS "canteenName", s.dept_name AS "schoolName",
         g.group_type AS "groupType", g.shifts, g.workdays::int[] AS workdays, g.make_up_limit AS "makeUpLimit",
         (SELECT count(*)::int FROM attendance_group_member m WHERE m.group_id = g.id AND NOT m.exempt) AS "memberCount",
         (SELECT count(*)::int FROM attendance_group_member m WHERE m.group_id = g.id AND m.exempt) AS "exemptCount",
         ARRAY(SELECT u.id::text FROM unnest(g.supervisor_ids) WITH ORDINALITY AS x(id, n) JOIN app_user u ON u.id = x.id ORDER BY x.n) AS "supervisorIds",
         ARRAY(SELECT u.real_name FROM unnest(g.supervisor_ids) WITH ORDINALITY AS x(id, n) JOIN app_user u ON u.id = x.id ORDER BY x.n) AS "supervisorNames",
         g.device_sns AS "deviceSns", ${GROUP_DEVICE_NAMES('g')} AS "deviceNames", g.remark, ${TIME('g.update_time')} AS "updateTime", g.version`;

const GROUP_FROM = sql`FROM attendance_group g JOIN dept c ON c.id = g.canteen_id JOIN dept s ON s.id = g.school_id`;

/** A group as the list shows it. */
export const GROUP = sql`${GROUP_COLUMNS}
    ${GROUP_FROM}`;

/**
 * A group with its people resolved: members and exempt people `{ id, number, name, post }`, supervisors `{ id, name,
 * account }`, punch devices `{ deviceSn, name, windowName, online }`.
 */
export const GROUP_DETAIL = sql`${GROUP_COLUMNS}, ${MEMBERS(false)} AS members, ${MEMBERS(true)} AS exempts,
     (SELECT COALESCE(json_agg(json_build_object('id', u.id::text, 'name', u.real_name, 'account', u.account) ORDER BY x.n), '[]')
        FROM unnest(g.supervisor_ids) WITH ORDINALITY AS x(id, n) JOIN app_user u ON u.id = x.id) AS supervisors,
     ${GROUP_DEVICES_JSON('g')} AS devices
    ${GROUP_FROM}`;

/**
 * The attendance-group check: how many of the chosen people (of the canteens the caller reads) are in a group other
 * than `groupId` — or NONE_ELSEWHERE (99999) when none is, never 0.
 */
export async function checkCount(db: Queryable, tenantId: string, canteens: string[], chosen: string[], groupId: string | undefined): Promise<number> {
  if (!chosen.length) return NONE_ELSEWHERE;
  const { rows } = await db.query<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM attendance_group_member m JOIN work_personnel p ON p.id = m.person_id
      WHERE m.person_id = ANY(${chosen}::bigint[]) AND m.tenant_id = ${tenantId} AND p.canteen_id = ANY(${canteens}::bigint[]) AND (${groupId ?? null}::bigint IS NULL OR m.group_id <> ${groupId ?? null}::bigint)`,
  );
  return rows[0]!.count || NONE_ELSEWHERE;
}

export interface Elsewhere {
  personId: string;
  personName: string;
  groupId: string;
  groupName: string;
}

/** Which of the chosen people are in another group, and which: what 取消 drops from the selection. */
export async function elsewhere(db: Queryable, tenantId: string, canteens: string[], chosen: string[], groupId: string | undefined): Promise<Elsewhere[]> {
  if (!chosen.length) return [];
  const { rows } = await db.query<Elsewhere>(
    sql`SELECT m.person_id::text AS "personId", p.name AS "personName", g.id::text AS "groupId", g.group_name AS "groupName"
       FROM attendance_group_member m JOIN work_personnel p ON p.id = m.person_id JOIN attendance_group g ON g.id = m.group_id
      WHERE m.person_id = ANY(${chosen}::bigint[]) AND m.tenant_id = ${tenantId} AND p.canteen_id = ANY(${canteens}::bigint[]) AND (${groupId ?? null}::bigint IS NULL OR m.group_id <> ${groupId ?? null}::bigint)
      ORDER BY array_position(${chosen}::bigint[], m.person_id)`,
  );
  return rows;
}

/** The chosen people are staff of the group's canteen who have not left; held (FOR SHARE) until the save commits. */
async function checkPeople(client: pg.PoolClient, canteenId: string, people: string[]): Promise<void> {
  const { rows } = await client.query(
    sql`SELECT id FROM work_personnel WHERE id = ANY(${people}::bigint[]) AND canteen_id = ${canteenId} AND is_deleted = 0 AND status <> 3 ORDER BY id FOR SHARE`,
  );
  if (rows.length !== people.length) throw badRequest('考勤组成员须为本食堂在职的从业人员');
}

/** The supervisors are accounts of the group's school (the school or one of its canteens). */
async function checkSupervisors(client: pg.PoolClient, tenantId: string, schoolId: string, supervisors: string[]): Promise<void> {
  if (!supervisors.length) return;
  const { rows } = await client.query(
    sql`SELECT u.id FROM app_user u JOIN dept d ON d.id = u.dept_id
      WHERE u.id = ANY(${supervisors}::bigint[]) AND u.tenant_id = ${tenantId} AND u.is_deleted = 0 AND d.is_deleted = 0 AND (d.id = ${schoolId} OR d.parent_id = ${schoolId})`,
  );
  if (rows.length !== supervisors.length) throw badRequest('考勤负责人须为本校的账号');
}

/**
 * Writes who is in group `groupId`: its members and exempt people in the order chosen. Those chosen who are in
 * another group move here when `move` is set (their old groups' versions go up, so an editor of one of them gets the
 * 409 of the CRUD pattern), else the save is refused (400) and — the caller's transaction rolling back — nothing
 * changes. Those no longer chosen leave the group.
 */
export async function writeMembers(client: pg.PoolClient, actor: LogActor, groupId: string, input: GroupInput, schoolId: string): Promise<void> {
  const chosen = [...input.memberIds, ...input.exemptIds];
  await checkPeople(client, input.canteenId, chosen);
  await checkSupervisors(client, actor.tenantId, schoolId, input.supervisorIds);
  const others = await client.query<{ person: string; name: string; group: string }>(
    sql`SELECT m.person_id::text AS person, p.name, m.group_id::text AS group FROM attendance_group_member m JOIN work_personnel p ON p.id = m.person_id
      WHERE m.person_id = ANY(${chosen}::bigint[]) AND m.group_id <> ${groupId} ORDER BY array_position(${chosen}::bigint[], m.person_id)`,
  );
  if (others.rows.length && !input.moveFromOtherGroups) throw elsewhereRefusal(others.rows.map((row) => row.name));
  await client.query(sql`DELETE FROM attendance_group_member WHERE group_id = ${groupId} AND person_id <> ALL(${chosen}::bigint[])`);
  // in the order of the ids, so two saves lock the rows they share in the same order
  const rows = chosen.map((person, index) => ({ person, exempt: index >= input.memberIds.length, sort: index })).sort((a, b) => compareIds(a.person, b.person));
  const written = await client.query(
    sql`INSERT INTO attendance_group_member AS m (person_id, group_id, tenant_id, exempt, sort, join_date)
     SELECT x.person, ${groupId}, ${actor.tenantId}, x.exempt, x.sort, ${TODAY} FROM unnest(${rows.map((row) => row.person)}::bigint[], ${rows.map((row) => row.exempt)}::boolean[], ${rows.map((row) => row.sort)}::int[]) WITH ORDINALITY AS x(person, exempt, sort, n) ORDER BY x.n
     ON CONFLICT (person_id) DO UPDATE SET group_id = EXCLUDED.group_id, exempt = EXCLUDED.exempt, sort = EXCLUDED.sort,
            join_date = CASE WHEN m.group_id = EXCLUDED.group_id THEN m.join_date ELSE EXCLUDED.join_date END
      WHERE ${input.moveFromOtherGroups}::boolean OR m.group_id = EXCLUDED.group_id
     RETURNING m.person_id`,
  );
  // someone put one of them in another group after the look above: refused as if seen there
  if (written.rowCount !== chosen.length) {
    const late = await client.query<{ name: string }>(
      sql`SELECT p.name FROM attendance_group_member m JOIN work_personnel p ON p.id = m.person_id WHERE m.person_id = ANY(${chosen}::bigint[]) AND m.group_id <> ${groupId}`,
    );
    throw elsewhereRefusal(late.rows.map((row) => row.name));
  }
  const moved = others.rows;
  if (moved.length) {
    const from = [...new Set(moved.map((row) => row.group))];
    await client.query(sql`UPDATE attendance_group SET version = version + 1, update_time = now() WHERE id = ANY(${from}::bigint[])`);
    await logWrite(client, actor, 'group', [groupId], 'move', { people: moved.map((row) => ({ id: row.person, from: row.group })) });
  }
}

const compareIds = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);

export const elsewhereRefusal = (names: string[]) => badRequest(`共${names.length}人在其他考勤组（${namesOf(names)}），请确认移入此考勤组后再提交`);

/** The group's row values of an input (shifts in order; none for free hours). */
export const groupValues = (input: GroupInput) => ({
  shifts: JSON.stringify(shiftsOf(input)),
  workdays: input.workdays,
  makeUpLimit: input.makeUpLimit,
  supervisors: input.supervisorIds,
  devices: input.deviceSns,
});
