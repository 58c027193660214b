// Who is calling an admin route, and which departments they administer: the administrator role the
// whole tenant, anyone else their own department and everything under it. Suppliers administer none.
import type { AccessClaims } from '../auth/tokens.ts';
import type { Queryable } from '../db/database.ts';
import { forbidden } from '../http/envelope.ts';

export interface StaffActor {
  userId: string;
  tenantId: string;
  sessionId: string;
  deptId: string;
  role: string;
  name: string;
}

export async function staffActor(db: Queryable, claims: AccessClaims): Promise<StaffActor> {
  if (claims.kind !== 'user') throw forbidden();
  const { rows } = await db.query<{ dept_id: string | null; role: string | null; name: string }>(
    `SELECT u.dept_id::text, r.role_alias AS role, u.real_name AS name FROM app_user u LEFT JOIN role r ON r.id = u.role_id
      WHERE u.id = $1 AND u.tenant_id = $2 AND u.is_deleted = 0`,
    [claims.subjectId, claims.tenantId],
  );
  const user = rows[0];
  if (!user) throw forbidden();
  return { userId: claims.subjectId, tenantId: claims.tenantId, sessionId: claims.sessionId, deptId: user.dept_id ?? '0', role: user.role ?? '', name: user.name };
}

export const administersTenant = (actor: StaffActor) => actor.role === 'administrator';

/**
 * SQL for the ids of the departments an actor administers, as a subquery on parameters $1 (tenant)
 * and $2 (the actor's department, ignored for a tenant administrator given `null`).
 */
export const SCOPE_DEPTS = `
  WITH RECURSIVE scope AS (
    SELECT id FROM dept WHERE tenant_id = $1 AND is_deleted = 0 AND ($2::bigint IS NULL OR id = $2::bigint)
    UNION
    SELECT d.id FROM dept d JOIN scope s ON d.parent_id = s.id WHERE d.tenant_id = $1 AND d.is_deleted = 0
  )`;

/** The parameters for SCOPE_DEPTS. */
export const scopeArgs = (actor: StaffActor): [string, string | null] => [actor.tenantId, administersTenant(actor) ? null : actor.deptId];

export async function scopeDeptIds(db: Queryable, actor: StaffActor): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(`${SCOPE_DEPTS} SELECT id::text FROM scope`, scopeArgs(actor));
  return rows.map((row) => row.id);
}

/** 403 unless the department is within the actor's scope. */
export async function requireDeptInScope(db: Queryable, actor: StaffActor, deptId: string, message = '无权操作该机构'): Promise<void> {
  const { rows } = await db.query(`${SCOPE_DEPTS} SELECT 1 FROM scope WHERE id = $3`, [...scopeArgs(actor), deptId]);
  if (!rows.length) throw forbidden(message);
}
