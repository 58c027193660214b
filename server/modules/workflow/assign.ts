// Who handles a user task when the engine reaches it: the node's rule (flow_node) read against the instance — the
// user chosen in the form, a user, the holders of a post at the applicant's school (who claim it), the applicant's
// department's 部门负责人 (else the school's 校长), or the applicant.
import { DEPT_CATEGORY } from '../../../contract/org.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';

export interface Assignment {
  assigneeId: string | null;
  candidateIds: string[];
  post: string;
  dueHours: number;
}

export interface InstanceContext {
  tenantId: string;
  defKey: string;
  starterId: string;
  startDept: string | null;
  variables: Record<string, unknown>;
}

/** The holders of `post` at the school of `deptId`. */
async function holders(db: Queryable, tenantId: string, post: string, deptId: string | null): Promise<string[]> {
  if (!deptId) return [];
  const { rows } = await db.query<{ id: string }>(
    sql`SELECT p.user_id::text AS id FROM flow_post p JOIN app_user u ON u.id = p.user_id AND u.is_deleted = 0
         WHERE p.tenant_id = ${tenantId} AND p.post = ${post} AND p.dept_id = (SELECT CASE WHEN d.dept_category = ${sql.number(DEPT_CATEGORY.canteen)} THEN d.parent_id ELSE d.id END FROM dept d WHERE d.id = ${deptId})
         ORDER BY p.user_id`,
  );
  return rows.map((row) => row.id);
}

/** The leaders of a department: its 部门负责人, else its school's 校长. */
export async function leadersOf(db: Queryable, tenantId: string, deptId: string | null): Promise<string[]> {
  if (!deptId) return [];
  const { rows } = await db.query<{ id: string }>(
    sql`SELECT user_id::text AS id FROM flow_post WHERE tenant_id = ${tenantId} AND post = 'leader' AND dept_id = ${deptId} ORDER BY user_id`,
  );
  return rows.length ? rows.map((row) => row.id) : holders(db, tenantId, 'principal', deptId);
}

export async function assignmentOf(db: Queryable, instance: InstanceContext, nodeId: string): Promise<Assignment> {
  const { rows } = await db.query<{ type: string; value: string; due: number }>(
    sql`SELECT assignee_type AS type, assignee_value AS value, due_hours AS due FROM flow_node
         WHERE tenant_id = ${instance.tenantId} AND def_key = ${instance.defKey} AND node_id = ${nodeId}`,
  );
  const rule = rows[0] ?? { type: 'initiator', value: '', due: 0 };
  const base = { assigneeId: null, candidateIds: [], post: '', dueHours: rule.due };
  switch (rule.type) {
    case 'form':
      return { ...base, assigneeId: String(instance.variables[rule.value || 'taskUser'] ?? '') || instance.starterId };
    case 'user':
      return { ...base, assigneeId: rule.value || instance.starterId };
    case 'role':
      return { ...base, candidateIds: await holders(db, instance.tenantId, rule.value, instance.startDept), post: rule.value };
    case 'leader':
      return { ...base, candidateIds: await leadersOf(db, instance.tenantId, instance.startDept), post: 'leader' };
    default:
      return { ...base, assigneeId: instance.starterId };
  }
}
