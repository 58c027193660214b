// The read side of 窗口管理, 人脸设备 and 设备人员: the SQL of each list, its filters and the record it answers, and the
// pages and records routes/windows.ts and routes/devices.ts answer.
import type { z } from 'zod';
import { containing, pageOf } from '../../platform/http/paging.ts';
import { BOOTING, ONLINE } from '../../platform/tasks/device-state.ts';
import { TIME } from '../../platform/db/zoned.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { offsetOf } from '../../platform/http/fields.ts';
import type { DeviceList, WindowList } from './input.ts';
import type { DeviceScope } from './scope.ts';

export interface Filters {
  tenantId: string;
  schoolIds: string[];
}

/** Window `{ id, schoolId, schoolName, canteenId, canteenName, name, deviceCount, version }`. */
export const WINDOW_SELECT = sql`SELECT w.id::text, w.school_id::text AS "schoolId", s.dept_name AS "schoolName", w.canteen_id::text AS "canteenId",
       c.dept_name AS "canteenName", w.name, (SELECT count(*)::int FROM face_device d WHERE d.window_id = w.id AND d.is_deleted = 0) AS "deviceCount", w.version
  FROM canteen_window w JOIN dept s ON s.id = w.school_id JOIN dept c ON c.id = w.canteen_id`;

export function windowFilter(scope: Filters, filters: { schoolId?: string; canteenId?: string; name: string }): Sql {
  const where = [sql`w.tenant_id = ${scope.tenantId}`, sql`w.school_id = ANY(${scope.schoolIds}::bigint[])`, sql`w.is_deleted = 0`];
  if (filters.schoolId) where.push(sql`w.school_id = ${filters.schoolId}`);
  if (filters.canteenId) where.push(sql`w.canteen_id = ${filters.canteenId}`);
  if (filters.name) where.push(sql`w.name LIKE ${containing(filters.name)}`);
  return sql.join(where, ' AND ');
}

/** Device: see docs/contract.md#face-devices. online: a heartbeat within 90 s and not booting. */
export const DEVICE_SELECT = sql`SELECT d.sn AS "deviceSn", d.name, d.school_id::text AS "schoolId", s.dept_name AS "schoolName", d.canteen_id::text AS "canteenId",
       c.dept_name AS "canteenName", d.window_id::text AS "windowId", COALESCE(w.name, '') AS "windowName", ${ONLINE('d')} AS online, ${BOOTING('d')} AS booting,
       ${TIME('d.last_heartbeat')} AS "lastHeartbeat", d.capacity, COALESCE(k.enrolled, 0) AS enrolled, COALESCE(k.pending, 0) AS pending,
       COALESCE(k.failed, 0) AS failed, d.version
  FROM face_device d JOIN dept s ON s.id = d.school_id JOIN dept c ON c.id = d.canteen_id LEFT JOIN canteen_window w ON w.id = d.window_id
  LEFT JOIN LATERAL (SELECT count(*) FILTER (WHERE sync_status = 2)::int AS enrolled, count(*) FILTER (WHERE sync_status IN (0, 1, 4))::int AS pending,
                            count(*) FILTER (WHERE sync_status = 3)::int AS failed FROM device_personnel dp WHERE dp.device_sn = d.sn) k ON TRUE`;

export function deviceFilter(
  scope: Filters,
  filters: { deviceSn: string; name: string; canteenId?: string; windowId?: string; online?: string; failed?: string },
): Sql {
  const where = [sql`d.tenant_id = ${scope.tenantId}`, sql`d.school_id = ANY(${scope.schoolIds}::bigint[])`, sql`d.is_deleted = 0`];
  if (filters.deviceSn) where.push(sql`d.sn ILIKE ${containing(filters.deviceSn)}`);
  if (filters.name) where.push(sql`d.name LIKE ${containing(filters.name)}`);
  if (filters.canteenId) where.push(sql`d.canteen_id = ${filters.canteenId}`);
  if (filters.windowId) where.push(sql`d.window_id = ${filters.windowId}`);
  if (filters.online === '1') where.push(ONLINE('d'));
  if (filters.online === '0') where.push(sql`NOT COALESCE(${ONLINE('d')}, FALSE)`);
  if (filters.failed === '1') where.push(sql`EXISTS (SELECT 1 FROM device_personnel dp WHERE dp.device_sn = d.sn AND dp.sync_status = 3)`);
  return sql.join(where, ' AND ');
}

/** DevicePersonnel `{ id, deviceSn, personnelId, personnelNo, name, type, className, hasFace, syncStatus, error, updateTime }`. */
export const DEVICE_PERSONNEL_SELECT = sql`SELECT dp.id::text, dp.device_sn AS "deviceSn", dp.personnel_id::text AS "personnelId", p.personnel_no AS "personnelNo", p.name,
       p.type, p.class_name AS "className", p.face_file_id IS NOT NULL AS "hasFace", dp.sync_status AS "syncStatus", dp.error, ${TIME('dp.update_time')} AS "updateTime"
  FROM device_personnel dp JOIN sys_personnel p ON p.id = dp.personnel_id`;

/** Rows grouped by a key, in their order. */
export function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** One window's record. */
export const windowRecord = async (db: Queryable, id: string) => (await db.query(sql`${WINDOW_SELECT} WHERE w.id = ${id}`)).rows[0];
/** One device's record. */
export const deviceRecord = async (db: Queryable, sn: string) => (await db.query(sql`${DEVICE_SELECT} WHERE d.sn = ${sn}`)).rows[0];

/** A page of the windows of the caller's schools, by school, canteen and name. */
export async function windowPage(db: Queryable, scope: DeviceScope, query: z.output<typeof WindowList>) {
  const { current, size, ...filters } = query;
  const where = windowFilter({ tenantId: scope.actor.tenantId, schoolIds: scope.schoolIds }, filters);
  const [rows, total] = await Promise.all([
    db.query(sql`${WINDOW_SELECT} WHERE ${where} ORDER BY s.sort, w.school_id, w.canteen_id, w.name, w.id LIMIT ${size} OFFSET ${offsetOf({ current, size })}`),
    db.query<{ total: string }>(sql`SELECT count(*) AS total FROM canteen_window w WHERE ${where}`),
  ]);
  return pageOf(rows.rows, total.rows[0]!.total, { current, size });
}

/** A page of the face devices of the caller's schools, by school and serial number. */
export async function devicePage(db: Queryable, scope: DeviceScope, query: z.output<typeof DeviceList>) {
  const { current, size, ...filters } = query;
  const where = deviceFilter({ tenantId: scope.actor.tenantId, schoolIds: scope.schoolIds }, filters);
  const [rows, total] = await Promise.all([
    db.query(sql`${DEVICE_SELECT} WHERE ${where} ORDER BY s.sort, d.school_id, d.sn LIMIT ${size} OFFSET ${offsetOf({ current, size })}`),
    db.query<{ total: string }>(sql`SELECT count(*) AS total FROM face_device d WHERE ${where}`),
  ]);
  return pageOf(rows.rows, total.rows[0]!.total, { current, size });
}
