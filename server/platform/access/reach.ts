// The schools and canteens a staff user reads supervision data of, by the role's reach (policy.ts):
// the special statistics, the canteen figures, 函询 letters and the school picker all ask here.
import type { StaffActor } from './actor.ts';
import type { Queryable } from '../db/database.ts';
import { MAX_TREE_DEPTH } from '../db/trees.ts';
import { reachOf } from './policy.ts';
import { sql } from '../db/sql.ts';

const SCHOOL = 2;
const CANTEEN = 3;

export interface ReadScope {
  schoolIds: string[];
  canteenIds: string[];
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

/** The canteens under the given schools, in the tree's order. */
export async function canteensOf(db: Queryable, tenantId: string, schoolIds: string[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    sql`SELECT id::text FROM dept WHERE tenant_id = ${tenantId} AND dept_category = ${CANTEEN} AND is_deleted = 0 AND parent_id = ANY(${schoolIds}::bigint[]) ORDER BY sort, id`,
  );
  return ids(rows);
}

/** The schools of the actor's reach, in the tree's order; none for a role that reads nothing. */
export async function schoolsInReach(db: Queryable, actor: StaffActor): Promise<string[]> {
  switch (reachOf(actor.role)) {
    case 'tenant':
      return ids(
        (
          await db.query<{ id: string }>(
            sql`SELECT id::text FROM dept WHERE tenant_id = ${actor.tenantId} AND dept_category = ${SCHOOL} AND is_deleted = 0 ORDER BY sort, id`,
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
             ) SELECT DISTINCT id::text, sort FROM tree WHERE dept_category = ${SCHOOL} ORDER BY sort, id`,
          )
        ).rows,
      );
    case 'own':
      // a school user sits at its school, a canteen user at its canteen; anywhere else they read nothing
      if (actor.role === 'school' && actor.deptCategory === SCHOOL) return [actor.deptId];
      if (actor.role === 'canteen' && actor.deptCategory === CANTEEN) return [actor.deptParentId];
      return [];
    default:
      return [];
  }
}

/** The schools and canteens of the actor's reach: a canteen user only its own canteen. */
export async function readScope(db: Queryable, actor: StaffActor): Promise<ReadScope> {
  const schoolIds = await schoolsInReach(db, actor);
  if (actor.role === 'canteen') return { schoolIds, canteenIds: schoolIds.length ? [actor.deptId] : [] };
  return { schoolIds, canteenIds: await canteensOf(db, actor.tenantId, schoolIds) };
}
