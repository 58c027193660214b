// `npm run bench:nutrition`: 营养管理 at a district's scale, on PostgreSQL (when its binaries are here). A fresh cluster
// under .cache/bench-nutrition/ with the demo data; 500 canteens added in SQL under 第一小学, each with four published
// weeks of a month (2031-03) cloned from a demo canteen's published week. Measured through the real server over HTTP:
// - a week's analysis for one canteen (recipe/detail as `canteen`: the week loaded and computed; budget p95 ≤ 50 ms);
// - the district's month report over the 500 canteens' 2,000 weeks (analysis/report as `centre`; budget p95 ≤ 2 s).
// Never part of `npm test`. Prints figures and budgets; writes bench/results/nutrition.json.
import pg from 'pg';
import { WORK_PERSONNEL_CANTEENS } from '../server/seed/work-personnel-seed.ts';
import { client, timed } from './at-scale.ts';
import { BENCH_CAPTCHA, onDemoPostgres } from './demo-postgres.ts';
import { signInToken } from './server-process.ts';

const N = '/api/shian/nutrition';
const CANTEENS = 500;

await onDemoPostgres('nutrition', '营养管理 at scale', '18638', async ({ url, databaseUrl, figures, report }) => {
  const canteen = client(url, await signInToken(url, 'canteen', BENCH_CAPTCHA));
  const centre = client(url, await signInToken(url, 'centre', BENCH_CAPTCHA));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text FROM nutrition_recipe WHERE canteen_id = $1 AND status = 1 ORDER BY week_start DESC OFFSET 1 LIMIT 1`,
    [WORK_PERSONNEL_CANTEENS.canteen1],
  );
  const template = rows[0]!.id;
  const started = performance.now();
  await db.query(
    `WITH made AS (
         INSERT INTO dept SELECT (jsonb_populate_record(NULL::dept, to_jsonb(d) || jsonb_build_object('id', nextval('entity_id_seq'), 'dept_name', '压测食堂' || g))).*
           FROM dept d, generate_series(1, $2::int) g WHERE d.id = $1 RETURNING id, tenant_id, parent_id),
       recipes AS (
         INSERT INTO nutrition_recipe (tenant_id, school_id, canteen_id, week_start, age_group, status, food_revision, standard_revision, published_at)
         SELECT m.tenant_id, m.parent_id, m.id, date '2031-03-03' + 7 * w, '9-11', 1, 0, 0, now() FROM made m, generate_series(0, 3) w RETURNING id)
       INSERT INTO nutrition_recipe_item (recipe_id, day, meal, line_no, dish_id)
       SELECT r.id, i.day, i.meal, i.line_no, i.dish_id FROM recipes r, nutrition_recipe_item i WHERE i.recipe_id = $3`,
    [WORK_PERSONNEL_CANTEENS.canteen1, CANTEENS, template],
  );
  await db.query('ANALYZE dept; ANALYZE nutrition_recipe; ANALYZE nutrition_recipe_item');
  await db.end();
  console.log(`  postgres  ${CANTEENS} canteens × 4 published weeks cloned in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  figures.canteens = CANTEENS;

  report('Week', `a week's analysis for one canteen (recipe/detail)`, await timed([() => canteen.get(`${N}/recipe/detail`, { id: template })], 40), 50);
  report(
    'Month',
    `the district's month report (${CANTEENS * 4} weeks)`,
    await timed([() => centre.get(`${N}/analysis/report`, { month: '2031-03' })], 5),
    2000,
  );
});
