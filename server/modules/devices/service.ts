// The writes of 窗口管理 and 人脸设备 (routes/windows.ts, routes/devices.ts), each over the windows and devices of the caller's schools:
// adding, renaming and removing windows (refused while a device is bound), registering a device (a serial number
// removed in the same tenant comes back), moving or renaming it (it leaves the old canteen's attendance groups),
// unbinding it (refused while a task runs on it) and queueing the deletion of device-personnel rows.
import type pg from 'pg';
import { isUniqueViolation, notFound, staleVersion } from '../../platform/http/crud-errors.ts';
import { retrying, transaction } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/envelope.ts';
import { dropDevice } from '../attendance/index.ts';
import type { z } from 'zod';
import type { DeviceInput, DeviceUpdate, WindowInput, WindowUpdate } from './input.ts';
import { DEVICE_BUSY, DEVICE_SN_TAKEN, WINDOW_HAS_DEVICES, WINDOW_NAME_TAKEN } from './messages.ts';
import { deviceRecord, windowRecord } from './queries.ts';
import { deviceOf, NOT_FOUND, windowOf, type DeviceScope } from './scope.ts';
import { queueDelete } from './sync.ts';
import { sql } from '../../platform/db/sql.ts';
import { DEPT_CATEGORY } from '../../../contract/org.ts';

/** The simulator's profile of a new device, drawn from its serial number: latency 50–200 ms, its seed. */
function profileOf(sn: string) {
  let h = 2166136261;
  for (const char of sn) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return { latencyMs: 50 + (h % 151), seed: h % 2_147_483_647 };
}

/** The school of a canteen of the caller's schools, or 400. */
async function schoolOfCanteen(db: pg.Pool, scope: DeviceScope, canteenId: string) {
  const { rows } = await db.query<{ school_id: string }>(
    sql`SELECT parent_id::text AS school_id FROM dept WHERE id = ${canteenId} AND tenant_id = ${scope.actor.tenantId} AND dept_category = ${DEPT_CATEGORY.canteen} AND is_deleted = 0 AND parent_id = ANY(${scope.schoolIds}::bigint[])`,
  );
  if (!rows[0]) throw badRequest('请选择本校的食堂');
  return rows[0].school_id;
}
const takenName = (error: unknown) => (isUniqueViolation(error) ? badRequest(WINDOW_NAME_TAKEN) : error);

/** Adds a window to a canteen of the caller's schools; answers its record. */
export async function addWindow(db: pg.Pool, scope: DeviceScope, input: z.output<typeof WindowInput>) {
  const schoolId = await schoolOfCanteen(db, scope, input.canteenId);
  try {
    const { rows } = await db.query<{ id: string }>(
      sql`INSERT INTO canteen_window (tenant_id, school_id, canteen_id, name, create_user, update_user) VALUES (${scope.actor.tenantId}, ${schoolId}, ${input.canteenId}, ${input.name}, ${scope.actor.userId}, ${scope.actor.userId}) RETURNING id::text`,
    );
    return await windowRecord(db, rows[0]!.id);
  } catch (error) {
    throw takenName(error);
  }
}

/** Renames a window (the version it was loaded at); answers its record. */
export async function renameWindow(db: pg.Pool, scope: DeviceScope, { id, name, version }: z.output<typeof WindowUpdate>) {
  await windowOf(db, scope, id);
  try {
    const { rowCount } = await db.query(
      sql`UPDATE canteen_window SET name = ${name}, update_user = ${scope.actor.userId}, update_time = now(), version = version + 1 WHERE id = ${id} AND version = ${version}`,
    );
    if (!rowCount) throw staleVersion();
  } catch (error) {
    throw takenName(error);
  }
  return windowRecord(db, id);
}

/** Removes the windows `ids` (all or none), refused while a device is bound to one. */
export async function removeWindows(db: pg.Pool, scope: DeviceScope, ids: string[]): Promise<void> {
  await transaction(db, async (client) => {
    for (const id of ids) {
      const window = await windowOf(client, scope, id, true);
      const { rows } = await client.query(sql`SELECT 1 FROM face_device WHERE window_id = ${id} AND is_deleted = 0 LIMIT 1`);
      if (rows[0]) throw badRequest(WINDOW_HAS_DEVICES(window.name));
      await client.query(
        sql`UPDATE canteen_window SET is_deleted = 1, update_user = ${scope.actor.userId}, update_time = now(), version = version + 1 WHERE id = ${id}`,
      );
    }
  });
}

