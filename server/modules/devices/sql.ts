// The simulator's state as SQL on a face_device row `d`, on the app clock (app_now(), moved only by the test clock).
/** Switched on: in no offline window and not booting. */
export const POWERED = (d = 'd') =>
  `(NOT EXISTS (SELECT 1 FROM face_device_offline o WHERE o.device_sn = ${d}.sn AND o.starts_at <= app_now() AND o.ends_at > app_now()) AND (${d}.boot_until IS NULL OR ${d}.boot_until <= app_now()))`;
/** Online: a heartbeat within the last 90 s, and not booting. */
export const ONLINE = (d = 'd') => `(${d}.last_heartbeat >= app_now() - interval '90 seconds' AND (${d}.boot_until IS NULL OR ${d}.boot_until <= app_now()))`;
export const BOOTING = (d = 'd') => `(${d}.boot_until IS NOT NULL AND ${d}.boot_until > app_now())`;
/** A time as the contract writes it, in the deployment's time zone. */
export const TIME = (column: string) => `to_char(${column} AT TIME ZONE current_setting('shian.time_zone'), 'YYYY-MM-DD HH24:MI:SS')`;
