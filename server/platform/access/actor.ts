// Who is calling an admin route: the signed-in staff user, their department and role (what they reach is reach.ts,
// what their role may do policy.ts). Suppliers are no staff actor.
import type { AccessClaims } from '../auth/tokens.ts';
import type { Queryable } from '../db/database.ts';
import { forbidden } from '../http/envelope.ts';
import { sql } from '../db/sql.ts';

export interface StaffActor {
  userId: string;
  tenantId: string;
  sessionId: string;
  deptId: string;
  /** The department's name, its parent and category (dept_category: 2 school, 3 canteen, …). */
  deptName: string;
  deptParentId: string;
  deptCategory: number;
  role: string;
  /** The role's id ('' when the user has none). */
  roleId: string;
  name: string;
}

const actors = new WeakMap<AccessClaims, Promise<StaffActor>>();

/** The signed-in staff user behind the claims (loaded once per request); 403 for suppliers and removed users. */
export function staffActor(db: Queryable, claims: AccessClaims): Promise<StaffActor> {
  let actor = actors.get(claims);
  if (!actor) {
    actor = loadActor(db, claims);
    actors.set(claims, actor);
  }
  return actor;
}

async function loadActor(db: Queryable, claims: AccessClaims): Promise<StaffActor> {
  if (claims.kind !== 'user') throw forbidden();
  return actorOfUser(db, claims.tenantId, claims.subjectId, claims.sessionId);
}

/** The staff user `userId` of `tenantId` as an actor (a request's, or the demo seed's acting for its people); 403 for a removed user. */
export async function actorOfUser(db: Queryable, tenantId: string, userId: string, sessionId = ''): Promise<StaffActor> {
  const { rows } = await db.query<{
    dept_id: string | null;
    dept_name: string | null;
    parent_id: string | null;
    category: number | null;
    role: string | null;
    role_id: string | null;
    name: string;
  }>(
    sql`SELECT u.dept_id::text, d.dept_name, d.parent_id::text, d.dept_category AS category, r.role_alias AS role, r.id::text AS role_id, u.real_name AS name
       FROM app_user u LEFT JOIN role r ON r.id = u.role_id LEFT JOIN dept d ON d.id = u.dept_id AND d.is_deleted = 0
      WHERE u.id = ${userId} AND u.tenant_id = ${tenantId} AND u.is_deleted = 0`,
  );
  const user = rows[0];
  if (!user) throw forbidden();
  return {
    userId,
    tenantId,
    sessionId,
    deptId: user.dept_id ?? '0',
    deptName: user.dept_name ?? '',
    deptParentId: user.parent_id ?? '0',
    deptCategory: user.category ?? 0,
    role: user.role ?? '',
    roleId: user.role_id ?? '',
    name: user.name,
  };
}