/** Registers a face device at a window of the caller's schools; answers its record. */
export async function registerDevice(db: pg.Pool, scope: DeviceScope, { deviceSn, name, windowId, capacity }: z.output<typeof DeviceInput>) {
  const window = await windowOf(db, scope, windowId);
  const profile = profileOf(deviceSn);
  await transaction(db, async (client) => {
    const { rows } = await client.query<{ tenant_id: string; is_deleted: number }>(
      sql`SELECT tenant_id, is_deleted FROM face_device WHERE sn = ${deviceSn} FOR UPDATE`,
    );
    const found = rows[0];
    if (found && (found.is_deleted === 0 || found.tenant_id !== scope.actor.tenantId)) throw badRequest(DEVICE_SN_TAKEN);
    const { userId } = scope.actor;
    if (found)
      await client.query(
        sql`UPDATE face_device SET school_id = ${window.school_id}, canteen_id = ${window.canteen_id}, window_id = ${windowId}, name = ${name}, capacity = ${capacity},
                latency_ms = ${profile.latencyMs}, sim_seed = ${profile.seed}, update_user = ${userId},
                is_deleted = 0, boot_until = NULL, update_time = now(), version = version + 1 WHERE sn = ${deviceSn} AND tenant_id = ${scope.actor.tenantId}`,
      );
    else
      await client.query(
        sql`INSERT INTO face_device (sn, tenant_id, school_id, canteen_id, window_id, name, capacity, latency_ms, sim_seed, create_user, update_user, last_heartbeat)
         VALUES (${deviceSn}, ${scope.actor.tenantId}, ${window.school_id}, ${window.canteen_id}, ${windowId}, ${name}, ${capacity}, ${profile.latencyMs}, ${profile.seed},
                 ${userId}, ${userId}, app_now())`,
      );
  });
  return deviceRecord(db, deviceSn);
}

/** Renames a device or moves it to another window of its school; answers its record. */
export async function updateDevice(db: pg.Pool, scope: DeviceScope, { deviceSn, name, windowId, version }: z.output<typeof DeviceUpdate>) {
  const device = await deviceOf(db, scope, deviceSn);
  const window = await windowOf(db, scope, windowId);
  if (window.school_id !== device.school_id) throw badRequest('只能换到本校的窗口');
  await retrying(db, async (client) => {
    const { rowCount } = await client.query(
      sql`UPDATE face_device SET name = ${name}, window_id = ${windowId}, canteen_id = ${window.canteen_id}, update_user = ${scope.actor.userId}, update_time = now(), version = version + 1
        WHERE sn = ${deviceSn} AND version = ${version} AND is_deleted = 0`,
    );
    if (!rowCount) throw staleVersion();
    // moved to another canteen's window: it no longer punches for the old canteen's attendance groups
    await dropDevice(client, deviceSn, window.canteen_id);
  });
  return deviceRecord(db, deviceSn);
}

/** Unbinds a device from its window and school, forgetting the people it held; refused while a task runs on it. */
export async function removeDevice(db: pg.Pool, scope: DeviceScope, deviceSn: string): Promise<void> {
  await retrying(db, async (client) => {
    const device = await deviceOf(client, scope, deviceSn, true);
    const { rows } = await client.query(sql`SELECT 1 FROM task_item WHERE lane = ${device.sn} AND status IN (0, 1) LIMIT 1`);
    if (rows[0]) throw badRequest(DEVICE_BUSY(device.name));
    await client.query(sql`DELETE FROM device_personnel WHERE device_sn = ${device.sn}`);
    // no longer a punch device of any attendance group
    await dropDevice(client, device.sn);
    await client.query(
      sql`UPDATE face_device SET is_deleted = 1, window_id = NULL, update_user = ${scope.actor.userId}, update_time = now(), version = version + 1 WHERE sn = ${device.sn}`,
    );
  });
}

/** Queues the deletion of the device-personnel rows `ids` (of one school) from their devices; answers the task's id. */
export async function queuePersonnelRemoval(db: pg.Pool, scope: DeviceScope, ids: string[]): Promise<string> {
  const { rows } = await db.query<{ device_sn: string; personnel_id: string; school_id: string }>(
    sql`SELECT device_sn, personnel_id::text, school_id::text FROM device_personnel WHERE id = ANY(${ids}::bigint[]) AND tenant_id = ${scope.actor.tenantId} AND school_id = ANY(${scope.schoolIds}::bigint[]) ORDER BY device_sn, personnel_id`,
  );
  if (rows.length !== ids.length) throw notFound(NOT_FOUND);
  const schools = new Set(rows.map((row) => row.school_id));
  if (schools.size > 1) throw badRequest('请选择同一学校的设备人员');
  return transaction(db, (client) =>
    queueDelete(
      client,
      { tenantId: scope.actor.tenantId, schoolId: rows[0]!.school_id, userId: scope.actor.userId },
      rows.map((row) => ({ deviceSn: row.device_sn, personnelId: row.personnel_id })),
    ),
  );
}
