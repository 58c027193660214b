// The cold-chain logger simulator (there are no real loggers here), as the face devices are simulated: a delivery on
// the road (配送中) with cold-chain goods has a logger that reads every COLD_CHAIN_LOGGER_MINUTES of the app clock
// (app_now(), which the tests and the demo clock move), from its departure until it arrives — at most 48 hours of
// readings. A slot's reading is drawn from the delivery's id and the slot's number (no Math.random, no wall-clock
// timer), so moving the clock by N minutes yields the same readings every run: around the goods' normal range
// (frozen −20…−16 °C, chilled 1 °C up to the label's highest), an excursion over the limit at
// COLD_CHAIN_EXCURSION_PERCENT, or what an excursion window (supply_logger_excursion: the demo's breach, the tests')
// says. Missing readings are written when anyone reads the deliveries, their alerts or 配送监管, before an arrival
// and a hand reading, and by a 30-second sweep of each instance; every instance may write them (one row per slot).
//
// Alerts (冷链告警, supply_cold_chain_alert): a reading — the logger's or one typed by hand — warmer than the
// delivery's limit opens one; the readings right after it still too warm extend it (its last time, warmest, count),
// so one excursion is one alert. The supplier acknowledges its own with a note.
import type pg from 'pg';
import type { Config } from '../../platform/config.ts';
import { transaction, type Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';
import { CHILLED_MARGIN_TENTHS, FROZEN_LIMIT_TENTHS } from './rules.ts';
import { simulatedTenths } from './logger-draw.ts';
import { DELIVERY, STORAGE } from './states.ts';

/** supply_delivery_reading.source */
export const READING_SOURCE = { hand: 1, logger: 2 } as const;
/** The most a logger reads for one delivery: 48 hours on the road. */
export const LOGGER_HOURS = 48;
const SWEEP_MS = 30_000;

/** The simulator's settings (platform/config.ts coldChainLogger), set when the module's routes are installed. */
export const loggerSettings = { minutes: 0, excursionPercent: 0 };
export const configureLogger = (config: Pick<Config, 'coldChainLogger'>) => Object.assign(loggerSettings, config.coldChainLogger);

/**
 * The warmest a reading of the order's cold chain may be, in tenths of °C (`o` is supply_order): −9 °C for frozen
 * goods only, the warmest label + 3 °C when chilled goods ride along — the receiving inspection's limits (rules.ts
 * tooWarm); NULL for an order of ambient goods. The one limit of 冷链温控, 配送跟踪, the alerts and 配送监管.
 */
export const DELIVERY_LIMIT = sql`
  SELECT MAX(CASE WHEN g.storage_class = ${sql.number(STORAGE.frozen)} THEN ${sql.number(FROZEN_LIMIT_TENTHS)}
                  ELSE COALESCE(g.max_temp_tenths, 40) + ${sql.number(CHILLED_MARGIN_TENTHS)} END) AS tenths
    FROM supply_order_line l JOIN school_goods g ON g.code = l.goods_code
   WHERE l.order_id = o.id AND COALESCE(l.confirmed_qty, l.quantity) > 0 AND g.storage_class <> ${sql.number(STORAGE.ambient)}`;

export interface LoggedDelivery {
  id: string;
  tenantId: string;
  orderId: string;
  supplierId: string;
  /** tenths of °C; null for ambient goods only */
  limit: number | null;
}

interface Due extends LoggedDelivery {
  limit: number;
  done: number;
  due: number;
  departMs: number;
}

const dueDeliveries = (minutes: number, only: readonly string[] | null, lock: boolean) => sql`
  SELECT v.id::text, v.tenant_id AS "tenantId", v.order_id::text AS "orderId", v.supplier_id::text AS "supplierId", lim.tenths AS "limit",
         floor(extract(epoch FROM LEAST(app_now(), v.depart_time + make_interval(hours => ${sql.number(LOGGER_HOURS)})) - v.depart_time) / ${minutes * 60}::float8)::int AS due,
         COALESCE((SELECT round(extract(epoch FROM max(x.read_time) - v.depart_time) / ${minutes * 60}::float8)::int
                     FROM supply_delivery_reading x WHERE x.delivery_id = v.id AND x.source = ${sql.number(READING_SOURCE.logger)}), 0) AS done,
         (extract(epoch FROM v.depart_time) * 1000)::float8 AS "departMs"
    FROM supply_delivery v JOIN supply_order o ON o.id = v.order_id
    JOIN LATERAL (${DELIVERY_LIMIT}) lim ON lim.tenths IS NOT NULL
   WHERE v.status = ${sql.number(DELIVERY.onTheRoad)} AND v.depart_time IS NOT NULL AND (${only as string[] | null}::bigint[] IS NULL OR v.id = ANY(${only as string[] | null}::bigint[]))
   ${lock ? sql`ORDER BY v.id FOR UPDATE OF v` : sql``}`;

/**
 * Writes the logger readings due by the app clock (of the deliveries `only`, or of every delivery on the road) and
 * raises their alerts. Nothing when the simulator is switched off.
 */
export async function catchUp(pool: pg.Pool, only: readonly string[] | null = null): Promise<void> {
  const { minutes, excursionPercent } = loggerSettings;
  if (!minutes) return;
  // a look without locks first: most reads find nothing due
  const { rows: late } = await pool.query<Due>(dueDeliveries(minutes, only, false));
  const ids = late.filter((row) => row.due > row.done).map((row) => row.id);
  if (!ids.length) return;
  await transaction(pool, async (client) => {
    const { rows } = await client.query<Due>(dueDeliveries(minutes, ids, true));
    for (const delivery of rows) {
      if (delivery.due <= delivery.done) continue;
      const windows = await client.query<{ startsMs: number; endsMs: number; tenths: number }>(
        sql`SELECT (extract(epoch FROM starts_at) * 1000)::float8 AS "startsMs", (extract(epoch FROM ends_at) * 1000)::float8 AS "endsMs", temp_tenths AS tenths
              FROM supply_logger_excursion WHERE delivery_id = ${delivery.id}`,
      );
      const slots: number[] = [];
      const temps: number[] = [];
      for (let slot = delivery.done + 1; slot <= delivery.due; slot += 1) {
        const at = delivery.departMs + slot * minutes * 60_000;
        const window = windows.rows.find((one) => one.startsMs <= at && at < one.endsMs);
        slots.push(slot);
        temps.push(window ? window.tenths : simulatedTenths(delivery.id, slot, delivery.limit, excursionPercent));
      }
      const inserted = await client.query<{ id: string; tenths: number }>(
        sql`INSERT INTO supply_delivery_reading (delivery_id, temp_tenths, read_time, source)
            SELECT v.id, u.tenths, v.depart_time + u.slot * ${minutes}::int * interval '1 minute', ${sql.number(READING_SOURCE.logger)}
              FROM unnest(${slots}::int[], ${temps}::int[]) AS u(slot, tenths) JOIN supply_delivery v ON v.id = ${delivery.id}
             ORDER BY u.slot
            ON CONFLICT (delivery_id, read_time) WHERE source = ${sql.number(READING_SOURCE.logger)} DO NOTHING
            RETURNING id::text, temp_tenths AS tenths`,
      );
      const inOrder = inserted.rows.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
      await raiseAlerts(client, delivery, inOrder);
    }
  });
}

/** The delivery `id` as the alerts need it, locked until the transaction ends (undefined: no such delivery). */
export async function lockDelivery(client: pg.PoolClient, id: string): Promise<(LoggedDelivery & { status: number }) | undefined> {
  const { rows } = await client.query<LoggedDelivery & { status: number }>(
    sql`SELECT v.id::text, v.tenant_id AS "tenantId", v.order_id::text AS "orderId", v.supplier_id::text AS "supplierId", v.status, lim.tenths AS "limit"
          FROM supply_delivery v JOIN supply_order o ON o.id = v.order_id LEFT JOIN LATERAL (${DELIVERY_LIMIT}) lim ON true
         WHERE v.id = ${id} FOR UPDATE OF v`,
  );
  return rows[0];
}

/**
 * Raises the alerts of new readings of a delivery (in time order, on the transaction that wrote them, the delivery
 * locked): a reading over the limit extends the alert whose last reading is the one just before it, or opens one.
 */
export async function raiseAlerts(client: pg.PoolClient, delivery: LoggedDelivery, readings: readonly { id: string; tenths: number }[]): Promise<void> {
  const { limit } = delivery;
  if (limit === null || !readings.some((reading) => reading.tenths > limit)) return;
  const before = await client.query<{ alertId: string | null }>(
    sql`SELECT (SELECT a.id::text FROM supply_cold_chain_alert a WHERE a.delivery_id = x.delivery_id AND a.last_reading_id = x.id) AS "alertId"
          FROM supply_delivery_reading x, supply_delivery_reading f
         WHERE f.id = ${readings[0]!.id} AND x.delivery_id = f.delivery_id AND (x.read_time, x.id) < (f.read_time, f.id)
         ORDER BY x.read_time DESC, x.id DESC LIMIT 1`,
  );
  let open = before.rows[0]?.alertId ?? null;
  for (const reading of readings) {
    if (reading.tenths <= limit) {
      open = null;
    } else if (open) {
      await client.query(
        sql`UPDATE supply_cold_chain_alert a SET last_reading_id = x.id, last_time = x.read_time, warmest_tenths = GREATEST(a.warmest_tenths, x.temp_tenths), readings = a.readings + 1
              FROM supply_delivery_reading x WHERE x.id = ${reading.id} AND a.id = ${open}`,
      );
    } else {
      const { rows } = await client.query<{ id: string }>(
        sql`INSERT INTO supply_cold_chain_alert (tenant_id, delivery_id, order_id, supplier_id, limit_tenths, first_reading_id, last_reading_id, first_time, last_time, warmest_tenths)
            SELECT ${delivery.tenantId}, ${delivery.id}, ${delivery.orderId}, ${delivery.supplierId}, ${limit}, x.id, x.id, x.read_time, x.read_time, x.temp_tenths
              FROM supply_delivery_reading x WHERE x.id = ${reading.id}
            RETURNING id::text`,
      );
      open = rows[0]!.id;
    }
  }
}

/** Each instance's sweep: the readings due every 30 s while the simulator is on. */
export function scheduleLogger(db: Queryable, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => {
    if (loggerSettings.minutes) void catchUp(db as pg.Pool).catch(onError);
  }, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
