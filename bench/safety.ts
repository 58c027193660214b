// `npm run bench:safety`: 安全服务 at a district's scale, on PostgreSQL (when its binaries are here; the embedded engine
// is not reachable by SQL from outside its process, so it is not measured). A fresh cluster under .cache/bench-safety/
// with the demo data; 100,000 inspections of the tenant's canteens cloned in SQL from the demo's, one in five with two
// hazards (open, rectified or confirmed; a share of the open ones past their deadline). Measured through the real
// server over HTTP as the bureau (`centre`):
// - the district's open hazards (hazard/list?status=0, first page; budget p95 ≤ 50 ms);
// - the overdue list (hazard/list?overdue=1, first page; budget p95 ≤ 50 ms);
// - the district's inspections, newest first (inspection/list, first page; our own budget, p95 ≤ 50 ms).
// Never part of `npm test`. Prints figures and budgets; writes bench/results/safety.json.
import pg from 'pg';
import { client, timed } from './at-scale.ts';
import { BENCH_CAPTCHA, onDemoPostgres } from './demo-postgres.ts';
import { signInToken } from './server-process.ts';

const S = '/api/shian/safety';
const INSPECTIONS = 100_000;

await onDemoPostgres('safety', '安全服务 at scale', '18639', async ({ url, databaseUrl, figures, report }) => {
  const centre = client(url, await signInToken(url, 'centre', BENCH_CAPTCHA));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = performance.now();
  // the demo's bureau inspection as the pattern: its version, unit and inspector; the canteens of the tenant in turn
  await db.query(
    `WITH src AS (SELECT * FROM safety_inspection WHERE tenant_id = '100001' AND kind = 2 ORDER BY id LIMIT 1),
            canteens AS (SELECT array_agg(c.id ORDER BY c.id) AS ids, array_agg(c.parent_id ORDER BY c.id) AS schools FROM dept c
                          WHERE c.tenant_id = '100001' AND c.dept_category = 3 AND c.is_deleted = 0),
            made AS (
              INSERT INTO safety_inspection (tenant_id, school_id, canteen_id, kind, template_version_id, inspect_date, summary, inspect_dept, inspect_user, create_time)
              SELECT s.tenant_id, k.schools[1 + g % cardinality(k.ids)], k.ids[1 + g % cardinality(k.ids)], s.kind, s.template_version_id,
                     current_date - (g % 720), '压测', s.inspect_dept, s.inspect_user, now() - make_interval(hours => g)
                FROM src s, canteens k, generate_series(1, $1::int) AS g RETURNING id, tenant_id, school_id, canteen_id, inspect_date),
            items AS (
              INSERT INTO safety_inspection_item (inspection_id, seq, area, content, result)
              SELECT m.id, n, '环境卫生', '检查项 ' || n, CASE WHEN m.id % 5 = 0 AND n <= 2 THEN 2 ELSE 1 END FROM made m, generate_series(1, 8) AS n)
         INSERT INTO safety_hazard (tenant_id, school_id, canteen_id, inspection_id, seq, description, deadline, responsible, status)
         SELECT m.tenant_id, m.school_id, m.canteen_id, m.id, n, '检查项 ' || n, m.inspect_date + 7, '负责人',
                CASE WHEN m.inspect_date > current_date - 30 THEN (m.id % 3)::smallint WHEN m.id % 50 = 0 THEN 0 ELSE 2 END
           FROM made m, generate_series(1, 2) AS n WHERE m.id % 5 = 0`,
    [INSPECTIONS],
  );
  await db.query('ANALYZE safety_inspection; ANALYZE safety_inspection_item; ANALYZE safety_hazard');
  const counts = await db.query<{ hazards: number; open: number; overdue: number }>(
    `SELECT count(*)::int AS hazards, count(*) FILTER (WHERE status = 0)::int AS open, count(*) FILTER (WHERE status = 0 AND deadline < current_date)::int AS overdue
         FROM safety_hazard WHERE tenant_id = '100001'`,
  );
  await db.end();
  const { hazards, open, overdue } = counts.rows[0]!;
  console.log(
    `  postgres  ${INSPECTIONS} inspections cloned in ${((performance.now() - started) / 1000).toFixed(1)} s: ${hazards} hazards, ${open} open, ${overdue} overdue`,
  );
  Object.assign(figures, { inspections: INSPECTIONS, hazards, open, overdue });

  report('Open', 'the district’s open hazards (first page)', await timed([() => centre.get(`${S}/hazard/list`, { status: '0' })], 40), 50);
  report('Overdue', 'the overdue list (first page)', await timed([() => centre.get(`${S}/hazard/list`, { overdue: '1' })], 40), 50);
  report('Inspections', 'the district’s inspections (first page)', await timed([() => centre.get(`${S}/inspection/list`, {})], 40), 50);
});
