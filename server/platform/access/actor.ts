// Who is calling an admin route, and which departments they administer: the administrator role the
// whole tenant, anyone else their own department and everything under it. Suppliers administer none.
import type { AccessClaims } from '../auth/tokens.ts';
import type { Queryable } from '../db/database.ts';
import { sql, type Sql } from '../db/sql.ts';
import { MAX_TREE_DEPTH } from '../db/trees.ts';
import { forbidden } from '../http/envelope.ts';

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
      WHERE u.id = ${claims.subjectId} AND u.tenant_id = ${claims.tenantId} AND u.is_deleted = 0`,
  );
  const user = rows[0];
  if (!user) throw forbidden();
  return {
    userId: claims.subjectId,
    tenantId: claims.tenantId,
    sessionId: claims.sessionId,
    deptId: user.dept_id ?? '0',
    deptName: user.dept_name ?? '',
    deptParentId: user.parent_id ?? '0',
    deptCategory: user.category ?? 0,
    role: user.role ?? '',
    roleId: user.role_id ?? '',
    name: user.name,
  };
}

export const administersTenant = (actor: StaffActor) => actor.role === 'administrator';

/** The actor's tenant and the department its scope starts from (null: the whole tenant, for its administrator). */
const scopeRoot = (actor: StaffActor): [string, string | null] => [actor.tenantId, administersTenant(actor) ? null : actor.deptId];

/**
 * The CTE `scope (id, depth)` of the departments under `root` (itself included) in the tenant — every department of
 * the tenant for a null root; `scopeDepts(actor)` the ones an actor administers. Precedes the query's SELECT.
 */
export function scopeDeptsOf(tenantId: string, root: string | null): Sql {
  return sql`
  WITH RECURSIVE scope AS (
    SELECT id, 0 AS depth FROM dept WHERE tenant_id = ${tenantId} AND is_deleted = 0 AND (${root}::bigint IS NULL OR id = ${root}::bigint)
    UNION
    SELECT d.id, s.depth + 1 FROM dept d JOIN scope s ON d.parent_id = s.id WHERE d.tenant_id = ${tenantId} AND d.is_deleted = 0 AND s.depth < ${MAX_TREE_DEPTH}
  )`;
}

export const scopeDepts = (actor: StaffActor): Sql => scopeDeptsOf(...scopeRoot(actor));

/**
 * SCOPE_DEPTS as text on parameters $1 (tenant) and $2 (root, null for a tenant administrator): only for the routes
 * not yet written with the sql template (user/routes/read.ts and write.ts, dept/routes/read.ts) — use scopeDepts.
 */
export const SCOPE_DEPTS = `
  WITH RECURSIVE scope AS (
    SELECT id, 0 AS depth FROM dept WHERE tenant_id = $1 AND is_deleted = 0 AND ($2::bigint IS NULL OR id = $2::bigint)
    UNION
    SELECT d.id, s.depth + 1 FROM dept d JOIN scope s ON d.parent_id = s.id WHERE d.tenant_id = $1 AND d.is_deleted = 0 AND s.depth < ${MAX_TREE_DEPTH}
  )`;

/** The parameters for SCOPE_DEPTS (the routes not yet on the sql template). */
export const scopeArgs = scopeRoot;

export async function scopeDeptIds(db: Queryable, actor: StaffActor): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(sql`${scopeDepts(actor)} SELECT id::text FROM scope`);
  return rows.map((row) => row.id);
}

/** 403 unless the department is within the actor's scope. */
export async function requireDeptInScope(db: Queryable, actor: StaffActor, deptId: string, message = '无权操作该机构'): Promise<void> {
  const { rows } = await db.query(sql`${scopeDepts(actor)} SELECT 1 FROM scope WHERE id = ${deptId}`);
  if (!rows.length) throw forbidden(message);
}
