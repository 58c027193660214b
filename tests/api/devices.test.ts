// 人脸设备, 窗口管理, 设备人员 and the task engine (docs/product-rules.md#face-devices-and-tasks) on both engines: a push
// of 10 people to a window's two devices (20 items), an offline device whose items wait until it is back (and whose
// reboot is refused), a person without a face photo failing alone (部分失败), a full device, 销户 queuing the
// deletions, another school's window, device and people not found, the reach of each role, the bad-input messages,
// each item run once by two instances on one PostgreSQL, and a server killed in the middle of a task (on its own
// embedded server) ending the task after its restart with every item accounted for. Devices made here run with a
// latency of a few ms; time moves by the test clock, never by long waits.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { seedId, SPACE } from '../../server/seed/ids.ts';
import { DINER_SCHOOLS, STUDENTS, TEACHERS } from '../../server/seed/system-personnel-seed.ts';
import { call } from './client.ts';
import { CAPTCHA } from './global-setup.ts';
import { startServer } from './support/server.ts';
import { describeOwnServers } from './support/own-servers.ts';
import { callerOf, signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';

type Task = {
  taskId: string;
  kind: string;
  status: number;
  total: number;
  success: number;
  fail: number;
  errors: { name?: string; deviceSn?: string; reason: string }[];
};
type Device = {
  deviceSn: string;
  name: string;
  schoolId: string;
  windowId: string;
  online: boolean;
  booting: boolean;
  capacity: number;
  enrolled: number;
  pending: number;
  failed: number;
  version: number;
};
type Window = { id: string; schoolId: string; name: string; deviceCount: number; version: number };
type OnDevice = { id: string; deviceSn: string; personnelId: string; name: string; hasFace: boolean; syncStatus: number; error: string };
type WindowPerson = {
  personnelId: string;
  name: string;
  hasFace: boolean;
  devices: { deviceSn: string; deviceName: string; syncStatus: number; error: string }[];
};

const P = '/api/rabbit-personnel/personnel';
const F = '/api/rabbit-faceSync/faceSync';
const D = '/api/rabbit-device/device';
const W = '/api/rabbit-device/window';
const GONE = { code: 404, msg: '数据不存在' };
const DENIED = { code: 403, msg: '没有权限执行此操作' };
const [first, second] = DINER_SCHOOLS;
/** Diners of 东湖区第一小学: teacher n (all have a face photo). */
const teacher = (n: number) => seedId(SPACE.diner, n);
const OTHER_SCHOOL_PERSON = seedId(SPACE.diner, TEACHERS + STUDENTS + 1);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let serial = 0;
const freshSn = () => `T${Date.now().toString(36).toUpperCase()}${(serial += 1)}`;

/** Polls the task (a runner round each time) until it is final. */
async function settled(caller: Caller, taskId: string, timeoutMs = 20_000): Promise<Task> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await caller.post('/api/test/tasks/tick');
    const task = (await caller.get<Task>(`${P}/uploadTaskStatus`, { taskId })).body.data;
    if (task.status >= 2) return task;
    if (Date.now() > deadline) throw new Error(`task ${taskId} not final: ${JSON.stringify(task)}`);
    await pause(50);
  }
}

/** A new window of 东湖区第一小学's canteen with `count` new devices of a 2 ms latency. */
async function windowWithDevices(caller: Caller, count = 2) {
  const window = (await caller.post<Window>(`${W}/submit`, { canteenId: first.canteen, name: uniqueAccount('窗口') })).body.data;
  const sns: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const sn = freshSn();
    expect((await caller.post(`${D}/submit`, { deviceSn: sn, name: `测试人脸机${i + 1}`, windowId: window.id })).body).toMatchObject({ code: 200 });
    await caller.post('/api/test/device', { deviceSn: sn, latencyMs: 2 });
    sns.push(sn);
  }
  return { window, sns };
}

const onDevice = async (caller: Caller, deviceSn: string, query: Record<string, string> = {}) =>
  (await caller.get<PageOf<OnDevice>>(`${P}/getPersonnelData`, { deviceSn, size: '200', ...query })).body.data;

