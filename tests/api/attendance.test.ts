// 考勤 (/api/rabbit-kaoqin): the seeded groups, punches and October's report read by each role's reach; the
// attendance-group check (99999 when nobody is elsewhere, never 0) and the save that re-checks it — refused without
// moveFromOtherGroups and nothing changed, moved with it; two servers moving the same people at once never leaving
// anyone in two groups; make-ups within the monthly limit, approved into punches; meal stops that may not overlap;
// another school's records not found. The groups and people made here live in 第二小学学生食堂, which no seed
// staffs, under a school account made for the run, so the seeded canteens stay as the other suites expect.
import { describe, expect, inject, it } from 'vitest';
import { demoIdCard, WORK_PERSONNEL_CANTEENS, WORK_PERSONNEL_IDS } from '../../server/seed/work-personnel-seed.ts';
import { roleId } from '../../server/seed/org.ts';
import { seedId, SPACE } from '../../server/seed/ids.ts';
import { BASIC } from './client.ts';
import { callerOf, signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';
import { tokens } from './client.ts';

type Person = { id: string; number: string; name: string; post: string; version: number };
type Group = {
  id: string;
  groupName: string;
  canteenId: string;
  canteenName: string;
  groupType: number;
  shifts: { name: string; start: string; end: string }[];
  workdays: number[];
  makeUpLimit: number;
  memberCount: number;
  exemptCount: number;
  supervisorNames: string[];
  version: number;
  members?: Person[];
  exempts?: Person[];
  supervisors?: { id: string; name: string }[];
};
type MakeUp = { id: string; personName: string; punchDate: string; shiftName: string; punchClock: string; status: number; opinion: string; version: number };
type MealStop = { id: string; personId: string; personName: string; startDate: string; endDate: string; dinnerTypes: number[]; state: string; status: number };
type Punch = { personName: string; punchTime: string; punchDate: string; source: number; makeUpId: string | null };
type ReportRow = {
  personNumber: string;
  personName: string;
  daysDue: number;
  present: number;
  late: number;
  absent: number;
  makeUps: number;
  mealStopDays: number;
};

const K = '/api/rabbit-kaoqin';
const G = `${K}/attendanceGroup`;
const NONE = 99999;
const GONE = { code: 404, msg: '数据不存在' };
const DENIED = { code: 403, msg: '没有权限执行此操作' };
const STALE = { code: 409, msg: '该记录已被他人修改，请刷新后再保存' };
const { canteen1, canteen2a } = WORK_PERSONNEL_CANTEENS;
const SCHOOL3 = seedId(SPACE.dept, 8); // 东湖区第二小学
const CANTEEN3 = seedId(SPACE.dept, 9); // 第二小学学生食堂
const { school2: SCHOOL2 } = WORK_PERSONNEL_CANTEENS;
const canteen2b = seedId(SPACE.dept, 7); // 实验中学第二食堂
const FIXED = [{ name: '早班', start: '06:00', end: '13:30' }];

/** A day `days` from today in Beijing (the servers' zone), and its ISO weekday. */
const dayFromToday = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

let serial = 0;

for (const target of inject('targets')) {
  describe(`${target.name}: attendance`, () => {
    const base = target.url;
    const school3 = new Map<string, Caller>();

    /**
     * A school account of 东湖区第二小学 (made once per run and name), which keeps the attendance of 第二小学学生食堂:
     * the principal applies, the deputy decides (nobody decides their own make-up).
     */
    const schoolAccount = async (who: 'principal' | 'deputy') => {
      const made = school3.get(who);
      if (made) return made;
      const centre = await signedIn(base, 'centre');
      const account = uniqueAccount('kq');
      const answer = await centre.post('/api/rabbit-user/submit', {
        account,
        password: 'Abc123',
        realName: who === 'principal' ? '考勤测试校长' : '考勤测试副校长',
        sex: 1,
        deptId: SCHOOL3,
        roleId: roleId(1, 'school'),
      });
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
      const caller = callerOf(base, (await tokens(base, { tenantId: '100001', username: account, password: 'Abc123' })).access);
      school3.set(who, caller);
      return caller;
    };
    const principal = () => schoolAccount('principal');

    /** `count` new staff of 第二小学学生食堂 (purchasers: no health certificate needed). */
    const staff = async (count: number): Promise<Person[]> => {
      const school = await principal();
      const people: Person[] = [];
      for (let index = 0; index < count; index += 1) {
        serial += 1;
        const answer = await school.post<Person>('/api/rabbit-work/workPersonnel/submit', {
          canteenId: CANTEEN3,
          number: uniqueAccount('KQ'),
          name: `考勤${serial}号`,
          sex: 1,
          phone: '13700002222',
          idCard: demoIdCard('19920315', serial),
          post: 'purchaser',
          status: 1,
        });
        expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
        people.push(answer.body.data);
      }
      return people;
    };

    const group = (fields: Record<string, unknown>) => ({
      groupName: uniqueAccount('考勤组'),
      canteenId: CANTEEN3,
      groupType: 1,
      shifts: FIXED,
      workdays: [1, 2, 3, 4, 5, 6, 7],
      ...fields,
    });
    const ids = (people: Person[]) => people.map((person) => person.id);
    const check = async (caller: Caller, chosen: Person[] | string[], groupId?: string) =>
      (
        await caller.get<number>(`${G}/check`, {
          chosenUsers: chosen.map((item) => (typeof item === 'string' ? item : item.id)).join(','),
          ...(groupId ? { groupId } : {}),
        })
      ).body;
    const detail = async (caller: Caller, id: string) => (await caller.get<Group>(`${G}/detail`, { id })).body.data;
    const memberIds = (found: Group) => found.members!.map((member) => member.id);

    it('reads the seeded groups, people and check, within each role’s reach', async () => {
      const canteen = await signedIn(base, 'canteen');
      const list = (await canteen.get<PageOf<Group>>(`${G}/list`)).body.data;
      expect(list.records.map((item) => item.groupName)).toEqual(['第一小学后厨组', '第一小学采购组']);
      const kitchen = await detail(canteen, list.records[0]!.id);
      expect(kitchen).toMatchObject({ groupType: 1, shifts: FIXED, workdays: [1, 2, 3, 4, 5], makeUpLimit: 3, memberCount: 6, exemptCount: 1 });
      expect(kitchen.members!.map((member) => member.number)).toEqual(['CY001', 'CY002', 'CY003', 'CY004', 'CY005', 'CY006']);
      expect(kitchen.exempts!.map((member) => member.name)).toEqual(['李食堂']);
      expect(kitchen.supervisors!.map((user) => user.name)).toEqual(['李食堂']);
      // the patching picker: the members who punch
      const people = (await canteen.get<PageOf<Person>>(`${G}/people`, { groupId: kitchen.id, name: '刘' })).body.data.records;
      expect(people.map((person) => person.name)).toEqual(['刘秀兰']);

      // the check: 吴桂芳 is in no group; 王建国 is in 后厨组, which is no other group when it is the one edited
      expect(await check(canteen, [WORK_PERSONNEL_IDS.CY009!])).toMatchObject({ code: 200, success: true, data: NONE });
      expect((await check(canteen, [WORK_PERSONNEL_IDS.CY001!, WORK_PERSONNEL_IDS.CY009!, WORK_PERSONNEL_IDS.CY008!])).data).toBe(2);
      expect((await check(canteen, [WORK_PERSONNEL_IDS.CY001!, WORK_PERSONNEL_IDS.CY009!], kitchen.id)).data).toBe(NONE);
      expect((await check(canteen, [])).data).toBe(NONE);
      const elsewhere = (
        await canteen.get<{ personName: string; groupName: string }[]>(`${G}/conflicts`, {
          chosenUsers: `${WORK_PERSONNEL_IDS.CY009},${WORK_PERSONNEL_IDS.CY008}`,
          groupId: kitchen.id,
        })
      ).body.data;
      expect(elsewhere).toEqual([expect.objectContaining({ personName: '周小平', groupName: '第一小学采购组' })]);
      // another school's people are not counted for the canteen
      expect((await check(canteen, [WORK_PERSONNEL_IDS.SY001!])).data).toBe(NONE);

      // reach: the school its canteen, the bureau and the market everything (read-only), the other district nothing
      expect((await (await signedIn(base, 'school')).get<PageOf<Group>>(`${G}/list`)).body.data.total).toBe(2);
      const centre = await signedIn(base, 'centre');
      expect((await centre.get<PageOf<Group>>(`${G}/list`, { canteenId: canteen2a })).body.data.records.map((item) => item.groupName)).toEqual([
        '实验中学一食堂排班组',
      ]);
      expect((await centre.get<{ id: string }[]>(`${G}/canteens`)).body.data).toEqual([]);
      expect((await (await signedIn(base, 'market')).get<PageOf<Group>>(`${G}/list`, { canteenId: canteen1 })).body.data.total).toBe(2);
      const west = await signedIn(base, 'centre2', '100002');
      expect((await west.get<PageOf<Group>>(`${G}/list`)).body.data.total).toBe(0);
      expect((await west.get(`${G}/detail`, { id: kitchen.id })).body).toMatchObject(GONE);
      for (const username of ['bank', 'approver', 'expert'])
        expect((await (await signedIn(base, username)).get(`${G}/list`)).body, username).toMatchObject(DENIED);
    });

    it('counts October from the punches, shifts and workdays, and exports it', async () => {
      const centre = await signedIn(base, 'centre');
      const report = (await centre.get<PageOf<ReportRow> & { month: string }>(`${K}/attendanceReport/month`, { month: '2026-10', size: '50' })).body.data;
      expect(report.month).toBe('2026-10');
      const row = (number: string) => report.records.find((item) => item.personNumber === number);
      // exempt (李食堂) and groupless (吴桂芳) people are not reported; the one who left neither
      const seeded = report.records.filter((item) => /^(CY|SY)\d+$/.test(item.personNumber));
      expect(seeded.map((item) => item.personNumber)).toEqual(expect.not.arrayContaining(['CY007', 'CY009', 'SY007']));
      expect(seeded).toHaveLength(13);
      // weekdays for 后厨组 (22 in October 2026), Monday to Saturday for the scheduled group (27)
      expect(row('CY002')).toMatchObject({ daysDue: 22, present: 21, absent: 1, makeUps: 0, mealStopDays: 0 });
      expect(row('CY005')).toMatchObject({ daysDue: 22, present: 20, absent: 2 });
      expect(row('SY004')).toMatchObject({ daysDue: 27, present: 26, absent: 1 });
      expect(row('CY008')).toMatchObject({ daysDue: 22, present: 22, late: 0 });
      expect(report.records.reduce((sum, item) => sum + item.late, 0)).toBeGreaterThan(0);
      // November: the approved make-up and the meal stop are counted
      const november = (await centre.get<PageOf<ReportRow>>(`${K}/attendanceReport/month`, { month: '2026-11', personName: '刘秀兰' })).body.data.records;
      expect(november).toEqual([expect.objectContaining({ personNumber: 'CY002', makeUps: 1 })]);
      const zhao = (await centre.get<PageOf<ReportRow>>(`${K}/attendanceReport/month`, { month: '2026-11', personName: '赵海' })).body.data.records;
      expect(zhao[0]).toMatchObject({ mealStopDays: 5 });
      // the canteen sees its own people only
      const own = (await (await signedIn(base, 'canteen')).get<PageOf<ReportRow>>(`${K}/attendanceReport/month`, { month: '2026-10' })).body.data;
      expect(own.total).toBe(7);

      const res = await fetch(new URL(`${K}/attendanceReport/export?month=2026-10`, base), {
        headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${centre.token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain('考勤统计-2026-10.xlsx');

      // the punches: an approved make-up is one, by its day and the shift's start
      const punches = (await centre.get<PageOf<Punch>>(`${K}/attendanceRecord/list`, { personName: '刘秀兰', source: '2' })).body.data.records;
      expect(punches).toEqual([expect.objectContaining({ punchTime: '2026-11-04 06:00:00', source: 2 })]);
      const day = (await centre.get<PageOf<Punch>>(`${K}/attendanceRecord/list`, { canteenId: canteen1, from: '2026-10-12', to: '2026-10-12' })).body.data;
      expect(day.total).toBe(14); // seven people of 第一小学 in and out on a Monday
    });

    it('three people in no group: the check answers 99999 and the group is saved', async () => {
      const school = await principal();
      const three = await staff(3);
      expect((await check(school, three)).data).toBe(NONE);
      const saved = await school.post<Group>(`${G}/submit`, group({ memberIds: ids(three) }));
      expect(saved.body).toMatchObject({ code: 200, data: { memberCount: 3, makeUpLimit: 3, canteenName: '第二小学学生食堂' } });
      expect(memberIds(saved.body.data)).toEqual(ids(three));
      // its own members are in no other group
      expect((await check(school, three, saved.body.data.id)).data).toBe(NONE);
      expect((await check(school, three)).data).toBe(3);
    });

    it('five people, two in another group: 2; without the flag a 400 and nothing changed; with it they move; or the three alone are saved', async () => {
      const school = await principal();
      const people = await staff(5);
      const other = (await school.post<Group>(`${G}/submit`, group({ memberIds: ids(people.slice(0, 2)) }))).body.data;
      const chosen = ids(people);
      expect((await check(school, people)).data).toBe(2);

      const refused = await school.post(`${G}/submit`, group({ memberIds: chosen }));
      expect(refused.body).toMatchObject({ code: 400 });
      expect(refused.body.msg).toBe(`共2人在其他考勤组（${people[0]!.name}、${people[1]!.name}），请确认移入此考勤组后再提交`);
      expect(await detail(school, other.id)).toMatchObject({ memberCount: 2, version: other.version });
      expect((await check(school, people.slice(2))).data).toBe(NONE);

      // 取消: the two dropped, the three saved
      const three = await school.post<Group>(`${G}/submit`, group({ memberIds: chosen.slice(2) }));
      expect(three.body).toMatchObject({ code: 200, data: { memberCount: 3 } });
      // 确定: an edit of the three carrying the flag takes the two as well; their old group's version goes up
      const moved = await school.post<Group>(`${G}/update`, {
        ...group({ memberIds: chosen, moveFromOtherGroups: true }),
        id: three.body.data.id,
        version: three.body.data.version,
        groupName: three.body.data.groupName,
      });
      expect(moved.body).toMatchObject({ code: 200, data: { memberCount: 5 } });
      expect(memberIds(moved.body.data)).toEqual(chosen);
      const left = await detail(school, other.id);
      expect(left).toMatchObject({ memberCount: 0, version: other.version + 1 });
      // an editor of the old group who loaded it before the move is told someone saved first
      const stale = await school.post(`${G}/update`, {
        ...group({ memberIds: chosen.slice(0, 2) }),
        id: other.id,
        version: other.version,
        groupName: other.groupName,
      });
      expect(stale.body).toMatchObject(STALE);
      expect((await check(school, people, moved.body.data.id)).data).toBe(NONE);
    });

    it('refuses each broken group rule with its message', async () => {
      const school = await principal();
      const [a, b] = await staff(2);
      const valid = group({ memberIds: [a!.id] });
      const foreign = WORK_PERSONNEL_IDS.CY009!;
      const cases: [Record<string, unknown>, string][] = [
        [{ groupName: '' }, '请输入考勤组名称'],
        [{ groupName: '组'.repeat(51) }, '考勤组名称不能超过 50 个字'],
        [{ canteenId: '' }, '请选择所属食堂'],
        [{ groupType: 4 }, '请选择考勤类型'],
        [{ shifts: [] }, '请设置班次'],
        [{ shifts: [{ name: '早班', start: '6:00', end: '13:00' }] }, '上班时间格式应为 HH:mm'],
        [{ shifts: [{ name: '早班', start: '13:00', end: '06:00' }] }, '班次“早班”的下班时间须晚于上班时间'],
        [
          {
            shifts: [
              { name: '早班', start: '06:00', end: '12:00' },
              { name: '午班', start: '11:00', end: '18:00' },
            ],
          },
          '班次时间不能重叠',
        ],
        [
          {
            shifts: [
              { name: '班', start: '06:00', end: '08:00' },
              { name: '班', start: '09:00', end: '10:00' },
            ],
          },
          '班次名称不能重复',
        ],
        [{ workdays: [] }, '请选择工作日'],
        [{ workdays: [0, 8] }, '工作日须为周一至周日'],
        [{ makeUpLimit: 32 }, '每月补卡次数须为 0–31 的整数'],
        [{ memberIds: '' }, '请选择考勤组成员'],
        [{ memberIds: `${a!.id},${a!.id}` }, '考勤组成员不能重复'],
        [{ exemptIds: [a!.id] }, '同一人不能既是考勤组成员又是无需考勤人员'],
        [{ memberIds: [a!.id, foreign] }, '考勤组成员须为本食堂在职的从业人员'],
        [{ supervisorIds: ['1900000000003000002'] }, '考勤负责人须为本校的账号'],
        [{ remark: '备'.repeat(201) }, '备注不能超过 200 个字'],
      ];
      for (const [change, message] of cases) {
        const { status, body } = await school.post(`${G}/submit`, { ...valid, ...change });
        expect([status, body.msg], JSON.stringify(change)).toEqual([400, message]);
      }
      // free hours need no shift; the exempt are in the group but not counted as members
      const free = await school.post<Group>(`${G}/submit`, { ...valid, groupType: 3, shifts: undefined, exemptIds: [b!.id], makeUpLimit: 0 });
      expect(free.body).toMatchObject({ code: 200, data: { groupType: 3, shifts: [], memberCount: 1, exemptCount: 1, makeUpLimit: 0 } });
      expect((await check(school, [b!])).data).toBe(1);
      const twice = await school.post(`${G}/submit`, {
        ...valid,
        groupName: free.body.data.groupName,
        memberIds: [b!.id],
        exemptIds: [],
        moveFromOtherGroups: true,
      });
      expect(twice.body).toMatchObject({ code: 409, msg: '该食堂已有同名考勤组' });
      const moved = await school.post(`${G}/update`, { ...valid, id: free.body.data.id, version: free.body.data.version, canteenId: canteen1 });
      expect(moved.body).toMatchObject({ code: 400, msg: '不能修改考勤组所属食堂' });
    });

    it('two servers moving the same people at once never leave anyone in two groups', async () => {
      const school = await principal();
      const peer = callerOf(target.peerUrl ?? base, school.token);
      const people = await staff(6);
      const chosen = ids(people);
      const one = (await school.post<Group>(`${G}/submit`, group({ memberIds: chosen.slice(0, 3) }))).body.data;
      const two = (await school.post<Group>(`${G}/submit`, group({ memberIds: chosen.slice(3) }))).body.data;
      for (let round = 0; round < 4; round += 1) {
        const [first, second] = [await detail(school, one.id), await detail(school, two.id)];
        // each takes everybody, from both servers at once
        const answers = await Promise.all([
          school.post(`${G}/update`, {
            ...group({ memberIds: chosen, moveFromOtherGroups: true }),
            id: one.id,
            version: first.version,
            groupName: one.groupName,
          }),
          peer.post(`${G}/update`, {
            ...group({ memberIds: [...chosen].reverse(), moveFromOtherGroups: true }),
            id: two.id,
            version: second.version,
            groupName: two.groupName,
          }),
        ]);
        for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.body.code);
        const [a, b] = [await detail(school, one.id), await detail(school, two.id)];
        const inA = memberIds(a);
        const inB = memberIds(b);
        expect(inA.filter((person) => inB.includes(person))).toEqual([]);
        expect([...inA, ...inB].sort()).toEqual([...chosen].sort());
      }
      // without the flag, two saves taking the same people: at most one wins, nobody in two groups
      const fresh = await staff(2);
      const answers = await Promise.all([
        school.post(`${G}/submit`, group({ memberIds: ids(fresh) })),
        peer.post(`${G}/submit`, group({ memberIds: ids(fresh) })),
      ]);
      expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(1);
      expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 400]);
    });

    it('make-ups: applied within the monthly limit, decided once, approved into a punch', async () => {
      const school = await principal();
      const [a, b, outsider] = await staff(3);
      const shifts = [
        { name: '早班', start: '05:00', end: '09:00' },
        { name: '午班', start: '10:00', end: '14:00' },
        { name: '晚班', start: '15:00', end: '19:00' },
      ];
      const made = (await school.post<Group>(`${G}/submit`, group({ memberIds: ids([a!, b!]), shifts, makeUpLimit: 2 }))).body.data;
      const today = dayFromToday(0);
      const apply = (fields: Record<string, unknown>) =>
        school.post<MakeUp[]>(`${K}/makeUpPunch/submit`, {
          groupId: made.id,
          personIds: [a!.id],
          punchDate: today,
          shiftName: '早班',
          reason: '忘记打卡',
          ...fields,
        });

      const refusals: [Record<string, unknown>, string][] = [
        [{ personIds: [] }, '请选择补卡人员'],
        [{ reason: '' }, '请输入补卡原因'],
        [{ punchDate: '2026-02-30' }, '补卡日期格式应为 YYYY-MM-DD'],
        [{ punchDate: dayFromToday(1) }, '不能为今天之后的日期补卡'],
        [{ punchDate: dayFromToday(-40) }, '只能为最近 31 天内的日期补卡'],
        [{ shiftName: '夜班' }, '请选择补卡班次'],
        [{ personIds: [outsider!.id] }, `${outsider!.name}不是该考勤组需考勤的成员`],
      ];
      for (const [change, message] of refusals) expect((await apply(change)).body.msg, JSON.stringify(change)).toBe(message);

      const first = await apply({ personIds: [a!.id, b!.id] });
      expect(first.body).toMatchObject({ code: 200 });
      expect(first.body.data.map((item) => [item.personName, item.shiftName, item.punchClock, item.status])).toEqual([
        [a!.name, '早班', '05:00', 0],
        [b!.name, '早班', '05:00', 0],
      ]);
      expect((await apply({})).body.msg).toBe(`${a!.name}已申请过该日该班次的补卡`);
      // a person whose make-up waits cannot be removed
      expect((await school.post('/api/rabbit-work/workPersonnel/remove', {}, { ids: b!.id })).body).toMatchObject({
        code: 400,
        msg: `从业人员“${b!.name}”有待审批的补卡，请先审批后再删除`,
      });
      expect((await apply({ shiftName: '午班' })).body.code).toBe(200);
      // the limit is 2 a month: the third of the month is refused
      expect((await apply({ shiftName: '晚班' })).body.msg).toBe(`${a!.name}本月补卡已达上限（2 次）`);

      // the group cannot be removed while a make-up waits
      expect((await school.post(`${G}/remove`, {}, { ids: made.id })).body.msg).toBe(`考勤组“${made.groupName}”有待审批的补卡，不能删除`);

      const pending = (await school.get<PageOf<MakeUp>>(`${K}/makeUpPunch/list`, { groupId: made.id, status: '0', size: '50' })).body.data.records;
      expect(pending).toHaveLength(3);
      const mine = pending.find((item) => item.personName === a!.name && item.shiftName === '早班')!;
      // the applicant never decides their own make-up, whatever the button grants
      expect((await school.post(`${K}/makeUpPunch/audit`, { id: mine.id, version: mine.version, pass: true })).body).toMatchObject({
        code: 403,
        msg: '不能审批自己申请的补卡',
      });
      const deputy = await schoolAccount('deputy');
      expect((await deputy.post(`${K}/makeUpPunch/audit`, { id: mine.id, version: mine.version, pass: false })).body.msg).toBe('请填写驳回意见');
      const approved = await deputy.post<MakeUp>(`${K}/makeUpPunch/audit`, { id: mine.id, version: mine.version, pass: true });
      expect(approved.body).toMatchObject({ code: 200, data: { status: 1, version: mine.version + 1 } });
      expect((await deputy.post(`${K}/makeUpPunch/audit`, { id: mine.id, version: mine.version, pass: true })).body).toMatchObject(STALE);
      expect((await deputy.post(`${K}/makeUpPunch/audit`, { id: mine.id, version: mine.version + 1, pass: false, opinion: '重复' })).body.msg).toBe(
        '该补卡已审批',
      );
      const punches = (await school.get<PageOf<Punch>>(`${K}/attendanceRecord/list`, { personName: a!.name })).body.data.records;
      expect(punches).toEqual([expect.objectContaining({ punchTime: `${today} 05:00:00`, source: 2, makeUpId: mine.id })]);

      // a rejected one no longer counts toward the limit
      const other = pending.find((item) => item.personName === a!.name && item.shiftName === '午班')!;
      expect(
        (await deputy.post<MakeUp>(`${K}/makeUpPunch/audit`, { id: other.id, version: other.version, pass: false, opinion: '当日未排班' })).body,
      ).toMatchObject({
        code: 200,
        data: { status: 2, opinion: '当日未排班' },
      });
      expect((await apply({ shiftName: '晚班' })).body.code).toBe(200);

      // a workday only; free hours take a time instead of a shift
      const weekday = weekdayOf(today);
      const restDay = (
        await school.post<Group>(`${G}/submit`, group({ memberIds: [outsider!.id], workdays: [1, 2, 3, 4, 5, 6, 7].filter((day) => day !== weekday) }))
      ).body.data;
      const rest = { groupId: restDay.id, personIds: [outsider!.id], punchDate: today, shiftName: '早班', reason: '忘记打卡' };
      expect((await school.post(`${K}/makeUpPunch/submit`, rest)).body.msg).toBe('补卡日期不是该考勤组的工作日');
      const free = await school.post<Group>(`${G}/update`, {
        ...group({ memberIds: [outsider!.id], groupType: 3, moveFromOtherGroups: false }),
        id: restDay.id,
        version: restDay.version,
        groupName: restDay.groupName,
      });
      expect(free.body.code).toBe(200);
      const freeHours = { ...rest, groupId: free.body.data.id, shiftName: '' };
      expect((await school.post(`${K}/makeUpPunch/submit`, freeHours)).body.msg).toBe('请选择补卡时间');
      expect((await school.post<MakeUp[]>(`${K}/makeUpPunch/submit`, { ...freeHours, punchClock: '08:45' })).body.data[0]).toMatchObject({
        shiftName: '',
        punchClock: '08:45',
      });

      // another school's make-up is not found; the supervisors cannot decide
      const seeded = (await (await signedIn(base, 'canteen')).get<PageOf<MakeUp>>(`${K}/makeUpPunch/list`, { status: '0' })).body.data.records[0]!;
      expect((await school.post(`${K}/makeUpPunch/audit`, { id: seeded.id, version: seeded.version, pass: true })).body).toMatchObject(GONE);
      expect(
        (await (await signedIn(base, 'centre')).post(`${K}/makeUpPunch/audit`, { id: seeded.id, version: seeded.version, pass: true })).body,
      ).toMatchObject(DENIED);
    });

    it('a person moved to another canteen leaves the old canteen’s group; a pending make-up holds the move', async () => {
      const centre = await signedIn(base, 'centre');
      const account = uniqueAccount('kq2');
      const made = await centre.post('/api/rabbit-user/submit', {
        account,
        password: 'Abc123',
        realName: '调动测试校长',
        sex: 1,
        deptId: SCHOOL2,
        roleId: roleId(1, 'school'),
      });
      expect(made.body.code, JSON.stringify(made.body)).toBe(200);
      const school2 = callerOf(base, (await tokens(base, { tenantId: '100001', username: account, password: 'Abc123' })).access);
      serial += 1;
      const fields = {
        number: uniqueAccount('KQ'),
        name: `调动${serial}号`,
        sex: 1,
        phone: '13700002222',
        idCard: demoIdCard('19930416', serial),
        post: 'purchaser',
        status: 1,
      };
      const person = (await school2.post<Person>('/api/rabbit-work/workPersonnel/submit', { ...fields, canteenId: canteen2a })).body.data;
      const kept = (await school2.post<Group>(`${G}/submit`, group({ canteenId: canteen2a, memberIds: [person.id] }))).body.data;
      expect(memberIds(await detail(school2, kept.id))).toEqual([person.id]);

      const makeUp = await school2.post<MakeUp[]>(`${K}/makeUpPunch/submit`, {
        groupId: kept.id,
        personIds: [person.id],
        punchDate: dayFromToday(0),
        shiftName: '早班',
        reason: '忘记打卡',
      });
      expect(makeUp.body.code, JSON.stringify(makeUp.body)).toBe(200);
      const move = (version: number) =>
        school2.post<Person>('/api/rabbit-work/workPersonnel/update', { ...fields, id: person.id, version, canteenId: canteen2b });
      expect((await move(person.version)).body).toMatchObject({ code: 400, msg: `从业人员“${fields.name}”有待审批的补卡，请先审批后再调换食堂` });

      // decided by another account of the school: nobody decides their own make-up
      const deputyAccount = uniqueAccount('kq2d');
      const deputyMade = await centre.post('/api/rabbit-user/submit', {
        account: deputyAccount,
        password: 'Abc123',
        realName: '调动测试副校长',
        sex: 1,
        deptId: SCHOOL2,
        roleId: roleId(1, 'school'),
      });
      expect(deputyMade.body.code, JSON.stringify(deputyMade.body)).toBe(200);
      const deputy = callerOf(base, (await tokens(base, { tenantId: '100001', username: deputyAccount, password: 'Abc123' })).access);
      const waiting = makeUp.body.data[0]!;
      expect((await deputy.post(`${K}/makeUpPunch/audit`, { id: waiting.id, version: waiting.version, pass: false, opinion: '调动' })).body.code).toBe(200);
      expect((await move(person.version)).body).toMatchObject({ code: 200, data: { canteenId: canteen2b } });
      expect(memberIds(await detail(school2, kept.id))).toEqual([]);
      expect((await check(school2, [person.id])).data).toBe(NONE);
    });

    it('meal stops: one person’s never overlap, a past end is refused, cancelled ones free the days', async () => {
      const school = await principal();
      const [a, b] = await staff(2);
      const stop = (fields: Record<string, unknown>) =>
        school.post<MealStop[]>(`${K}/mealStop/submit`, {
          personIds: [a!.id],
          startDate: dayFromToday(2),
          endDate: dayFromToday(5),
          dinnerTypes: [2, 3],
          reason: '外出培训',
          ...fields,
        });
      const refusals: [Record<string, unknown>, string][] = [
        [{ personIds: '' }, '请选择停餐人员'],
        [{ dinnerTypes: [] }, '请选择停餐餐次'],
        [{ dinnerTypes: [4] }, '停餐餐次须为早餐、午餐或晚餐'],
        [{ reason: ' ' }, '请输入停餐原因'],
        [{ startDate: '' }, '请选择停餐开始日期'],
        [{ endDate: dayFromToday(1) }, '结束日期不能早于开始日期'],
        [{ startDate: dayFromToday(-5), endDate: dayFromToday(-1) }, '停餐结束日期不能早于今天'],
        [{ endDate: dayFromToday(400) }, '停餐时间不能超过 366 天'],
      ];
      for (const [change, message] of refusals) expect((await stop(change)).body.msg, JSON.stringify(change)).toBe(message);

      const first = await stop({ personIds: [a!.id, b!.id] });
      expect(first.body).toMatchObject({ code: 200 });
      expect(first.body.data.map((item) => [item.personName, item.dinnerTypes, item.state])).toEqual([
        [a!.name, [2, 3], 'upcoming'],
        [b!.name, [2, 3], 'upcoming'],
      ]);
      const clash = await stop({ startDate: dayFromToday(5), endDate: dayFromToday(9), dinnerTypes: [1] });
      expect(clash.body).toMatchObject({ code: 400, msg: `${a!.name}在 ${dayFromToday(2)} 至 ${dayFromToday(5)} 已有停餐，停餐时间不能重叠` });
      expect((await stop({ startDate: dayFromToday(6), endDate: dayFromToday(9) })).body.code).toBe(200);
      // the picker shows the person's next stop
      const listed = (await school.get<PageOf<{ id: string; mealStop: string }>>(`${K}/mealStop/staff`, { name: a!.name })).body.data.records;
      expect(listed).toEqual([expect.objectContaining({ id: a!.id, mealStop: `${dayFromToday(2)} 至 ${dayFromToday(5)}` })]);

      const mine = (await school.get<PageOf<MealStop>>(`${K}/mealStop/list`, { personName: a!.name })).body.data.records;
      const early = mine.find((item) => item.startDate === dayFromToday(2))!;
      expect((await school.post(`${K}/mealStop/cancel`, {}, { ids: early.id })).body.code).toBe(200);
      expect((await school.post(`${K}/mealStop/cancel`, {}, { ids: early.id })).body.msg).toBe('停餐已取消');
      expect((await stop({ startDate: dayFromToday(3), endDate: dayFromToday(4) })).body.code).toBe(200);
      expect((await school.get<PageOf<MealStop>>(`${K}/mealStop/list`, { personName: a!.name, state: 'cancelled' })).body.data.total).toBe(1);

      // two entries for one person at once: one passes
      const racing = await Promise.all([
        stop({ personIds: [b!.id], startDate: dayFromToday(20), endDate: dayFromToday(22) }),
        callerOf(target.peerUrl ?? base, school.token).post(`${K}/mealStop/submit`, {
          personIds: [b!.id],
          startDate: dayFromToday(21),
          endDate: dayFromToday(23),
          dinnerTypes: [1],
          reason: '外出培训',
        }),
      ]);
      expect(racing.map((answer) => answer.body.code).sort()).toEqual([200, 400]);

      // another school's person and meal stop are not found; an ended one cannot be cancelled
      expect((await stop({ personIds: [WORK_PERSONNEL_IDS.CY001!] })).body).toMatchObject(GONE);
      const canteen = await signedIn(base, 'canteen');
      const seeded = (await canteen.get<PageOf<MealStop>>(`${K}/mealStop/list`, { personName: '赵海' })).body.data.records[0]!;
      expect((await school.post(`${K}/mealStop/cancel`, {}, { ids: seeded.id })).body).toMatchObject(GONE);
      expect((await canteen.post(`${K}/mealStop/cancel`, {}, { ids: seeded.id })).body.msg).toBe('已结束的停餐不能取消');
      expect((await (await signedIn(base, 'centre')).post(`${K}/mealStop/cancel`, {}, { ids: seeded.id })).body).toMatchObject(DENIED);
    });

    it('meal stops of students: by the same rules, listed by kind, never mixed with staff in one entry', async () => {
      const school = await principal();
      const students = (
        await school.get<PageOf<{ id: string; name: string; className: string }>>('/api/rabbit-personnel/personnel/getPersonnelList', {
          type: '2',
          size: '3',
        })
      ).body.data.records;
      expect(students).toHaveLength(3);
      serial += 1;
      const closed = (
        await school.post<{ id: string; name: string }>('/api/rabbit-personnel/personnel/submit', {
          personnelNo: uniqueAccount('KQS'),
          name: `停餐学生${serial}号`,
          type: 2,
          className: '三年级1班',
          canteenId: CANTEEN3,
        })
      ).body.data;
      const [first, second] = students as [(typeof students)[0], (typeof students)[0]];
      const stop = (fields: Record<string, unknown>) =>
        school.post<(MealStop & { personKind: string; className: string })[]>(`${K}/mealStop/submit`, {
          studentIds: [first.id],
          startDate: dayFromToday(40),
          endDate: dayFromToday(44),
          dinnerTypes: [2],
          reason: '病假',
          ...fields,
        });
      const [person] = await staff(1);
      expect((await stop({ personIds: [person!.id] })).body.msg).toBe('从业人员和学生请分别停餐');
      expect((await stop({ studentIds: 'x' })).body.msg).toBe('停餐学生不正确');

      const made = await stop({ studentIds: [first.id, second.id] });
      expect(made.body).toMatchObject({ code: 200 });
      expect(made.body.data.map((item) => [item.personKind, item.personName, item.className, item.state])).toEqual([
        ['student', first.name, first.className, 'upcoming'],
        ['student', second.name, second.className, 'upcoming'],
      ]);
      expect((await stop({ startDate: dayFromToday(44), endDate: dayFromToday(46) })).body.msg).toBe(
        `${first.name}在 ${dayFromToday(40)} 至 ${dayFromToday(44)} 已有停餐，停餐时间不能重叠`,
      );
      // a staff member's stop on the same days is no clash: the kinds are kept apart
      expect((await stop({ studentIds: undefined, personIds: [person!.id] })).body.code).toBe(200);
      const listed = (await school.get<PageOf<MealStop & { personKind: string }>>(`${K}/mealStop/list`, { personKind: 'student', size: '50' })).body.data;
      expect(listed.records.every((item) => item.personKind === 'student')).toBe(true);
      expect(listed.records.map((item) => item.personName)).toEqual(expect.arrayContaining([first.name, second.name]));

      // a closed account cannot stop meals (a new student's: the seeded ones stay open for the other tests); another
      // school's student is not found
      expect((await school.post('/api/rabbit-personnel/personnel/logout', {}, { ids: closed.id })).body.code).toBe(200);
      expect((await stop({ studentIds: [closed.id] })).body.msg).toBe(`${closed.name}已销户，不能停餐`);
      const elsewhere = (
        await (await signedIn(base, 'school')).get<PageOf<{ id: string }>>('/api/rabbit-personnel/personnel/getPersonnelList', { type: '2', size: '1' })
      ).body.data.records[0]!;
      expect((await stop({ studentIds: [elsewhere.id] })).body).toMatchObject(GONE);
    });

    it('keeps another school’s groups from reads and writes, and checks buttons before bodies', async () => {
      const school = await principal();
      const canteen = await signedIn(base, 'canteen');
      const seeded = (await canteen.get<PageOf<Group>>(`${G}/list`)).body.data.records[0]!;
      expect((await school.get(`${G}/detail`, { id: seeded.id })).body).toMatchObject(GONE);
      expect((await school.get(`${G}/people`, { groupId: seeded.id })).body).toMatchObject(GONE);
      expect(
        (await school.post(`${G}/update`, { ...group({ memberIds: [WORK_PERSONNEL_IDS.CY001!] }), id: seeded.id, version: seeded.version })).body,
      ).toMatchObject(GONE);
      expect((await school.post(`${G}/remove`, {}, { ids: seeded.id })).body).toMatchObject(GONE);
      expect((await school.post(`${G}/submit`, group({ canteenId: canteen1, memberIds: [WORK_PERSONNEL_IDS.CY009!] }))).body).toMatchObject(GONE);
      expect((await school.get<PageOf<Group>>(`${G}/list`, { canteenId: canteen1 })).body.data.total).toBe(0);
      expect((await school.get<PageOf<Punch>>(`${K}/attendanceRecord/list`, { canteenId: canteen1 })).body.data.total).toBe(0);
      for (const username of ['centre', 'market']) {
        const reader = await signedIn(base, username);
        expect((await reader.post(`${G}/submit`, { groupName: '' })).body, username).toMatchObject(DENIED);
        expect((await reader.post(`${G}/remove`, {}, { ids: seeded.id })).body, username).toMatchObject(DENIED);
        expect((await reader.post(`${K}/makeUpPunch/submit`, {})).body, username).toMatchObject(DENIED);
        expect((await reader.post(`${K}/mealStop/submit`, {})).body, username).toMatchObject(DENIED);
      }
      // a group edited by two at once: the second save is a 409
      const [a] = await staff(1);
      const made = (await school.post<Group>(`${G}/submit`, group({ memberIds: [a!.id] }))).body.data;
      const edit = (remark: string) =>
        school.post(`${G}/update`, { ...group({ memberIds: [a!.id], remark }), id: made.id, version: made.version, groupName: made.groupName });
      expect((await edit('甲')).body.code).toBe(200);
      expect((await edit('乙')).body).toMatchObject(STALE);
      // a person removed leaves the group; a group removed frees its people
      const [b] = await staff(1);
      const latest = await detail(school, made.id);
      expect(
        (await school.post(`${G}/update`, { ...group({ memberIds: [a!.id, b!.id] }), id: made.id, version: latest.version, groupName: made.groupName })).body
          .code,
      ).toBe(200);
      expect((await school.post('/api/rabbit-work/workPersonnel/remove', {}, { ids: b!.id })).body.code).toBe(200);
      expect(await detail(school, made.id)).toMatchObject({ memberCount: 1 });
      expect((await check(school, [a!])).data).toBe(1);
      expect((await school.post(`${G}/remove`, {}, { ids: made.id })).body.code).toBe(200);
      expect((await check(school, [a!])).data).toBe(NONE);
    });
  });
}
