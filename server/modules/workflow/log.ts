// flow_log: every action of the domain, one row each — who did what to which record.
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';

export type Entity = 'model' | 'definition' | 'node' | 'post' | 'instance' | 'task' | 'leave';

export const logAction = (db: Queryable, tenantId: string, userId: string | null, entity: Entity, entityId: string, action: string, detail: object = {}) =>
  db.query(
    sql`INSERT INTO flow_log (tenant_id, entity, entity_id, action, detail, user_id) VALUES (${tenantId}, ${entity}, ${entityId}, ${action}, ${JSON.stringify(detail)}::jsonb, ${userId})`,
  );