for (const target of inject('targets')) {
  describe(`${target.name}: face devices and tasks`, () => {
    const base = target.url;

    it('shows the seeded windows and devices by reach: keepers their school, everyone else refused', async () => {
      const school = await signedIn(base, 'school');
      const windows = (await school.get<PageOf<Window>>(`${W}/list`, { size: '50' })).body.data.records;
      expect(windows.every((row) => row.schoolId === first.school)).toBe(true);
      expect(windows.find((row) => row.name === '1号窗口')).toMatchObject({ deviceCount: 2 });
      const devices = (await school.get<PageOf<Device>>(`${D}/list`, { deviceSn: 'FD1' })).body.data.records;
      expect(devices.map((row) => row.deviceSn)).toEqual(['FD1001', 'FD1002']);
      expect(devices[0]).toMatchObject({ online: true, booting: false, capacity: 1000 });
      expect(devices[0]!.enrolled + devices[0]!.failed).toBe(TEACHERS + STUDENTS);
      const failed = await onDevice(school, 'FD1001', { syncStatus: '3' });
      expect(failed.total).toBe(devices[0]!.failed);
      expect(failed.records.every((row) => !row.hasFace && row.error === '人脸照片不合格')).toBe(true);

      const canteen = await signedIn(base, 'canteen');
      const all = (await canteen.get<PageOf<Device>>(`${D}/list`)).body.data.records;
      expect(all.every((row) => row.schoolId === first.school)).toBe(true);
      for (const who of ['centre', 'market', 'jiwei', 'bank']) {
        const caller = await signedIn(base, who);
        expect((await caller.get(`${D}/list`)).body, who).toMatchObject(DENIED);
        expect((await caller.get(`${W}/list`)).body, who).toMatchObject(DENIED);
        expect((await caller.post(`${F}/reboot`, {}, { deviceSn: 'FD1001' })).body.code, who).toBe(403);
      }
      // another school's window, device and people are not found
      expect((await school.get(`${P}/getPersonnelData`, { deviceSn: 'FD2001' })).body).toMatchObject(GONE);
      expect((await school.post(`${F}/reboot`, {}, { deviceSn: 'FD2001' })).body).toMatchObject(GONE);
      expect((await school.post(`${F}/checkDownFace`, { deviceSn: 'FD2001', personnelIds: [teacher(1)] })).body).toMatchObject(GONE);
      expect((await school.post(`${F}/checkDownFace`, { deviceSn: 'FD1001', personnelIds: [OTHER_SCHOOL_PERSON] })).body).toMatchObject(GONE);
      const otherWindow = seedId(SPACE.diner, 0); // no window has a diner's id
      expect((await school.get(`${P}/getPersonneDevicelList`, { windowId: otherWindow })).body).toMatchObject(GONE);
      expect((await school.get(`${P}/uploadTaskStatus`, { taskId: '1' })).body).toMatchObject(GONE);
    });

    it('pushes 10 people to a window’s two devices: 20 items succeed and the devices list them (scenario 1)', async () => {
      const school = await signedIn(base, 'school');
      const { window, sns } = await windowWithDevices(school);
      const people = Array.from({ length: 10 }, (_, i) => teacher(i + 1));
      const { taskId } = (await school.post<{ taskId: string }>(`${P}/downPersonnelDevice`, { windowId: window.id, personnelIds: people })).body.data;
      const task = await settled(school, taskId);
      expect(task).toMatchObject({ kind: 'DEVICE_DOWN', status: 2, total: 20, success: 20, fail: 0, errors: [] });
      for (const sn of sns) {
        const page = await onDevice(school, sn);
        expect(page.total).toBe(10);
        expect(page.records.every((row) => row.syncStatus === 2 && row.error === '')).toBe(true);
      }
      const listed = (await school.get<PageOf<WindowPerson>>(`${P}/getPersonneDevicelList`, { windowId: window.id, syncStatus: '2', size: '50' })).body.data;
      expect(listed.total).toBe(10);
      expect(listed.records[0]!.devices.map((row) => row.deviceSn).sort()).toEqual([...sns].sort());
      const device = (await school.get<PageOf<Device>>(`${D}/list`, { deviceSn: sns[0]! })).body.data.records[0]!;
      expect(device).toMatchObject({ enrolled: 10, pending: 0, failed: 0, windowId: window.id });
      // the same people again: one more task, still 10 on each device; then deleted from the window
      expect(
        (
          await settled(
            school,
            (await school.post<{ taskId: string }>(`${P}/downPersonnelDevice`, { windowId: window.id, personnelIds: people })).body.data.taskId,
          )
        ).status,
      ).toBe(2);
      const deleted = await settled(school, (await school.post<{ taskId: string }>(`${P}/allDeletePersonnel`, { windowId: window.id })).body.data.taskId);
      expect(deleted).toMatchObject({ kind: 'DEVICE_DELETE', status: 2, total: 20, success: 20 });
      expect((await onDevice(school, sns[0]!)).total).toBe(0);
      // deleting people a device does not hold succeeds (DELETE is idempotent)
      expect(
        await settled(school, (await school.post<{ taskId: string }>(`${F}/checkDelete`, { deviceSn: sns[0], personnelIds: [teacher(1)] })).body.data.taskId),
      ).toMatchObject({
        status: 2,
        success: 1,
      });
    });

    it('keeps an offline device’s items waiting until it is back, refuses its reboot, and fails what waits 24 h (scenario 2)', async () => {
      const school = await signedIn(base, 'school');
      const { window, sns } = await windowWithDevices(school);
      const [online, offline] = sns as [string, string];
      await school.post('/api/test/device', { deviceSn: offline, offline: true });
      expect((await school.post(`${F}/reboot`, {}, { deviceSn: offline })).body).toMatchObject({ code: 400, msg: '设备离线' });
      const { taskId } = (
        await school.post<{ taskId: string }>(`${P}/downPersonnelDevice`, { windowId: window.id, personnelIds: [teacher(11), teacher(12), teacher(13)] })
      ).body.data;
      for (let i = 0; i < 20 && (await onDevice(school, online, { syncStatus: '2' })).total < 3; i += 1) await school.post('/api/test/tasks/tick');
      expect((await onDevice(school, online, { syncStatus: '2' })).total).toBe(3);
      expect((await onDevice(school, offline, { syncStatus: '0' })).total).toBe(3);
      expect((await school.get<Task>(`${P}/uploadTaskStatus`, { taskId })).body.data).toMatchObject({ status: 1, success: 3, fail: 0, total: 6 });
      // a device busy with a task is not removed
      expect((await school.post(`${D}/remove`, {}, { deviceSn: offline })).body).toMatchObject({
        code: 400,
        msg: '设备“测试人脸机2”有正在执行的任务，请稍后再试',
      });
      await school.post('/api/test/device', { deviceSn: offline, offline: false });
      expect(await settled(school, taskId)).toMatchObject({ status: 2, success: 6, fail: 0 });
      expect((await onDevice(school, offline, { syncStatus: '2' })).total).toBe(3);

      // a reboot takes an online device offline for its boot time
      await school.post('/api/test/device', { deviceSn: online, bootSeconds: 1 });
      expect((await school.post(`${F}/reboot`, {}, { deviceSn: online })).body).toMatchObject({ code: 200 });
      expect((await school.get<PageOf<Device>>(`${D}/list`, { deviceSn: online })).body.data.records[0]).toMatchObject({ online: false, booting: true });
      expect((await school.post(`${F}/reboot`, {}, { deviceSn: online })).body).toMatchObject({ code: 400, msg: '设备离线' });
      await pause(1_100);
      await school.post('/api/test/tasks/tick');
      expect((await school.get<PageOf<Device>>(`${D}/list`, { deviceSn: online })).body.data.records[0]).toMatchObject({ online: true, booting: false });

      // items waiting more than 24 h fail
      await school.post('/api/test/device', { deviceSn: offline, offline: true });
      const late = (await school.post<{ taskId: string }>(`${F}/checkDownFace`, { deviceSn: offline, personnelIds: [teacher(14)] })).body.data.taskId;
      try {
        expect((await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds: 25 * 3600 } })).status).toBe(200);
        expect(await settled(school, late)).toMatchObject({ status: 4, fail: 1, errors: [{ deviceSn: offline, reason: '设备离线超过 24 小时，未能执行' }] });
      } finally {
        await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds: 0 } });
      }
      expect((await onDevice(school, offline, { syncStatus: '3' })).records[0]).toMatchObject({
        personnelId: teacher(14),
        error: '设备离线超过 24 小时，未能执行',
      });
      await school.post('/api/test/device', { deviceSn: offline, offline: false });
    });

    it('retries an item a reboot interrupted once, and fails one interrupted twice', async () => {
      const school = await signedIn(base, 'school');
      const { sns } = await windowWithDevices(school, 1);
      const sn = sns[0]!;
      await school.post('/api/test/device', { deviceSn: sn, latencyMs: 400, bootSeconds: 1 });
      const [twice, once] = [teacher(18), teacher(19)];
      const { taskId } = (await school.post<{ taskId: string }>(`${F}/checkDownFace`, { deviceSn: sn, personnelIds: [twice, once] })).body.data;
      /** Waits until the device is sending `personnelId` (下发中), then reboots it and waits out the boot. */
      const rebootWhileSending = async (personnelId: string) => {
        const deadline = Date.now() + 10_000;
        while (!(await onDevice(school, sn, { syncStatus: '1' })).records.some((row) => row.personnelId === personnelId)) {
          if (Date.now() > deadline) throw new Error(`${personnelId} never sent`);
          await pause(20);
        }
        expect((await school.post(`${F}/reboot`, {}, { deviceSn: sn })).body).toMatchObject({ code: 200 });
        await pause(1_050);
      };
      await rebootWhileSending(twice);
      await rebootWhileSending(twice);
      await rebootWhileSending(once);
      const task = await settled(school, taskId);
      expect(task).toMatchObject({ status: 3, total: 2, success: 1, fail: 1, errors: [{ deviceSn: sn, reason: '执行中断（已重试一次）' }] });
      expect((await onDevice(school, sn, { syncStatus: '2' })).records.map((row) => row.personnelId)).toEqual([once]);
    });

    it('fails only the person without a face photo (部分失败), and a full device with its capacity (scenario 3)', async () => {
      const school = await signedIn(base, 'school');
      const { window, sns } = await windowWithDevices(school);
      const noFace = (await onDevice(school, 'FD1001', { syncStatus: '3' })).records[0]!;
      const { taskId } = (
        await school.post<{ taskId: string }>(`${P}/downPersonnelDevice`, { windowId: window.id, personnelIds: [teacher(15), noFace.personnelId] })
      ).body.data;
      const task = await settled(school, taskId);
      expect(task).toMatchObject({ status: 3, total: 4, success: 2, fail: 2 });
      expect(task.errors).toEqual(sns.map((sn) => ({ name: noFace.name, deviceSn: sn, reason: '人脸照片不合格' })));
      const listed = (await school.get<PageOf<WindowPerson>>(`${P}/getPersonneDevicelList`, { windowId: window.id, syncStatus: '3' })).body.data;
      expect(listed.records.map((row) => row.personnelId)).toEqual([noFace.personnelId]);

      // a device holding as many faces as it may: the next person fails with the capacity
      await school.post('/api/test/device', { deviceSn: sns[0], capacity: 1 });
      const full = await settled(
        school,
        (await school.post<{ taskId: string }>(`${F}/checkDownFace`, { deviceSn: sns[0], personnelIds: [teacher(16)] })).body.data.taskId,
      );
      expect(full).toMatchObject({ status: 4, fail: 1, errors: [{ deviceSn: sns[0], reason: '设备人脸库已满（容量 1）' }] });
      // 重新下发 after room is made: the failed people of the device go again
      await school.post('/api/test/device', { deviceSn: sns[0], capacity: 10 });
      const again = await settled(school, (await school.post<{ taskId: string }>(`${F}/down`, { deviceSns: [sns[0]] })).body.data.taskId);
      expect(again).toMatchObject({ total: 2, success: 1, fail: 1, status: 3 });
      // a device that fails at random fails the same items on every run (seeded, not Math.random)
      await school.post('/api/test/device', { deviceSn: sns[1], failureRate: 1 });
      expect(
        await settled(
          school,
          (await school.post<{ taskId: string }>(`${F}/checkDownFace`, { deviceSn: sns[1], personnelIds: [teacher(17)] })).body.data.taskId,
        ),
      ).toMatchObject({
        status: 4,
        errors: [{ reason: '设备返回失败，请重新下发' }],
      });
    });

    it('queues the deletion of a closed (销户) person from every device (scenario 5)', async () => {
      const school = await signedIn(base, 'school');
      const { window, sns } = await windowWithDevices(school);
      const person = (await school.post<{ id: string }>(`${P}/submit`, { personnelNo: uniqueAccount('D'), name: '销户学生', type: 2 })).body.data;
      await settled(
        school,
        (await school.post<{ taskId: string }>(`${P}/downPersonnelDevice`, { windowId: window.id, personnelIds: [person.id] })).body.data.taskId,
      );
      expect((await onDevice(school, sns[0]!, { syncStatus: '3' })).total).toBe(1);
      await school.post('/api/test/device', { deviceSn: sns[1], offline: true });
      expect((await school.post(`${P}/logout`, {}, { ids: person.id })).body).toMatchObject({ code: 200 });
      for (let i = 0; i < 20 && (await onDevice(school, sns[0]!)).total > 0; i += 1) await school.post('/api/test/tasks/tick');
      expect((await onDevice(school, sns[0]!)).total).toBe(0);
      expect((await onDevice(school, sns[1]!)).records).toMatchObject([{ personnelId: person.id, syncStatus: 4 }]);
      await school.post('/api/test/device', { deviceSn: sns[1], offline: false });
      for (let i = 0; i < 40 && (await onDevice(school, sns[1]!)).total > 0; i += 1) await school.post('/api/test/tasks/tick');
      expect((await onDevice(school, sns[1]!)).total).toBe(0);
      // a closed person is not pushed again
      expect((await school.post(`${P}/downPersonnelDevice`, { windowId: window.id, personnelIds: [person.id] })).body).toMatchObject(GONE);
    });

    it('answers bad input and edits of windows and devices with the contract’s messages and conflicts', async () => {
      const school = await signedIn(base, 'school');
      const bad = async (path: string, body: unknown, query?: Record<string, string>) => (await school.post(path, body, query)).body;
      expect(await bad(`${P}/downPersonnelDevice`, {})).toMatchObject({ code: 400, msg: '请选择窗口' });
      expect(await bad(`${P}/downPersonnelDevice`, { windowId: '1', personnelIds: [] })).toMatchObject({ code: 400, msg: '请选择人员' });
      expect(await bad(`${F}/down`, { deviceSns: [] })).toMatchObject({ code: 400, msg: '请选择设备' });
      expect(await bad(`${F}/checkDownFace`, { deviceSn: 'a b', personnelIds: ['1'] })).toMatchObject({
        code: 400,
        msg: '设备序列号须为 4–32 位字母、数字、- 或 _',
      });
      expect(await bad(`${W}/submit`, { canteenId: second.canteen, name: '窗口' })).toMatchObject({ code: 400, msg: '请选择本校的食堂' });
      const { window, sns } = await windowWithDevices(school, 1);
      expect(await bad(`${W}/submit`, { canteenId: first.canteen, name: window.name })).toMatchObject({ code: 400, msg: '该食堂已有同名窗口' });
      expect(await bad(`${D}/submit`, { deviceSn: sns[0], name: '重复', windowId: window.id })).toMatchObject({ code: 400, msg: '设备序列号已存在' });
      expect(await bad(`${D}/submit`, { deviceSn: freshSn(), name: '无此窗口', windowId: '1' })).toMatchObject(GONE);
      expect(await bad(`${W}/remove`, {}, { ids: window.id })).toMatchObject({ code: 400, msg: `窗口“${window.name}”下还有设备，不能删除` });
      const empty = (await school.post<Window>(`${W}/submit`, { canteenId: first.canteen, name: uniqueAccount('空窗口') })).body.data;
      expect(await bad(`${P}/allDownPersonnelDevice`, { windowId: empty.id })).toMatchObject({ code: 400, msg: '该窗口下还没有设备' });
      // two saves of one version: the second is a conflict
      expect(await bad(`${W}/update`, { id: window.id, name: `${window.name}改`, version: window.version })).toMatchObject({ code: 200 });
      expect(await bad(`${W}/update`, { id: window.id, name: `${window.name}再改`, version: window.version })).toMatchObject({ code: 409 });
      const device = (await school.get<PageOf<Device>>(`${D}/list`, { deviceSn: sns[0]! })).body.data.records[0]!;
      expect(await bad(`${D}/update`, { deviceSn: device.deviceSn, name: '改名', windowId: empty.id, version: device.version })).toMatchObject({
        code: 200,
        data: { windowId: empty.id },
      });
      expect(await bad(`${D}/update`, { deviceSn: device.deviceSn, name: '再改', windowId: empty.id, version: device.version })).toMatchObject({ code: 409 });
      // removal: the device, then its empty window; the serial number may be registered again
      expect(await bad(`${D}/remove`, {}, { deviceSn: device.deviceSn })).toMatchObject({ code: 200 });
      expect(await bad(`${W}/remove`, {}, { ids: `${window.id},${empty.id}` })).toMatchObject({ code: 200 });
      expect((await school.get<PageOf<Device>>(`${D}/list`, { deviceSn: device.deviceSn })).body.data.total).toBe(0);
      // a caller without the buttons is refused: the bank has none
      const bank = await signedIn(base, 'bank');
      expect((await bank.post(`${W}/submit`, { canteenId: first.canteen, name: '银行窗口' })).body).toMatchObject(DENIED);
    });

    it('runs each item once across two instances on one PostgreSQL', async ({ skip }) => {
      if (!target.peerUrl || !target.databaseUrl) return skip();
      const school = await signedIn(base, 'school');
      const peer = callerOf(target.peerUrl, school.token);
      const { window, sns } = await windowWithDevices(school, 4);
      for (const sn of sns) await school.post('/api/test/device', { deviceSn: sn, latencyMs: 10 });
      const people = Array.from({ length: 25 }, (_, i) => teacher(i + 1));
      const { taskId } = (await school.post<{ taskId: string }>(`${P}/downPersonnelDevice`, { windowId: window.id, personnelIds: people })).body.data;
      // both instances run rounds while the task runs
      const deadline = Date.now() + 30_000;
      let task: Task;
      do {
        await Promise.all([school.post('/api/test/tasks/tick'), peer.post('/api/test/tasks/tick')]);
        task = (await peer.get<Task>(`${P}/uploadTaskStatus`, { taskId })).body.data;
      } while (task.status < 2 && Date.now() < deadline);
      expect(task).toMatchObject({ status: 2, total: 100, success: 100 });
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ attempts: number; owners: number; items: number }>(
          'SELECT max(attempts)::int AS attempts, count(DISTINCT lease_owner)::int AS owners, count(*)::int AS items FROM task_item WHERE task_id = $1',
          [taskId],
        );
        // every item claimed once; which instance won each round is chance (one that keeps winning may run them all,
        // as it did on a loaded machine), so the owners are one or two
        expect(rows[0]).toMatchObject({ attempts: 1, items: 100 });
        expect([1, 2]).toContain(rows[0]!.owners);
      } finally {
        await client.end();
      }
    });
  });
}

