// 从业人员 (/api/rabbit-work, /api/rabbit-applet): the seeded staff of two canteens read by each role's reach, the
// ID card masked in lists, the certificate states by the domain clock (an expired certificate counted on 待办提醒),
// another school's person not found, the form's messages (ID card checksum, phone, food handler's certificate),
// the 409 of two saves, the status moves, removal, the morning-check figures, the accounts to link, the department
// counts and 健康证管理 with its export. People made here carry numbers no seed uses and are removed again.
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { demoIdCard, WORK_PERSONNEL_CANTEENS, WORK_PERSONNEL_IDS } from '../../server/seed/work-personnel-seed.ts';
import { BASIC, call } from './client.ts';
import { signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';

type Person = {
  id: string;
  canteenId: string;
  canteenName: string;
  schoolName: string;
  number: string;
  name: string;
  idCard: string;
  post: string;
  postName: string;
  foodHandler: boolean;
  healthCertExpiry: string | null;
  healthCertFileLink: string | null;
  certState: number;
  certStateName: string;
  status: number;
  statusName: string;
  userAccount: string;
  version: number;
};
type DeptCount = { deptId: string; deptName: string; total: number; onDuty: number; offDuty: number; certExpiring: number; certExpired: number };
type Todo = { key: string; count: number; link: string };

const W = '/api/rabbit-work/workPersonnel';
const H = '/api/rabbit-work/healthCertificate';
const GONE = { code: 404, msg: '数据不存在' };
const DENIED = { code: 403, msg: '没有权限执行此操作' };
const STALE = { code: 409, msg: '该记录已被他人修改，请刷新后再保存' };
const { canteen1, canteen2a, school2 } = WORK_PERSONNEL_CANTEENS;
const PDF = Buffer.from('%PDF-1.4\n%\n');

/** A day `days` from today in Beijing (the servers' zone). */
const dayFromToday = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

let serial = 0;
/** A valid ID card no seed uses (born 1990-01-01, a sequence of this run). */
const freshIdCard = () => demoIdCard('19900101', 500 + (serial = (serial + 1) % 400));

for (const target of inject('targets')) {
  describe(`${target.name}: work personnel`, () => {
    const base = target.url;
    const list = async (caller: Caller, query: Record<string, string> = {}) => (await caller.get<PageOf<Person>>(`${W}/list`, { size: '100', ...query })).body;
    /** 待办提醒's certificates: the expired and the expiring together. */
    const certificateTodo = async (caller: Caller) => {
      const items = (await caller.get<Todo[]>('/api/rabbit-desk/todo/summary')).body.data.filter((item) => item.key.startsWith('workPersonnel.cert'));
      return items.length ? { count: items.reduce((sum, item) => sum + item.count, 0) } : undefined;
    };
    const upload = async (caller: Caller) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PDF)]), '健康证.pdf');
      const res = await fetch(new URL('/api/rabbit-file/file/upload', base), {
        method: 'POST',
        headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${caller.token}` },
        body: form,
      });
      return ((await res.json()) as { data: { id: string } }).data.id;
    };
    /** A valid new person of 第一小学学生食堂 (a chef, so with a certificate). */
    const person = async (caller: Caller, fields: Record<string, unknown> = {}) => ({
      number: uniqueAccount('T'),
      name: '测试厨师',
      sex: 1,
      phone: '13700001111',
      idCard: freshIdCard(),
      post: 'chef',
      healthCertNo: 'JKZ-TEST',
      healthCertExpiry: dayFromToday(200),
      healthCertFileId: await upload(caller),
      status: 1,
      ...fields,
    });
    const create = async (caller: Caller, body: Record<string, unknown>) => {
      const answer = await caller.post<Person>(`${W}/submit`, body);
      if (answer.body.code === 200)
        onTestFinished(async () => {
          await caller.post(`${W}/remove`, {}, { ids: answer.body.data.id });
        });
      return answer;
    };

    it('lists the seeded staff by reach: a canteen its own, the bureau all, masked ID cards and certificate states', async () => {
      const canteen = await signedIn(base, 'canteen');
      const own = await list(canteen);
      expect(own.code).toBe(200);
      expect(own.data.records.map((row) => row.number).filter((number) => number.startsWith('CY'))).toEqual(
        // on duty first, then 离岗 (CY008)
        ['CY001', 'CY002', 'CY003', 'CY004', 'CY005', 'CY006', 'CY007', 'CY009', 'CY008'],
      );
      expect(own.data.records.every((row) => row.canteenId === canteen1)).toBe(true);
      const byNumber = new Map(own.data.records.map((row) => [row.number, row]));
      expect(byNumber.get('CY001')).toMatchObject({
        name: '王建国',
        postName: '厨师',
        foodHandler: true,
        certState: 1,
        certStateName: '有效',
        statusName: '在岗',
      });
      expect(byNumber.get('CY002')).toMatchObject({ certState: 2, certStateName: '即将到期' });
      expect(byNumber.get('CY003')).toMatchObject({ certState: 3, certStateName: '已过期' });
      expect(byNumber.get('CY007')).toMatchObject({ certState: 0, userAccount: 'canteen', foodHandler: false });
      expect(byNumber.get('CY001')!.idCard).toMatch(/^3301\*{10}\d{3}[\dX]$/);

      const centre = await signedIn(base, 'centre');
      const all = (await list(centre, { number: 'Y0' })).data.records.map((row) => row.number);
      expect(all).toEqual(expect.arrayContaining(['CY001', 'SY001', 'SY007']));
      const market = await signedIn(base, 'market');
      expect((await list(market, { number: 'SY' })).data.total).toBe(7);
      for (const [username, options] of [
        ['bank', {}],
        ['supplier', { supplier: true }],
        ['approver', {}],
      ] as const) {
        expect((await list(await signedIn(base, username, '100001', options))).code, username).toBe(403);
      }
      expect((await list(await signedIn(base, 'centre2', '100002'))).data.total).toBe(0);
    });

    it('filters by name, phone, post, status, certificate state and canteen', async () => {
      const centre = await signedIn(base, 'centre');
      const numbers = async (query: Record<string, string>) =>
        (await list(centre, query)).data.records.map((row) => row.number).filter((number) => /^(CY|SY)\d/.test(number));
      expect(await numbers({ name: '陈志' })).toEqual(['CY003']);
      expect(await numbers({ phone: '13900110011' })).toEqual(['SY002']);
      expect(await numbers({ post: 'chef' })).toEqual(['CY001', 'SY001', 'SY002']);
      expect(await numbers({ status: '2' })).toEqual(['CY008']);
      expect(await numbers({ status: '3' })).toEqual(['SY007']);
      expect(await numbers({ certState: '3' })).toEqual(['CY003']);
      expect(await numbers({ certState: '2', canteenId: canteen2a })).toEqual(['SY002', 'SY004']);
      expect(await numbers({ certState: '0', deptId: school2 })).toEqual(['SY006', 'SY007']);
      expect((await list(centre, { certState: '9' })).msg).toBe('健康证状态不正确');
    });

    it('answers a person whole to the school that keeps them, masked to a supervisor, and 404 to another school or district', async () => {
      const id = WORK_PERSONNEL_IDS.CY001!;
      const canteen = await signedIn(base, 'canteen');
      expect((await canteen.get<Person>(`${W}/detail`, { id })).body.data.idCard).toMatch(/^330102\d{11}[\dX]$/);
      const centre = await signedIn(base, 'centre');
      expect((await centre.get<Person>(`${W}/detail`, { id })).body.data.idCard).toMatch(/^3301\*{10}/);
      // scenario 6: school B reads school A's person
      const schoolB = await schoolOf(base, school2);
      expect((await schoolB.get(`${W}/detail`, { id })).body).toMatchObject(GONE);
      expect((await schoolB.get<Person>(`${W}/detail`, { id: WORK_PERSONNEL_IDS.SY001! })).body.data.name).toBe('孙大伟');
      expect((await schoolB.post(`${W}/remove`, {}, { ids: id })).body).toMatchObject(GONE);
      expect((await (await signedIn(base, 'centre2', '100002')).get(`${W}/detail`, { id })).body).toMatchObject(GONE);
      expect((await canteen.get(`${W}/detail`, { id: 'x' })).body).toMatchObject(GONE);
    });

    it('refuses a bad ID card, a bad phone and a food handler without a certificate, each with its message', async () => {
      const canteen = await signedIn(base, 'canteen');
      const valid = await person(canteen);
      const refused = async (fields: Record<string, unknown>) => (await canteen.post(`${W}/submit`, { ...valid, ...fields })).body;
      const wrongCheck = `${valid.idCard.slice(0, 17)}${valid.idCard[17] === '0' ? '1' : '0'}`;
      expect(await refused({ idCard: wrongCheck })).toMatchObject({ code: 400, msg: '身份证号码校验位不正确' });
      expect(await refused({ idCard: '33010219900231001X' })).toMatchObject({ code: 400, msg: '身份证号码中的出生日期不正确' });
      expect(await refused({ idCard: '3301021990' })).toMatchObject({ code: 400, msg: '身份证号码应为18位，前17位为数字，最后一位为数字或X' });
      expect(await refused({ idCard: '' })).toMatchObject({ code: 400, msg: '请输入身份证号码' });
      expect(await refused({ phone: '' })).toMatchObject({ code: 400, msg: '手机号码不能为空' });
      expect(await refused({ phone: '12345678901' })).toMatchObject({ code: 400, msg: '请输入正确的手机号码' });
      expect(await refused({ phone: '1380000' })).toMatchObject({ code: 400, msg: '请输入正确的手机号码' });
      expect(await refused({ healthCertNo: '' })).toMatchObject({ code: 400, msg: '从事食品加工的岗位须填写健康证编号' });
      expect(await refused({ healthCertExpiry: null })).toMatchObject({ code: 400, msg: '从事食品加工的岗位须填写健康证有效期' });
      expect(await refused({ healthCertFileId: null })).toMatchObject({ code: 400, msg: '从事食品加工的岗位须上传健康证扫描件' });
      expect(await refused({ healthCertExpiry: '2026-13-01' })).toMatchObject({ code: 400, msg: '健康证有效期格式应为 YYYY-MM-DD' });
      expect(await refused({ post: 'astronaut' })).toMatchObject({ code: 400, msg: '请选择岗位' });
      expect(await refused({ status: 3 })).toMatchObject({ code: 400, msg: '新增人员不能为离职状态' });
      expect(await refused({ canteenId: canteen2a })).toMatchObject({ code: 403, msg: '只能管理本单位食堂的从业人员' });
      expect(await refused({ userId: (await canteen.get<{ id: string }>('/api/rabbit-user/info')).body.data.id })).toMatchObject({
        code: 409,
        msg: '该账号已关联其他从业人员',
      });
      // a post that handles no food needs no certificate; a lower-case x is read as X
      const clerk = await create(canteen, { ...valid, post: 'purchaser', healthCertNo: '', healthCertExpiry: null, healthCertFileId: null });
      expect(clerk.body).toMatchObject({ code: 200, data: { certState: 0, foodHandler: false } });
      // nothing was written by the refusals
      expect((await list(canteen, { name: '测试厨师' })).data.total).toBe(1);
      // supervisors read only; the button is checked before the body
      expect((await (await signedIn(base, 'centre')).post(`${W}/submit`, valid)).body).toMatchObject(DENIED);
      expect((await (await signedIn(base, 'market')).post(`${W}/submit`, {})).body).toMatchObject(DENIED);
    });

    it('scenario 1: an expired certificate shows 已过期 and is counted on 待办提醒; the domain clock moves a certificate into 已过期', async () => {
      const canteen = await signedIn(base, 'canteen');
      const before = (await certificateTodo(canteen))!;
      expect(before.count).toBeGreaterThanOrEqual(3);
      const expired = await create(canteen, await person(canteen, { name: '过期厨师', healthCertExpiry: dayFromToday(-1) }));
      expect(expired.body.data).toMatchObject({ certState: 3, certStateName: '已过期' });
      const soon = await create(canteen, await person(canteen, { name: '将到期厨师', healthCertExpiry: dayFromToday(10) }));
      expect(soon.body.data).toMatchObject({ certState: 2, certStateName: '即将到期' });
      expect((await certificateTodo(canteen))!.count).toBe(before.count + 2);
      // the school above the canteen counts them too
      const school = await signedIn(base, 'school');
      const summary = (await school.get<{ expired: number; expiring: number }>(`${H}/summary`)).body.data;
      expect(summary.expired).toBeGreaterThanOrEqual(2);
      try {
        expect((await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds: 11 * 86_400 } })).status).toBe(200);
        expect((await canteen.get<Person>(`${W}/detail`, { id: soon.body.data.id })).body.data.certState).toBe(3);
      } finally {
        await call(base, 'POST', '/api/test/clock', { json: { offsetSeconds: 0 } });
      }
    });

    it('gives the second of two saves of one person the 409, and refuses a number or ID card already used', async () => {
      const canteen = await signedIn(base, 'canteen');
      const school = await signedIn(base, 'school');
      const body = await person(canteen);
      const made = (await create(canteen, body)).body.data;
      const edit = { ...body, id: made.id, version: made.version };
      expect((await canteen.post<Person>(`${W}/update`, { ...edit, name: '甲改' })).body).toMatchObject({
        code: 200,
        data: { name: '甲改', version: made.version + 1 },
      });
      expect((await school.post(`${W}/update`, { ...edit, name: '乙改' })).body).toMatchObject(STALE);
      expect((await canteen.get<Person>(`${W}/detail`, { id: made.id })).body.data.name).toBe('甲改');
      // the school, on the latest version, without naming the canteen: the person stays where they are
      expect((await school.post<Person>(`${W}/update`, { ...edit, version: made.version + 1, name: '乙改' })).body).toMatchObject({
        code: 200,
        data: { name: '乙改', canteenId: canteen1 },
      });
      expect((await canteen.post(`${W}/submit`, { ...body, idCard: freshIdCard() })).body).toMatchObject({ code: 409, msg: '该编号已存在' });
      expect((await canteen.post(`${W}/submit`, { ...body, number: uniqueAccount('T') })).body).toMatchObject({ code: 409, msg: '该身份证号码已在本校登记' });
      expect((await canteen.post(`${W}/update`, { ...body })).body).toMatchObject({ code: 400, msg: '请选择要修改的人员' });
      expect((await canteen.post(`${W}/update`, { ...body, id: made.id })).body).toMatchObject({ code: 400, msg: '缺少版本号，请刷新后再保存' });
    });

    it('moves a person 在岗 ⇄ 离岗 → 离职 and nothing after; removes people of its own canteens only', async () => {
      const canteen = await signedIn(base, 'canteen');
      const body = await person(canteen);
      let current = (await create(canteen, body)).body.data;
      const move = async (status: number) => (await canteen.post<Person>(`${W}/update`, { ...body, id: current.id, version: current.version, status })).body;
      for (const status of [2, 1, 2, 3]) {
        const answer = await move(status);
        expect(answer, `to ${status}`).toMatchObject({ code: 200, data: { status } });
        current = answer.data;
      }
      expect(current.statusName).toBe('离职');
      expect(await move(1)).toMatchObject({ code: 400, msg: '该人员已离职，不能修改' });
      // someone who left may be hired again with the same ID card
      const again = await create(canteen, { ...body, number: uniqueAccount('T') });
      expect(again.body.code).toBe(200);

      const other = WORK_PERSONNEL_IDS.SY001!;
      expect((await canteen.post(`${W}/remove`, {}, { ids: `${again.body.data.id},${other}` })).body).toMatchObject(GONE);
      expect((await canteen.get(`${W}/detail`, { id: again.body.data.id })).body.code).toBe(200);
      expect((await (await signedIn(base, 'centre')).post(`${W}/remove`, {}, { ids: again.body.data.id })).body).toMatchObject(DENIED);
      expect((await canteen.post(`${W}/remove`)).body).toMatchObject({ code: 400, msg: '请选择要删除的数据' });
      expect((await canteen.post(`${W}/remove`, {}, { ids: again.body.data.id })).body.code).toBe(200);
      expect((await canteen.get(`${W}/detail`, { id: again.body.data.id })).body).toMatchObject(GONE);
    });

    it('counts the day’s morning checks (signdNumber) of the caller’s canteens', async () => {
      const canteen = await signedIn(base, 'canteen');
      const today = (await canteen.post<{ date: string; total: number; signed: number; abnormal: number }>(`${W}/signdNumber`, {})).body.data;
      // 第一小学学生食堂: 8 on duty (周小平 is 离岗), all checked but 杨丽
      expect(today).toMatchObject({ date: dayFromToday(0), total: 8, signed: 7, abnormal: 0 });
      const centre = await signedIn(base, 'centre');
      expect((await centre.post(`${W}/signdNumber`, { deptId: canteen2a })).body.data).toMatchObject({ total: 6, signed: 5 });
      expect((await centre.post(`${W}/signdNumber`, { deptId: canteen2a, date: '2020-01-01' })).body.data).toMatchObject({ date: '2020-01-01', signed: 0 });
      // a department outside the caller's reach counts nobody
      expect((await canteen.post(`${W}/signdNumber`, { deptId: canteen2a })).body.data).toMatchObject({ total: 0, signed: 0 });
      expect((await canteen.post(`${W}/signdNumber`, { date: 'today' })).body).toMatchObject({ code: 400, msg: '日期格式应为 YYYY-MM-DD' });
    });

    it('lists the accounts a person may be linked to (writers only), the posts, and the department counts', async () => {
      const canteen = await signedIn(base, 'canteen');
      const users = (
        await canteen.get<PageOf<{ account: string; deptName: string; linkedPersonName: string | null }>>('/api/rabbit-work/user/list', { size: '50' })
      ).body.data.records;
      expect(users.map((user) => user.account)).toEqual(expect.arrayContaining(['canteen', 'school']));
      expect(users.find((user) => user.account === 'canteen')).toMatchObject({ linkedPersonName: '李食堂' });
      expect(users.some((user) => user.account === 'centre')).toBe(false);
      expect((await (await signedIn(base, 'centre')).get('/api/rabbit-work/user/list')).body).toMatchObject(DENIED);

      const posts = (await canteen.get<{ code: string; name: string; foodHandler: boolean }[]>(`${W}/posts`)).body.data;
      expect(posts.find((post) => post.code === 'chef')).toEqual({ code: 'chef', name: '厨师', foodHandler: true });
      expect(posts.find((post) => post.code === 'purchaser')?.foodHandler).toBe(false);

      const centre = await signedIn(base, 'centre');
      const counts = (await centre.get<PageOf<DeptCount>>('/api/rabbit-applet/workPersonnel/deptCount', { size: '50' })).body.data;
      expect(counts.records.find((row) => row.deptId === canteen2a)).toMatchObject({
        deptName: '实验中学第一食堂',
        total: 6,
        onDuty: 6,
        offDuty: 0,
        certExpiring: 2,
        certExpired: 0,
      });
      expect(counts.records.find((row) => row.deptId === canteen1)).toMatchObject({ offDuty: 1, certExpired: 1 });
      expect(counts.total).toBeGreaterThanOrEqual(5);
      const ofSchool = (await centre.get<PageOf<DeptCount>>('/api/rabbit-applet/workPersonnel/deptCount', { deptId: school2 })).body.data;
      expect(ofSchool.records.map((row) => row.deptName)).toEqual(['实验中学第一食堂', '实验中学第二食堂']);
      const mine = (await canteen.get<PageOf<DeptCount>>('/api/rabbit-applet/workPersonnel/deptCount')).body.data;
      expect(mine.records.map((row) => row.deptId)).toEqual([canteen1]);
    });

    it('lists the certificates soonest expiry first, by state, and exports them to .xlsx', async () => {
      const centre = await signedIn(base, 'centre');
      const page = (await centre.get<PageOf<Person>>(`${H}/list`, { size: '50', deptId: canteen2a })).body.data;
      expect(page.records.map((row) => row.number)).toEqual(['SY004', 'SY002', 'SY001', 'SY005', 'SY003']);
      const expiring = (await centre.get<PageOf<Person>>(`${H}/list`, { certState: '2', deptId: canteen2a })).body.data;
      expect(expiring.records.map((row) => row.certStateName)).toEqual(['即将到期', '即将到期']);
      expect((await centre.get(`${H}/summary`, { deptId: canteen2a })).body.data).toEqual({ valid: 3, expiring: 2, expired: 0, total: 5 });
      const res = await fetch(new URL(`${H}/export?deptId=${canteen2a}`, base), { headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${centre.token}` } });
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('健康证.xlsx'));
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
      expect((await (await signedIn(base, 'bank')).get(`${H}/list`)).body).toMatchObject(DENIED);
    });
  });
}

/** A school account of department `schoolId`, made by the bureau for this test. */
async function schoolOf(base: string, schoolId: string): Promise<Caller> {
  const centre = await signedIn(base, 'centre');
  const roleId = (await centre.get<{ id: string; roleAlias: string }[]>('/api/rabbit-system/role/tree')).body.data.find(
    (role) => role.roleAlias === 'school',
  )!.id;
  const account = uniqueAccount('schoolb');
  const made = await centre.post('/api/rabbit-user/submit', { account, password: 'Demo1234', realName: '乙校', sex: 1, deptId: schoolId, roleId });
  expect(made.body.code).toBe(200);
  return signedIn(base, account);
}
