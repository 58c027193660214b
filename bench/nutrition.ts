// `npm run bench:nutrition`: 营养管理 at a district's scale, on PostgreSQL (when its binaries are here). A fresh cluster
// under .cache/bench-nutrition/ with the demo data; 500 canteens added in SQL under 第一小学, each with four published
// weeks of a month (2031-03) cloned from a demo canteen's published week. Measured through the real server over HTTP:
// - a week's analysis for one canteen (recipe/detail as `canteen`: the week loaded and computed; budget p95 ≤ 50 ms);
// - the district's month report over the 500 canteens' 2,000 weeks (analysis/report as `centre`; budget p95 ≤ 2 s).
// Never part of `npm test`. Prints figures and budgets; writes bench/results/nutrition.json.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { WORK_PERSONNEL_CANTEENS } from '../server/seed/work-personnel-seed.ts';
import { postgresAvailable } from '../tests/api/support/pg-cluster.ts';
import { client, keptCluster, timed } from './at-scale.ts';
import { percentile, signInToken, startServer } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const CACHE = path.join(root, '.cache/bench-nutrition');
const CAPTCHA = 'bench-ok';
const N = '/api/shian/nutrition';
const CANTEENS = 500;
const round1 = (value: number) => Math.round(value * 10) / 10;
const figures: Record<string, number | string> = {};

function report(key: string, title: string, times: number[], budget: number) {
  const [p50, p95, max] = [percentile(times, 50), percentile(times, 95), Math.max(...times)];
  Object.assign(figures, { [`${key}P50Ms`]: round1(p50), [`${key}P95Ms`]: round1(p95) });
  console.log(
    `  postgres  ${title}: ${times.length} requests  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${max.toFixed(1)} ms  budget p95 ${budget} ms  ${p95 <= budget ? 'within budget' : 'OVER BUDGET'}`,
  );
}

console.log(`\n营养管理 at scale (load average ${os.loadavg()[0]!.toFixed(2)})`);
if (!postgresAvailable()) {
  console.log('  postgres: not measured (no PostgreSQL 15 binaries on this machine)');
  process.exit(0);
}
rmSync(CACHE, { recursive: true, force: true });
const cluster = await keptCluster(path.join(CACHE, 'postgres'));
try {
  const env = { CAPTCHA_FIXED_CODE: CAPTCHA, SEED_DEMO: '1', COLD_CHAIN_LOGGER_MINUTES: '0', KITCHEN_EVENT_MINUTES: '0' };
  const server = await startServer({ ...env, DATABASE_URL: cluster.url, PORT: '18638' }, '/api/health');
  try {
    const canteen = client(server.url, await signInToken(server.url, 'canteen', CAPTCHA));
    const centre = client(server.url, await signInToken(server.url, 'centre', CAPTCHA));
    const db = new pg.Client({ connectionString: cluster.url });
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
  } finally {
    await server.stop();
  }
} finally {
  cluster.stop();
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/nutrition.json'),
  `${JSON.stringify({ date: new Date().toISOString(), loadAverage: os.loadavg()[0]!.toFixed(2), ...figures }, null, 2)}\n`,
);
