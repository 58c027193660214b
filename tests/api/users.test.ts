// Users (/api/rabbit-user/…): the paged list by department and its filters, scope and tenant isolation,
// every submit rule, button permissions, role escalation, concurrent edits (409), soft removal, password
// reset and change (sessions ended), own profile, the approver list of the user picker, and the export.
import ExcelJS from 'exceljs';
import { describe, expect, inject, it } from 'vitest';
import { call, tokens } from './client.ts';
import { signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';
import { findNode, type Tree } from './support/tree.ts';

type User = {
  id: string;
  account: string;
  realName: string;
  deptId: string;
  deptName: string;
  roleId: string;
  roleAlias: string;
  userType: string;
  sex: number;
  version: number;
  deptList: { name: string }[];
};

const U = '/api/rabbit-user';

const targets = inject('targets');
for (const target of targets) {
  describe(`${target.name}: users`, () => {
    const base = target.url;
    const setup = async () => {
      const centre = await signedIn(base, 'centre');
      const tree = (await centre.get<Tree[]>('/api/rabbit-system/dept/tree')).body.data;
      const roles = (await centre.get<{ id: string; roleAlias: string }[]>('/api/rabbit-system/role/tree')).body.data;
      // the role list offers neither the suppliers' role nor, to a non-administrator, the administrator's
      expect(roles.map((item) => item.roleAlias)).not.toContain('supplier');
      expect(roles.map((item) => item.roleAlias)).not.toContain('administrator');
      const hidden = async (alias: string) => (await centre.get<{ id: string }>('/api/rabbit-system/role/detail', { roleAlias: alias })).body.data.id;
      const ids = new Map([
        ...roles.map((item) => [item.roleAlias, item.id] as const),
        ['supplier', await hidden('supplier')],
        ['administrator', await hidden('administrator')],
      ]);
      const role = (alias: string) => ids.get(alias)!;
      return { centre, tree, role, school1: findNode(tree, '东湖区第一小学')!.id, bureau: findNode(tree, '东湖区教育局')!.id };
    };
    const create = async (caller: Caller, fields: Record<string, unknown>) =>
      caller.post<User>(`${U}/submit`, { account: uniqueAccount('u'), password: 'Abc123', realName: '测试用户', sex: 1, ...fields });

    it('pages the users of a department subtree, with prefix filters, newest first', async () => {
      const { centre, school1 } = await setup();
      const all = (await centre.get<PageOf<User>>(`${U}/page`, { size: '100' })).body.data;
      expect(all.total).toBeGreaterThanOrEqual(4);
      expect(all.records.map((user) => user.account)).toEqual(expect.arrayContaining(['centre', 'school', 'canteen', 'approver']));
      // market, jiwei and bank sit outside the bureau: the centre administers the bureau's subtree only
      expect(all.records.map((user) => user.account)).not.toContain('market');
      const school = (await centre.get<PageOf<User>>(`${U}/page`, { deptId: school1 })).body.data;
      // the school's staff (its 后勤主任 and a teacher who applies for leave), its canteen's (李食堂 and the 会计), and its
      // teachers who sit on bidding panels
      expect(school.records.map((user) => user.account).sort()).toEqual(['accountant', 'canteen', 'expert', 'expert5', 'logistics', 'school', 'teacher']);
      expect(school.records.find((user) => user.account === 'canteen')!.deptList).toEqual([{ id: expect.any(String), name: '第一小学学生食堂' }]);
      const byName = (await centre.get<PageOf<User>>(`${U}/page`, { realName: '张' })).body.data;
      expect(byName.records.map((user) => user.realName)).toContain('张校长');
      expect(byName.records.every((user) => user.realName.startsWith('张'))).toBe(true);
      const paged = (await centre.get<PageOf<User>>(`${U}/page`, { size: '2', current: '2' })).body.data;
      expect(paged).toMatchObject({ size: 2, current: 2, total: all.total });
      expect(paged.records).toHaveLength(2);
      expect((await centre.get(`${U}/page`, { phone: '13' })).body.msg).toBe('手机号码至少输入 3 位');
      expect((await centre.get<PageOf<User>>(`${U}/page`, { phone: '138000000' })).body.data.records.map((user) => user.account)).toContain('school');
      // a literal % matches nothing rather than everything
      expect((await centre.get<PageOf<User>>(`${U}/page`, { account: '%' })).body.data.total).toBe(0);
    });

    it('keeps each caller to their scope and tenant', async () => {
      const { centre, school1, bureau } = await setup();
      const school = await signedIn(base, 'school');
      expect((await school.get(`${U}/page`, { deptId: bureau })).body).toMatchObject({ code: 403 });
      const approver = (await centre.get<PageOf<User>>(`${U}/page`, { account: 'approver' })).body.data.records[0]!;
      expect((await school.get(`${U}/detail`, { id: approver.id })).body).toMatchObject({ code: 404, msg: '用户不存在' });
      const elsewhere = await signedIn(base, 'centre2', '100002');
      expect((await elsewhere.get(`${U}/detail`, { id: approver.id })).body.code).toBe(404);
      expect((await elsewhere.get(`${U}/page`, { deptId: school1 })).body.code).toBe(403);
      expect((await elsewhere.get<PageOf<User>>(`${U}/page`)).body.data.records.map((user) => user.account)).toEqual(['centre2']);
      const supplier = await signedIn(base, 'supplier', '100001', { supplier: true });
      expect((await supplier.get(`${U}/page`)).status).toBe(403);
      expect((await call(base, 'GET', `${U}/page`)).status).toBe(401);
    });

    it('checks every field of a submitted user with its message', async () => {
      const { centre, school1, role } = await setup();
      const valid = { deptId: school1, roleId: role('school') };
      const cases: [Record<string, unknown>, string][] = [
        [{ account: '' }, '请输入账号'],
        [{ account: 'has space' }, '账号只能包含字母、数字和 _ . @ -'],
        [{ password: '' }, '请输入密码'],
        [{ password: 'abc123' }, '密码至少包含大写字母，小写字母，数字，6-8位'],
        [{ password: 'Abc123456' }, '密码至少包含大写字母，小写字母，数字，6-8位'],
        [{ realName: ' ' }, '请输入姓名'],
        [{ sex: '' }, '请选择用户性别'],
        [{ sex: 3 }, '请选择用户性别'],
        [{ phone: '12345678901' }, '请输入正确的手机号码'],
        [{ email: 'x@' }, '请输入正确的邮箱'],
        [{ deptId: '' }, '请选择所属机构'],
        [{ roleId: '' }, '请选择所属角色'],
        [{ roleId: role('supplier') }, '请选择所属角色'],
      ];
      for (const [change, message] of cases) {
        const { status, body } = await create(centre, { ...valid, ...change });
        expect([status, body.msg], JSON.stringify(change)).toEqual([400, message]);
      }
    });

    it('creates a user whose kind follows the role, and refuses a second account of the name', async () => {
      const { centre, school1, role } = await setup();
      const account = uniqueAccount('kind');
      const created = await create(centre, { account, deptId: school1, roleId: role('school'), userType: 'admin', status: 0, tenantId: '000000' });
      expect(created.body.data).toMatchObject({ account, userType: 'school', roleAlias: 'school', deptName: '东湖区第一小学', version: 1 });
      // the new account signs in with its password
      expect((await tokens(base, { tenantId: '100001', username: account, password: 'Abc123' })).access).toBeTruthy();
      const again = await create(centre, { account: account.toUpperCase(), deptId: school1, roleId: role('school') });
      expect([again.status, again.body.msg]).toEqual([409, '该账号已存在']);
    });

    it('needs the button, the department in scope, and never escalates a role', async () => {
      const { centre, school1, bureau, role } = await setup();
      const market = await signedIn(base, 'market');
      expect((await create(market, { deptId: school1, roleId: role('school') })).body).toMatchObject({ code: 403 });
      const school = await signedIn(base, 'school');
      expect((await create(school, { deptId: bureau, roleId: role('school') })).body).toMatchObject({ code: 403, msg: '无权操作该机构' });
      expect((await create(centre, { deptId: school1, roleId: role('administrator') })).body).toMatchObject({ code: 403, msg: '无权授予该角色' });
    });

    it('turns the second of two edits of one version into a 409, keeping the first', async () => {
      const { centre, school1, role } = await setup();
      const user = (await create(centre, { deptId: school1, roleId: role('canteen') })).body.data;
      const edit = (realName: string, url = base) =>
        call<{ code: number; msg: string }>(url, 'POST', `${U}/submit`, { token: centre.token, json: { ...user, realName, sex: 2 } });
      const [first, second] = await Promise.all([edit('甲'), edit('乙', target.peerUrl ?? base)]);
      expect([first.body.code, second.body.code].sort()).toEqual([200, 409]);
      const loser = first.body.code === 409 ? first : second;
      expect(loser.body.msg).toBe('该记录已被他人修改，请刷新后再保存');
      const stored = (await centre.get<User>(`${U}/detail`, { id: user.id })).body.data;
      expect(stored.version).toBe(2);
      expect(['甲', '乙']).toContain(stored.realName);
      expect((await centre.post(`${U}/submit`, { ...user, version: undefined })).body.msg).toBe('缺少版本号，请刷新后再保存');
    });

    it('removes users softly (ids comma-joined) and ends their sessions', async () => {
      const { centre, school1, role } = await setup();
      const a = (await create(centre, { deptId: school1, roleId: role('school') })).body.data;
      const b = (await create(centre, { deptId: school1, roleId: role('school') })).body.data;
      const session = await tokens(base, { tenantId: '100001', username: a.account, password: 'Abc123' });
      expect((await centre.post(`${U}/remove`)).body.msg).toBe('请选择要删除的数据');
      expect((await (await signedIn(base, 'market')).post(`${U}/remove`, undefined, { ids: a.id })).body.code).toBe(403);
      expect((await centre.post(`${U}/remove`, undefined, { ids: `${a.id},${b.id}` })).body.code).toBe(200);
      expect((await centre.get(`${U}/detail`, { id: a.id })).body.code).toBe(404);
      expect((await call(base, 'GET', '/api/rabbit-auth/oauth/user-info', { token: session.access })).status).toBe(401);
      // the sign-in form's look-up answers a removed account as it answers any name (security-auth.test.ts)
      const signIn = await call<{ error_description?: string }>(base, 'GET', '/api/rabbit-user/get-tenant', { query: { username: a.account } });
      expect(signIn.body).toMatchObject({ code: 200 });
      expect((await centre.post(`${U}/remove`, undefined, { ids: a.id })).body).toMatchObject({ code: 404 });
    });

    it('resets passwords to a temporary one that meets the rule and ends the sessions', async () => {
      const { centre, school1, role } = await setup();
      const user = (await create(centre, { deptId: school1, roleId: role('school') })).body.data;
      const before = await tokens(base, { tenantId: '100001', username: user.account, password: 'Abc123' });
      const reset = await centre.post<{ id: string; account: string; password: string }[]>(`${U}/reset-password`, undefined, { userIds: user.id });
      const password = reset.body.data[0]!.password;
      expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{6,8}$/);
      expect((await call(base, 'GET', '/api/rabbit-auth/oauth/user-info', { token: before.access })).status).toBe(401);
      expect((await tokens(base, { tenantId: '100001', username: user.account, password })).access).toBeTruthy();
      expect((await (await signedIn(base, 'market')).post(`${U}/reset-password`, undefined, { userIds: user.id })).body.code).toBe(403);
    });

    it('changes one’s own password by the rules of §5 and ends the other sessions only', async () => {
      const { centre, school1, role } = await setup();
      const user = (await create(centre, { deptId: school1, roleId: role('school') })).body.data;
      const here = await signedIn(base, user.account, '100001', { password: 'Abc123' });
      const there = await tokens(base, { tenantId: '100001', username: user.account, password: 'Abc123' });
      const change = (fields: Record<string, string>) =>
        here.post(`${U}/update-password`, { oldPassword: 'Abc123', newPassword: 'Xyz789', newPassword1: 'Xyz789', ...fields });
      const cases: [Record<string, string>, string][] = [
        [{ oldPassword: '' }, '请输入原密码'],
        [{ newPassword: '' }, '请输入新密码'],
        [{ newPassword: 'xyz789', newPassword1: 'xyz789' }, '密码至少包含大写字母，小写字母，数字，6-8位'],
        [{ newPassword1: 'Xyz788' }, '两次输入的密码不一致'],
        [{ newPassword: 'Abc123', newPassword1: 'Abc123' }, '新密码不能与原密码相同'],
        [{ oldPassword: 'Wrong123' }, '原密码不正确'],
      ];
      for (const [fields, message] of cases) expect((await change(fields)).body.msg, JSON.stringify(fields)).toBe(message);
      expect((await change({})).body).toMatchObject({ code: 200, msg: '修改密码成功' });
      expect((await here.get(`${U}/info`)).body.code).toBe(200);
      expect((await call(base, 'GET', `${U}/info`, { token: there.access })).status).toBe(401);
      expect((await tokens(base, { tenantId: '100001', username: user.account, password: 'Xyz789' })).access).toBeTruthy();
    });

    it('updates one’s own profile with a version check', async () => {
      const { centre, school1, role } = await setup();
      const user = (await create(centre, { deptId: school1, roleId: role('school') })).body.data;
      const self = await signedIn(base, user.account, '100001', { password: 'Abc123' });
      const info = (await self.get<User>(`${U}/info`)).body.data;
      const saved = await self.post<User>(`${U}/update`, { ...info, realName: '新名字', phone: '13912345678', roleId: role('administrator') });
      expect(saved.body.data).toMatchObject({ realName: '新名字', phone: '13912345678', roleAlias: 'school', version: 2 });
      expect((await self.post(`${U}/update`, { ...info, realName: '旧版本' })).status).toBe(409);
      expect((await self.post(`${U}/update`, { ...info, version: 2, avatar: 'https://evil.example/x.png' })).body.msg).toBe('头像须为上传的图片');
    });

    it('lists approvers by role and department for the user picker', async () => {
      const { centre, bureau } = await setup();
      const role = (await centre.get<{ id: string; roleAlias: string }>('/api/rabbit-system/role/detail', { roleAlias: 'approvebid' })).body.data;
      expect(role.roleAlias).toBe('approvebid');
      expect((await centre.get('/api/rabbit-system/role/detail', { roleAlias: 'nobody' })).body.code).toBe(404);
      const page = (await centre.get<PageOf<User>>(`${U}/getApprovedBy`, { roleId: role.id, deptId: bureau, current: '1', size: '10' })).body.data;
      expect(page.records.map((user) => user.account).sort()).toEqual(['approver', 'approver2']);
      expect(page.records.find((user) => user.account === 'approver')).toMatchObject({
        realName: '孙审批',
        sex: 1,
        deptName: '东湖区教育局',
        roleName: '招标审批人',
      });
      expect((await centre.get(`${U}/getApprovedBy`, { deptId: bureau })).body.msg).toBe('请选择角色');
    });

    it('exports the current filter as a real workbook with formula-looking cells escaped', async () => {
      const { centre, school1, role } = await setup();
      await create(centre, { deptId: school1, roleId: role('school'), realName: '=HYPERLINK("x")' });
      const res = await fetch(new URL(`${U}/export-user?deptId=${school1}`, base), {
        headers: { Authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`, 'Blade-Auth': `bearer ${centre.token}` },
      });
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      const sheet = book.worksheets[0]!;
      const rows = sheet.getSheetValues().slice(1) as unknown[][];
      expect(rows[0]!.slice(1, 3)).toEqual(['账号', '姓名']);
      const names = rows.slice(1).map((row) => row[2]);
      expect(names).toContain(`'=HYPERLINK("x")`);
      expect(names).toContain('张校长');
      expect(names).not.toContain('王主任');
    });
  });
}
