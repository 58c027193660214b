// Saving what a step of the engine did, in the transaction that took it: the instance's new state and the path taken,
// a task row for each user task now waiting that has none, and — when the process ended — the end reached. The leave
// the instance carries follows (leave.ts).
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';
import { assignmentOf, type InstanceContext } from './assign.ts';
import type { StepResult } from './engine/run.ts';

export interface InstanceRow {
  id: string;
  tenant_id: string;
  definition_id: string;
  def_key: string;
  def_version: number;
  engine_state: unknown;
  status: number;
  starter_id: string;
  start_dept: string | null;
  business_key: string;
}

/** The instance, locked for the step (two steps of one instance never run at once, on any server instance). */
export async function lockInstance(db: Queryable, id: string, tenantId: string): Promise<InstanceRow | undefined> {
  const { rows } = await db.query<InstanceRow>(
    sql`SELECT id::text, tenant_id, definition_id::text, def_key, def_version, engine_state, status, starter_id::text, start_dept::text, business_key
          FROM flow_instance WHERE id = ${id} AND tenant_id = ${tenantId} FOR UPDATE`,
  );
  return rows[0];
}

/** Writes the step's state and path, and opens the waiting tasks that have no row yet. */
export async function saveStep(db: Queryable, instance: InstanceContext & { id: string }, result: StepResult): Promise<void> {
  await db.query(
    sql`UPDATE flow_instance SET engine_state = ${JSON.stringify(result.state)}::jsonb, done_nodes = done_nodes || ${result.taken}::text[],
           status = ${result.ended ? 2 : 1}, end_node = ${result.ended ?? ''}, end_time = CASE WHEN ${result.ended !== null} THEN app_now() END, version = version + 1
         WHERE id = ${instance.id}`,
  );
  for (const waiting of result.waiting) {
    const open = await db.query(sql`SELECT 1 FROM flow_task WHERE instance_id = ${instance.id} AND node_id = ${waiting.nodeId} AND state <> 'done'`);
    if (open.rows.length) continue;
    const assignment = await assignmentOf(db, instance, waiting.nodeId);
    await db.query(
      sql`INSERT INTO flow_task (tenant_id, instance_id, node_id, name, assignee_id, candidate_ids, candidate_post, due_at, create_time)
          VALUES (${instance.tenantId}, ${instance.id}, ${waiting.nodeId}, ${waiting.name}, ${assignment.assigneeId}, ${assignment.candidateIds}::bigint[],
                  ${assignment.post}, CASE WHEN ${assignment.dueHours} > 0 THEN app_now() + make_interval(hours => ${assignment.dueHours}) END, app_now())`,
    );
  }
}
