// Whose staff a caller reads and keeps (platform/access/policy.ts WORK_PERSONNEL_READERS / _WRITERS): the canteens of the
// caller's reach (platform/access/reach.ts). A person outside them — another school's, another tenant's — is not found.
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { allows } from '../../platform/access/policy.ts';
import { scopeFor } from '../../platform/access/scope.ts';
import type { StaffActor } from '../../platform/access/actor.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { MAX_TREE_DEPTH } from '../../platform/db/trees.ts';
import { forbidden } from '../../platform/http/envelope.ts';
import { sql } from '../../platform/db/sql.ts';

export const NOT_FOUND = '数据不存在';

export interface PersonnelScope {
  actor: StaffActor;
  schoolIds: string[];
  /** The canteens whose people the caller reads. */
  canteenIds: string[];
  /** Whether the caller may change the people of those canteens (a writer role); supervisors only read. */
  writes: boolean;
}

const readers = scopeFor('workPersonnel.read');

/** The caller's reach over work personnel; 403 for a role that reads none of it. */
export async function personnelScope(db: Queryable, claims: AccessClaims): Promise<PersonnelScope> {
  const { actor, schoolIds, canteenIds } = await readers(db, claims);
  return { actor, schoolIds, canteenIds, writes: allows('workPersonnel.write', actor.role) };
}

/** The caller's scope for a write: 403 `没有权限执行此操作` for a reader that does not keep staff. */
export async function writerScope(db: Queryable, claims: AccessClaims): Promise<PersonnelScope> {
  const scope = await personnelScope(db, claims);
  if (!scope.writes) throw forbidden();
  return scope;
}

/** The caller's canteens under department `deptId` (a node of the tree: a bureau, a school, a canteen); all of them when none. */
export async function canteensUnder(db: Queryable, scope: PersonnelScope, deptId: string | undefined): Promise<string[]> {
  if (!deptId) return scope.canteenIds;
  const { rows } = await db.query<{ id: string }>(
    sql`WITH RECURSIVE tree AS (
       SELECT id, 0 AS depth FROM dept WHERE id = ${deptId} AND tenant_id = ${scope.actor.tenantId} AND is_deleted = 0
       UNION ALL
       SELECT d.id, tree.depth + 1 FROM dept d JOIN tree ON d.parent_id = tree.id WHERE d.tenant_id = ${scope.actor.tenantId} AND d.is_deleted = 0 AND tree.depth < ${MAX_TREE_DEPTH}
     ) SELECT id::text FROM tree WHERE id = ANY(${scope.canteenIds}::bigint[])`,
  );
  const found = new Set(rows.map((row) => row.id));
  return scope.canteenIds.filter((id) => found.has(id));
}
