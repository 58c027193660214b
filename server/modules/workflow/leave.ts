// The leave form's rules and its link to the engine: the fields checked (times, days, overlap, approver, 停餐), the
// instance started, each task completed exactly once — `UPDATE … WHERE state <> 'done'` in the transaction that
// resumes the engine from its saved state and saves the next — and the leave's status following the instance.
import type pg from 'pg';
import { cancelLeaveMealStop, dinerOfUser, stopMealsForLeave } from '../attendance/index.ts';
import type { StaffActor } from '../../platform/access/actor.ts';
import { transaction, type Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';
import { fromZoned, zonedText } from '../../platform/db/zoned.ts';
import { conflict, notFound } from '../../platform/http/crud-errors.ts';
import { badRequest, forbidden } from '../../platform/http/envelope.ts';
import { LEAVE_CATEGORY } from './definitions.ts';
import { completeStep, startProcess, type Variables } from './engine/run.ts';
import { logAction } from './log.ts';
import { LEAVE_STATUS } from './queries.ts';
import { lockInstance, saveStep } from './steps.ts';

export const NO_DINER = '该用户没有关联的就餐人员，不能停餐';
/** The user task where the applicant resubmits or closes. */
export const ADJUST_NODE = 'adjustTask';

export interface LeaveFields {
  taskUser: string;
  startTime: string;
  endTime: string;
  reason: string;
  leaveType: number;
  stopMeals: boolean;
}

interface CheckedLeave extends LeaveFields {
  start: string;
  end: string;
  startDate: string;
  endDate: string;
  days: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
/** A form time as `YYYY-MM-DD HH:mm:ss`: a day alone starts at 00:00:00, or ends at 23:59:59. */
const fullTime = (time: string, end: boolean) => (time.length === 10 ? `${time} ${end ? '23:59:59' : '00:00:00'}` : time.length === 16 ? `${time}:00` : time);

/** The form's rules, in the applicant's transaction (the applicant is locked: two forms at once are checked in turn). */
async function checkLeave(db: Queryable, actor: StaffActor, fields: LeaveFields, self: string | null): Promise<CheckedLeave> {
  const start = fullTime(fields.startTime, false);
  const end = fullTime(fields.endTime, true);
  if (end <= start) throw badRequest('结束时间必须晚于开始时间');
  await db.query(sql`SELECT 1 FROM app_user WHERE id = ${actor.userId} FOR UPDATE`);
  const approver = await db.query(
    sql`SELECT 1 FROM app_user WHERE id = ${fields.taskUser} AND tenant_id = ${actor.tenantId} AND is_deleted = 0 AND status = 1`,
  );
  if (!approver.rows.length) throw badRequest('请选择审批人');
  const overlap = await db.query(
    sql`SELECT 1 FROM flow_leave WHERE applicant_id = ${actor.userId} AND status IN (1, 2, 3) AND (${self}::bigint IS NULL OR id <> ${self})
          AND start_time < ${fromZoned(sql`${end}`)} AND end_time > ${fromZoned(sql`${start}`)} LIMIT 1`,
  );
  if (overlap.rows.length) throw badRequest('该时间段已有请假申请');
  if (fields.stopMeals && !(await dinerOfUser(db, actor.tenantId, actor.userId))) throw badRequest(NO_DINER);
  const startDate = start.slice(0, 10);
  const endDate = end.slice(0, 10);
  return { ...fields, start, end, startDate, endDate, days: dayNumber(endDate) - dayNumber(startDate) + 1 };
}

/** Starts a leave on a definition of the flow dictionary's leave category; answers the leave's id. */
export function startLeave(pool: pg.Pool, actor: StaffActor, definitionId: string, fields: LeaveFields): Promise<string> {
  return transaction(pool, (client) => startLeaveIn(client, actor, definitionId, fields));
}

/** {@link startLeave} in the caller's transaction (the demo seed's). */
export async function startLeaveIn(client: pg.PoolClient, actor: StaffActor, definitionId: string, fields: LeaveFields): Promise<string> {
  const { rows } = await client.query<{ def_key: string; version: number; bpmn_xml: string; suspended: boolean }>(
    sql`SELECT def_key, version, bpmn_xml, suspended FROM flow_definition WHERE id = ${definitionId} AND tenant_id = ${actor.tenantId} AND category = ${LEAVE_CATEGORY}`,
  );
  const definition = rows[0];
  if (!definition) throw notFound('流程定义不存在');
  if (definition.suspended) throw badRequest('流程定义已挂起，不能发起');
  const leave = await checkLeave(client, actor, fields, null);
  const variables = { days: leave.days, taskUser: leave.taskUser, pass: false };
  const result = await startProcess(definition.def_key, definition.bpmn_xml, variables);
  const instance = await client.query<{ id: string }>(
    sql`INSERT INTO flow_instance (tenant_id, definition_id, def_key, def_version, engine_state, starter_id, start_dept, start_time)
          VALUES (${actor.tenantId}, ${definitionId}, ${definition.def_key}, ${definition.version}, ${JSON.stringify(result.state)}::jsonb, ${actor.userId},
                  ${actor.deptId === '0' ? null : actor.deptId}, app_now()) RETURNING id::text`,
  );
  const instanceId = instance.rows[0]!.id;
  const made = await client.query<{ id: string }>(
    sql`INSERT INTO flow_leave (tenant_id, instance_id, applicant_id, task_user, leave_type, start_time, end_time, days, reason, stop_meals, create_time)
          VALUES (${actor.tenantId}, ${instanceId}, ${actor.userId}, ${leave.taskUser}, ${leave.leaveType}, ${fromZoned(sql`${leave.start}`)}, ${fromZoned(sql`${leave.end}`)},
                  ${leave.days}, ${leave.reason}, ${leave.stopMeals}, app_now()) RETURNING id::text`,
  );
  const leaveId = made.rows[0]!.id;
  await client.query(sql`UPDATE flow_instance SET business_key = ${`leave:${leaveId}`} WHERE id = ${instanceId}`);
  await saveStep(client, contextOf(actor.tenantId, instanceId, definition.def_key, actor.userId, actor.deptId, variables), result);
  await logAction(client, actor.tenantId, actor.userId, 'leave', leaveId, 'start', { instanceId, days: leave.days });
  return leaveId;
}

const contextOf = (tenantId: string, id: string, defKey: string, starterId: string, startDept: string | null, variables: Variables) => ({
  id,
  tenantId,
  defKey,
  starterId,
  startDept: startDept === '0' ? null : startDept,
  variables,
});

export type Outcome = 'ok' | 'reject' | 'resubmit' | 'close';

export interface Completion {
  taskId: string;
  instanceId: string;
  outcome: Outcome;
  comment: string;
  /** New leave fields (a resubmit that changes the form). */
  changes?: LeaveFields;
}

/**
 * Completes a task exactly once: the instance is locked, the task marked done only if it was not (`state <> 'done'`),
 * the engine resumed from the saved state and signalled, and its next state and tasks saved — all or none. Only the
 * assignee (a candidate once it claimed) completes; the loser of two at once finds it done (409).
 */
export function completeTask(pool: pg.Pool, actor: StaffActor, completion: Completion): Promise<void> {
  return transaction(pool, (client) => completeTaskIn(client, actor, completion));
}

/** {@link completeTask} in the caller's transaction (the demo seed's). */
export async function completeTaskIn(client: pg.PoolClient, actor: StaffActor, completion: Completion): Promise<void> {
  const instance = await lockInstance(client, completion.instanceId, actor.tenantId);
  const { rows } = await client.query<{ node_id: string; assignee_id: string | null; state: string }>(
    sql`SELECT node_id, assignee_id::text, state FROM flow_task WHERE id = ${completion.taskId} AND instance_id = ${completion.instanceId} AND tenant_id = ${actor.tenantId}`,
  );
  const task = rows[0];
  if (!instance || !task) throw notFound('任务不存在');
  if (task.assignee_id !== actor.userId) throw forbidden();
  if (task.state === 'done') throw conflict('任务已办理');
  const adjusting = task.node_id === ADJUST_NODE;
  if ((completion.outcome === 'resubmit' || completion.outcome === 'close') && !adjusting) throw badRequest('只有调整申请可以重新提交或关闭');
  const outcome: Outcome = adjusting && completion.outcome === 'ok' ? 'resubmit' : adjusting && completion.outcome === 'reject' ? 'close' : completion.outcome;
  if (outcome === 'reject' && !completion.comment) throw badRequest('请填写批复意见');
  const leaveRow = await client.query<{
    id: string;
    days: number;
    task_user: string;
    stop_meals: boolean;
    start_date: string;
    end_date: string;
    reason: string;
  }>(
    sql`SELECT id::text, days, task_user::text, stop_meals, ${zonedText('start_time', 'YYYY-MM-DD')} AS start_date,
                 ${zonedText('end_time', 'YYYY-MM-DD')} AS end_date, reason
            FROM flow_leave WHERE instance_id = ${completion.instanceId} FOR UPDATE`,
  );
  let leave = leaveRow.rows[0];
  if (completion.changes && leave) {
    const changed = await checkLeave(client, actor, completion.changes, leave.id);
    await client.query(
      sql`UPDATE flow_leave SET task_user = ${changed.taskUser}, leave_type = ${changed.leaveType}, start_time = ${fromZoned(sql`${changed.start}`)},
               end_time = ${fromZoned(sql`${changed.end}`)}, days = ${changed.days}, reason = ${changed.reason}, stop_meals = ${changed.stopMeals},
               update_time = app_now(), version = version + 1 WHERE id = ${leave.id}`,
    );
    leave = {
      ...leave,
      days: changed.days,
      task_user: changed.taskUser,
      stop_meals: changed.stopMeals,
      start_date: changed.startDate,
      end_date: changed.endDate,
      reason: changed.reason,
    };
  }
  const done = await client.query(
    sql`UPDATE flow_task SET state = 'done', outcome = ${outcome}, comment = ${completion.comment}, completed_by = ${actor.userId}, end_time = app_now(), version = version + 1
           WHERE id = ${completion.taskId} AND state <> 'done' RETURNING id`,
  );
  if (!done.rows.length) throw conflict('任务已办理');
  const variables: Variables = { pass: outcome === 'ok' || outcome === 'resubmit', ...(leave ? { days: leave.days, taskUser: leave.task_user } : {}) };
  const result = await completeStep(instance.def_key, instance.engine_state, task.node_id, variables);
  await saveStep(client, contextOf(actor.tenantId, instance.id, instance.def_key, instance.starter_id, instance.start_dept, variables), result);
  await logAction(client, actor.tenantId, actor.userId, 'task', completion.taskId, outcome, {
    instanceId: instance.id,
    nodeId: task.node_id,
    comment: completion.comment,
  });
  if (!leave) return;
  const status = result.ended
    ? result.ended === 'closed' || outcome === 'close'
      ? LEAVE_STATUS.closed
      : LEAVE_STATUS.approved
    : outcome === 'reject'
      ? LEAVE_STATUS.rejected
      : LEAVE_STATUS.running;
  let mealStop: string | undefined;
  if (status === LEAVE_STATUS.approved && leave.stop_meals) {
    const applicant = await client.query<{ name: string }>(sql`SELECT real_name AS name FROM app_user WHERE id = ${instance.starter_id}`);
    mealStop = await stopMealsForLeave(
      client,
      { tenantId: actor.tenantId, userId: instance.starter_id, name: applicant.rows[0]?.name ?? '' },
      { startDate: leave.start_date, endDate: leave.end_date, reason: `请假：${leave.reason}` },
    );
  }
  await client.query(
    sql`UPDATE flow_leave SET status = ${status}, meal_stop_id = COALESCE(${mealStop ?? null}::bigint, meal_stop_id), update_time = app_now(), version = version + 1 WHERE id = ${leave.id}`,
  );
  if (status !== LEAVE_STATUS.running)
    await logAction(
      client,
      actor.tenantId,
      actor.userId,
      'leave',
      leave.id,
      status === LEAVE_STATUS.approved ? 'approve' : status === LEAVE_STATUS.closed ? 'close' : 'reject',
    );
}

/** A candidate takes a task (待签 → 待办): once, and only a candidate. */
export function claimTask(pool: pg.Pool, actor: StaffActor, taskId: string): Promise<void> {
  return transaction(pool, (client) => claimTaskIn(client, actor, taskId));
}

/** {@link claimTask} in the caller's transaction (the demo seed's). */
export async function claimTaskIn(client: pg.PoolClient, actor: StaffActor, taskId: string): Promise<void> {
  const { rows } = await client.query<{ mine: boolean; state: string; assignee: string | null }>(
    sql`SELECT ${actor.userId}::bigint = ANY(candidate_ids) AS mine, state, assignee_id::text AS assignee FROM flow_task
           WHERE id = ${taskId} AND tenant_id = ${actor.tenantId} FOR UPDATE`,
  );
  const task = rows[0];
  if (!task) throw notFound('任务不存在');
  if (task.state === 'done') throw conflict('任务已办理');
  if (!task.mine) throw forbidden();
  if (task.assignee) throw conflict('任务已被签收');
  await client.query(
    sql`UPDATE flow_task SET assignee_id = ${actor.userId}, state = 'claimed', claim_time = app_now(), version = version + 1 WHERE id = ${taskId}`,
  );
  await logAction(client, actor.tenantId, actor.userId, 'task', taskId, 'claim');
}

/** The applicant withdraws an approved leave before its first day: closed, its meal stop cancelled. */
export function cancelLeave(pool: pg.Pool, actor: StaffActor, leaveId: string): Promise<void> {
  return transaction(pool, async (client) => {
    const { rows } = await client.query<{ status: number; started: boolean; meal_stop_id: string | null }>(
      sql`SELECT status, start_time <= app_now() AS started, meal_stop_id::text FROM flow_leave
           WHERE id = ${leaveId} AND tenant_id = ${actor.tenantId} AND applicant_id = ${actor.userId} FOR UPDATE`,
    );
    const leave = rows[0];
    if (!leave) throw notFound('请假单不存在');
    if (leave.status !== LEAVE_STATUS.approved || leave.started) throw badRequest('只有未开始的已通过请假可以撤销');
    await client.query(sql`UPDATE flow_leave SET status = ${LEAVE_STATUS.closed}, update_time = app_now(), version = version + 1 WHERE id = ${leaveId}`);
    if (leave.meal_stop_id) await cancelLeaveMealStop(client, actor, leave.meal_stop_id);
    await logAction(client, actor.tenantId, actor.userId, 'leave', leaveId, 'cancel');
  });
}
