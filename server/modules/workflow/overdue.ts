// Due hours: a task past its due time (the app clock, app_now()) is marked overdue once, with its log row — by a
// one-minute sweep of each instance and before the lists that show it; a guarded UPDATE, so two instances never mark
// one twice. The assignee's leaders see it in 待办提醒 (todo.ts) and in 待办 with ?overdue=1.
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';

export async function markOverdue(db: Queryable, tenantId: string | null = null): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    sql`WITH due AS (
          UPDATE flow_task SET overdue_time = app_now()
           WHERE state <> 'done' AND overdue_time IS NULL AND due_at <= app_now() AND (${tenantId}::text IS NULL OR tenant_id = ${tenantId})
          RETURNING id, tenant_id, assignee_id, due_at),
        logged AS (
          INSERT INTO flow_log (tenant_id, entity, entity_id, action, detail)
          SELECT tenant_id, 'task', id::text, 'overdue', json_build_object('assigneeId', assignee_id::text, 'dueAt', due_at)::jsonb FROM due)
        SELECT count(*)::int AS count FROM due`,
  );
  return rows[0]!.count;
}

export function scheduleOverdue(db: Queryable, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => void markOverdue(db).catch(onError), 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
