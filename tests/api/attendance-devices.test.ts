// 打卡设备 of attendance groups (/api/rabbit-kaoqin, /api/rabbit-device): a group's punch devices are face devices
// of its canteen — others refused naming them, the list and the detail answer their names — and a punch a device
// sends (the simulator's test route, through the function a device callback calls) is recorded only from an online
// punch device of the person's group, never for one who left; a device removed, or moved to another canteen, leaves
// the groups that listed it and their versions go up. Groups, people and devices are made here, under school
// accounts made for the run (第二小学学生食堂, and 实验中学's two canteens for the move), so the seed stays as it is.
import { describe, expect, inject, it } from 'vitest';
import { demoIdCard, WORK_PERSONNEL_CANTEENS } from '../../server/seed/work-personnel-seed.ts';
import { roleId } from '../../server/seed/org.ts';
import { seedId, SPACE } from '../../server/seed/ids.ts';
import { tokens } from './client.ts';
import { callerOf, signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';

type Person = { id: string; name: string; version: number };
type GroupDevice = { deviceSn: string; name: string; windowName: string; online: boolean };
type Group = { id: string; groupName: string; deviceSns: string[]; deviceNames: string[]; devices?: GroupDevice[]; version: number };
type Punch = { id: string; personId: string; groupId: string; punchTime: string; punchDate: string; source: number; deviceSn: string; deviceName: string };

const K = '/api/rabbit-kaoqin';
const G = `${K}/attendanceGroup`;
const D = '/api/rabbit-device/device';
const W = '/api/rabbit-device/window';
const PUNCH = '/api/test/device/punch';
const GONE = { code: 404, msg: '数据不存在' };
const STALE = { code: 409, msg: '该记录已被他人修改，请刷新后再保存' };
const NOT_PUNCH_DEVICE = { code: 400, msg: '该设备不是此人考勤组的打卡设备' };
const SCHOOL3 = seedId(SPACE.dept, 8); // 东湖区第二小学
const CANTEEN3 = seedId(SPACE.dept, 9); // 第二小学学生食堂
const CANTEEN2B = seedId(SPACE.dept, 7); // 实验中学第二食堂
const { canteen2a: CANTEEN2A, school2: SCHOOL2 } = WORK_PERSONNEL_CANTEENS;

let serial = 0;
const freshSn = () => `KQ${Date.now().toString(36).toUpperCase()}${(serial += 1)}`;

for (const target of inject('targets')) {
  describe(`${target.name}: attendance punch devices`, () => {
    const base = target.url;
    const principals = new Map<string, Caller>();

    /** A school account of `school` (made once per run): it keeps that school's attendance and devices. */
    const principal = async (school = SCHOOL3) => {
      const known = principals.get(school);
      if (known) return known;
      const account = uniqueAccount('kqd');
      const made = await (
        await signedIn(base, 'centre')
      ).post('/api/rabbit-user/submit', { account, password: 'Abc123', realName: '打卡设备测试校长', sex: 1, deptId: school, roleId: roleId(1, 'school') });
      expect(made.body.code, JSON.stringify(made.body)).toBe(200);
      const caller = callerOf(base, (await tokens(base, { tenantId: '100001', username: account, password: 'Abc123' })).access);
      principals.set(school, caller);
      return caller;
    };

    const personFields = () => {
      serial += 1;
      return {
        number: uniqueAccount('KQD'),
        name: `打卡${serial}号`,
        sex: 1,
        phone: '13700003333',
        idCard: demoIdCard('19940527', serial),
        post: 'purchaser',
        status: 1,
      };
    };
    /** A new member of the staff of `canteenId`. */
    const staff = async (caller: Caller, canteenId = CANTEEN3): Promise<Person & ReturnType<typeof personFields>> => {
      const fields = personFields();
      const answer = await caller.post<Person>('/api/rabbit-work/workPersonnel/submit', { ...fields, canteenId });
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
      return { ...fields, ...answer.body.data };
    };

    /** A new window of `canteenId` with `count` new devices (their names 打卡机1…). */
    const devices = async (caller: Caller, count: number, canteenId = CANTEEN3) => {
      const window = (await caller.post<{ id: string; name: string }>(`${W}/submit`, { canteenId, name: uniqueAccount('打卡窗口') })).body.data;
      const sns: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const sn = freshSn();
        expect((await caller.post(`${D}/submit`, { deviceSn: sn, name: `打卡机${index + 1}`, windowId: window.id })).body).toMatchObject({ code: 200 });
        sns.push(sn);
      }
      return { window, sns };
    };

    const group = (fields: Record<string, unknown>) => ({
      groupName: uniqueAccount('打卡组'),
      canteenId: CANTEEN3,
      groupType: 3,
      workdays: [1, 2, 3, 4, 5, 6, 7],
      ...fields,
    });
    const detail = async (caller: Caller, id: string) => (await caller.get<Group>(`${G}/detail`, { id })).body.data;

    it('takes only devices of the group’s canteen, and lists them by name', async () => {
      const school = await principal();
      const member = await staff(school);
      const { window, sns } = await devices(school, 2);
      const [a, b] = sns as [string, string];
      // the devices domain's list, by canteen: what the group dialog offers
      const offered = (await school.get<PageOf<{ deviceSn: string }>>(`${D}/list`, { canteenId: CANTEEN3, size: '50' })).body.data.records;
      expect(offered.map((row) => row.deviceSn)).toEqual(expect.arrayContaining([a, b]));
      expect(offered.map((row) => row.deviceSn)).not.toContain('FD1001');

      const name = uniqueAccount('打卡组');
      const refused = await school.post(`${G}/submit`, group({ groupName: name, memberIds: [member.id], deviceSns: ['FD1001', a, 'NOSUCH01'] }));
      expect(refused.body).toMatchObject({ code: 400, msg: '打卡设备不属于该食堂：FD1001、NOSUCH01' });
      expect((await school.get<PageOf<Group>>(`${G}/list`, { groupName: name })).body.data.total).toBe(0);
      const bad = async (deviceSns: unknown) => (await school.post(`${G}/submit`, group({ memberIds: [member.id], deviceSns }))).body;
      expect(await bad([a, a])).toMatchObject({ code: 400, msg: '打卡设备不能重复' });
      expect(await bad(Array.from({ length: 21 }, (_, index) => `SN${1000 + index}`))).toMatchObject({ code: 400, msg: '打卡设备不能超过 20 台' });
      expect(await bad(['a b'])).toMatchObject({ code: 400, msg: '打卡设备不正确' });

      // in the order chosen, with their names, windows and state
      const saved = await school.post<Group>(`${G}/submit`, group({ groupName: name, memberIds: [member.id], deviceSns: [b, a] }));
      expect(saved.body).toMatchObject({ code: 200, data: { deviceSns: [b, a], deviceNames: ['打卡机2', '打卡机1'] } });
      expect((await detail(school, saved.body.data.id)).devices).toEqual([
        { deviceSn: b, name: '打卡机2', windowName: window.name, online: true },
        { deviceSn: a, name: '打卡机1', windowName: window.name, online: true },
      ]);
      const listed = (await school.get<PageOf<Group>>(`${G}/list`, { groupName: name })).body.data.records;
      expect(listed).toEqual([expect.objectContaining({ deviceSns: [b, a], deviceNames: ['打卡机2', '打卡机1'] })]);

      // an edit: another canteen's device refused and nothing changed; none at all is allowed
      const edit = (deviceSns: string[], version: number) =>
        school.post<Group>(`${G}/update`, group({ id: saved.body.data.id, version, groupName: name, memberIds: [member.id], deviceSns }));
      expect((await edit([a, 'FD2001'], saved.body.data.version)).body).toMatchObject({ code: 400, msg: '打卡设备不属于该食堂：FD2001' });
      expect(await detail(school, saved.body.data.id)).toMatchObject({ deviceSns: [b, a], version: saved.body.data.version });
      expect((await edit([], saved.body.data.version)).body).toMatchObject({ code: 200, data: { deviceSns: [], deviceNames: [], devices: [] } });

      // the seeded groups punch on their canteens' seeded devices
      const canteen = await signedIn(base, 'canteen');
      const seeded = (await canteen.get<PageOf<Group>>(`${G}/list`)).body.data.records;
      expect(seeded.map((row) => [row.groupName, row.deviceSns])).toEqual([
        ['第一小学后厨组', ['FD1001', 'FD1002']],
        ['第一小学采购组', ['FD1002']],
      ]);
    });

    it('records a device punch from an online punch device of the person’s group; refuses offline, other devices and people who left', async () => {
      const school = await principal();
      const [member, leaver, loner] = [await staff(school), await staff(school), await staff(school)];
      const { sns } = await devices(school, 2);
      const [punching, other] = sns as [string, string];
      const saved = (await school.post<Group>(`${G}/submit`, group({ memberIds: [member.id, leaver.id], deviceSns: [punching] }))).body.data;
      const punch = (deviceSn: string, personId: string) => school.post<Punch>(PUNCH, { deviceSn, personId });

      const recorded = await punch(punching, member.id);
      expect(recorded.body).toMatchObject({
        code: 200,
        data: { personId: member.id, groupId: saved.id, source: 1, deviceSn: punching, deviceName: '打卡机1' },
      });
      expect(recorded.body.data.punchTime.startsWith(recorded.body.data.punchDate)).toBe(true);
      // 考勤记录 lists it with its device
      const records = (await school.get<PageOf<Punch>>(`${K}/attendanceRecord/list`, { personName: member.name })).body.data.records;
      expect(records).toEqual([expect.objectContaining({ id: recorded.body.data.id, deviceSn: punching, deviceName: '打卡机1', source: 1 })]);

      // a device of the canteen that is not the group's, and a person in no group
      expect((await punch(other, member.id)).body).toMatchObject(NOT_PUNCH_DEVICE);
      expect((await punch(punching, loner.id)).body).toMatchObject(NOT_PUNCH_DEVICE);
      // switched off: 设备离线, until it is back
      await school.post('/api/test/device', { deviceSn: punching, offline: true });
      expect((await punch(punching, member.id)).body).toMatchObject({ code: 400, msg: '设备离线' });
      await school.post('/api/test/device', { deviceSn: punching, offline: false });
      expect((await punch(punching, member.id)).body.code).toBe(200);
      // one who left (离职)
      const left = await school.post('/api/rabbit-work/workPersonnel/update', { ...leaver, canteenId: CANTEEN3, status: 3 });
      expect(left.body.code, JSON.stringify(left.body)).toBe(200);
      expect((await punch(punching, leaver.id)).body).toMatchObject({ code: 400, msg: '该人员已离职，不能打卡' });
      // another school's device, an unknown person
      expect((await punch('FD1001', member.id)).body).toMatchObject(GONE);
      expect((await punch(punching, '9999999')).body).toMatchObject(GONE);
      expect((await school.get<PageOf<Punch>>(`${K}/attendanceRecord/list`, { personName: member.name })).body.data.total).toBe(2);
    });

    it('a device removed leaves every group that listed it; one moved to another canteen leaves the old canteen’s groups', async () => {
      const school = await principal();
      const member = await staff(school);
      const { sns } = await devices(school, 2);
      const [gone, kept] = sns as [string, string];
      const saved = (await school.post<Group>(`${G}/submit`, group({ memberIds: [member.id], deviceSns: [gone, kept] }))).body.data;
      expect((await school.post(`${D}/remove`, {}, { deviceSn: gone })).body.code).toBe(200);
      expect(await detail(school, saved.id)).toMatchObject({ deviceSns: [kept], deviceNames: ['打卡机2'], version: saved.version + 1 });
      // an editor who loaded the group before is told someone saved first
      const stale = await school.post(
        `${G}/update`,
        group({ id: saved.id, version: saved.version, groupName: saved.groupName, memberIds: [member.id], deviceSns: [gone, kept] }),
      );
      expect(stale.body).toMatchObject(STALE);
      expect((await school.post(PUNCH, { deviceSn: gone, personId: member.id })).body).toMatchObject(GONE);

      // 实验中学: a device moved from 第一食堂's window to 第二食堂's leaves 第一食堂's group
      const school2 = await principal(SCHOOL2);
      const person = await staff(school2, CANTEEN2A);
      const first = await devices(school2, 1, CANTEEN2A);
      const second = (await school2.post<{ id: string }>(`${W}/submit`, { canteenId: CANTEEN2B, name: uniqueAccount('打卡窗口') })).body.data;
      const [moving] = first.sns as [string];
      const before = (await school2.post<Group>(`${G}/submit`, group({ canteenId: CANTEEN2A, memberIds: [person.id], deviceSns: [moving] }))).body.data;
      const device = (await school2.get<PageOf<{ version: number }>>(`${D}/list`, { deviceSn: moving })).body.data.records[0]!;
      const moved = await school2.post(`${D}/update`, { deviceSn: moving, name: '打卡机1', windowId: first.window.id, version: device.version });
      expect(moved.body.code).toBe(200);
      // renamed in place: still the group's
      expect(await detail(school2, before.id)).toMatchObject({ deviceSns: [moving], version: before.version });
      const away = await school2.post(`${D}/update`, { deviceSn: moving, name: '打卡机1', windowId: second.id, version: device.version + 1 });
      expect(away.body.code, JSON.stringify(away.body)).toBe(200);
      expect(await detail(school2, before.id)).toMatchObject({ deviceSns: [], version: before.version + 1 });
      expect((await school2.post(PUNCH, { deviceSn: moving, personId: person.id })).body).toMatchObject(NOT_PUNCH_DEVICE);
    });
  });
}
