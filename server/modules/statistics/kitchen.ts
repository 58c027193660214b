// 明厨亮灶: cameras online, and the violations the kitchen AI detected.
import type { Queryable } from '../../platform/db/database.ts';
import type { Period } from './period.ts';
import { daysOf } from './period.ts';
import type { Scope } from './scope.ts';
import { ledgersToday } from './kitchen-ledgers.ts';
import { allOf, num, pairs, percent, seriesOf, within } from './shapes.ts';
import { sql } from '../../platform/db/sql.ts';
import { zoned } from '../../platform/db/zoned.ts';

export const VIOLATIONS = ['no_hat', 'no_mask', 'smoking', 'phone', 'rodent', 'uniform'] as const;
export const kitchenLatest = { table: 'kitchen_alert', time: 'detected_at', unit: 'canteen_id' };

export async function kitchen(db: Queryable, scope: Scope, period: Period) {
  const inMonth = sql`a.canteen_id = ANY(${scope.canteenIds}::bigint[]) AND ${within('a.detected_at', period.start, period.end)}`;
  const [cameras, byType, daily, monthly, ranking, wall, latest, ledgers] = await Promise.all([
    db.query(sql`SELECT count(*) AS total, count(*) FILTER (WHERE online) AS online FROM kitchen_camera WHERE canteen_id = ANY(${scope.canteenIds}::bigint[])`),
    db.query<{ name: string; value: string; handled: string }>(
      sql`SELECT violation_type AS name, count(*) AS value, count(*) FILTER (WHERE handled) AS handled FROM kitchen_alert a WHERE ${inMonth} GROUP BY 1`,
    ),
    db.query<{ key: string; alerts: string; handled: string }>(
      sql`SELECT to_char(${zoned('a.detected_at')}, 'MM-DD') AS key, count(*) AS alerts, count(*) FILTER (WHERE handled) AS handled FROM kitchen_alert a WHERE ${inMonth} GROUP BY 1`,
    ),
    db.query<{ key: string; alerts: string }>(
      sql`SELECT to_char(${zoned('a.detected_at')}, 'YYYY-MM') AS key, count(*) AS alerts FROM kitchen_alert a
        WHERE a.canteen_id = ANY(${scope.canteenIds}::bigint[]) AND ${within('a.detected_at', period.windowStart, period.end)} GROUP BY 1`,
    ),
    db.query<{ name: string; value: string }>(
      sql`SELECT d.dept_name AS name, count(*) AS value FROM kitchen_alert a JOIN dept d ON d.id = a.canteen_id WHERE ${inMonth} GROUP BY d.id, d.dept_name ORDER BY 2 DESC, 1 LIMIT 10`,
    ),
    db.query(
      sql`SELECT c.id::text, c.name, d.dept_name AS canteen, c.online, to_char(${zoned('c.last_seen')}, 'YYYY-MM-DD HH24:MI') AS "lastSeen"
         FROM kitchen_camera c JOIN dept d ON d.id = c.canteen_id WHERE c.canteen_id = ANY(${scope.canteenIds}::bigint[]) ORDER BY c.online, d.sort, c.id LIMIT 48`,
    ),
    db.query(
      sql`SELECT a.id::text, to_char(${zoned('a.detected_at')}, 'YYYY-MM-DD HH24:MI') AS time, d.dept_name AS canteen, c.name AS camera, a.violation_type AS type, a.handled
         FROM kitchen_alert a JOIN dept d ON d.id = a.canteen_id JOIN kitchen_camera c ON c.id = a.camera_id WHERE ${inMonth} ORDER BY a.detected_at DESC, a.id DESC LIMIT 20`,
    ),
    ledgersToday(db, scope),
  ]);
  const total = num(cameras.rows[0].total);
  const online = num(cameras.rows[0].online);
  const alerts = byType.rows.reduce((sum, row) => sum + num(row.value), 0);
  const handled = byType.rows.reduce((sum, row) => sum + num(row.handled), 0);
  return {
    kpis: {
      camerasTotal: total,
      camerasOnline: online,
      onlineRate: percent(online, total),
      alertsMonth: alerts,
      handledRate: percent(handled, alerts),
      ledgersToday: ledgers.rate,
      lateMeals: ledgers.lateMeals,
      unfitChecks: ledgers.unfitChecks,
    },
    panels: {
      byType: allOf(VIOLATIONS, byType.rows),
      trend: seriesOf(daysOf(period.month, period.today), daily.rows, { alerts: (row) => num(row?.alerts), handled: (row) => num(row?.handled) }),
      ranking: pairs(ranking.rows),
      online: seriesOf(period.months, monthly.rows, { alerts: (row) => num(row?.alerts) }),
      cameras: { items: wall.rows },
      ledgers: { items: ledgers.rows },
    },
    latest: latest.rows,
  };
}
