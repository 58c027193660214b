// 应急预案 (/api/shian/safety/plan/…, docs/product-rules.md#应急预案): the school writes a plan with an attachment, edits
// it (a stale version 409), records drills on it (a future day refused); its canteen reads and writes it, the bureau and
// market supervision read it, another school and another tenant see nothing; the bureau may not write; every change in
// safety_log.
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { roleId } from '../../server/seed/org.ts';
import { seedId, SPACE } from '../../server/seed/ids.ts';
import { tokens } from './client.ts';
import { callerOf, signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';
import { PNG, uploadFile } from './support/supply.ts';

const S = '/api/shian/safety';
const SCHOOL1 = seedId(SPACE.dept, 3); // 第一小学
const CANTEEN1 = seedId(SPACE.dept, 4); // 第一小学学生食堂
const SCHOOL2 = seedId(SPACE.dept, 5); // 东湖区实验中学
const DENIED = { code: 403, msg: '没有权限执行此操作' };

type Plan = { id: string; schoolId: string; kind: number; title: string; drillCount: number; lastDrill: string | null; editable: boolean; version: number };
type Detail = Plan & { attachments: { id: string }[]; drills: { drillDate: string; participantCount: number; photos: { id: string }[] }[] };

async function dayOf(caller: Caller, offset: number): Promise<string> {
  const { now } = (await caller.get<{ now: number }>('/api/shian/clock')).body.data;
  return new Date(now + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

const upload = (base: string, caller: Caller, name: string) => uploadFile(base, caller, PNG, name);

/** A new principal of 实验中学 (SCHOOL2): outside 第一小学's reach. */
async function outsiderOf(base: string, centre: Caller, prefix: string): Promise<Caller> {
  const account = uniqueAccount(prefix);
  await centre.post('/api/rabbit-user/submit', { account, password: 'Abc123', realName: '他校校长', sex: 1, deptId: SCHOOL2, roleId: roleId(1, 'school') });
  return callerOf(base, (await tokens(base, { tenantId: '100001', username: account, password: 'Abc123' })).access);
}

const targets = inject('targets');
const databaseUrl = targets.find((target) => target.databaseUrl)?.databaseUrl;
let db: pg.Client | undefined;
afterAll(async () => db?.end());

for (const target of targets) {
  describe(`${target.name}: safety plans (应急预案)`, () => {
    const base = target.url;
    const plans = async (caller: Caller, query: Record<string, string> = {}) =>
      (await caller.get<PageOf<Plan>>(`${S}/plan/list`, { size: '200', ...query })).body.data;

    it('refuses the signed-out, the bank and the bureau’s writes; checks the fields', async () => {
      expect((await callerOf(base, '').get(`${S}/plan/list`)).status).toBe(401);
      expect((await (await signedIn(base, 'bank')).get(`${S}/plan/list`)).body).toMatchObject(DENIED);
      const centre = await signedIn(base, 'centre');
      expect((await centre.post(`${S}/plan/submit`, { schoolId: SCHOOL1, kind: 1, title: 't', responsible: 'r', steps: 's' })).body).toMatchObject(DENIED);
      const school = await signedIn(base, 'school');
      const valid = { kind: 1, title: '食物中毒应急预案', responsible: '张校长 13800000000', steps: '报告\n封存' };
      for (const [change, msg] of [
        [{ kind: 9 }, '请选择预案类型'],
        [{ title: ' ' }, '请输入预案名称'],
        [{ responsible: '' }, '请输入责任人'],
        [{ steps: '' }, '请输入处置步骤'],
        [{ schoolId: SCHOOL2 }, '学校不在管辖范围内'],
        [{ attachmentIds: ['999999999'] }, '附件不存在'],
      ] as const)
        expect((await school.post(`${S}/plan/submit`, { ...valid, ...change })).body, msg).toMatchObject({ code: 400, msg });
    });

    it('a plan kept by the school and its canteen, drilled, read in reach only, every change logged', async () => {
      const [school, canteen, centre, market] = [
        await signedIn(base, 'school'),
        await signedIn(base, 'canteen'),
        await signedIn(base, 'centre'),
        await signedIn(base, 'market'),
      ];
      const attachment = await upload(base, school, '预案.png');
      const title = `停水停电预案${Date.now().toString(36)}`;
      const made = await school.post<Detail>(`${S}/plan/submit`, {
        kind: 2,
        title,
        responsible: '张校长 13800000001',
        steps: '启用备用水\n改供简餐',
        contacts: '供水公司 96116',
        attachmentIds: [attachment],
      });
      expect(made.body.code, JSON.stringify(made.body)).toBe(200);
      const plan = made.body.data;
      expect(plan).toMatchObject({ schoolId: SCHOOL1, kind: 2, drillCount: 0, lastDrill: null, editable: true, version: 1 });
      expect(plan.attachments.map((file) => file.id)).toEqual([attachment]);

      // the canteen edits it; a stale version is refused
      const edited = await canteen.post<Detail>(`${S}/plan/submit`, { ...plan, steps: '启用备用水\n改供简餐\n上报教育局', attachmentIds: [attachment] });
      expect(edited.body.data).toMatchObject({ version: 2, steps: '启用备用水\n改供简餐\n上报教育局' });
      expect((await school.post(`${S}/plan/submit`, { ...plan, attachmentIds: [] })).body.code).toBe(409);

      // drills: a future day refused; two recorded, counted, the newest first
      const [today, yesterday, tomorrow] = [await dayOf(school, 0), await dayOf(school, -1), await dayOf(school, 1)];
      const drill = { planId: plan.id, participantCount: 12, participants: '张三 李四', findings: '备用水阀门锈蚀' };
      expect((await school.post(`${S}/drill/submit`, { ...drill, drillDate: tomorrow })).body).toMatchObject({ code: 400, msg: '演练日期不能晚于今天' });
      expect((await school.post(`${S}/drill/submit`, { ...drill, drillDate: today, findings: '' })).body).toMatchObject({
        code: 400,
        msg: '请输入演练发现的问题',
      });
      expect((await school.post(`${S}/drill/submit`, { ...drill, drillDate: today, participantCount: 0 })).body).toMatchObject({
        code: 400,
        msg: '请输入参演人数',
      });
      expect((await centre.post(`${S}/drill/submit`, { ...drill, drillDate: today })).body).toMatchObject(DENIED);
      const picture = await upload(base, canteen, '演练.png');
      await canteen.post(`${S}/drill/submit`, { ...drill, drillDate: yesterday, photoIds: [picture] });
      const drilled = (await school.post<Detail>(`${S}/drill/submit`, { ...drill, drillDate: today, participantCount: 20 })).body.data;
      expect(drilled.drills.map((row) => [row.drillDate, row.participantCount, row.photos.length])).toEqual([
        [today, 20, 0],
        [yesterday, 12, 1],
      ]);
      expect((await plans(school, { kind: '2' })).records.find((row) => row.id === plan.id)).toMatchObject({ drillCount: 2, lastDrill: today });

      // readers in reach: the bureau and market supervision read, cannot edit; another school and tenant see nothing
      expect((await plans(centre, { schoolId: SCHOOL1 })).records.find((row) => row.id === plan.id)).toMatchObject({ editable: false, drillCount: 2 });
      expect((await plans(market)).records.map((row) => row.id)).toContain(plan.id);
      const outsider = await outsiderOf(base, centre, 'ya');
      expect((await plans(outsider)).records.map((row) => row.id)).not.toContain(plan.id);
      expect((await outsider.get(`${S}/plan/detail`, { id: plan.id })).body).toMatchObject({ code: 404, msg: '预案不存在' });
      expect((await outsider.post(`${S}/drill/submit`, { ...drill, drillDate: today })).body).toMatchObject({ code: 404, msg: '预案不存在' });
      expect((await outsider.post(`${S}/plan/submit`, { ...plan, version: 2, attachmentIds: [] })).body).toMatchObject({
        code: 400,
        msg: '学校不在管辖范围内',
      });
      const west = await signedIn(base, 'centre2', '100002');
      expect((await plans(west)).records.map((row) => row.id)).not.toContain(plan.id);
      expect((await west.get(`${S}/plan/detail`, { id: plan.id })).body).toMatchObject({ code: 404, msg: '预案不存在' });

      // the list counts what the tables hold for the school
      if (target.databaseUrl) {
        db ??= new pg.Client({ connectionString: databaseUrl });
        if (!(db as unknown as { _connected?: boolean })._connected) await db.connect().catch(() => undefined);
        const logged = await db.query(`SELECT action FROM safety_log WHERE entity = 'plan' AND entity_id = $1 ORDER BY id`, [plan.id]);
        expect(logged.rows.map((row) => row.action)).toEqual(['create', 'save']);
        const drills = await db.query(`SELECT count(*)::int AS n FROM safety_log WHERE entity = 'drill' AND detail->>'planId' = $1`, [plan.id]);
        expect(drills.rows[0].n).toBe(2);
        const count = await db.query(`SELECT count(*)::int AS n FROM safety_plan WHERE tenant_id = '100001' AND school_id = $1`, [SCHOOL1]);
        expect((await plans(school)).total).toBe(count.rows[0].n);
      }
    });

    it('培训考核: the bureau keeps courses and the required hours; sessions count each attendee’s hours; 学时不足 in reach', async () => {
      const [centre, canteen, school] = [await signedIn(base, 'centre'), await signedIn(base, 'canteen'), await signedIn(base, 'school')];
      type Course = { id: string; hours: number; version: number; editable: boolean };
      type Hours = { personId: string; name: string; number: string; hours: number; required: number; short: boolean };
      const hoursOf = async (caller: Caller, query: Record<string, string> = {}) =>
        (await caller.get<PageOf<Hours>>(`${S}/training/hours`, { size: '200', ...query })).body.data;
      expect((await school.post(`${S}/course/submit`, { title: '课程', hours: 2 })).body).toMatchObject(DENIED);
      expect((await centre.post(`${S}/course/submit`, { title: '', hours: 2 })).body).toMatchObject({ code: 400, msg: '请输入课程名称' });
      expect((await centre.post(`${S}/course/submit`, { title: '课程', hours: 0 })).body).toMatchObject({ code: 400, msg: '学时应为 1–100 的整数' });
      const course = (await centre.post<Course>(`${S}/course/submit`, { title: `食品安全法规${Date.now().toString(36)}`, hours: 3 })).body.data;
      expect(course).toMatchObject({ hours: 3, editable: true, version: 1 });
      const edited = (await centre.post<Course>(`${S}/course/submit`, { id: course.id, version: 1, title: '食品安全法规培训', hours: 4 })).body.data;
      expect(edited).toMatchObject({ hours: 4, version: 2 });
      expect((await centre.post(`${S}/course/submit`, { id: course.id, version: 1, title: 'x', hours: 4 })).body.code).toBe(409);
      expect((await canteen.get<Course[]>(`${S}/course/list`)).body.data.find((row) => row.id === course.id)).toMatchObject({ editable: false });

      // a session in the canteen: two of its food handlers; their hours this year grow by the course's
      const people = (await canteen.get<{ id: string; number: string }[]>(`${S}/training/people`, { canteenId: CANTEEN1 })).body.data;
      expect(people.length).toBeGreaterThanOrEqual(2);
      const [first, second] = [people[0]!.id, people[1]!.id];
      const before = new Map((await hoursOf(canteen)).records.map((row) => [row.personId, row.hours]));
      const [today, tomorrow] = [await dayOf(canteen, 0), await dayOf(canteen, 1)];
      const session = { courseId: course.id, canteenId: CANTEEN1, trainDate: today, personIds: [first, second] };
      expect((await canteen.post(`${S}/training/submit`, { ...session, personIds: [] })).body).toMatchObject({ code: 400, msg: '请选择参训人员' });
      expect((await canteen.post(`${S}/training/submit`, { ...session, trainDate: tomorrow })).body).toMatchObject({ code: 400, msg: '培训日期不能晚于今天' });
      expect((await (await signedIn(base, 'market')).post(`${S}/training/submit`, session)).body).toMatchObject(DENIED);
      const made = await canteen.post<{ id: string; hours: number; attendees: { id: string }[] }>(`${S}/training/submit`, session);
      expect(made.body.code, JSON.stringify(made.body)).toBe(200);
      expect(made.body.data.attendees.map((row) => row.id).sort()).toEqual([first, second].sort());
      const after = new Map((await hoursOf(canteen)).records.map((row) => [row.personId, row.hours]));
      expect(after.get(first)).toBe((before.get(first) ?? 0) + 4);
      expect(after.get(second)).toBe((before.get(second) ?? 0) + 4);
      // found by a part of the name or 工号
      const found = await hoursOf(canteen, { keyword: people[0]!.number });
      expect(found.records.map((row) => row.personId)).toContain(first);
      expect(found.records.every((row) => row.number.includes(people[0]!.number) || row.name.includes(people[0]!.number))).toBe(true);
      // the session keeps the hours its course gave that day: the course edited later changes neither it nor the totals
      const now = (await centre.get<Course[]>(`${S}/course/list`)).body.data.find((row) => row.id === course.id)!;
      expect((await centre.post(`${S}/course/submit`, { id: course.id, version: now.version, title: '食品安全法规培训', hours: 1 })).body.code).toBe(200);
      const sessions = (await canteen.get<PageOf<{ id: string; hours: number }>>(`${S}/training/list`, { size: '200' })).body.data.records;
      expect(sessions.find((row) => row.id === made.body.data.id)?.hours).toBe(4);
      expect(new Map((await hoursOf(canteen)).records.map((row) => [row.personId, row.hours])).get(first)).toBe(after.get(first));

      // the requirement: the bureau sets it; 学时不足 lists exactly those below it
      expect((await school.post(`${S}/training/setting`, { requiredHours: 10 })).body).toMatchObject(DENIED);
      expect((await centre.post(`${S}/training/setting`, { requiredHours: 0 })).body).toMatchObject({ code: 400, msg: '年度学时要求应为 1–1000 的整数' });
      const needed = Math.max(after.get(first)!, after.get(second)!) + 1;
      expect((await centre.post(`${S}/training/setting`, { requiredHours: needed })).body.data).toMatchObject({ requiredHours: needed });
      const short = await hoursOf(centre, { short: '1' });
      const all = await hoursOf(centre);
      expect(short.total).toBe(all.records.filter((row) => row.hours < needed).length);
      expect(short.records.every((row) => row.short && row.required === needed)).toBe(true);
      expect(short.records.map((row) => row.personId)).toContain(first);

      // reach: another school and another tenant see neither the session nor the hours
      const outsider = await outsiderOf(base, centre, 'px');
      expect((await outsider.get<PageOf<{ id: string }>>(`${S}/training/list`, { size: '200' })).body.data.records.map((row) => row.id)).not.toContain(
        made.body.data.id,
      );
      expect((await hoursOf(outsider)).records.map((row) => row.personId)).not.toContain(first);
      expect((await outsider.post(`${S}/training/submit`, session)).body).toMatchObject({ code: 403, msg: '培训食堂不在管辖范围内' });
      const west = await signedIn(base, 'centre2', '100002');
      expect((await west.get<Course[]>(`${S}/course/list`)).body.data.map((row) => row.id)).not.toContain(course.id);
      expect((await hoursOf(west)).records.map((row) => row.personId)).not.toContain(first);
      await centre.post(`${S}/training/setting`, { requiredHours: 40 });

      if (target.databaseUrl) {
        db ??= new pg.Client({ connectionString: databaseUrl });
        if (!(db as unknown as { _connected?: boolean })._connected) await db.connect().catch(() => undefined);
        const sum = await db.query(
          // each session's own hours (the course was edited to 1 after this session gave 4)
          `SELECT COALESCE(sum(t.hours), 0)::int AS n FROM safety_training_attendee a JOIN safety_training t ON t.id = a.training_id
            WHERE a.person_id = $1 AND extract(year FROM t.train_date) = $2`,
          [first, Number(today.slice(0, 4))],
        );
        expect(after.get(first)).toBe(sum.rows[0].n);
      }
    });
  });
}
