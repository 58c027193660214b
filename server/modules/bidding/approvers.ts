// The bid approvers a tenderer may name for a tender (docs/product-rules.md#bidding): users of the role `approvebid`
// in the tenderer's reach upward — its own department, the departments above it (the education bureau above a
// school) and those under it (a bureau's schools); the tenant administrator any of the tenant. The picker of the
// tender form lists them, and saving the form refuses any other approver with the same rule.
import { ROLE } from '../../../contract/roles.ts';
import type { StaffActor } from '../../platform/access/actor.ts';
import { scopeArgs } from '../../platform/access/reach.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import { MAX_TREE_DEPTH } from '../../platform/db/trees.ts';

/**
 * The departments of the reach as `reach (id, distance)` of the tenderer (the tenant administrator: the whole tenant):
 * distance 0 is its own, 1, 2… the ones above it, nearest first, then those below.
 */
function reachOf(actor: StaffActor): Sql {
  const [tenantId, deptId] = scopeArgs(actor);
  return sql`
  WITH RECURSIVE up AS (
    SELECT id, parent_id, 0 AS depth FROM dept WHERE tenant_id = ${tenantId} AND id = ${deptId}::bigint
    UNION ALL
    SELECT d.id, d.parent_id, up.depth + 1 FROM dept d JOIN up ON d.id = up.parent_id WHERE d.tenant_id = ${tenantId} AND up.depth < ${MAX_TREE_DEPTH}
  ), down AS (
    SELECT id, 0 AS depth FROM dept WHERE tenant_id = ${tenantId} AND is_deleted = 0 AND (${deptId}::bigint IS NULL OR id = ${deptId}::bigint)
    UNION ALL
    SELECT d.id, down.depth + 1 FROM dept d JOIN down ON d.parent_id = down.id WHERE d.tenant_id = ${tenantId} AND d.is_deleted = 0 AND down.depth < ${MAX_TREE_DEPTH}
  ), reach AS (
    SELECT id, min(distance) AS distance FROM (SELECT id, depth AS distance FROM up UNION ALL SELECT id, 100 + depth FROM down) AS joined GROUP BY id
  )`;
}

const approverRows = (actor: StaffActor) => sql`
  FROM app_user u JOIN role r ON r.id = u.role_id AND r.role_alias = ${ROLE.approvebid} JOIN reach ON reach.id = u.dept_id JOIN dept d ON d.id = u.dept_id
 WHERE u.tenant_id = ${actor.tenantId} AND u.is_deleted = 0`;

export interface ApproverQuery {
  deptId?: string | undefined;
  realName?: string | undefined;
  current: number;
  size: number;
}

/** A page of the approvers of the reach: the nearest department first (a school's bureau before anything else). */
export async function approverPage(db: Queryable, actor: StaffActor, query: ApproverQuery) {
  const deptId = query.deptId || null;
  const name = query.realName ? `%${query.realName.toLowerCase()}%` : null;
  const where = sql`${approverRows(actor)} AND (${deptId}::bigint IS NULL OR u.dept_id = ${deptId}::bigint) AND (${name}::text IS NULL OR lower(u.real_name) LIKE ${name})`;
  const [rows, total] = await Promise.all([
    db.query(
      sql`${reachOf(actor)} SELECT u.id::text, u.real_name AS "realName", u.account, u.phone, u.sex, u.dept_id::text AS "deptId", d.dept_name AS "deptName"
         ${where} ORDER BY reach.distance, d.sort, u.real_name, u.id LIMIT ${query.size} OFFSET ${(query.current - 1) * query.size}`,
    ),
    db.query<{ total: string }>(sql`${reachOf(actor)} SELECT count(*) AS total ${where}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]!.total };
}

/** The departments of the reach holding approvers, nearest first, each with how many. */
export async function approverDepts(db: Queryable, actor: StaffActor) {
  const { rows } = await db.query(
    sql`${reachOf(actor)} SELECT d.id::text, d.dept_name AS "deptName", count(*)::int AS approvers ${approverRows(actor)}
      GROUP BY d.id, d.dept_name, reach.distance, d.sort ORDER BY reach.distance, d.sort, d.id`,
  );
  return rows as { id: string; deptName: string; approvers: number }[];
}

/** Whether `userId` is an approver the tenderer may name. */
export async function isApproverInReach(db: Queryable, actor: StaffActor, userId: string): Promise<boolean> {
  const { rows } = await db.query(sql`${reachOf(actor)} SELECT 1 ${approverRows(actor)} AND u.id = ${userId}::bigint`);
  return rows.length > 0;
}
