// 大米价格: the price paid for rice against the tenant's monthly cap.
import type { Queryable } from '../../platform/db/database.ts';
import type { Period } from './period.ts';
import type { Scope } from './scope.ts';
import { local, num, percent, round, seriesOf, within } from './shapes.ts';

const CAP = `(SELECT cap FROM rice_price_cap c WHERE c.tenant_id = b.tenant_id AND c.month = date_trunc('month', ${local('b.delivered_at')})::date)`;

export async function rice(db: Queryable, scope: Scope, period: Period) {
  const args = [scope.canteenIds, period.start, period.end];
  const inMonth = `b.is_rice AND b.canteen_id = ANY($1::bigint[]) AND ${within('b.delivered_at', '$2', '$3')}`;
  const [month, cap, monthly, caps, buckets, ranking, suppliers, latest] = await Promise.all([
    db.query(
      `SELECT count(*) AS batches, COALESCE(sum(b.weight_kg), 0) AS weight, sum(b.unit_price * b.weight_kg) / NULLIF(sum(b.weight_kg), 0) AS avg,
              count(*) FILTER (WHERE b.unit_price > ${CAP}) AS over
         FROM purchase_batch b WHERE ${inMonth}`,
      args,
    ),
    db.query<{ cap: string }>(`SELECT cap FROM rice_price_cap WHERE tenant_id = $1 AND month = $2::date`, [scope.tenantId, `${period.month}-01`]),
    db.query<{ key: string; avg: string; max: string }>(
      `SELECT to_char(${local('b.delivered_at')}, 'YYYY-MM') AS key, sum(b.unit_price * b.weight_kg) / sum(b.weight_kg) AS avg, max(b.unit_price) AS max
         FROM purchase_batch b WHERE b.is_rice AND b.canteen_id = ANY($1::bigint[]) AND ${within('b.delivered_at', '$2', '$3')} GROUP BY 1`,
      [scope.canteenIds, period.windowStart, period.end],
    ),
    db.query<{ key: string; cap: string }>(
      `SELECT to_char(month, 'YYYY-MM') AS key, cap FROM rice_price_cap WHERE tenant_id = $1 AND month >= $2::date AND month < $3::date`,
      [scope.tenantId, `${period.months[0]}-01`, period.end.slice(0, 10)],
    ),
    db.query<{ bucket: string; value: string }>(
      `SELECT floor(b.unit_price * 2) / 2 AS bucket, count(*) AS value FROM purchase_batch b WHERE ${inMonth} GROUP BY 1 ORDER BY 1`,
      args,
    ),
    db.query<{ name: string; value: string }>(
      `SELECT d.dept_name AS name, sum(b.unit_price * b.weight_kg) / sum(b.weight_kg) AS value FROM purchase_batch b JOIN dept d ON d.id = b.canteen_id
        WHERE ${inMonth} GROUP BY d.id, d.dept_name ORDER BY 2 DESC, 1 LIMIT 15`,
      args,
    ),
    db.query<{ name: string; value: string }>(
      `SELECT s.supplier_name AS name, count(*) AS value FROM purchase_batch b JOIN supplier_company s ON s.id = b.supplier_id
        WHERE ${inMonth} AND b.unit_price > ${CAP} GROUP BY s.id, s.supplier_name ORDER BY 2 DESC, 1`,
      args,
    ),
    db.query(
      `SELECT b.id::text, to_char(${local('b.delivered_at')}, 'YYYY-MM-DD HH24:MI') AS time, d.dept_name AS canteen, s.supplier_name AS supplier,
              b.unit_price::float AS "unitPrice", ${CAP}::float AS cap, b.weight_kg::float AS "weightKg"
         FROM purchase_batch b JOIN dept d ON d.id = b.canteen_id JOIN supplier_company s ON s.id = b.supplier_id
        WHERE ${inMonth} AND b.unit_price > ${CAP} ORDER BY b.delivered_at DESC, b.id DESC LIMIT 30`,
      args,
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
