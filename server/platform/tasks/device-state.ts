// A face device's state — the lane its tasks run on — as SQL on a face_device row `d`, on the app clock (app_now(), moved only by the test clock).
import { sql } from '../db/sql.ts';
/** Switched on: in no offline window and not booting. */
export const POWERED = (alias = 'd') => {
  const d = sql.raw(alias);
  return sql`(NOT EXISTS (SELECT 1 FROM face_device_offline o WHERE o.device_sn = ${d}.sn AND o.starts_at <= app_now() AND o.ends_at > app_now()) AND (${d}.boot_until IS NULL OR ${d}.boot_until <= app_now()))`;
};
/** Online: a heartbeat within the last 90 s, and not booting. */
export const ONLINE = (alias = 'd') => {
  const d = sql.raw(alias);
  return sql`(${d}.last_heartbeat >= app_now() - interval '90 seconds' AND (${d}.boot_until IS NULL OR ${d}.boot_until <= app_now()))`;
};
export const BOOTING = (alias = 'd') => sql`(${sql.raw(alias)}.boot_until IS NOT NULL AND ${sql.raw(alias)}.boot_until > app_now())`;

/** Refusals and outcomes of a device lane. */
export const DEVICE_OFFLINE = '设备离线';
export const OFFLINE_TOO_LONG = '设备离线超过 24 小时，未能执行';
