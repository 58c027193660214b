// `npm run bench:disclosure`: a school's public page (信息公开, GET /api/shian/public/school/:token) under load, on
// PostgreSQL (when its binaries are here). A fresh cluster under .cache/bench-disclosure/ with the demo data, grown in
// SQL to a district's two years: 500 published notices, 20,000 complaints and 100,000 survey answer sheets over the
// tenant's schools, 200 surveys of which the school's open ones are on its page. Then 200 requests a second from the
// loopback for 10 s, each sent on its schedule (an open loop: a slow answer does not slow the next request), the
// limits raised out of the way. Budget p95 ≤ 50 ms. Never part of `npm test`. Writes bench/results/disclosure.json.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresAvailable } from '../tests/api/support/pg-cluster.ts';
import { client, keptCluster } from './at-scale.ts';
import { BASIC } from '../tests/api/client.ts';
import { percentile, signInToken, startServer } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const CACHE = path.join(root, '.cache/bench-disclosure');
const CAPTCHA = 'bench-ok';
const RATE = 200;
const SECONDS = 10;
const BUDGET = 50;

console.log(`\n信息公开's public page under load (load average ${os.loadavg()[0]!.toFixed(2)})`);
if (!postgresAvailable()) {
  console.log('  postgres: not measured (no PostgreSQL 15 binaries on this machine)');
  process.exit(0);
}
rmSync(CACHE, { recursive: true, force: true });
const cluster = await keptCluster(path.join(CACHE, 'postgres'));
const figures: Record<string, number | string> = {};
try {
  const env = {
    CAPTCHA_FIXED_CODE: CAPTCHA,
    SEED_DEMO: '1',
    COLD_CHAIN_LOGGER_MINUTES: '0',
    KITCHEN_EVENT_MINUTES: '0',
    PUBLIC_RATE_LIMIT: '1000000',
    PUBLIC_SCHOOL_RATE_LIMIT: '10000000',
  };
  const server = await startServer({ ...env, DATABASE_URL: cluster.url, PORT: '18639' }, '/api/health');
  try {
    const school = client(server.url, await signInToken(server.url, 'school', CAPTCHA));
    const token = (await school.get<{ token: string }[]>('/api/shian/disclosure/links')).data[0]!.token;
    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    const started = performance.now();
    await db.query(`
      INSERT INTO notice (tenant_id, create_dept, title, content, audience, status, create_user, publish_user, publish_time)
      SELECT n.tenant_id, n.create_dept, n.title || ' #' || g, n.content, n.audience, 1, n.create_user, n.create_user, now() - make_interval(hours => g)
        FROM (SELECT * FROM notice WHERE tenant_id = '100001' AND status = 1 LIMIT 1) n, generate_series(1, 500) g;
      WITH schools AS (SELECT array_agg(id) AS ids FROM dept WHERE tenant_id = '100001' AND dept_category = 2 AND is_deleted = 0)
      INSERT INTO complaint (tenant_id, school_id, ref_no, kind, source, title, content, status, due_at, reply, create_time)
      SELECT '100001', s.ids[1 + g % cardinality(s.ids)], upper(substr(translate(encode(sha256(g::text::bytea), 'base64'), '+/=0189', 'ABCDEFG'), 1, 16)),
             1 + g % 2, 1, '压测投诉', '内容', CASE WHEN g % 3 = 0 THEN 0 ELSE 2 END, now() - make_interval(hours => g),
             CASE WHEN g % 3 = 0 THEN '' ELSE '已回复' END, now() - make_interval(hours => g)
        FROM schools s, generate_series(1, 20000) g
      ON CONFLICT DO NOTHING;
      WITH src AS (SELECT * FROM survey WHERE tenant_id = '100001' ORDER BY id LIMIT 1),
           made AS (
             INSERT INTO survey (tenant_id, create_dept, title, audience, start_date, end_date, status, create_user)
             SELECT tenant_id, create_dept, title || ' #' || g, audience, current_date - (g % 400), current_date - (g % 400) + 30, CASE WHEN g % 50 = 0 THEN 1 ELSE 2 END, create_user
               FROM src, generate_series(1, 200) g RETURNING id),
           q AS (INSERT INTO survey_question (survey_id, sort, title) SELECT m.id, k, '题目' || k FROM made m, generate_series(1, 5) k)
      INSERT INTO survey_school (survey_id, school_id)
      SELECT m.id, d.id FROM made m JOIN dept d ON d.tenant_id = '100001' AND d.dept_category = 2 AND d.is_deleted = 0;
      WITH pairs AS (SELECT array_agg(ROW(survey_id, school_id)::text) AS p FROM survey_school),
           r AS (
             INSERT INTO survey_response (survey_id, school_id, comment, create_time)
             SELECT split_part(trim(both '()' from p.p[1 + g % cardinality(p.p)]), ',', 1)::bigint,
                    split_part(trim(both '()' from p.p[1 + g % cardinality(p.p)]), ',', 2)::bigint, '', now() - make_interval(mins => g)
               FROM pairs p, generate_series(1, 100000) g RETURNING id, survey_id)
      INSERT INTO survey_score (response_id, question_id, score)
      SELECT r.id, q.id, 1 + (r.id + q.sort) % 5 FROM r JOIN survey_question q ON q.survey_id = r.survey_id;
      ANALYZE notice; ANALYZE notice_school; ANALYZE complaint; ANALYZE survey; ANALYZE survey_school; ANALYZE survey_question; ANALYZE survey_response; ANALYZE survey_score;`);
    await db.end();
    console.log(
      `  postgres  500 notices, 20,000 complaints, 200 surveys, 100,000 answer sheets made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const url = `${server.url}/api/shian/public/school/${token}`;
    const once = async () => {
      const before = performance.now();
      const res = await fetch(url, { headers: { Authorization: BASIC } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`the public page answered ${res.status}`);
      return performance.now() - before;
    };
    for (let i = 0; i < 20; i += 1) await once();
    const times: number[] = [];
    const sent: Promise<void>[] = [];
    const start = performance.now();
    for (let i = 0; i < RATE * SECONDS; i += 1) {
      const due = start + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      sent.push(once().then((ms) => void times.push(ms)));
    }
    await Promise.all(sent);
    const [p50, p95, max] = [percentile(times, 50), percentile(times, 95), Math.max(...times)];
    Object.assign(figures, { rate: RATE, requests: times.length, p50Ms: Math.round(p50 * 10) / 10, p95Ms: Math.round(p95 * 10) / 10, maxMs: Math.round(max) });
    console.log(
      `  postgres  the public page at ${RATE} requests/s for ${SECONDS} s: ${times.length} requests  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${max.toFixed(1)} ms  budget p95 ${BUDGET} ms  ${p95 <= BUDGET ? 'within budget' : 'OVER BUDGET'}`,
    );
  } finally {
    await server.stop();
  }
} finally {
  cluster.stop();
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/disclosure.json'),
  `${JSON.stringify({ date: new Date().toISOString(), loadAverage: os.loadavg()[0]!.toFixed(2), ...figures }, null, 2)}\n`,
);
