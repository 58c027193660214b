// Whose windows, devices and tasks a caller reaches: the keepers of diners (platform/access/policy.ts DEVICE_KEEPERS) for the
// schools of their reach; the supervising units and the banks are refused (403), as for the diners' records.
// A window, device or task of another school or tenant is 404 数据不存在.
import { scopeFor } from '../../platform/access/scope.ts';
import type { StaffActor } from '../../platform/access/actor.ts';
import { notFound } from '../../platform/http/crud-errors.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';

export const NOT_FOUND = '数据不存在';

export interface DeviceScope {
  actor: StaffActor;
  schoolIds: string[];
}

export const deviceScope = scopeFor('devices.keep');

export interface WindowRow {
  id: string;
  school_id: string;
  canteen_id: string;
  name: string;
  version: number;
}

/** A window of the caller's schools (locked when `lock`), or 404. */
export async function windowOf(db: Queryable, scope: DeviceScope, id: string | undefined, lock = false): Promise<WindowRow> {
  const { rows } = id
    ? await db.query<WindowRow>(
        sql`SELECT id::text, school_id::text, canteen_id::text, name, version FROM canteen_window
          WHERE id = ${id} AND tenant_id = ${scope.actor.tenantId} AND school_id = ANY(${scope.schoolIds}::bigint[]) AND is_deleted = 0${lock ? sql` FOR UPDATE` : sql.empty}`,
      )
    : { rows: [] };
  if (!rows[0]) throw notFound(NOT_FOUND);
  return rows[0];
}

export interface DeviceRow {
  sn: string;
  school_id: string;
  window_id: string | null;
  name: string;
  version: number;
}

/** A device of the caller's schools (locked when `lock`), or 404. */
export async function deviceOf(db: Queryable, scope: DeviceScope, sn: string | undefined, lock = false): Promise<DeviceRow> {
  const { rows } = sn
    ? await db.query<DeviceRow>(
        sql`SELECT sn, school_id::text, window_id::text, name, version FROM face_device
          WHERE sn = ${sn} AND tenant_id = ${scope.actor.tenantId} AND school_id = ANY(${scope.schoolIds}::bigint[]) AND is_deleted = 0${lock ? sql` FOR UPDATE` : sql.empty}`,
      )
    : { rows: [] };
  if (!rows[0]) throw notFound(NOT_FOUND);
  return rows[0];
}

/** The devices of a window, in serial-number order. */
export async function devicesOfWindow(db: Queryable, windowId: string): Promise<string[]> {
  const { rows } = await db.query<{ sn: string }>(sql`SELECT sn FROM face_device WHERE window_id = ${windowId} AND is_deleted = 0 ORDER BY sn`);
  return rows.map((row) => row.sn);
}
