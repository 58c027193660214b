// Shared by the routes of 系统人员: locking the diners a write names (all of the caller's schools, or 404) and
// the 409 of a unique index a save ran into.
import { conflict, isUniqueViolation, notFound } from '../crud/errors.ts';
import type { Queryable } from '../db/database.ts';
import { NOT_FOUND, type DinerScope } from './scope.ts';

/** Locks `ids` (every one a diner of the caller's schools, else 404 数据不存在) and answers their names and status. */
export async function lockDiners(client: Queryable, scope: DinerScope, ids: string[]) {
  const { rows } = await client.query<{ id: string; name: string; status: number }>(
    `SELECT id::text, name, status FROM sys_personnel
      WHERE id = ANY($1::bigint[]) AND school_id = ANY($2::bigint[]) AND tenant_id = $3 AND is_deleted = 0 ORDER BY id FOR UPDATE`,
    [ids, scope.schoolIds, scope.actor.tenantId],
  );
  if (rows.length !== ids.length) throw notFound(NOT_FOUND);
  return rows;
}

/** Which unique index a save ran into, as the 409 says it. */
export function duplicate(error: unknown): Error | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const constraint = (error as { constraint?: string }).constraint ?? '';
  if (constraint.includes('card')) return conflict('该卡号已被使用');
  return conflict('该人员编号已存在');
}
