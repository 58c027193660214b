// 陪餐: school leaders eating with the students — records, and the share of school days covered.
import type { Queryable } from '../../platform/db/database.ts';
import type { Period } from './period.ts';
import type { Scope } from './scope.ts';
import { allOf, num, pairs, percent, round, seriesOf } from './shapes.ts';
import { sql } from '../../platform/db/sql.ts';
import { DB_TODAY } from '../../platform/db/zoned.ts';

export const ROLES = ['principal', 'vice_principal', 'middle_manager', 'teacher', 'parent'] as const;

export async function meal(db: Queryable, scope: Scope, period: Period) {
  const inMonth = sql`m.canteen_id = ANY(${scope.canteenIds}::bigint[]) AND m.state = 1 AND m.record_date >= ${period.start.slice(0, 10)}::date AND m.record_date < ${period.end.slice(0, 10)}::date`;
  // school days so far (never the future), per month of the window
  const days = sql`SELECT to_char(day, 'YYYY-MM') AS key, count(*) AS days FROM school_day
                 WHERE tenant_id = ${scope.tenantId} AND day >= ${period.windowStart.slice(0, 10)}::date AND day < ${period.end.slice(0, 10)}::date AND day <= ${DB_TODAY} GROUP BY 1`;
  const [month, byRole, ratings, monthly, schoolDays, ranking, latest] = await Promise.all([
    db.query(
      sql`SELECT count(*) AS records, count(DISTINCT m.school_id) AS schools, avg(m.rating) AS rating, count(DISTINCT (m.school_id, m.record_date)) AS covered FROM accompanied_meal m WHERE ${inMonth}`,
    ),
    db.query<{ name: string; value: string }>(sql`SELECT m.companion_role AS name, count(*) AS value FROM accompanied_meal m WHERE ${inMonth} GROUP BY 1`),
    db.query<{ name: string; value: string }>(sql`SELECT m.rating::text AS name, count(*) AS value FROM accompanied_meal m WHERE ${inMonth} GROUP BY 1`),
    db.query<{ key: string; records: string; covered: string }>(
      sql`SELECT to_char(m.record_date, 'YYYY-MM') AS key, count(*) AS records, count(DISTINCT (m.school_id, m.record_date)) AS covered
         FROM accompanied_meal m WHERE m.canteen_id = ANY(${scope.canteenIds}::bigint[]) AND m.state = 1 AND m.record_date >= ${period.windowStart.slice(0, 10)}::date AND m.record_date < ${period.end.slice(0, 10)}::date GROUP BY 1`,
    ),
    db.query<{ key: string; days: string }>(days),
    db.query<{ name: string; covered: string }>(
      sql`SELECT s.dept_name AS name, count(DISTINCT m.record_date) AS covered FROM dept s
         LEFT JOIN accompanied_meal m ON m.school_id = s.id AND ${inMonth}
        WHERE s.id = ANY(${scope.schoolIds}::bigint[]) GROUP BY s.id, s.dept_name`,
    ),
    db.query(
      sql`SELECT m.id::text, to_char(m.record_date, 'YYYY-MM-DD') AS date, s.dept_name AS school, d.dept_name AS canteen, m.companion_name AS companion,
              m.companion_role AS role, (ARRAY['breakfast', 'lunch', 'dinner'])[m.meal] AS meal, m.rating, m.remarks
         FROM accompanied_meal m JOIN dept s ON s.id = m.school_id JOIN dept d ON d.id = m.canteen_id WHERE ${inMonth}
        ORDER BY m.record_date DESC, m.create_time DESC, m.id DESC LIMIT 20`,
    ),
  ]);
  const daysIn = new Map(schoolDays.rows.map((row) => [row.key, num(row.days)]));
  const schools = scope.schoolIds.length;
  const coverage = (key: string, covered: number) => percent(covered, (daysIn.get(key) ?? 0) * schools);
  const row = month.rows[0];
  const monthDays = daysIn.get(period.month) ?? 0;
  return {
    kpis: {
      recordsMonth: num(row.records),
      coverage: coverage(period.month, num(row.covered)),
      schoolsCovered: num(row.schools),
      avgRating: round(row.rating, 1),
    },
    panels: {
      byRole: allOf(ROLES, byRole.rows),
      trend: seriesOf(period.months, monthly.rows, { records: (item) => num(item?.records), coverage: (item, key) => coverage(key, num(item?.covered)) }),
      ranking: pairs(
        ranking.rows
          .map((item) => ({ name: item.name, value: percent(num(item.covered), monthDays) ?? 0 }))
          .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name)),
        1,
      ),
      ratings: allOf(['1', '2', '3', '4', '5'], ratings.rows),
    },
    latest: latest.rows,
  };
}
