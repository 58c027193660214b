// 冷冻食材占比: the share of frozen food by weight accepted (supply_wall_line: the supply chain's acceptances, goods of
// storage class 冷冻), against the tenant's threshold.
import type { Queryable } from '../../platform/db/database.ts';
import type { Period } from './period.ts';
import type { Scope } from './scope.ts';
import { num, pairs, percent, round, seriesOf, within } from './shapes.ts';
import { sql } from '../../platform/db/sql.ts';
import { zoned } from '../../platform/db/zoned.ts';

export async function frozen(db: Queryable, scope: Scope, period: Period) {
  const inMonth = sql`b.accepted_kg > 0 AND b.canteen_id = ANY(${scope.canteenIds}::bigint[]) AND ${within('b.delivered_at', period.start, period.end)}`;
  const [threshold, month, perCanteen, monthly, categories] = await Promise.all([
    db.query<{ value: string }>(sql`SELECT frozen_share_max AS value FROM statistics_threshold WHERE tenant_id = ${scope.tenantId}`),
    db.query(
      sql`SELECT COALESCE(sum(b.accepted_kg) FILTER (WHERE b.frozen), 0) AS frozen, COALESCE(sum(b.accepted_kg), 0) AS total FROM supply_wall_line b WHERE ${inMonth}`,
    ),
    db.query<{ id: string; canteen: string; school: string; frozen: string; total: string }>(
      sql`SELECT d.id::text, d.dept_name AS canteen, p.dept_name AS school, COALESCE(sum(b.accepted_kg) FILTER (WHERE b.frozen), 0) AS frozen, sum(b.accepted_kg) AS total
         FROM supply_wall_line b JOIN dept d ON d.id = b.canteen_id JOIN dept p ON p.id = d.parent_id
        WHERE ${inMonth} GROUP BY d.id, d.dept_name, p.dept_name`,
    ),
    db.query<{ key: string; frozen: string; total: string }>(
      sql`SELECT to_char(${zoned('b.delivered_at')}, 'YYYY-MM') AS key, COALESCE(sum(b.accepted_kg) FILTER (WHERE b.frozen), 0) AS frozen, sum(b.accepted_kg) AS total
         FROM supply_wall_line b WHERE b.accepted_kg > 0 AND b.canteen_id = ANY(${scope.canteenIds}::bigint[]) AND ${within('b.delivered_at', period.windowStart, period.end)} GROUP BY 1`,
    ),
    db.query<{ name: string; value: string }>(
      sql`SELECT b.category AS name, sum(b.accepted_kg) AS value FROM supply_wall_line b WHERE ${inMonth} AND b.frozen GROUP BY 1 ORDER BY 2 DESC, 1`,
    ),
  ]);
  const limit = threshold.rows[0] ? num(threshold.rows[0].value) : 30;
  const shares = perCanteen.rows
    .map((row) => ({
      id: row.id,
      canteen: row.canteen,
      school: row.school,
      share: percent(num(row.frozen), num(row.total)) ?? 0,
      frozenKg: round(num(row.frozen), 1),
      totalKg: round(num(row.total), 1),
    }))
    .sort((a, b) => b.share - a.share || a.canteen.localeCompare(b.canteen));
  const over = shares.filter((row) => row.share > limit);
  const share = percent(num(month.rows[0].frozen), num(month.rows[0].total));
  return {
    kpis: {
      frozenShare: share,
      threshold: limit,
      canteensOver: over.length,
      frozenWeight: round(num(month.rows[0].frozen), 1),
      totalWeight: round(num(month.rows[0].total), 1),
    },
    panels: {
      gauge: { value: share, threshold: limit },
      perCanteen: { categories: shares.map((row) => row.canteen), series: [{ key: 'share', values: shares.map((row) => row.share) }] },
      trend: seriesOf(period.months, monthly.rows, { share: (row) => (row ? percent(num(row.frozen), num(row.total)) : null) }),
      categories: pairs(categories.rows, 1),
    },
    latest: over,
  };
}
