// `npm run bench:meal-supply`: 校外供餐 at a district's year, on PostgreSQL (when its binaries are here; the embedded
// engine is not reachable by SQL from outside its process, so it is not measured). A fresh cluster under
// .cache/bench-meal-supply/ with the demo data, then in SQL 500 more schools under the demo bureau, each served by
// 阳光团餐配送, with a year of lunches ordered, delivered (3 % cold, 3 % refused) and accepted, and 80 % rated —
// ≈180,000 orders and ≈145,000 ratings. Measured through the real server over HTTP as the bureau (`centre`):
// 验收记录's first page (all, and the cold ones), 订餐统计 over twelve months, 供餐评价's trend over twelve months,
// 供餐企业 and the school's 订餐管理 (budget p95 ≤ 300 ms for the twelve-month figures, ≤ 100 ms for a list page).
// Never part of `npm test`. Prints figures and budgets; writes bench/results/meal-supply.json.
import pg from 'pg';
import { client, timed } from './at-scale.ts';
import { BENCH_CAPTCHA, onDemoPostgres } from './demo-postgres.ts';
import { signInToken } from './server-process.ts';

const M = '/api/shian/meal-supply';
const SCHOOLS = 500;
const DAYS = 365;

await onDemoPostgres('meal-supply', '校外供餐 at scale', '18638', async ({ url, databaseUrl, figures, report }) => {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = performance.now();
  await db.query(
    `INSERT INTO dept (id, tenant_id, parent_id, dept_name, full_name, dept_category, sort)
       SELECT 1950000000000000000 + g, '100001', b.parent_id, '供餐压测学校' || g, '供餐压测学校' || g, 2, 1000 + g
         FROM generate_series(1, $1::int) g, (SELECT parent_id FROM dept WHERE dept_name = '东湖区第一小学') b`,
    [SCHOOLS],
  );
  await db.query(
    `INSERT INTO meal_supply_school (school_id, tenant_id, provider_id)
       SELECT d.id, '100001', p.id FROM dept d, meal_provider p JOIN supplier_company c ON c.id = p.supplier_id
        WHERE d.dept_name LIKE '供餐压测学校%' AND c.supplier_name = '阳光团餐配送有限公司'`,
  );
  await db.query(
    `INSERT INTO meal_order (tenant_id, school_id, provider_id, meal_date, meal, quantity, cutoff_at, status, depart_time, arrive_time, vehicle_no,
                               arrival_temp, sample_kept, refuse_reason, accept_time)
       SELECT '100001', m.school_id, m.provider_id, day, 2, 300 + (m.school_id % 200)::int, day - 1 + time '15:00',
              CASE WHEN r < 3 THEN 5 ELSE 4 END, day + time '10:30', day + time '11:05', '浙A10001',
              CASE WHEN r BETWEEN 3 AND 5 THEN 55.5 ELSE 65 END, true, CASE WHEN r < 3 THEN '菜品有异味' ELSE '' END, day + time '11:20'
         FROM meal_supply_school m JOIN dept d ON d.id = m.school_id AND d.dept_name LIKE '供餐压测学校%'
        CROSS JOIN (SELECT g::date AS day FROM generate_series(current_date - $1::int, current_date - 1, interval '1 day') g) days
        CROSS JOIN LATERAL (SELECT (m.school_id + extract(doy FROM day)::int * 7) % 100 AS r) x`,
    [DAYS],
  );
  await db.query(
    `INSERT INTO meal_rating (tenant_id, school_id, provider_id, order_id, month, score, comment)
       SELECT tenant_id, school_id, provider_id, id, date_trunc('month', meal_date)::date, 1 + (id % 5)::int, ''
         FROM meal_order WHERE school_id >= 1950000000000000000 AND id % 10 < 8`,
  );
  await db.query('ANALYZE dept; ANALYZE meal_order; ANALYZE meal_rating; ANALYZE meal_supply_school');
  const { rows } = await db.query<{ orders: string; ratings: string }>(
    `SELECT (SELECT count(*) FROM meal_order) AS orders, (SELECT count(*) FROM meal_rating) AS ratings`,
  );
  await db.end();
  console.log(`  postgres  ${rows[0]!.orders} orders and ${rows[0]!.ratings} ratings made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  Object.assign(figures, { schools: SCHOOLS, orders: Number(rows[0]!.orders), ratings: Number(rows[0]!.ratings) });

  const centre = client(url, await signInToken(url, 'centre', BENCH_CAPTCHA));
  const school = client(url, await signInToken(url, 'school', BENCH_CAPTCHA));
  const now = new Date();
  const end = now.toISOString().slice(0, 7);
  now.setUTCMonth(now.getUTCMonth() - 11, 1);
  const year = { startMonth: now.toISOString().slice(0, 7), endMonth: end };
  report('Records', '验收记录, first page', await timed([() => centre.get(`${M}/order/list`, { status: '3,4,5' })]), 100);
  report('ColdRecords', '验收记录, the cold arrivals', await timed([() => centre.get(`${M}/order/list`, { status: '3,4,5', cold: '1' })]), 100);
  report('Stats', '订餐统计 over twelve months', await timed([() => centre.get(`${M}/stats`, year)], 10), 300);
  report('Trend', '供餐评价 trend over twelve months', await timed([() => centre.get(`${M}/rating/trend`, year)], 10), 300);
  report('Providers', '供餐企业', await timed([() => centre.get(`${M}/provider/list`)]), 100);
  report('Orders', '订餐管理 of one school', await timed([() => school.get(`${M}/order/list`)]), 100);
});
