// The leave workflow's demo people (docs/product-rules.md#workflow): 第一小学's 校长 is the `school` account (张校长),
// its 后勤主任 the new `logistics` account, and `teacher` (王老师) a teacher who eats in 第一小学学生食堂 — linked to
// the first 系统人员 teacher record of the school that eats there, so a leave with 停餐 stops that record's meals. The leave model itself is
// made for each tenant when first needed (server/modules/workflow/definitions.ts).
import type pg from 'pg';
import { sql } from '../platform/db/sql.ts';
import dayjs from 'dayjs';
import { actorOfUser, type StaffActor } from '../platform/access/actor.ts';
import { zonedText } from '../platform/db/zoned.ts';
import { claimTaskIn, completeTaskIn, ensureLeaveProcess, LEAVE_KEY, startLeaveIn, type Outcome } from '../modules/workflow/index.ts';
import { seedId, SPACE } from './ids.ts';
import { demoPasswordHash, roleId } from './org.ts';

const SCHOOL1 = seedId(SPACE.dept, 3); // 东湖区第一小学
const CANTEEN1 = seedId(SPACE.dept, 4); // 第一小学学生食堂

export async function seedWorkflow(client: pg.PoolClient): Promise<void> {
  const hash = await demoPasswordHash();
  const { rows } = await client.query<{ id: string; account: string }>(
    sql`INSERT INTO app_user (tenant_id, account, password_hash, name, real_name, nick_name, phone, sex, dept_id, role_id, user_type, login_type)
        VALUES ('100001', 'logistics', ${hash}, '后勤主任', '孟主任', '孟主任', '13800000016', 1, ${SCHOOL1}, ${roleId(1, 'school')}, 'school', 2),
               ('100001', 'teacher', ${hash}, '王老师', '王老师', '王老师', '13800000017', 2, ${SCHOOL1}, ${roleId(1, 'school')}, 'school', 2)
        RETURNING id::text, account`,
  );
  const id = (account: string) => rows.find((row) => row.account === account)!.id;
  await client.query(
    sql`INSERT INTO flow_post (tenant_id, dept_id, post, user_id)
        SELECT '100001', ${SCHOOL1}::bigint, 'principal', id FROM app_user WHERE tenant_id = '100001' AND account = 'school'
        UNION ALL SELECT '100001', ${SCHOOL1}::bigint, 'logistics', ${id('logistics')}::bigint`,
  );
  // an existing teacher of the school's roster, so no count of diners changes
  await client.query(
    sql`UPDATE sys_personnel SET user_id = ${id('teacher')}
         WHERE id = (SELECT id FROM sys_personnel WHERE school_id = ${SCHOOL1} AND canteen_id = ${CANTEEN1} AND type = 1 AND status = 1 AND is_deleted = 0 ORDER BY id LIMIT 1)`,
  );
}

/**
 * 办公审批 lived in: four leaves of 第一小学's people run through the real engine, as they would be through the routes.
 * The teacher's sick leave of three weeks ago, approved by the 食堂负责人 and the 后勤主任 (办结); the teacher's next week
 * with 停餐, waiting in the 食堂负责人's 待办; the 后勤主任's five days, approved by the 食堂负责人 and offered to the
 * 校长 in 待签; and the 后勤主任's day, rejected by the 食堂负责人, in the 后勤主任's 待办 as 调整申请.
 */
export async function seedWorkflowLeaves(client: pg.PoolClient): Promise<void> {
  const tenantId = '100001';
  await ensureLeaveProcess(client, tenantId);
  const people = await client.query<{ id: string; account: string }>(
    sql`SELECT id::text, account FROM app_user WHERE tenant_id = ${tenantId} AND account IN ('teacher', 'logistics', 'canteen') AND is_deleted = 0`,
  );
  const actor = (account: string) => actorOfUser(client, tenantId, people.rows.find((row) => row.account === account)!.id);
  const teacher = await actor('teacher');
  const logistics = await actor('logistics');
  const canteen = await actor('canteen');
  const definition = await client.query<{ id: string }>(
    sql`SELECT id::text FROM flow_definition WHERE tenant_id = ${tenantId} AND def_key = ${LEAVE_KEY} ORDER BY version DESC LIMIT 1`,
  );
  const today = await client.query<{ day: string }>(sql`SELECT ${zonedText('app_now()', 'YYYY-MM-DD')} AS day`);
  const day = (offset: number) => dayjs(today.rows[0]!.day).add(offset, 'day').format('YYYY-MM-DD');
  const apply = (who: StaffActor, from: number, to: number, leaveType: number, reason: string, stopMeals = false) =>
    startLeaveIn(client, who, definition.rows[0]!.id, {
      taskUser: canteen.userId,
      startTime: `${day(from)} 08:00:00`,
      endTime: `${day(to)} 17:30:00`,
      reason,
      leaveType,
      stopMeals,
    });
  /** The leave's open task, claimed first by `who` when it is a post's; completed with `outcome`. */
  const act = async (leaveId: string, who: StaffActor, outcome: Outcome, comment: string) => {
    const { rows } = await client.query<{ id: string; instance: string; assignee: string | null }>(
      sql`SELECT t.id::text, t.instance_id::text AS instance, t.assignee_id::text AS assignee FROM flow_task t JOIN flow_leave l ON l.instance_id = t.instance_id
           WHERE l.id = ${leaveId} AND t.state <> 'done'`,
    );
    const task = rows[0]!;
    if (!task.assignee) await claimTaskIn(client, who, task.id);
    await completeTaskIn(client, who, { taskId: task.id, instanceId: task.instance, outcome, comment });
  };
  const sick = await apply(teacher, -21, -20, 2, '感冒发烧，医嘱休息两天。');
  await act(sick, canteen, 'ok', '同意，注意休息。');
  await act(sick, logistics, 'ok', '同意。');
  await apply(teacher, 7, 9, 1, '家中老人住院，需陪护三天。', true);
  const annual = await apply(logistics, 14, 18, 3, '年休假，外出探亲。');
  await act(annual, canteen, 'ok', '食堂工作已安排。');
  const rejected = await apply(logistics, 4, 4, 1, '办理个人事务。');
  await act(rejected, canteen, 'reject', '当天有食材验收，请改期。');
}
