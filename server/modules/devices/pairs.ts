// Who goes to which device: the (device, person) pairs of a push or deletion, checked against the school of the
// window or devices (a person of another school is 404 数据不存在), queued as one task of that school.
import type pg from 'pg';
import { notFound } from '../../platform/http/crud-errors.ts';
import { transaction, type Queryable } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/envelope.ts';
import { WINDOW_NO_DEVICES } from './messages.ts';
import { NOT_FOUND, type DeviceScope } from './scope.ts';
import { queueDelete, queueDown, type Pair } from './sync.ts';
import { sql } from '../../platform/db/sql.ts';

/** `ids` if every one is a person of `schoolId` (not closed when `openOnly`), else 404. */
export async function peopleOf(db: Queryable, schoolId: string, ids: string[], openOnly: boolean): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    sql`SELECT id::text FROM sys_personnel WHERE id = ANY(${ids}::bigint[]) AND school_id = ${schoolId} AND is_deleted = 0${openOnly ? sql` AND status = 1` : sql.empty} ORDER BY id`,
  );
  if (rows.length !== ids.length) throw notFound(NOT_FOUND);
  return rows.map((row) => row.id);
}

/** Every person of the school not closed. */
export async function everyoneOf(db: Queryable, schoolId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    sql`SELECT id::text FROM sys_personnel WHERE school_id = ${schoolId} AND is_deleted = 0 AND status = 1 ORDER BY id`,
  );
  return rows.map((row) => row.id);
}

/** The people on these devices (any state), as pairs. */
export async function pairsOnDevices(db: Queryable, sns: string[], statuses?: number[]): Promise<Pair[]> {
  const { rows } = await db.query<{ device_sn: string; personnel_id: string }>(
    sql`SELECT device_sn, personnel_id::text FROM device_personnel WHERE device_sn = ANY(${sns}::text[]) AND (${statuses ?? null}::int[] IS NULL OR sync_status = ANY(${statuses ?? null}::int[]))
      ORDER BY device_sn, personnel_id`,
  );
  return rows.map((row) => ({ deviceSn: row.device_sn, personnelId: row.personnel_id }));
}

export const crossed = (sns: string[], people: string[]): Pair[] => sns.flatMap((deviceSn) => people.map((personnelId) => ({ deviceSn, personnelId })));

export const needDevices = (sns: string[]) => {
  if (!sns.length) throw badRequest(WINDOW_NO_DEVICES);
  return sns;
};

/** Queues a push (DOWN) or deletion of `pairs` for the school as one task; answers `{ taskId }`. */
export async function queue(pool: pg.Pool, scope: DeviceScope, schoolId: string, kind: 'down' | 'delete', pairs: Pair[]): Promise<{ taskId: string }> {
  const who = { tenantId: scope.actor.tenantId, schoolId, userId: scope.actor.userId };
  const taskId = await transaction(pool, (client) => (kind === 'down' ? queueDown(client, who, pairs) : queueDelete(client, who, pairs)));
  return { taskId };
}
