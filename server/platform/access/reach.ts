// How a caller's reach becomes data and SQL: the departments a staff user administers (scopeDepts: the tenant for the
// platform administrator, else their department and everything under it), and the schools and canteens they read
// supervision data of, by the role's read reach (policy.ts READ_REACH): the special statistics, the canteen
// figures, 函询 letters, the school picker and every scopeFor(rule) (scope.ts) ask here.
import type { StaffActor } from './actor.ts';
import type { Queryable } from '../db/database.ts';
import { sql, type Sql } from '../db/sql.ts';
import { MAX_TREE_DEPTH } from '../db/trees.ts';
import { forbidden } from '../http/envelope.ts';
import { DEPT_CATEGORY } from '../../../contract/org.ts';
import { allows, reachOf } from './policy.ts';

export const administersTenant = (actor: StaffActor) => allows('tenant.administer', actor.role);

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

/** The departments the actor administers, as the CTE `scope (id, depth)`. */
export const scopeDepts = (actor: StaffActor): Sql => scopeDeptsOf(...scopeRoot(actor));

/** The actor's scope as data: its tenant and root department (null for the tenant's administrator). */
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

export interface ReadScope {
  schoolIds: string[];
  canteenIds: string[];
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

/** The canteens under the given schools, in the tree's order. */
export async function canteensOf(db: Queryable, tenantId: string, schoolIds: string[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    sql`SELECT id::text FROM dept WHERE tenant_id = ${tenantId} AND dept_category = ${DEPT_CATEGORY.canteen} AND is_deleted = 0 AND parent_id = ANY(${schoolIds}::bigint[]) ORDER BY sort, id`,
  );
  return ids(rows);
}

/**
 * The school a user of an own-unit reach belongs to: a school user's department, a canteen user's department's
 * parent, whatever the tree holds there (schoolsInReach checks the category); none for any other reach.
 */
export function ownSchoolOf(actor: StaffActor): string | undefined {
  const reach = reachOf(actor.role);
  return reach === 'ownSchool' ? actor.deptId : reach === 'ownCanteen' ? actor.deptParentId : undefined;
}

/** The schools of the actor's reach, in the tree's order; none for a role that reads nothing. */
export async function schoolsInReach(db: Queryable, actor: StaffActor): Promise<string[]> {
  const reach = reachOf(actor.role);
  switch (reach) {
    case 'tenant':
      return ids(
        (
          await db.query<{ id: string }>(
            sql`SELECT id::text FROM dept WHERE tenant_id = ${actor.tenantId} AND dept_category = ${DEPT_CATEGORY.school} AND is_deleted = 0 ORDER BY sort, id`,
          )
        ).rows,
      );
    case 'subtree':
      return ids(
        (
          await db.query<{ id: string }>(
            sql`WITH RECURSIVE tree AS (
               SELECT id, dept_category, sort, 0 AS depth FROM dept WHERE id = ${actor.deptId} AND tenant_id = ${actor.tenantId} AND is_deleted = 0
               UNION ALL
               SELECT d.id, d.dept_category, d.sort, tree.depth + 1 FROM dept d JOIN tree ON d.parent_id = tree.id
                WHERE d.tenant_id = ${actor.tenantId} AND d.is_deleted = 0 AND tree.depth < ${MAX_TREE_DEPTH}
             ) SELECT DISTINCT id::text, sort FROM tree WHERE dept_category = ${DEPT_CATEGORY.school} ORDER BY sort, id`,
          )
        ).rows,
      );
    case 'ownSchool':
    case 'ownCanteen':
      // a school user sits at its school, a canteen user at its canteen; anywhere else they read nothing
      return actor.deptCategory === (reach === 'ownSchool' ? DEPT_CATEGORY.school : DEPT_CATEGORY.canteen) ? [ownSchoolOf(actor)!] : [];
    default:
      return [];
  }
}

/** The schools and canteens of the actor's reach: a canteen user only its own canteen. */
export async function readScope(db: Queryable, actor: StaffActor): Promise<ReadScope> {
  const schoolIds = await schoolsInReach(db, actor);
  if (reachOf(actor.role) === 'ownCanteen') return { schoolIds, canteenIds: schoolIds.length ? [actor.deptId] : [] };
  return { schoolIds, canteenIds: await canteensOf(db, actor.tenantId, schoolIds) };
}
