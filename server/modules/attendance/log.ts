// The attendance domain's record of writes (attendance_log): who did what to which record, in the write's own
// transaction, so a write and its row stand or fall together.
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';

export type LogEntity = 'group' | 'makeUp' | 'mealStop';
export type LogAction = 'create' | 'update' | 'remove' | 'move' | 'apply' | 'approve' | 'reject' | 'cancel';

export interface LogActor {
  tenantId: string;
  userId: string;
  name: string;
}

export async function logWrite(
  client: Queryable,
  actor: LogActor,
  entity: LogEntity,
  entityIds: string[],
  action: LogAction,
  detail: Record<string, unknown> = {},
): Promise<void> {
  if (!entityIds.length) return;
  await client.query(
    sql`INSERT INTO attendance_log (tenant_id, entity, entity_id, action, detail, user_id, user_name)
     SELECT ${actor.tenantId}, ${entity}, id, ${action}, ${JSON.stringify(detail)}::jsonb, ${actor.userId}, ${actor.name} FROM unnest(${entityIds}::bigint[]) AS id`,
  );
}
