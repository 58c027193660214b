// 办公审批 on bpmn-engine (/api/rabbit-flow, docs/product-rules.md#workflow): the design's six scenarios, the race of
// two 同意 at once, a second server instance continuing an instance (PostgreSQL's peer), a version deployed
// mid-instance, deploy refusals, the meal-stop link, due hours, strangers (403) and ids that do not belong (404).
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { roleId } from '../../server/seed/org.ts';
import { demoIdCard, WORK_PERSONNEL_CANTEENS } from '../../server/seed/work-personnel-seed.ts';
import { call, tokens } from './client.ts';
import { callerOf, signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';

const F = '/api/rabbit-flow';
// the school of the test's own people: not 第一小学, whose users another test lists exactly
const { school2: SCHOOL, canteen2a: CANTEEN } = WORK_PERSONNEL_CANTEENS;
const LEAVE_XML = readFileSync(new URL('../../server/modules/workflow/processes/leave.bpmn', import.meta.url), 'utf8');

type Task = {
  id: string;
  processInstanceId: string;
  businessId: string;
  nodeId: string;
  assigneeId: string;
  state: string;
  candidate: boolean;
  overdue: boolean;
};
type Leave = {
  id: string;
  processInstanceId: string;
  status: number;
  statusName: string;
  days: number;
  mealStopId: string | null;
  currentNodes: { nodeId: string }[];
  task?: Task | null;
};
type Person = { id: string; caller: Caller };

let serial = 0;
/** Days far ahead, a week apart per leave, so no two of one applicant's leaves overlap. */
const week = () => {
  serial += 1;
  const start = new Date(Date.UTC(2031, 0, 6 + serial * 7));
  const day = (offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { day };
};

for (const target of inject('targets')) {
  describe(`${target.name}: workflow (办公审批)`, () => {
    const base = target.url;
    let applicant: Person;
    let hr: Person;
    let principal: Person;
    let logistics: Person;
    let stranger: Person;
    let admin: Caller;
    let definitionId = '';
    let staffId = '';

    const person = async (name: string, deptId: string, role: 'school' | 'canteen'): Promise<Person> => {
      const account = uniqueAccount('wf');
      const made = await (
        await signedIn(base, 'centre')
      ).post<{ id: string }>('/api/rabbit-user/submit', { account, password: 'Abc123', realName: name, sex: 1, deptId, roleId: roleId(1, role) });
      expect(made.body.code, JSON.stringify(made.body)).toBe(200);
      return { id: made.body.data.id, caller: callerOf(base, (await tokens(base, { tenantId: '100001', username: account, password: 'Abc123' })).access) };
    };

    beforeAll(async () => {
      [applicant, hr, principal, logistics, stranger] = [
        await person('请假测试教工', CANTEEN, 'canteen'),
        await person('请假测试负责人', CANTEEN, 'canteen'),
        await person('请假测试校长', SCHOOL, 'school'),
        await person('请假测试后勤', SCHOOL, 'school'),
        await person('请假测试路人', CANTEEN, 'canteen'),
      ];
      admin = await signedIn(base, 'admin', '000000');
      for (const [post, holder] of [
        ['principal', principal],
        ['logistics', logistics],
      ] as const) {
        const answer = await admin.post(`${F}/post/submit`, { schoolId: SCHOOL, post, userIds: [holder.id] });
        expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
      }
      // the applicant eats as a member of the canteen's staff: 停餐 lands on that record
      const staff = await principal.caller.post('/api/rabbit-work/workPersonnel/submit', {
        canteenId: CANTEEN,
        userId: applicant.id,
        number: uniqueAccount('QJ'),
        name: '请假测试教工',
        sex: 1,
        phone: '13700003333',
        idCard: demoIdCard('19930412', 700 + (Date.now() % 200)),
        post: 'purchaser',
        status: 1,
      });
      expect(staff.body.code, JSON.stringify(staff.body)).toBe(200);
      staffId = (staff.body.data as { id: string }).id;
      const list = await applicant.caller.get<PageOf<{ id: string; key: string; formPath: string }>>(`${F}/work/start-list`);
      const leave = list.body.data.records.find((row) => row.key === 'leave')!;
      expect(leave.formPath).toBe(`/work/process/leave/form/${leave.id}`);
      definitionId = leave.id;
    });

    // the canteen's staff and the school's users are counted exactly by other files: what this one made goes
    afterAll(async () => {
      if (staffId) await principal.caller.post('/api/rabbit-work/workPersonnel/remove', {}, { ids: staffId });
      const people = [applicant, hr, principal, logistics, stranger].filter(Boolean).map((person) => person.id);
      if (people.length) await (await signedIn(base, 'centre')).post('/api/rabbit-user/remove', undefined, { ids: people.join(',') });
    });

    afterEach(async () => {
      await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds: 0 } });
    });

    const start = async (days: number, fields: Record<string, unknown> = {}) => {
      const { day } = week();
      const answer = await applicant.caller.post<Leave>(`${F}/leave/start-process`, {
        processDefinitionId: definitionId,
        taskUser: hr.id,
        startTime: day(0),
        endTime: day(days - 1),
        reason: '家中有事',
        leaveType: 1,
        stopMeals: false,
        ...fields,
      });
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data;
    };
    const tasksOf = async (who: Person, list: 'todo' | 'claim' | 'done', instanceId: string) =>
      (await who.caller.get<PageOf<Task>>(`${F}/work/${list}-list`, { size: '200' })).body.data.records.filter((task) => task.processInstanceId === instanceId);
    const openTask = async (who: Person, instanceId: string) => {
      const [task] = await tasksOf(who, 'todo', instanceId);
      expect(task, 'a task in 待办').toBeDefined();
      return task!;
    };
    const complete = (who: Person, task: Task, flag: 'ok' | '', comment = '') =>
      who.caller.post<Task>(`${F}/work/complete-task`, { taskId: task.id, processInstanceId: task.processInstanceId, ...(flag ? { flag } : {}), comment });
    const claimAndComplete = async (who: Person, instanceId: string, flag: 'ok' | '', comment = '') => {
      const [offered] = await tasksOf(who, 'claim', instanceId);
      expect(offered?.candidate, 'a task in 待签').toBe(true);
      expect((await who.caller.post(`${F}/work/claim-task`, { taskId: offered!.id })).body.code).toBe(200);
      const answer = await complete(who, await openTask(who, instanceId), flag, comment);
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    };
    const leaveOf = async (leave: Leave) =>
      (await applicant.caller.get<Leave>(`${F}/leave/detail`, { processInstanceId: leave.processInstanceId, businessId: leave.id })).body.data;

    it('1: a 2-day leave with 停餐 goes 食堂负责人 → 后勤主任 → 已通过 with its meal stop; cancelled before it starts, the stop goes', async () => {
      const leave = await start(2, { stopMeals: true });
      expect(leave).toMatchObject({ status: 1, days: 2, currentNodes: [{ nodeId: 'hrTask' }] });
      expect((await complete(hr, await openTask(hr, leave.processInstanceId), 'ok', '同意')).body.code).toBe(200);
      expect(await tasksOf(principal, 'claim', leave.processInstanceId)).toEqual([]);
      await claimAndComplete(logistics, leave.processInstanceId, 'ok');
      const done = await leaveOf(leave);
      expect(done).toMatchObject({ status: 2, statusName: '已通过', currentNodes: [] });
      expect(done.mealStopId).toBeTruthy();
      const stops = await principal.caller.get<PageOf<{ id: string; source: number; status: number }>>('/api/rabbit-kaoqin/mealStop/list', {
        personName: '请假测试教工',
        size: '50',
      });
      expect(stops.body.data.records.find((stop) => stop.id === done.mealStopId)).toMatchObject({ source: 2, status: 1 });
      const history = await applicant.caller.get<{ nodeId: string; outcome: string }[]>(`${F}/work/history-flow-list`, {
        processInstanceId: leave.processInstanceId,
      });
      expect(history.body.data.map((step) => [step.nodeId, step.outcome])).toEqual([
        ['hrTask', 'ok'],
        ['managerTask', 'ok'],
      ]);
      const diagram = await applicant.caller.get<{ xml: string; currentNodeIds: string[]; doneNodeIds: string[] }>(`${F}/process/diagram`, {
        processInstanceId: leave.processInstanceId,
      });
      expect(diagram.body.data.doneNodeIds).toEqual(expect.arrayContaining(['hrTask', 'toManager', 'managerTask', 'approved']));
      expect(diagram.body.data.doneNodeIds).not.toContain('bossTask');
      const sentOf = async () =>
        (
          await applicant.caller.get<PageOf<{ id: string; cancellable: boolean; leavePeriod: string }>>(`${F}/work/send-list`, { size: '200' })
        ).body.data.records.find((row) => row.id === leave.processInstanceId);
      expect(await sentOf()).toMatchObject({ cancellable: true, leavePeriod: expect.stringMatching(/^\d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}$/) });
      const cancelled = await applicant.caller.post<Leave>(`${F}/leave/cancel`, { id: leave.id });
      expect(await sentOf()).toMatchObject({ cancellable: false });
      expect(cancelled.body.data).toMatchObject({ status: 4 });
      const after = await principal.caller.get<PageOf<{ id: string; status: number }>>('/api/rabbit-kaoqin/mealStop/list', {
        personName: '请假测试教工',
        size: '50',
      });
      expect(after.body.data.records.find((stop) => stop.id === done.mealStopId)).toMatchObject({ status: 2 });
    });

    it('the demo: the teacher’s sick leave of three weeks ago is approved and, begun, no longer cancellable', async () => {
      const teacher = await signedIn(base, 'teacher');
      const sent = await teacher.get<PageOf<{ businessId: string; leaveStatus: number; cancellable: boolean; startTime: string }>>(`${F}/work/send-list`, {
        size: '200',
      });
      const past = sent.body.data.records.filter((row) => row.leaveStatus === 2 && !row.cancellable);
      expect(past.length, JSON.stringify(sent.body.data.records)).toBeGreaterThanOrEqual(1);
      expect((await teacher.post(`${F}/leave/cancel`, { id: past[0]!.businessId })).body).toMatchObject({ code: 400, msg: '只有未开始的已通过请假可以撤销' });
      // and the leave waiting in the 食堂负责人's 待办
      expect(sent.body.data.records.some((row) => row.leaveStatus === 1)).toBe(true);
    });

    it('the form: the demo teacher eats as a linked teacher record; a user without one is told why 停餐 is off', async () => {
      const teacher = await (
        await signedIn(base, 'teacher')
      ).get<{ diner: { kind: string } | null; stopMealsReason: string; approvers: { id: string }[] }>(`${F}/leave/form-info`);
      expect(teacher.body.data).toMatchObject({ diner: { kind: 'teacher' }, stopMealsReason: '' });
      const none = await stranger.caller.get<{ diner: null; stopMealsReason: string; approvers: { id: string }[] }>(`${F}/leave/form-info`);
      expect(none.body.data).toMatchObject({ diner: null, stopMealsReason: '该用户没有关联的就餐人员，不能停餐' });
      expect(none.body.data.approvers.map((user) => user.id)).toEqual(expect.arrayContaining([hr.id, principal.id]));
      // 系统人员: a teacher's record linked to the account, then 停餐 is on; one record per account; unlinked, off again
      const P = '/api/rabbit-personnel/personnel';
      const made = await principal.caller.post<{ id: string }>(`${P}/submit`, {
        schoolId: SCHOOL,
        canteenId: CANTEEN,
        personnelNo: uniqueAccount('JS'),
        name: '请假测试教师',
        type: 1,
      });
      expect(made.body.code, JSON.stringify(made.body)).toBe(200);
      const second = await principal.caller.post<{ id: string }>(`${P}/submit`, {
        schoolId: SCHOOL,
        canteenId: CANTEEN,
        personnelNo: uniqueAccount('JS'),
        name: '另一教师',
        type: 1,
      });
      try {
        expect((await principal.caller.post(`${P}/link-user`, { id: made.body.data.id, userId: stranger.id })).body.code).toBe(200);
        expect((await stranger.caller.get<{ diner: { kind: string; name: string } }>(`${F}/leave/form-info`)).body.data.diner).toEqual({
          kind: 'teacher',
          name: '请假测试教师',
        });
        expect((await principal.caller.post(`${P}/link-user`, { id: second.body.data.id, userId: stranger.id })).body).toMatchObject({
          code: 409,
          msg: '该账号已关联其他人员',
        });
        expect((await (await signedIn(base, 'market')).post(`${P}/link-user`, { id: made.body.data.id, userId: hr.id })).body.code).toBe(403);
      } finally {
        expect((await principal.caller.post(`${P}/link-user`, { id: made.body.data.id })).body).toMatchObject({ code: 200, data: { userId: null } });
        await principal.caller.post(`${P}/remove`, {}, { ids: `${made.body.data.id},${second.body.data.id}` });
      }
      expect((await stranger.caller.get<{ diner: null }>(`${F}/leave/form-info`)).body.data.diner).toBeNull();
    });

    it('1: a 5-day leave reaches the 校长; 待办提醒 counts the 食堂负责人’s task', async () => {
      const leave = await start(5);
      const summary = await hr.caller.get<{ key: string; count: number }[]>('/api/rabbit-desk/todo/summary');
      expect(summary.body.data.find((item) => item.key === 'workflow.todo')?.count).toBeGreaterThanOrEqual(1);
      expect((await complete(hr, await openTask(hr, leave.processInstanceId), 'ok')).body.code).toBe(200);
      expect(await tasksOf(logistics, 'claim', leave.processInstanceId)).toEqual([]);
      await claimAndComplete(principal, leave.processInstanceId, 'ok');
      expect((await leaveOf(leave)).status).toBe(2);
    });

    it('2–3: a rejection needs a comment; rejected, the applicant resubmits with 2 days (→ 食堂负责人 → 后勤主任), or closes', async () => {
      const leave = await start(5);
      const task = await openTask(hr, leave.processInstanceId);
      expect((await complete(hr, task, '')).body).toMatchObject({ code: 400, msg: '请填写批复意见' });
      expect((await complete(hr, task, 'ok')).body.code).toBe(200);
      await claimAndComplete(principal, leave.processInstanceId, '', '时间太长');
      expect(await leaveOf(leave)).toMatchObject({ status: 3, statusName: '驳回待调整', currentNodes: [{ nodeId: 'adjustTask' }] });
      const adjust = await openTask(applicant, leave.processInstanceId);
      const { day } = week();
      const resubmitted = await applicant.caller.post<Leave>(`${F}/leave/resubmit`, {
        taskId: adjust.id,
        processInstanceId: leave.processInstanceId,
        taskUser: hr.id,
        startTime: day(0),
        endTime: day(1),
        reason: '改为两天',
        leaveType: 1,
        stopMeals: false,
      });
      expect(resubmitted.body.data).toMatchObject({ status: 1, days: 2, currentNodes: [{ nodeId: 'hrTask' }] });
      expect((await complete(hr, await openTask(hr, leave.processInstanceId), 'ok')).body.code).toBe(200);
      await claimAndComplete(logistics, leave.processInstanceId, 'ok');
      expect((await leaveOf(leave)).status).toBe(2);

      const closing = await start(1);
      expect((await complete(hr, await openTask(hr, closing.processInstanceId), '', '不同意')).body.code).toBe(200);
      const adjustAgain = await openTask(applicant, closing.processInstanceId);
      const closed = await applicant.caller.post<Leave>(`${F}/leave/close`, { taskId: adjustAgain.id, processInstanceId: closing.processInstanceId });
      expect(closed.body.data).toMatchObject({ status: 4, statusName: '已关闭', currentNodes: [] });
      const sent = await applicant.caller.get<PageOf<{ id: string; status: number }>>(`${F}/work/send-list`, { size: '200' });
      expect(sent.body.data.records.find((row) => row.id === closing.processInstanceId)?.status).toBe(2);
    });

    it('4: a stranger may neither complete nor open another’s task (403); ids that do not belong together are 404', async () => {
      const leave = await start(1);
      const task = await openTask(hr, leave.processInstanceId);
      expect((await complete(stranger, task, 'ok')).body).toMatchObject({ code: 403 });
      expect((await complete(applicant, task, 'ok')).body).toMatchObject({ code: 403 });
      const handle = { processInstanceId: leave.processInstanceId, businessId: leave.id, taskId: task.id };
      expect((await stranger.caller.get(`${F}/leave/detail`, handle)).body).toMatchObject({ code: 403 });
      expect((await hr.caller.get<Leave>(`${F}/leave/detail`, handle)).body.data.task).toMatchObject({ id: task.id, nodeId: 'hrTask' });
      const other = await start(1);
      expect((await hr.caller.get(`${F}/leave/detail`, { ...handle, businessId: other.id })).body).toMatchObject({ code: 404, msg: '请假单不存在' });
      const otherTask = await openTask(hr, other.processInstanceId);
      expect((await hr.caller.get(`${F}/leave/detail`, { ...handle, taskId: otherTask.id })).body).toMatchObject({ code: 404, msg: '任务不存在' });
      expect(
        (await hr.caller.post(`${F}/work/complete-task`, { taskId: otherTask.id, processInstanceId: leave.processInstanceId, flag: 'ok' })).body,
      ).toMatchObject({
        code: 404,
      });
      expect((await stranger.caller.get(`${F}/process/diagram`, { processInstanceId: leave.processInstanceId })).body).toMatchObject({ code: 404 });
      // another tenant's user sees nothing of it
      const west = await signedIn(base, 'centre2', '100002');
      expect((await west.get(`${F}/leave/detail`, handle)).body).toMatchObject({ code: 404 });
      expect((await (await signedIn(base, 'market')).get(`${F}/work/todo-list`)).body).toMatchObject({ code: 403 });
      expect((await hr.caller.get(`${F}/model/list`)).body).toMatchObject({ code: 403 });
      for (const open of [task, otherTask]) expect((await complete(hr, open, '', '清理')).body.code).toBe(200);
    });

    it('5–6: a suspended definition refuses to start; end before start and an overlap are refused', async () => {
      expect((await admin.post(`${F}/manager/change-state`, { id: definitionId, state: 'suspended' })).body.code).toBe(200);
      try {
        const { day } = week();
        const refused = await applicant.caller.post(`${F}/leave/start-process`, {
          processDefinitionId: definitionId,
          taskUser: hr.id,
          startTime: day(0),
          endTime: day(1),
          reason: '挂起',
          leaveType: 1,
        });
        expect(refused.body).toMatchObject({ code: 400, msg: '流程定义已挂起，不能发起' });
      } finally {
        expect((await admin.post(`${F}/manager/change-state`, { id: definitionId, state: 'active' })).body.code).toBe(200);
      }
      const { day } = week();
      const form = { processDefinitionId: definitionId, taskUser: hr.id, reason: '测试', leaveType: 2 };
      expect(
        (await applicant.caller.post(`${F}/leave/start-process`, { ...form, startTime: `${day(2)} 09:00`, endTime: `${day(1)} 09:00` })).body,
      ).toMatchObject({
        code: 400,
        msg: '结束时间必须晚于开始时间',
      });
      const first = await applicant.caller.post<Leave>(`${F}/leave/start-process`, { ...form, startTime: day(0), endTime: day(2) });
      expect(first.body.code).toBe(200);
      expect((await applicant.caller.post(`${F}/leave/start-process`, { ...form, startTime: day(2), endTime: day(3) })).body).toMatchObject({
        code: 400,
        msg: '该时间段已有请假申请',
      });
      expect((await stranger.caller.post(`${F}/leave/start-process`, { ...form, startTime: day(0), endTime: day(1), stopMeals: true })).body).toMatchObject({
        code: 400,
        msg: '该用户没有关联的就餐人员，不能停餐',
      });
      expect((await complete(hr, await openTask(hr, first.body.data.processInstanceId), '', '清理')).body.code).toBe(200);
    });

    it('6: a version deployed mid-instance: the instance finishes on v1, new leaves start on v2', async () => {
      const leave = await start(2);
      const models = await admin.get<PageOf<{ id: string; tenantId: string; modelKey: string; version: number }>>(`${F}/model/list`, { tenantId: '100001' });
      const model = models.body.data.records.find((row) => row.modelKey === 'leave')!;
      const saved = await admin.post(`${F}/model/submit`, {
        id: model.id,
        version: model.version,
        tenantId: '100001',
        modelKey: 'leave',
        name: '请假流程',
        category: 'flow_leave',
        xml: LEAVE_XML.replace('name="后勤主任审批"', 'name="后勤主任审批（新）"'),
      });
      expect(saved.body.code, JSON.stringify(saved.body)).toBe(200);
      const deployed = await admin.post<{ id: string; version: number }>(`${F}/model/deploy`, { id: model.id });
      expect(deployed.body.code, JSON.stringify(deployed.body)).toBe(200);
      try {
        const latest = await applicant.caller.get<PageOf<{ id: string; key: string; version: number }>>(`${F}/work/start-list`);
        expect(latest.body.data.records.find((row) => row.key === 'leave')).toMatchObject({ id: deployed.body.data.id, version: deployed.body.data.version });
        expect((await complete(hr, await openTask(hr, leave.processInstanceId), 'ok')).body.code).toBe(200);
        const [offered] = await tasksOf(logistics, 'claim', leave.processInstanceId);
        expect(offered).toMatchObject({ nodeId: 'managerTask' });
        expect((offered as unknown as { name: string }).name).toBe('后勤主任审批');
        await claimAndComplete(logistics, leave.processInstanceId, 'ok');
        expect((await leaveOf(leave)).status).toBe(2);
      } finally {
        // later leaves start on the first version again: the newer one is suspended
        await admin.post(`${F}/manager/change-state`, { id: deployed.body.data.id, state: 'suspended' });
      }
    });

    it('流程管理: 流程跟踪 shows a running instance at its node, 流程定义 its version, a node rule saved applies to the next task; every step logged', async () => {
      const leave = await start(1);
      const followed = await admin.get<
        PageOf<{ id: string; version: number; businessId: string; tenantName: string; currentNodes: { nodeId: string; assigneeName: string }[] }>
      >(`${F}/follow/list`, {
        tenantId: '100001',
        key: 'leave',
        size: '200',
      });
      expect(followed.body.data.records.find((row) => row.id === leave.processInstanceId)).toMatchObject({
        businessId: leave.id,
        tenantName: '东湖区教育局',
        currentNodes: [{ nodeId: 'hrTask', assigneeName: '请假测试负责人' }],
      });
      // the administrator follows it into its detail (流程管理 sees every tenant's)
      const seen = await admin.get<Leave>(`${F}/leave/detail`, { processInstanceId: leave.processInstanceId, businessId: leave.id });
      expect(seen.body).toMatchObject({ code: 200, data: { id: leave.id } });
      const definitions = await admin.get<PageOf<{ id: string; version: number; running: number }>>(`${F}/manager/list`, { tenantId: '100001', key: 'leave' });
      expect(definitions.body.data.records.find((row) => row.id === definitionId)?.running).toBeGreaterThanOrEqual(1);
      const models = await admin.get<PageOf<{ id: string; modelKey: string }>>(`${F}/model/list`, { tenantId: '100001' });
      const model = models.body.data.records.find((row) => row.modelKey === 'leave')!;
      const detail = await admin.get<{ xml: string; definitions: { id: string }[] }>(`${F}/model/detail`, { id: model.id });
      expect(detail.body.data.definitions.map((row) => row.id)).toContain(definitionId);
      const rule = { modelId: model.id, tenantId: '100001', nodeId: 'adjustTask', assigneeType: 'initiator', assigneeValue: '', dueHours: 5 };
      expect((await admin.post(`${F}/node/submit`, rule)).body.data).toMatchObject({ nodeId: 'adjustTask', dueHours: 5 });
      try {
        expect((await complete(hr, await openTask(hr, leave.processInstanceId), '', '请补充说明')).body.code).toBe(200);
        const adjust = await openTask(applicant, leave.processInstanceId);
        expect((adjust as unknown as { dueAt: string | null }).dueAt).toBeTruthy();
        expect((await applicant.caller.post(`${F}/leave/close`, { taskId: adjust.id, processInstanceId: leave.processInstanceId })).body.code).toBe(200);
      } finally {
        await admin.post(`${F}/node/submit`, { ...rule, dueHours: 0 });
      }
      if (!target.databaseUrl) return;
      const db = new pg.Client({ connectionString: target.databaseUrl });
      await db.connect();
      try {
        const { rows } = await db.query<{ action: string }>(
          `SELECT action FROM flow_log WHERE (entity = 'leave' AND entity_id = $1)
              OR (entity = 'task' AND entity_id IN (SELECT id::text FROM flow_task WHERE instance_id = $2)) ORDER BY id`,
          [leave.id, leave.processInstanceId],
        );
        expect(rows.map((row) => row.action)).toEqual(['start', 'reject', 'reject', 'close', 'close']);
      } finally {
        await db.end();
      }
    });

    it('two 同意 at once complete the task exactly once; two claims at once, one claimer', async () => {
      const leave = await start(1);
      const task = await openTask(hr, leave.processInstanceId);
      const answers = await Promise.all([complete(hr, task, 'ok'), complete(hr, task, 'ok')]);
      expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.body.code === 409)!.body.msg).toBe('任务已办理');
      const history = await applicant.caller.get<{ nodeId: string }[]>(`${F}/work/history-flow-list`, { processInstanceId: leave.processInstanceId });
      expect(history.body.data.map((step) => step.nodeId)).toEqual(['hrTask', 'managerTask']);
      const [offered] = await tasksOf(logistics, 'claim', leave.processInstanceId);
      const claims = await Promise.all([
        logistics.caller.post(`${F}/work/claim-task`, { taskId: offered!.id }),
        logistics.caller.post(`${F}/work/claim-task`, { taskId: offered!.id }),
      ]);
      expect(claims.map((answer) => answer.body.code).sort()).toEqual([200, 409]);
      expect((await principal.caller.post(`${F}/work/claim-task`, { taskId: offered!.id })).body).toMatchObject({ code: 403 });
      expect((await complete(logistics, await openTask(logistics, leave.processInstanceId), 'ok')).body.code).toBe(200);
    });

    it('a second server instance continues an instance the first started (nothing kept in memory)', async ({ skip }) => {
      if (!target.peerUrl) skip();
      const leave = await start(1);
      const peerHr = callerOf(target.peerUrl!, hr.caller.token);
      const [task] = (await peerHr.get<PageOf<Task>>(`${F}/work/todo-list`, { size: '200' })).body.data.records.filter(
        (row) => row.processInstanceId === leave.processInstanceId,
      );
      expect((await peerHr.post(`${F}/work/complete-task`, { taskId: task!.id, processInstanceId: leave.processInstanceId, flag: 'ok' })).body.code).toBe(200);
      await claimAndComplete(logistics, leave.processInstanceId, 'ok');
      expect((await leaveOf(leave)).status).toBe(2);
    });

    it('a task past its due hours is overdue for the assignee’s leader (the school’s 校长)', async () => {
      const leave = await start(1);
      await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds: 49 * 3600 } });
      const overdue = await principal.caller.get<PageOf<Task>>(`${F}/work/todo-list`, { overdue: '1', size: '200' });
      expect(overdue.body.data.records.find((task) => task.processInstanceId === leave.processInstanceId)).toMatchObject({ nodeId: 'hrTask', overdue: true });
      const summary = await principal.caller.get<{ key: string; count: number }[]>('/api/rabbit-desk/todo/summary');
      expect(summary.body.data.find((item) => item.key === 'workflow.overdue')?.count).toBeGreaterThanOrEqual(1);
      await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds: 0 } });
      expect((await complete(hr, await openTask(hr, leave.processInstanceId), '', '清理')).body.code).toBe(200);
    });

    it('deploy refuses scripts, timers, expressions outside the whitelist and what is not BPMN, naming the element', async () => {
      const models = await admin.get<PageOf<{ id: string; modelKey: string; version: number }>>(`${F}/model/list`, { tenantId: '100001' });
      const model = models.body.data.records.find((row) => row.modelKey === 'leave')!;
      const save = (xml: string) =>
        admin.post(`${F}/model/submit`, {
          id: model.id,
          version: model.version,
          tenantId: '100001',
          modelKey: 'leave',
          name: '请假流程',
          category: 'flow_leave',
          xml,
        });
      const cases: [string, string][] = [
        ['not xml at all', '流程模型不是有效的 BPMN 2.0：'],
        [
          LEAVE_XML.replace(
            '<bpmn:userTask id="bossTask" name="校长审批" />',
            '<bpmn:scriptTask id="bossTask" scriptFormat="javascript"><bpmn:script>1</bpmn:script></bpmn:scriptTask>',
          ),
          '流程模型包含不允许的元素：bossTask（ScriptTask）',
        ],
        [
          LEAVE_XML.replace(
            '<bpmn:startEvent id="start" name="提交申请" />',
            '<bpmn:startEvent id="start"><bpmn:timerEventDefinition><bpmn:timeDuration>PT1M</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:startEvent>',
          ),
          '流程模型包含不允许的元素：start（TimerEventDefinition）',
        ],
        [LEAVE_XML.replace('${environment.services.gt(environment.variables.days, 3)}', '${environment.variables.days > 3}'), '条件表达式不允许：toBoss'],
        [
          LEAVE_XML.replace(
            '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${environment.services.gt',
            '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="javascript">${environment.services.gt',
          ),
          '条件表达式不允许：toBoss',
        ],
      ];
      for (const [xml, message] of cases) {
        const answer = await save(xml);
        expect(answer.body.code, message).toBe(400);
        expect(answer.body.msg).toContain(message);
      }
      const nodes = await admin.get<{ nodeId: string; assigneeType: string; dueHours: number }[]>(`${F}/node/list`, { modelId: model.id, tenantId: '100001' });
      expect(nodes.body.data.map((node) => [node.nodeId, node.assigneeType])).toEqual([
        ['hrTask', 'form'],
        ['bossTask', 'role'],
        ['managerTask', 'role'],
        ['adjustTask', 'initiator'],
      ]);
      expect((await admin.get(`${F}/node/list`, { modelId: model.id, tenantId: '100002' })).body).toMatchObject({ code: 404 });
      // a category the flow dictionary lacks: listed to start, disabled, with no form to open
      const key = `other_${Date.now().toString(36)}`;
      const other = await admin.post<{ id: string }>(`${F}/model/submit`, {
        tenantId: '100001',
        modelKey: key,
        name: '其他流程',
        category: 'flow_other',
        xml: LEAVE_XML,
      });
      expect(other.body.code, JSON.stringify(other.body)).toBe(200);
      expect((await admin.post(`${F}/model/deploy`, { id: other.body.data.id })).body.code).toBe(200);
      const startable = await applicant.caller.get<PageOf<{ key: string; available: boolean; formPath: string }>>(`${F}/work/start-list`);
      expect(startable.body.data.records.find((row) => row.key === key)).toMatchObject({ available: false, formPath: '' });
      expect(startable.body.data.records.find((row) => row.key === 'leave')).toMatchObject({ available: true });
      expect(
        (
          await admin.post(`${F}/node/submit`, {
            modelId: model.id,
            tenantId: '100001',
            nodeId: 'approved',
            assigneeType: 'user',
            assigneeValue: hr.id,
            dueHours: 1,
          })
        ).body,
      ).toMatchObject({ code: 404, msg: '节点不存在' });

      // 删除模型: a model that never ran goes with its versions; the leave model and a model that ran stay
      expect((await applicant.caller.post(`${F}/model/remove`, { id: other.body.data.id })).body.code).toBe(403);
      expect((await admin.post(`${F}/model/remove`, { id: other.body.data.id })).body.code).toBe(200);
      const left = await admin.get<PageOf<{ modelKey: string }>>(`${F}/model/list`, { tenantId: '100001', size: '200' });
      expect(left.body.data.records.map((row) => row.modelKey)).not.toContain(key);
      expect((await admin.get(`${F}/manager/list`, { tenantId: '100001', key, size: '200' })).body.data).toMatchObject({ total: 0 });
      expect((await admin.post(`${F}/model/remove`, { id: other.body.data.id })).body).toMatchObject({ code: 404, msg: '模型不存在' });
      expect((await admin.post(`${F}/model/remove`, { id: model.id })).body).toMatchObject({ code: 400, msg: '请假流程是办公审批使用的流程，不能删除' });
      const ranKey = `ran_${Date.now().toString(36)}`;
      const ran = await admin.post<{ id: string }>(`${F}/model/submit`, {
        tenantId: '100001',
        modelKey: ranKey,
        name: '请假流程（试行）',
        category: 'flow_leave',
        xml: LEAVE_XML,
      });
      const ranDefinition = await admin.post<{ id: string }>(`${F}/model/deploy`, { id: ran.body.data.id });
      const { day } = week();
      const started = await applicant.caller.post(`${F}/leave/start-process`, {
        processDefinitionId: ranDefinition.body.data.id,
        taskUser: hr.id,
        startTime: day(0),
        endTime: day(0),
        reason: '试行流程',
        leaveType: 1,
        stopMeals: false,
      });
      expect(started.body.code, JSON.stringify(started.body)).toBe(200);
      expect((await admin.post(`${F}/model/remove`, { id: ran.body.data.id })).body).toMatchObject({
        code: 400,
        msg: '模型已有流程实例，不能删除；可在流程定义中挂起',
      });
      await admin.post(`${F}/manager/change-state`, { id: ranDefinition.body.data.id, state: 'suspended' });
    });
  });
}
