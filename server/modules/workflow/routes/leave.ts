// 请假 (/api/rabbit-flow/leave/…, docs/product-rules.md#workflow): the form's choices, start, the applicant's
// resubmit or close at 调整申请, the cancel of an approved leave not yet begun, and the detail behind the handle and
// detail pages (its ids must belong together: 404; a caller who may not see it: 403).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEPT_CATEGORY } from '../../../../contract/org.ts';
import { dinerOfUser } from '../../attendance/index.ts';
import { allows } from '../../../platform/access/policy.ts';
import type { AppContext } from '../../../platform/context.ts';
import { sql } from '../../../platform/db/sql.ts';
import { notFound } from '../../../platform/http/crud-errors.ts';
import { answers } from '../../../platform/http/answers.ts';
import { forbidden, ok } from '../../../platform/http/envelope.ts';
import { FLOW_BASE, flowActor } from '../actor.ts';
import { FormInfo, Leave } from '../answers.ts';
import { CancelInput, CloseInput, DetailQuery, ResubmitInput, StartInput } from '../input.ts';
import { cancelLeave, completeTask, NO_DINER, startLeave } from '../leave.ts';
import { leaveOf, seesInstance, taskOf } from '../queries.ts';

export function leaveRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['workflow'];
  const base = `${FLOW_BASE}/leave`;

  app.get(
    `${base}/form-info`,
    {
      schema: {
        tags,
        summary:
          'The leave form’s choices: the caller’s diner record (停餐 is refused without one, stopMealsReason says why) and the approvers — the users of the caller’s school and its canteens',
        response: answers(FormInfo),
      },
    },
    async (request) => {
      const actor = await flowActor(ctx, request, 'flow.apply');
      const diner = await dinerOfUser(db, actor.tenantId, actor.userId);
      const school = actor.deptCategory === DEPT_CATEGORY.canteen ? actor.deptParentId : actor.deptId;
      const { rows } = await db.query<{ id: string; name: string; deptName: string }>(
        sql`SELECT u.id::text, u.real_name AS name, d.dept_name AS "deptName" FROM app_user u JOIN dept d ON d.id = u.dept_id
             WHERE u.tenant_id = ${actor.tenantId} AND u.is_deleted = 0 AND u.status = 1 AND u.id <> ${actor.userId}
               AND (d.id = ${school} OR d.parent_id = ${school}) ORDER BY d.sort, d.id, u.id LIMIT 200`,
      );
      return ok({ diner: diner ? { kind: diner.kind, name: diner.name } : null, stopMealsReason: diner ? '' : NO_DINER, approvers: rows });
    },
  );

  app.post(
    `${base}/start-process`,
    {
      schema: {
        tags,
        summary: 'Starts a leave: processDefinitionId, taskUser (the 食堂负责人 approving first), startTime, endTime, reason, leaveType 1–5, stopMeals',
        body: StartInput,
        response: answers(Leave),
      },
    },
    async (request) => {
      const actor = await flowActor(ctx, request, 'flow.apply');
      const { processDefinitionId, ...fields } = request.body;
      return ok(await leaveOf(db, await startLeave(db, actor, processDefinitionId, fields)));
    },
  );

  const leaveOfInstance = async (instanceId: string) => {
    const { rows } = await db.query<{ id: string }>(sql`SELECT id::text FROM flow_leave WHERE instance_id = ${instanceId}`);
    if (!rows[0]) throw notFound('请假单不存在');
    return rows[0].id;
  };

  app.post(
    `${base}/resubmit`,
    {
      schema: {
        tags,
        summary: '调整申请 → 重新提交: the applicant changes the form and it goes back to the 食堂负责人',
        body: ResubmitInput,
        response: answers(Leave),
      },
    },
    async (request) => {
      const actor = await flowActor(ctx, request, 'flow.apply');
      const { taskId, processInstanceId, ...changes } = request.body;
      await completeTask(db, actor, { taskId, instanceId: processInstanceId, outcome: 'resubmit', comment: '', changes });
      return ok(await leaveOf(db, await leaveOfInstance(processInstanceId)));
    },
  );

  app.post(
    `${base}/close`,
    { schema: { tags, summary: '调整申请 → 关闭: the applicant closes the leave (已关闭)', body: CloseInput, response: answers(Leave) } },
    async (request) => {
      const actor = await flowActor(ctx, request, 'flow.apply');
      const { taskId, processInstanceId, comment } = request.body;
      await completeTask(db, actor, { taskId, instanceId: processInstanceId, outcome: 'close', comment });
      return ok(await leaveOf(db, await leaveOfInstance(processInstanceId)));
    },
  );

  app.post(
    `${base}/cancel`,
    {
      schema: {
        tags,
        summary: 'The applicant withdraws an approved leave before its first day: 已关闭, its meal stop cancelled',
        body: CancelInput,
        response: answers(Leave),
      },
    },
    async (request) => {
      const actor = await flowActor(ctx, request, 'flow.apply');
      await cancelLeave(db, actor, request.body.id);
      return ok(await leaveOf(db, request.body.id));
    },
  );

  app.get(
    `${base}/detail`,
    {
      schema: {
        tags,
        summary:
          'A leave by its instance and id (and ?taskId= for the handle page, answered as `task`): 404 when they do not belong together, 403 to a caller who may not see it',
        querystring: DetailQuery,
        response: answers(Leave),
      },
    },
    async (request) => {
      const actor = await flowActor(ctx, request, 'flow.apply');
      const { processInstanceId = '0', businessId = '0', taskId } = request.query;
      const { rows } = await db.query<{ sees: boolean; task: boolean | null }>(
        sql`SELECT (${allows('flow.manage', actor.role)} OR ${seesInstance(actor.userId)}) AS sees,
                   CASE WHEN ${taskId ?? null}::bigint IS NULL THEN NULL ELSE EXISTS (SELECT 1 FROM flow_task t WHERE t.id = ${taskId ?? null}::bigint AND t.instance_id = i.id) END AS task
              FROM flow_leave l JOIN flow_instance i ON i.id = l.instance_id
             WHERE l.id = ${businessId} AND l.instance_id = ${processInstanceId} AND (${allows('flow.manage', actor.role)} OR l.tenant_id = ${actor.tenantId})`,
      );
      const found = rows[0];
      if (!found) throw notFound('请假单不存在');
      if (found.task === false) throw notFound('任务不存在');
      if (!found.sees) throw forbidden();
      return ok({ ...(await leaveOf(db, businessId)), task: taskId ? await taskOf(db, taskId) : null });
    },
  );
}
