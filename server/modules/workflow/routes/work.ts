// 办公审批's lists and task actions (/api/rabbit-flow/work/…, docs/product-rules.md#workflow): what the caller may
// start, 待办 (assigned or claimed), 待签 (offered to the caller's post), 已发 (started), 办结 (completed); claim,
// complete (同意 with flag ok, 驳回 with a comment), an instance's timeline and its diagram with the path taken.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allows } from '../../../platform/access/policy.ts';
import type { AppContext } from '../../../platform/context.ts';
import { transaction } from '../../../platform/db/database.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { TIME, zonedText } from '../../../platform/db/zoned.ts';
import { notFound } from '../../../platform/http/crud-errors.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import { offsetOf } from '../../../platform/http/fields.ts';
import { FLOW_BASE, flowActor } from '../actor.ts';
import { Diagram, HistoryStep, Sent, StartItem, Task } from '../answers.ts';
import { ensureLeaveProcesses } from '../definitions.ts';
import { ClaimInput, CompleteInput, InstanceQuery, ListQuery, TenantListQuery } from '../input.ts';
import { claimTask, completeTask } from '../leave.ts';
import { markOverdue } from '../overdue.ts';
import { CURRENT_NODES, LEAVE_STATUS, seesInstance, TASK_RECORD, taskOf } from '../queries.ts';

/** The lists' conditions on a task row `t` for the caller. */
export const TASK_LISTS = {
  todo: (user: string) => sql`t.state <> 'done' AND t.assignee_id = ${user}`,
  claim: (user: string) => sql`t.state = 'open' AND t.assignee_id IS NULL AND ${user}::bigint = ANY(t.candidate_ids)`,
  done: (user: string) => sql`t.state = 'done' AND t.completed_by = ${user}`,
  overdue: (user: string) =>
    sql`t.state <> 'done' AND (t.overdue_time IS NOT NULL OR t.due_at <= app_now()) AND ${user}::bigint IN (SELECT flow_leaders(t.assignee_id))`,
};

