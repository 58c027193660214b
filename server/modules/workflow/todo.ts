// 办公审批's items of 待办提醒 (server/platform/todo/registry.ts): the caller's 待办 and 待签, and the overdue tasks of
// the people the caller leads — each counted by the condition of the list its card opens (routes/work.ts).
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { FLOW_USERS } from '../../platform/access/policy.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import type { TodoDefinition } from '../../platform/todo/registry.ts';
import { markOverdue } from './overdue.ts';
import { TASK_LISTS } from './routes/work.ts';

const counting =
  (condition: (user: string) => Sql, before?: (db: Queryable, tenantId: string) => Promise<unknown>) => async (db: Queryable, claims: AccessClaims) => {
    if (claims.kind !== 'user') return 0;
    await before?.(db, claims.tenantId);
    const { rows } = await db.query<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM flow_task t WHERE t.tenant_id = ${claims.tenantId} AND ${condition(claims.subjectId)}`,
    );
    return rows[0]!.count;
  };

export const workflowTodo: TodoDefinition[] = [
  { key: 'workflow.todo', roles: FLOW_USERS, path: '/work/todo', count: counting(TASK_LISTS.todo) },
  { key: 'workflow.claim', roles: FLOW_USERS, path: '/work/claim', count: counting(TASK_LISTS.claim) },
  { key: 'workflow.overdue', roles: FLOW_USERS, path: '/work/todo', query: { overdue: '1' }, count: counting(TASK_LISTS.overdue, markOverdue) },
];
