// The workflow's reads: a task, a leave and an instance's current nodes as the routes answer them, and who may see
// an instance — its applicant, and whoever a task of it was assigned to, offered to or completed by.
import type { z } from 'zod';
import type { Queryable } from '../../platform/db/database.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import { TIME } from '../../platform/db/zoned.ts';
import type { Leave, Task } from './answers.ts';

export const LEAVE_STATUS = { running: 1, approved: 2, rejected: 3, closed: 4 } as const;
export const LEAVE_STATUS_NAMES: Record<number, string> = { 1: '审批中', 2: '已通过', 3: '驳回待调整', 4: '已关闭' };

/** Whether `user` may see instance `i`. */
export const seesInstance = (user: string) =>
  sql`(i.starter_id = ${user} OR EXISTS (SELECT 1 FROM flow_task v WHERE v.instance_id = i.id
        AND (v.assignee_id = ${user} OR v.completed_by = ${user} OR ${user}::bigint = ANY(v.candidate_ids))))`;

/** An instance's waiting tasks as `[{ nodeId, name, assigneeName }]`. */
export const CURRENT_NODES = (instance: string | Sql) => sql`
  COALESCE((SELECT json_agg(json_build_object('nodeId', c.node_id, 'name', c.name, 'assigneeName', COALESCE(cu.real_name, '')) ORDER BY c.id)
              FROM flow_task c LEFT JOIN app_user cu ON cu.id = c.assignee_id WHERE c.instance_id = ${instance} AND c.state <> 'done'), '[]'::json)`;

export const TASK_RECORD = sql`
  SELECT t.id::text, t.instance_id::text AS "processInstanceId", COALESCE(l.id::text, '') AS "businessId", i.def_key AS "definitionKey",
         d.name AS "processName", t.node_id AS "nodeId", t.name, COALESCE(t.assignee_id::text, '') AS "assigneeId", COALESCE(a.real_name, '') AS "assigneeName",
         (t.candidate_post <> '') AS candidate, t.state, s.real_name AS "applicantName", ${TIME('t.due_at')} AS "dueAt",
         COALESCE(t.state <> 'done' AND (t.overdue_time IS NOT NULL OR t.due_at <= app_now()), false) AS overdue, t.outcome, t.comment,
         ${TIME('t.create_time')} AS "createTime", ${TIME('t.end_time')} AS "endTime",
         '/work/process/leave/handle/' || t.id || '/' || t.instance_id || '/' || COALESCE(l.id::text, '') AS "handlePath"
    FROM flow_task t JOIN flow_instance i ON i.id = t.instance_id JOIN flow_definition d ON d.id = i.definition_id
    JOIN app_user s ON s.id = i.starter_id LEFT JOIN app_user a ON a.id = t.assignee_id LEFT JOIN flow_leave l ON l.instance_id = i.id`;

export const LEAVE_RECORD = sql`
  SELECT l.id::text, l.instance_id::text AS "processInstanceId", i.definition_id::text AS "processDefinitionId", l.applicant_id::text AS "applicantId",
         s.real_name AS "applicantName", l.task_user::text AS "taskUser", h.real_name AS "taskUserName", l.leave_type AS "leaveType",
         ${TIME('l.start_time')} AS "startTime", ${TIME('l.end_time')} AS "endTime", l.days, l.reason, l.stop_meals AS "stopMeals",
         l.meal_stop_id::text AS "mealStopId", l.status, ${CURRENT_NODES(sql`i.id`)} AS "currentNodes", ${TIME('l.create_time')} AS "createTime"
    FROM flow_leave l JOIN flow_instance i ON i.id = l.instance_id JOIN app_user s ON s.id = l.applicant_id JOIN app_user h ON h.id = l.task_user`;

export async function leaveOf(db: Queryable, id: string): Promise<z.infer<typeof Leave>> {
  const { rows } = await db.query<Omit<z.infer<typeof Leave>, 'statusName'>>(sql`${LEAVE_RECORD} WHERE l.id = ${id}`);
  const leave = rows[0]!;
  return { ...leave, statusName: LEAVE_STATUS_NAMES[leave.status] ?? '' };
}

export async function taskOf(db: Queryable, id: string): Promise<z.infer<typeof Task>> {
  return (await db.query<z.infer<typeof Task>>(sql`${TASK_RECORD} WHERE t.id = ${id}`)).rows[0]!;
}
