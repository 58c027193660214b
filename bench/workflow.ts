// `npm run bench:workflow`: 办公审批 at a district's scale, on PostgreSQL (when its binaries are here; the embedded
// engine is not reachable by SQL from outside its process, so it is not measured). A fresh cluster under
// .cache/bench-workflow/ with the demo data; one leave started through the API, then 10,000 running instances cloned
// from it in SQL (its saved engine state, its leave, an open 食堂负责人 task each): 50 of them the demo `canteen`
// account's, the rest spread over the tenant's users. Measured through the real server over HTTP as `canteen`:
// - 待办 (todo-list, first page of 10; budget p95 ≤ 50 ms);
// - 同意 on a task (complete-task: the engine resumed from the saved state, the next task written; budget p95 ≤ 100 ms).
// Never part of `npm test`. Prints figures and budgets; writes bench/results/workflow.json.
import pg from 'pg';
import { client, timed } from './at-scale.ts';
import { BENCH_CAPTCHA, onDemoPostgres } from './demo-postgres.ts';
import { signInToken } from './server-process.ts';

const F = '/api/rabbit-flow';
const INSTANCES = 10_000;
const MINE = 50;

const ok = async <T>(answer: Promise<{ code: number; msg: string; data: T }>): Promise<T> => {
  const body = await answer;
  if (body.code !== 200) throw new Error(`refused: ${body.msg}`);
  return body.data;
};

await onDemoPostgres('workflow', '办公审批 at scale', '18637', async ({ url, databaseUrl, figures, report }) => {
  const teacher = client(url, await signInToken(url, 'teacher', BENCH_CAPTCHA));
  const canteen = client(url, await signInToken(url, 'canteen', BENCH_CAPTCHA));
  const [definition] = (await ok(teacher.get<{ records: { id: string }[] }>(`${F}/work/start-list`))).records;
  const { approvers } = await ok(teacher.get<{ approvers: { id: string; name: string }[] }>(`${F}/leave/form-info`));
  const hr = approvers.find((user) => user.name === '李食堂')!;
  const template = await ok(
    teacher.post<{ processInstanceId: string }>(`${F}/leave/start-process`, {
      processDefinitionId: definition!.id,
      taskUser: hr.id,
      startTime: '2031-03-02',
      endTime: '2031-03-03',
      reason: '压测模板',
      leaveType: 1,
    }),
  );
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = performance.now();
  await db.query(
    `WITH src AS (SELECT * FROM flow_instance WHERE id = $1),
            users AS (SELECT array_agg(id ORDER BY id) AS ids FROM app_user WHERE tenant_id = '100001' AND is_deleted = 0),
            made AS (
              INSERT INTO flow_instance (tenant_id, definition_id, def_key, def_version, engine_state, done_nodes, starter_id, start_dept, start_time)
              SELECT tenant_id, definition_id, def_key, def_version, engine_state, done_nodes, starter_id, start_dept, now() - make_interval(secs => g)
                FROM src, generate_series(1, $2::int) AS g RETURNING id),
            numbered AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM made),
            leaves AS (
              INSERT INTO flow_leave (tenant_id, instance_id, applicant_id, task_user, leave_type, start_time, end_time, days, reason)
              SELECT l.tenant_id, m.id, l.applicant_id, l.task_user, l.leave_type, l.start_time, l.end_time, l.days, l.reason
                FROM numbered m, flow_leave l WHERE l.instance_id = $1)
         INSERT INTO flow_task (tenant_id, instance_id, node_id, name, assignee_id, due_at)
         SELECT '100001', m.id, 'hrTask', '食堂负责人审批', CASE WHEN m.n <= $3 THEN $4::bigint ELSE u.ids[1 + m.n % cardinality(u.ids)] END, now() + interval '48 hours'
           FROM numbered m, users u`,
    [template.processInstanceId, INSTANCES, MINE, hr.id],
  );
  await db.query('ANALYZE flow_instance; ANALYZE flow_task; ANALYZE flow_leave');
  await db.end();
  console.log(`  postgres  ${INSTANCES} running instances cloned in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  figures.instances = INSTANCES;

  report('Todo', `李食堂's 待办 (first page; ${MINE} of ${INSTANCES} instances are hers)`, await timed([() => canteen.get(`${F}/work/todo-list`)], 40), 50);
  const mine = (await ok(canteen.get<{ records: { id: string; processInstanceId: string }[] }>(`${F}/work/todo-list`, { size: '200' }))).records;
  const completions: number[] = [];
  for (const task of mine.slice(0, MINE)) {
    const before = performance.now();
    await ok(canteen.post(`${F}/work/complete-task`, { taskId: task.id, processInstanceId: task.processInstanceId, flag: 'ok', comment: '同意' }));
    completions.push(performance.now() - before);
  }
  report('Complete', `同意 (the engine resumed from its saved state, the next task written)`, completions.slice(1), 100);
});
