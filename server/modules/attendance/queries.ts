// The reads of 考勤组 (routes/groups.ts): the canteens the caller keeps or reads, a page of the groups, one group's
// detail and the punching members of a group — every one within the caller's canteens.
import { containing, pageOf } from '../../platform/http/paging.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { offsetOf } from '../../platform/http/fields.ts';
import { GROUP, GROUP_DETAIL } from './groups.ts';
import type { GroupListQuery, GroupPeopleQuery } from './input.ts';
import { missing, within, type AttendanceActor } from './scope.ts';
import { PERSON_JSON } from './sql.ts';
import { sql } from '../../platform/db/sql.ts';

/** The canteens the caller keeps attendance for (`read`: those it reads): `[{ id, name, schoolName }]`. */
export async function canteensOf(db: Queryable, actor: AttendanceActor, read: boolean) {
  const { rows } = await db.query(
    sql`SELECT c.id::text, c.dept_name AS name, s.dept_name AS "schoolName" FROM dept c JOIN dept s ON s.id = c.parent_id
      WHERE c.id = ANY(${read ? actor.readable : actor.writable}::bigint[]) ORDER BY s.sort, c.sort, c.id`,
  );
  return rows;
}

/** A page of the groups of the canteens the caller reads, by canteen and name. */
export async function groupPage(db: Queryable, actor: AttendanceActor, query: GroupListQuery) {
  const { groupName, canteenId, groupType, ...page } = query;
  const where = [sql`g.canteen_id = ANY(${within(actor.readable, canteenId)}::bigint[])`, sql`g.is_deleted = 0`];
  if (groupName) where.push(sql`g.group_name LIKE ${containing(groupName)}`);
  if (/^[123]$/.test(groupType)) where.push(sql`g.group_type = ${Number(groupType)}`);
  const filter = sql.join(where, ' AND ');
  const [rows, total] = await Promise.all([
    db.query(sql`${GROUP} WHERE ${filter} ORDER BY s.sort, c.sort, g.group_name, g.id LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
    db.query<{ total: string }>(sql`SELECT count(*) AS total FROM attendance_group g WHERE ${filter}`),
  ]);
  return pageOf(rows.rows, total.rows[0]!.total, page);
}

/** One group's detail, whatever its canteen (after a write of the caller's). */
export const detailOf = async (db: Queryable, id: string) => (await db.query(sql`${GROUP_DETAIL} WHERE g.id = ${id}`)).rows[0];

/** One group of the canteens the caller reads with its people; 404 otherwise. */
export async function groupDetail(db: Queryable, actor: AttendanceActor, id: string | undefined) {
  const { rows } = id
    ? await db.query(sql`${GROUP_DETAIL} WHERE g.id = ${id} AND g.is_deleted = 0 AND g.canteen_id = ANY(${actor.readable}::bigint[])`)
    : { rows: [] };
  if (!rows[0]) throw missing();
  return rows[0];
}

/** A page of the members of a group of the caller's canteens who punch (not the exempt), by number; 404 for another group. */
export async function groupPeople(db: Queryable, actor: AttendanceActor, query: GroupPeopleQuery) {
  const { groupId, name, ...page } = query;
  const group = groupId
    ? await db.query(sql`SELECT 1 FROM attendance_group WHERE id = ${groupId} AND is_deleted = 0 AND canteen_id = ANY(${actor.readable}::bigint[])`)
    : { rows: [] };
  if (!group.rows.length) throw missing();
  const where = sql`m.group_id = ${groupId} AND NOT m.exempt${name ? sql` AND p.name LIKE ${containing(name)}` : sql.empty}`;
  const [rows, total] = await Promise.all([
    db.query<{ person: unknown }>(
      sql`SELECT ${PERSON_JSON('p')} AS person FROM attendance_group_member m JOIN work_personnel p ON p.id = m.person_id WHERE ${where}
        ORDER BY p.number, p.id LIMIT ${page.size} OFFSET ${offsetOf(page)}`,
    ),
    db.query<{ total: string }>(sql`SELECT count(*) AS total FROM attendance_group_member m JOIN work_personnel p ON p.id = m.person_id WHERE ${where}`),
  ]);
  return pageOf(
    rows.rows.map((row) => row.person),
    total.rows[0]!.total,
    page,
  );
}
