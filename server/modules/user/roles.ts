// Which roles a user administrator may give, and whose users they may change: the grant table of
// platform/access/policy.ts, on create and on edit. Nobody changes their own role or department, and nobody edits,
// removes or resets a user holding a role they could not grant — a submit cannot escalate.
import { mayGrant, ROLE } from '../../platform/access/policy.ts';
import type { StaffActor } from '../../platform/access/actor.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { badRequest, forbidden } from '../../platform/http/envelope.ts';
import { sql } from '../../platform/db/sql.ts';

export const ROLE_NOT_GRANTABLE = '无权授予该角色';
export const USER_NOT_MANAGEABLE = '无权管理该用户';

/** The alias of `roleId` when the actor may grant it; 400 for no such role, 403 for one above the actor's. */
export async function assignableRole(db: Queryable, actor: StaffActor, roleId: string): Promise<string> {
  const { rows } = await db.query<{ alias: string }>(
    sql`SELECT role_alias AS alias FROM role WHERE id = ${roleId} AND tenant_id = ${actor.tenantId} AND is_deleted = 0`,
  );
  const alias = rows[0]?.alias;
  if (!alias || alias === ROLE.supplier) throw badRequest('请选择所属角色');
  if (!mayGrant(actor.role, alias)) throw forbidden(ROLE_NOT_GRANTABLE);
  return alias;
}

/** 403 unless every one of the users holds a role the actor may grant (users without a role count as manageable). */
export async function requireManageable(db: Queryable, actor: StaffActor, userIds: string[]): Promise<void> {
  const { rows } = await db.query<{ alias: string }>(
    sql`SELECT DISTINCT r.role_alias AS alias FROM app_user u JOIN role r ON r.id = u.role_id WHERE u.id = ANY(${userIds}::bigint[]) AND u.tenant_id = ${actor.tenantId}`,
  );
  if (rows.some((row) => !mayGrant(actor.role, row.alias))) throw forbidden(USER_NOT_MANAGEABLE);
}
