// 大米价格: the price paid for rice accepted (supply_wall_line: the supply chain's acceptances of 大米, their unit prices)
// against the tenant's monthly cap.
import type { Queryable } from '../../platform/db/database.ts';
import type { Period } from './period.ts';
import type { Scope } from './scope.ts';
import { num, percent, round, seriesOf, within } from './shapes.ts';
import { sql } from '../../platform/db/sql.ts';
import { zoned } from '../../platform/db/zoned.ts';

const CAP = sql`(SELECT cap FROM rice_price_cap c WHERE c.tenant_id = b.tenant_id AND c.month = date_trunc('month', ${zoned('b.delivered_at')})::date)`;

export async function rice(db: Queryable, scope: Scope, period: Period) {
  const inMonth = sql`b.is_rice AND b.accepted_kg > 0 AND b.canteen_id = ANY(${scope.canteenIds}::bigint[]) AND ${within('b.delivered_at', period.start, period.end)}`;
  const [month, cap, monthly, caps, buckets, ranking, suppliers, latest] = await Promise.all([
    db.query(
      sql`SELECT count(*) AS batches, COALESCE(sum(b.accepted_kg), 0) AS weight, sum(b.unit_price * b.accepted_kg) / NULLIF(sum(b.accepted_kg), 0) AS avg,
              count(*) FILTER (WHERE b.unit_price > ${CAP}) AS over
         FROM supply_wall_line b WHERE ${inMonth}`,
    ),
    db.query<{ cap: string }>(sql`SELECT cap FROM rice_price_cap WHERE tenant_id = ${scope.tenantId} AND month = ${`${period.month}-01`}::date`),
    db.query<{ key: string; avg: string; max: string }>(
      sql`SELECT to_char(${zoned('b.delivered_at')}, 'YYYY-MM') AS key, sum(b.unit_price * b.accepted_kg) / sum(b.accepted_kg) AS avg, max(b.unit_price) AS max
         FROM supply_wall_line b WHERE b.is_rice AND b.accepted_kg > 0 AND b.canteen_id = ANY(${scope.canteenIds}::bigint[]) AND ${within('b.delivered_at', period.windowStart, period.end)} GROUP BY 1`,
    ),
    db.query<{ key: string; cap: string }>(
      sql`SELECT to_char(month, 'YYYY-MM') AS key, cap FROM rice_price_cap WHERE tenant_id = ${scope.tenantId} AND month >= ${`${period.months[0]}-01`}::date AND month < ${period.end.slice(0, 10)}::date`,
    ),
    db.query<{ bucket: string; value: string }>(
      sql`SELECT floor(b.unit_price * 2) / 2 AS bucket, count(*) AS value FROM supply_wall_line b WHERE ${inMonth} GROUP BY 1 ORDER BY 1`,
    ),
    db.query<{ name: string; value: string }>(
      sql`SELECT d.dept_name AS name, sum(b.unit_price * b.accepted_kg) / sum(b.accepted_kg) AS value FROM supply_wall_line b JOIN dept d ON d.id = b.canteen_id
        WHERE ${inMonth} GROUP BY d.id, d.dept_name ORDER BY 2 DESC, 1 LIMIT 15`,
    ),
    db.query<{ name: string; value: string }>(
      sql`SELECT s.supplier_name AS name, count(*) AS value FROM supply_wall_line b JOIN supplier_company s ON s.id = b.supplier_id
        WHERE ${inMonth} AND b.unit_price > ${CAP} GROUP BY s.id, s.supplier_name ORDER BY 2 DESC, 1`,
    ),
    db.query(
      sql`SELECT b.id::text, to_char(${zoned('b.delivered_at')}, 'YYYY-MM-DD HH24:MI') AS time, d.dept_name AS canteen, s.supplier_name AS supplier,
              b.unit_price::float AS "unitPrice", ${CAP}::float AS cap, b.accepted_kg::float AS "weightKg"
         FROM supply_wall_line b JOIN dept d ON d.id = b.canteen_id JOIN supplier_company s ON s.id = b.supplier_id
        WHERE ${inMonth} AND b.unit_price > ${CAP} ORDER BY b.delivered_at DESC, b.id DESC LIMIT 30`,
    ),
  ]);
  const row = month.rows[0];
  const capByMonth = new Map(caps.rows.map((item) => [item.key, num(item.cap)]));
  const trend = seriesOf(period.months, monthly.rows, { avgPrice: (item) => round(item?.avg, 2), maxPrice: (item) => round(item?.max, 2) });
  trend.series.push({ key: 'cap', values: period.months.map((key) => capByMonth.get(key) ?? null) });
  return {
    kpis: {
      avgPrice: round(row.avg, 2),
      cap: cap.rows[0] ? num(cap.rows[0].cap) : null,
      overCapBatches: num(row.over),
      overCapShare: percent(num(row.over), num(row.batches)),
      riceWeight: round(num(row.weight), 1),
    },
    panels: {
      trend,
      distribution: {
        items: buckets.rows.map((item) => ({ name: `${num(item.bucket).toFixed(1)}-${(num(item.bucket) + 0.5).toFixed(1)}`, value: num(item.value) })),
      },
      ranking: { items: ranking.rows.map((item) => ({ name: item.name, value: round(item.value, 2) ?? 0 })) },
      suppliers: { items: suppliers.rows.map((item) => ({ name: item.name, value: num(item.value) })) },
    },
    latest: latest.rows,
  };
}
