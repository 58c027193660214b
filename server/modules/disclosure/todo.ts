// The 投诉建议 items of 待办提醒 (server/platform/todo/registry.ts): a school's complaints still to reply to (待受理 and
// 处理中), and a bureau's escalated ones still unreplied — each counted as the complaint list filtered alike.
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { COMPLAINT_BUREAUS, ROLE } from '../../platform/access/policy.ts';
import { staffActor } from '../../platform/access/actor.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { TodoDefinition } from '../../platform/todo/registry.ts';
import { sql } from '../../platform/db/sql.ts';
import { escalateOverdue } from './complaints.ts';
import { readableSchools } from './scope.ts';

/** Complaints of the caller's reach with `status` (null: unreplied, 0 or 1), escalated ones only when asked. */
const unreplied = (escalatedOnly: boolean, status: number | null) => async (db: Queryable, claims: AccessClaims) => {
  const actor = await staffActor(db, claims);
  const where = sql`c.tenant_id = ${actor.tenantId} AND c.school_id = ANY(${await readableSchools(db, actor)}::bigint[])`;
  await escalateOverdue(db, where);
  const { rows } = await db.query<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM complaint c WHERE ${where} AND c.status < 2 AND (${status}::int IS NULL OR c.status = ${status})
       AND (${!escalatedOnly}::boolean OR c.escalated_time IS NOT NULL)`,
  );
  return rows[0]!.count;
};

export const disclosureTodo: TodoDefinition[] = [
  { key: 'complaint.receive', roles: [ROLE.school], path: '/open/complaint/index', query: { status: '0' }, count: unreplied(false, 0) },
  { key: 'complaint.reply', roles: [ROLE.school], path: '/open/complaint/index', query: { status: '1' }, count: unreplied(false, 1) },
  { key: 'complaint.escalated', roles: COMPLAINT_BUREAUS, path: '/open/complaint/index', query: { escalated: '1' }, count: unreplied(true, null) },
];
