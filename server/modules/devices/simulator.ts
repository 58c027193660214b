// The face-device simulator (there are no real devices here). Each face_device row is a device: its profile
// (capacity, latency_ms, failure_rate with sim_seed, boot_seconds, offline windows in face_device_offline) and its
// state (last_heartbeat, boot_until) live in the database, shared by every server instance, on the app clock.
// - Heartbeats: a switched-on device beats every 30 s (the runner's round writes it); online = a beat in 90 s.
// - DOWN: 人脸照片不合格 without a face photo, 设备人脸库已满（容量 N） when full, a seeded failure at failure_rate,
//   else the person is on the device. DELETE always succeeds (deleting an absent person too).
// - REBOOT: 400 设备离线 when offline; else offline for boot_seconds, and the item it was running goes back to
//   wait (retried once; interrupted twice, it fails).
import type pg from 'pg';
import type { Queryable } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/envelope.ts';
import { ITEM, MAX_ATTEMPTS, type Item, type Outcome } from '../../platform/tasks/engine.ts';
import { DEVICE_FAULT, DEVICE_FULL, DEVICE_OFFLINE, NO_FACE, PERSON_CLOSED } from './messages.ts';
import { ONLINE, POWERED } from '../../platform/tasks/device-state.ts';
import { sql } from '../../platform/db/sql.ts';

const HEARTBEAT_SECONDS = 30;

/** Every switched-on device whose last beat is 30 s old (or ahead of a clock put back) beats now. */
export async function heartbeat(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE face_device d SET last_heartbeat = app_now()
      WHERE d.is_deleted = 0 AND (d.last_heartbeat IS NULL OR d.last_heartbeat < app_now() - interval '${HEARTBEAT_SECONDS} seconds' OR d.last_heartbeat > app_now())
        AND ${POWERED('d')}`,
  );
}

/** A number in [0, 1) from the device's seed and the item's id and try: the same on every run (no Math.random). */
export function draw(seed: number, itemId: string, attempt: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (const char of `${itemId}:${attempt}`) {
    h = Math.imul(h ^ char.charCodeAt(0), 0x85ebca6b) >>> 0;
    h ^= h >>> 13;
  }
  h = Math.imul(h ^ (h >>> 16), 0xc2b2ae35) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface DeviceState {
  capacity: number;
  latency_ms: number;
  failure_rate: number;
  sim_seed: number;
  powered: boolean;
}

async function deviceState(db: Queryable, sn: string): Promise<DeviceState | undefined> {
  const { rows } = await db.query<DeviceState>(
    sql`SELECT capacity, latency_ms, failure_rate, sim_seed, ${POWERED('d')} AS powered FROM face_device d WHERE sn = ${sn} AND is_deleted = 0`,
  );
  return rows[0];
}

/** Waits the device's latency; answers whether it is still switched on after it (it answered the command). */
async function answered(db: Queryable, sn: string, latencyMs: number): Promise<boolean> {
  if (latencyMs === 0) return true;
  await pause(latencyMs);
  return Boolean((await deviceState(db, sn))?.powered);
}

/** Runs DOWN of one person on one device: waits the device's latency, then answers as the device would. */
export async function runDown(db: Queryable, item: Item): Promise<Outcome> {
  const device = await deviceState(db, item.deviceSn!);
  if (!device) return { ok: false, reason: DEVICE_OFFLINE };
  if (!(await answered(db, item.deviceSn!, device.latency_ms))) return { wait: true };
  // the count stops at the capacity: a full device is known without counting all it holds
  const { rows } = await db.query<{ face_file_id: string | null; status: number; enrolled: number }>(
    sql`SELECT p.face_file_id::text, p.status,
            (SELECT count(*)::int FROM (SELECT 1 FROM device_personnel dp WHERE dp.device_sn = ${item.deviceSn} AND dp.sync_status = 2 AND dp.personnel_id <> p.id LIMIT ${device.capacity}) held) AS enrolled
       FROM sys_personnel p WHERE p.id = ${item.personnelId}`,
  );
  const person = rows[0];
  if (!person || person.status !== 1) return { ok: false, reason: PERSON_CLOSED };
  if (!person.face_file_id) return { ok: false, reason: NO_FACE };
  if (person.enrolled >= device.capacity) return { ok: false, reason: DEVICE_FULL(device.capacity) };
  if (device.failure_rate > 0 && draw(device.sim_seed, item.id, item.attempts) < device.failure_rate) return { ok: false, reason: DEVICE_FAULT };
  return { ok: true };
}

/** Runs DELETE of one person from one device: idempotent, so it succeeds once the device has answered. */
export async function runDelete(db: Queryable, item: Item): Promise<Outcome> {
  const device = await deviceState(db, item.deviceSn!);
  if (!device) return { ok: true };
  return (await answered(db, item.deviceSn!, device.latency_ms)) ? { ok: true } : { wait: true };
}

/**
 * Reboots an online device (on the caller's transaction): offline for its boot time; the item it was running goes
 * back to wait (the runner's outcome for it is then dropped), or — already tried MAX_ATTEMPTS times — is left with
 * an expired lease for the sweep to fail. Offline → 400 设备离线.
 */
export async function reboot(client: pg.PoolClient, sn: string): Promise<void> {
  const { rows } = await client.query<{ online: boolean }>(
    sql`SELECT ${ONLINE('d')} AND ${POWERED('d')} AS online FROM face_device d WHERE sn = ${sn} FOR UPDATE`,
  );
  if (!rows[0]?.online) throw badRequest(DEVICE_OFFLINE);
  await client.query(sql`UPDATE face_device SET boot_until = app_now() + boot_seconds * interval '1 second' WHERE sn = ${sn}`);
  await client.query(
    sql`UPDATE task_item SET status = CASE WHEN attempts < ${sql.number(MAX_ATTEMPTS)} THEN ${sql.number(ITEM.waiting)} ELSE ${sql.number(ITEM.running)} END, lease_owner = NULL,
            lease_until = CASE WHEN attempts < ${sql.number(MAX_ATTEMPTS)} THEN NULL ELSE app_now() - interval '1 second' END
      WHERE device_sn = ${sn} AND status = ${sql.number(ITEM.running)}`,
  );
  await client.query(sql`UPDATE device_personnel SET sync_status = 0 WHERE device_sn = ${sn} AND sync_status = 1`);
}
