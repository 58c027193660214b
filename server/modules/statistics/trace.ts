// 食材溯源: the supply chain's lines delivered (supply_wall_line: one per order line inspected or waiting for its
// inspection), traceable (the acceptance's certificates and a licence valid on the day), inspections.
import type { Queryable } from '../../platform/db/database.ts';
import type { Period } from './period.ts';
import type { Scope } from './scope.ts';
import { sql } from '../../platform/db/sql.ts';
import { zoned } from '../../platform/db/zoned.ts';
import { allOf, num, pairs, percent, round, seriesOf, within } from './shapes.ts';

const TRACEABLE = sql`(b.certified AND s.license_expiry IS NOT NULL AND s.license_expiry >= ${zoned('b.delivered_at')}::date)`;
const FROM = sql`supply_wall_line b JOIN supplier_company s ON s.id = b.supplier_id`;

export async function trace(db: Queryable, scope: Scope, period: Period) {
  const inMonth = sql`b.canteen_id = ANY(${scope.canteenIds}::bigint[]) AND ${within('b.delivered_at', period.start, period.end)}`;
  const [month, category, monthly, flow, ranking, inspection, latest] = await Promise.all([
    db.query(
      sql`SELECT count(*) AS batches, count(*) FILTER (WHERE ${TRACEABLE}) AS traceable, count(*) FILTER (WHERE b.inspection = 'passed') AS passed,
              count(*) FILTER (WHERE b.inspection <> 'pending') AS inspected, count(DISTINCT b.supplier_id) AS suppliers, COALESCE(sum(b.weight_kg), 0) AS weight
         FROM ${FROM} WHERE ${inMonth}`,
    ),
    db.query<{ name: string; value: string }>(
      sql`SELECT b.category AS name, sum(b.weight_kg) AS value FROM ${FROM} WHERE ${inMonth} GROUP BY 1 ORDER BY 2 DESC, 1`,
    ),
    db.query<{ key: string; batches: string; passed: string; inspected: string }>(
      sql`SELECT to_char(${zoned('b.delivered_at')}, 'YYYY-MM') AS key, count(*) AS batches, count(*) FILTER (WHERE b.inspection = 'passed') AS passed,
              count(*) FILTER (WHERE b.inspection <> 'pending') AS inspected
         FROM ${FROM} WHERE b.canteen_id = ANY(${scope.canteenIds}::bigint[]) AND ${within('b.delivered_at', period.windowStart, period.end)} GROUP BY 1`,
    ),
    db.query<{ supplier: string; canteen: string; value: string }>(
      sql`WITH top AS (SELECT b.supplier_id FROM ${FROM} WHERE ${inMonth} GROUP BY 1 ORDER BY sum(b.weight_kg) DESC, 1 LIMIT 6)
       SELECT s.supplier_name AS supplier, d.dept_name AS canteen, sum(b.weight_kg) AS value
         FROM ${FROM} JOIN dept d ON d.id = b.canteen_id WHERE ${inMonth} AND b.supplier_id IN (SELECT supplier_id FROM top)
        GROUP BY 1, 2 ORDER BY 3 DESC`,
    ),
    db.query<{ name: string; value: string }>(
      sql`SELECT s.supplier_name AS name, count(*) AS value FROM ${FROM} WHERE ${inMonth} GROUP BY s.id, 1 ORDER BY 2 DESC, 1 LIMIT 10`,
    ),
    db.query<{ name: string; value: string }>(sql`SELECT b.inspection AS name, count(*) AS value FROM ${FROM} WHERE ${inMonth} GROUP BY 1`),
    db.query(
      sql`SELECT b.id::text, to_char(${zoned('b.delivered_at')}, 'YYYY-MM-DD HH24:MI') AS time, d.dept_name AS canteen, s.supplier_name AS supplier, b.item_name AS item,
              b.category, b.weight_kg::float AS "weightKg", b.inspection, ${TRACEABLE} AS traceable
         FROM ${FROM} JOIN dept d ON d.id = b.canteen_id WHERE ${inMonth} ORDER BY b.delivered_at DESC, b.id DESC LIMIT 20`,
    ),
  ]);
  const row = month.rows[0];
  const nodes = [...new Set(flow.rows.flatMap((link) => [link.supplier, link.canteen]))].map((name) => ({ name }));
  return {
    kpis: {
      batchesMonth: num(row.batches),
      traceableRate: percent(num(row.traceable), num(row.batches)),
      passRate: percent(num(row.passed), num(row.inspected)),
      suppliers: num(row.suppliers),
      weightMonth: round(num(row.weight), 1),
    },
    panels: {
      category: pairs(category.rows, 1),
      trend: seriesOf(period.months, monthly.rows, {
        batches: (item) => num(item?.batches),
        passRate: (item) => percent(num(item?.passed), num(item?.inspected)),
      }),
      flow: { nodes, links: flow.rows.map((link) => ({ source: link.supplier, target: link.canteen, value: round(num(link.value), 1) })) },
      supplierRanking: pairs(ranking.rows),
      inspection: allOf(['passed', 'failed', 'pending'], inspection.rows),
    },
    latest: latest.rows,
  };
}
