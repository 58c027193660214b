// The kitchen camera-event simulator (there are no real cameras here), as the cold-chain loggers are simulated
// (supply/logger.ts): every online camera of a canteen watches the kitchen in slots of KITCHEN_EVENT_MINUTES of the
// app clock (app_now(), which the tests and the demo clock move), during kitchen hours (06:00–13:30, 16:00–19:00 in
// the deployment's zone) on the school days of its tenant (school_day). A slot's event — mostly none, a handful a
// canteen a day — is drawn from the camera's id and the slot's start (draw.ts; no Math.random, no wall-clock timer),
// so moving the clock yields the same events every run. The slots up to the app clock are drawn when anyone reads the
// alerts or the 明厨亮灶 wall, and by a 30-second sweep of each instance; the progress is one setting
// (kitchen.simulated_to, the end of the last slot drawn, epoch seconds), locked while the slots are drawn, and an event
// is one row per camera and instant (kitchen_alert_simulated), so two instances and a restart never write one twice.
// A clock moved far ahead draws at most the last LOOKBACK_DAYS; a clock moved back draws nothing until it passes the
// progress again. Each sweep also marks the online cameras seen (last_seen) at the app clock.
import type pg from 'pg';
import type { Config } from '../../platform/config.ts';
import { transaction, type Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';
import { APP_TODAY, fromZoned, zoned } from '../../platform/db/zoned.ts';
import { eventOf, inKitchenHours } from './draw.ts';

const SWEEP_MS = 30_000;
/** The most a catch-up draws: the last week of slots. */
export const LOOKBACK_DAYS = 7;
/** The app_setting holding the end of the last slot drawn (epoch seconds); the seed sets it to its day's midnight. */
export const SIMULATED_TO = 'kitchen.simulated_to';

/** The simulator's settings (platform/config.ts kitchenEvents), set when the module's routes are installed. */
export const kitchenSettings = { minutes: 0 };
export const configureKitchen = (config: Pick<Config, 'kitchenEvents'>) => Object.assign(kitchenSettings, config.kitchenEvents);

/** The app clock (epoch seconds) and the progress; a first progress is today's midnight on the app clock. */
const PROGRESS = sql`
  SELECT floor(extract(epoch FROM app_now()))::bigint::text AS now,
         COALESCE((SELECT value FROM app_setting WHERE key = ${SIMULATED_TO}), (extract(epoch FROM ${fromZoned(APP_TODAY)}))::bigint::text) AS done`;

/**
 * Draws the slots the app clock has passed since the last catch-up and writes their events into kitchen_alert.
 * Nothing when the simulator is switched off or nothing is due.
 */
export async function catchUpKitchen(pool: pg.Pool): Promise<void> {
  const { minutes } = kitchenSettings;
  if (!minutes) return;
  const slot = minutes * 60;
  // a look without locks first: most reads find nothing due
  const look = (await pool.query<{ now: string; done: string }>(PROGRESS)).rows[0]!;
  if (Math.floor(Number(look.now) / slot) * slot <= Number(look.done)) return;
  await transaction(pool, async (client) => {
    await client.query(sql`INSERT INTO app_setting (key, value) SELECT ${SIMULATED_TO}, p.done FROM (${PROGRESS}) p ON CONFLICT (key) DO NOTHING`);
    await client.query(sql`SELECT value FROM app_setting WHERE key = ${SIMULATED_TO} FOR UPDATE`);
    const { now, done } = (await client.query<{ now: string; done: string }>(PROGRESS)).rows[0]!;
    const due = Math.floor(Number(now) / slot) * slot;
    const from = Math.ceil(Math.max(Number(done), due - LOOKBACK_DAYS * 86_400) / slot) * slot;
    if (due <= Number(done)) return;
    if (from < due) {
      // the slots of kitchen hours on a school day of each tenant, and the cameras watching
      const slots = await client.query<{ start: string; tenant: string; minute: number }>(
        sql`SELECT s::text AS start, d.tenant_id AS tenant, (extract(hour FROM l.local) * 60 + extract(minute FROM l.local))::int AS minute
              FROM generate_series(${from}::bigint, ${due - slot}::bigint, ${slot}::bigint) AS s
              CROSS JOIN LATERAL (SELECT ${zoned(sql`to_timestamp(s)`)} AS local) l
              JOIN school_day d ON d.day = l.local::date
             ORDER BY s, d.tenant_id`,
      );
      const open = slots.rows.filter((row) => inKitchenHours(row.minute));
      if (open.length) {
        const cameras = await client.query<{ id: string; tenant: string; canteen: string }>(
          sql`SELECT id::text, tenant_id AS tenant, canteen_id::text AS canteen FROM kitchen_camera WHERE online ORDER BY id`,
        );
        const columns = { tenant: [] as string[], canteen: [] as string[], camera: [] as string[], type: [] as string[], at: [] as number[] };
        for (const { start, tenant } of open)
          for (const camera of cameras.rows) {
            if (camera.tenant !== tenant) continue;
            const event = eventOf(camera.id, Number(start), minutes);
            if (!event) continue;
            columns.tenant.push(tenant);
            columns.canteen.push(camera.canteen);
            columns.camera.push(camera.id);
            columns.type.push(event.type);
            columns.at.push(event.at);
          }
        if (columns.at.length)
          await client.query(
            sql`INSERT INTO kitchen_alert (tenant_id, canteen_id, camera_id, violation_type, detected_at, simulated)
                SELECT tenant, canteen, camera, type, to_timestamp(at), true
                  FROM unnest(${columns.tenant}::text[], ${columns.canteen}::bigint[], ${columns.camera}::bigint[], ${columns.type}::text[], ${columns.at}::bigint[])
                       AS u(tenant, canteen, camera, type, at)
                 ORDER BY at, camera
                ON CONFLICT (camera_id, detected_at) WHERE simulated DO NOTHING`,
          );
      }
    }
    await client.query(sql`UPDATE app_setting SET value = ${String(due)} WHERE key = ${SIMULATED_TO}`);
    await client.query(sql`UPDATE kitchen_camera SET last_seen = app_now() WHERE online AND last_seen < app_now()`);
  });
}

/** Each instance's sweep: the events due every 30 s while the simulator is on. */
export function scheduleKitchen(db: Queryable, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => {
    if (kitchenSettings.minutes) void catchUpKitchen(db as pg.Pool).catch(onError);
  }, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