describeOwnServers('a server killed in the middle of a task', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shian-tasks-'));
  const env = { DATA_DIR: path.join(folder, 'data'), CAPTCHA_FIXED_CODE: CAPTCHA, SEED_DEMO: '1' };
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('ends the task after the restart with every item accounted for, never stuck in 执行中', async () => {
    let server = await startServer(env);
    try {
      let school = await signedIn(server.url, 'school');
      const windowId = (await school.get<PageOf<Window>>(`${W}/list`, { name: '1号窗口' })).body.data.records[0]!.id;
      for (const sn of ['FD1001', 'FD1002']) await school.post('/api/test/device', { deviceSn: sn, latencyMs: 15 });
      const { taskId } = (await school.post<{ taskId: string }>(`${P}/allDownPersonnelDevice`, { windowId })).body.data;
      let task: Task;
      do {
        await pause(100);
        task = (await school.get<Task>(`${P}/uploadTaskStatus`, { taskId })).body.data;
      } while (task.success < 20);
      expect(task.status).toBe(1);
      await server.kill();
      server = await startServer(env);
      school = await signedIn(server.url, 'school');
      // the dead server's leases run out (30 s on the app clock); the rest runs fast
      await call(server.url, 'POST', '/api/test/clock', { json: { offsetSeconds: 60 } });
      for (const sn of ['FD1001', 'FD1002']) await school.post('/api/test/device', { deviceSn: sn, latencyMs: 0 });
      task = await settled(school, taskId, 60_000);
      const noFace = (await onDevice(school, 'FD1001', { syncStatus: '3' })).total;
      expect(task.total).toBe(2 * (TEACHERS + STUDENTS));
      expect(task.success + task.fail).toBe(task.total);
      expect(task).toMatchObject({ status: 3, fail: 2 * noFace });
      expect(task.errors.every((error) => error.reason === '人脸照片不合格')).toBe(true);
    } finally {
      await server.stop();
    }
  }, 180_000);
});