export function workRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['workflow'];
  const base = `${FLOW_BASE}/work`;

  app.get(
    `${base}/start-list`,
    {
      schema: {
        tags,
        summary:
          'The processes the caller may start: the latest active version of each key of the tenant; available (and a formPath) only when its category is in the flow dictionary; ?name=',
        querystring: TenantListQuery.pick({ current: true, size: true, name: true }),
        response: answers(paged(StartItem)),
      },
    },
    async (request) => {
      const actor = await flowActor(ctx, request, 'flow.apply');
      await transaction(db, (client) => ensureLeaveProcesses(client, actor.tenantId));
      const { name, ...page } = request.query;
      const like = name ? containing(name) : null;
      const where = sql`d.tenant_id = ${actor.tenantId} AND NOT d.suspended AND (${like}::text IS NULL OR d.name LIKE ${like})
        AND d.version = (SELECT max(x.version) FROM flow_definition x WHERE x.tenant_id = d.tenant_id AND x.def_key = d.def_key AND NOT x.suspended)`;
      // a category the flow dictionary lacks keeps its row, without a form to open (no broken link)
      const from = sql`FROM flow_definition d LEFT JOIN dict e ON e.code = 'flow' AND e.parent_id <> 0 AND e.is_deleted = 0 AND 'flow_' || e.dict_key = d.category`;
      const [rows, total] = await Promise.all([
        db.query(
          sql`SELECT d.id::text, d.def_key AS key, d.name, d.version, d.category, COALESCE(e.dict_value, '') AS "categoryName",
                     COALESCE(e.remark || '/' || d.id, '') AS "formPath", (e.id IS NOT NULL) AS available, d.suspended
              ${from} WHERE ${where} ORDER BY d.def_key LIMIT ${page.size} OFFSET ${offsetOf(page)}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total ${from} WHERE ${where}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  const taskList = (path: string, summary: string, condition: (user: string, overdue: boolean) => Sql, order: Sql) =>
    app.get(`${base}/${path}`, { schema: { tags, summary, querystring: ListQuery, response: answers(paged(Task)) } }, async (request) => {
      const actor = await flowActor(ctx, request, 'flow.apply');
      const { keyword, overdue, ...page } = request.query;
      if (overdue === '1') await markOverdue(db, actor.tenantId);
      const like = keyword ? containing(keyword) : null;
      const where = sql`t.tenant_id = ${actor.tenantId} AND ${condition(actor.userId, overdue === '1')}
        AND (${like}::text IS NULL OR d.name LIKE ${like} OR s.real_name LIKE ${like} OR t.name LIKE ${like})`;
      const [rows, total] = await Promise.all([
        db.query(sql`${TASK_RECORD} WHERE ${where} ORDER BY ${order}, t.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: string }>(
          sql`SELECT count(*) AS total FROM flow_task t JOIN flow_instance i ON i.id = t.instance_id JOIN flow_definition d ON d.id = i.definition_id
               JOIN app_user s ON s.id = i.starter_id WHERE ${where}`,
        ),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    });

  taskList(
    'todo-list',
    '待办: the open tasks assigned to the caller or claimed by them; ?keyword= (process, applicant, node), ?overdue=1 the overdue tasks of the people the caller leads',
    (user, overdue) => (overdue ? TASK_LISTS.overdue(user) : TASK_LISTS.todo(user)),
    sql`t.create_time DESC`,
  );
  taskList(
    'claim-list',
    '待签: the unclaimed tasks offered to the caller (a holder of the node’s post); ?keyword=',
    (user) => TASK_LISTS.claim(user),
    sql`t.create_time DESC`,
  );
  taskList('done-list', '办结: the tasks the caller completed, newest first; ?keyword=', (user) => TASK_LISTS.done(user), sql`t.end_time DESC`);

  app.get(
    `${base}/send-list`,
    {
      schema: {
        tags,
        summary: '已发: the instances the caller started, newest first; ?keyword= (process name)',
        querystring: ListQuery,
        response: answers(paged(Sent)),
      },
    },
    async (request) => {
      const actor = await flowActor(ctx, request, 'flow.apply');
      const { keyword, ...page } = request.query;
      const like = keyword ? containing(keyword) : null;
      const where = sql`i.tenant_id = ${actor.tenantId} AND i.starter_id = ${actor.userId} AND (${like}::text IS NULL OR d.name LIKE ${like})`;
      const from = sql`FROM flow_instance i JOIN flow_definition d ON d.id = i.definition_id LEFT JOIN flow_leave l ON l.instance_id = i.id`;
      const [rows, total] = await Promise.all([
        db.query(
          sql`SELECT i.id::text, COALESCE(l.id::text, '') AS "businessId", i.def_key AS "definitionKey", d.name AS "processName", i.def_version AS version, i.status,
                     l.status AS "leaveStatus", COALESCE(${zonedText('l.start_time', 'YYYY-MM-DD')} || ' ~ ' || ${zonedText('l.end_time', 'YYYY-MM-DD')}, '') AS "leavePeriod",
                     COALESCE(l.status = ${sql.number(LEAVE_STATUS.approved)} AND l.start_time > app_now(), false) AS cancellable, ${CURRENT_NODES(sql`i.id`)} AS "currentNodes", ${TIME('i.start_time')} AS "startTime", ${TIME('i.end_time')} AS "endTime"
              ${from} WHERE ${where} ORDER BY i.start_time DESC, i.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total ${from} WHERE ${where}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.post(
    `${base}/claim-task`,
    {
      schema: {
        tags,
        summary: '签收: a candidate takes an unclaimed task; 409 任务已被签收 when another did first',
        body: ClaimInput,
        response: answers(Task),
      },
    },
    async (request) => {
      const actor = await flowActor(ctx, request, 'flow.apply');
      await claimTask(db, actor, request.body.taskId);
      return ok(await taskOf(db, request.body.taskId));
    },
  );

  app.post(
    `${base}/complete-task`,
    {
      schema: {
        tags,
        summary: 'Completes a task: flag ok approves (同意), absent rejects (驳回, a comment required); at 调整申请 ok resubmits unchanged and absent closes',
        description: 'Only the assignee (a candidate once it claimed): 403 otherwise. 409 任务已办理 when it was completed already (the loser of two at once).',
        body: CompleteInput,
        response: answers(Task),
      },
    },
    async (request) => {
      const actor = await flowActor(ctx, request, 'flow.apply');
      const { taskId, processInstanceId, flag, comment } = request.body;
      await completeTask(db, actor, { taskId, instanceId: processInstanceId, outcome: flag === 'ok' ? 'ok' : 'reject', comment });
      return ok(await taskOf(db, taskId));
    },
  );

  /** The instance when the caller may see it; 404 otherwise. */
  const visibleInstance = async (tenantId: string, userId: string, manager: boolean, id: string | undefined) => {
    const { rows } = await db.query<{ id: string; definition_id: string; done_nodes: string[] }>(
      sql`SELECT i.id::text, i.definition_id::text, i.done_nodes FROM flow_instance i
           WHERE i.id = ${id ?? '0'} AND (${manager} OR (i.tenant_id = ${tenantId} AND ${seesInstance(userId)}))`,
    );
    if (!rows[0]) throw notFound('流程实例不存在');
    return rows[0];
  };

  app.get(
    `${base}/history-flow-list`,
    { schema: { tags, summary: 'An instance’s timeline: its tasks, oldest first', querystring: InstanceQuery, response: answers(z.array(HistoryStep)) } },
    async (request) => {
      const actor = await flowActor(ctx, request, 'flow.apply');
      const instance = await visibleInstance(actor.tenantId, actor.userId, allows('flow.manage', actor.role), request.query.processInstanceId);
      const { rows } = await db.query(
        sql`SELECT t.node_id AS "nodeId", t.name AS "nodeName", COALESCE(c.real_name, a.real_name, '') AS "assigneeName", t.outcome, t.comment,
                   ${TIME('t.create_time')} AS "createTime", ${TIME('t.end_time')} AS "endTime"
              FROM flow_task t LEFT JOIN app_user a ON a.id = t.assignee_id LEFT JOIN app_user c ON c.id = t.completed_by
             WHERE t.instance_id = ${instance.id} ORDER BY t.create_time, t.id`,
      );
      return ok(rows);
    },
  );

  app.get(
    `${FLOW_BASE}/process/diagram`,
    {
      schema: {
        tags,
        summary: 'An instance’s BPMN (its own version) with the waiting nodes and the activities and flows taken',
        querystring: InstanceQuery,
        response: answers(Diagram),
      },
    },
    async (request) => {
      const actor = await flowActor(ctx, request, 'flow.apply');
      const instance = await visibleInstance(actor.tenantId, actor.userId, allows('flow.manage', actor.role), request.query.processInstanceId);
      const [definition, current] = await Promise.all([
        db.query<{ xml: string }>(sql`SELECT bpmn_xml AS xml FROM flow_definition WHERE id = ${instance.definition_id}`),
        db.query<{ node: string }>(sql`SELECT DISTINCT node_id AS node FROM flow_task WHERE instance_id = ${instance.id} AND state <> 'done' ORDER BY 1`),
      ]);
      return ok({ xml: definition.rows[0]!.xml, currentNodeIds: current.rows.map((row) => row.node), doneNodeIds: [...new Set(instance.done_nodes)] });
    },
  );
}
