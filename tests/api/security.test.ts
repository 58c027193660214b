// The findings of a security review, each tried as the attacker did: role grants (the three escalations
// and the whole grant table), read reach without a whole-tenant fallback, the 函询 workflow's rights,
// throttles that parallel requests cannot outrun, NUL bytes and hidden characters, and department moves
// that race each other on two instances.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { GRANTABLE, type RoleAlias } from '../../server/platform/access/policy.ts';
import { call, signIn, tokens } from './client.ts';
import { callerOf, signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';
import { findNode, type Tree } from './support/tree.ts';

type Role = { id: string; roleAlias: string };
type Stats = { scope: { name: string; schools: number; schoolList: unknown[] } };

const U = '/api/rabbit-user';
const D = '/api/rabbit-system/dept';
const GRANTED_ROLES: RoleAlias[] = ['administrator', 'education', 'jiwei', 'market', 'school', 'canteen', 'bank', 'approvebid', 'expert'];
const phoneOf = () => `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

for (const target of inject('targets')) {
  describe(`${target.name}: security review`, () => {
    const base = target.url;

    /** The demo district's departments and every role id (looked up by alias, as an attacker could). */
    const district = async () => {
      const centre = await signedIn(base, 'centre');
      const tree = (await centre.get<Tree[]>(`${D}/tree`)).body.data;
      const roleIds = new Map<string, string>();
      for (const alias of [...GRANTED_ROLES, 'supplier'])
        roleIds.set(alias, (await centre.get<Role>('/api/rabbit-system/role/detail', { roleAlias: alias })).body.data.id);
      const dept = (title: string) => findNode(tree, title)!.id;
      return { centre, role: (alias: string) => roleIds.get(alias)!, dept };
    };
    /**
     * Departments and users of the test's own, under the bureau and sorted last, removed again when the test
     * ends: other test files page the district's real users and departments.
     */
    const sandbox = async () => {
      const world = await district();
      const users: string[] = [];
      const depts: string[] = [];
      onTestFinished(async () => {
        if (users.length) expect((await world.centre.post(`${U}/remove`, {}, { ids: users.join(',') })).body.code).toBe(200);
        if (depts.length) expect((await world.centre.post(`${D}/remove`, {}, { ids: depts.join(',') })).body.code).toBe(200);
      });
      type Made = { id: string; version: number; deptName: string };
      const makeDept = async (fields: Record<string, unknown> = {}) => {
        const made = (
          await world.centre.post<Made>(`${D}/submit`, {
            deptName: `沙箱${uniqueAccount('')}`,
            parentId: world.dept('东湖区教育局'),
            deptCategory: 1,
            sort: 9999,
            ...fields,
          })
        ).body.data;
        depts.push(made.id);
        return made;
      };
      const makeUser = async (caller: Caller, fields: Record<string, unknown>) => {
        const answer = await newUser(caller, fields);
        if (answer.body.code === 200) users.push(answer.body.data.id);
        return answer;
      };
      /** A new school of the sandbox, and a school user of it signed in (it holds the user buttons). */
      const makeSchool = async () => {
        const school = await makeDept({ deptCategory: 2 });
        const account = uniqueAccount('head');
        expect((await makeUser(world.centre, { account, deptId: school.id, roleId: world.role('school') })).body.code).toBe(200);
        return { school, head: callerOf(base, (await tokens(base, { tenantId: '100001', username: account, password: 'Abc123' })).access) };
      };
      return { ...world, makeDept, makeUser, makeSchool };
    };
    const accountExists = async (centre: Caller, account: string) => (await centre.get<PageOf<unknown>>(`${U}/page`, { account })).body.data.total > 0;
    const newUser = (caller: Caller, fields: Record<string, unknown>) =>
      caller.post<{ id: string; version: number; account: string }>(`${U}/submit`, {
        account: uniqueAccount('sec'),
        password: 'Abc123',
        realName: '安全测试',
        sex: 1,
        ...fields,
      });

    it('a canteen cannot create a 纪委 account, nor a bank an education one: refused, nothing written', async () => {
      const { centre, role, dept } = await district();
      const canteen = await signedIn(base, 'canteen');
      const bank = await signedIn(base, 'bank');
      const bankDept = (await bank.get<{ deptId: string }>(`${U}/info`)).body.data.deptId;
      const attempts = [
        { caller: canteen, fields: { deptId: dept('第一小学学生食堂'), roleId: role('jiwei') } },
        { caller: bank, fields: { deptId: bankDept, roleId: role('education') } },
      ];
      for (const { caller, fields } of attempts) {
        const account = uniqueAccount('esc');
        const answer = await newUser(caller, { ...fields, account });
        expect(answer.status).toBe(403);
        expect(answer.body.msg).toBe('没有权限执行此操作');
        expect(await accountExists(centre, account)).toBe(false);
        expect((await signIn(base, { tenantId: '100001', username: account, password: 'Abc123' })).body.access_token).toBeUndefined();
      }
      // neither has the screen any longer, and neither is offered a role to give
      expect((await canteen.get<Role[]>('/api/rabbit-system/role/tree')).body.data).toEqual([]);
      expect((await bank.get<Role[]>('/api/rabbit-system/role/tree')).body.data).toEqual([]);
    });

    it('nobody promotes themself: a canteen, and a school with the user buttons, keep their role', async () => {
      const { role } = await district();
      for (const account of ['canteen', 'school']) {
        const me = await signedIn(base, account);
        const record = (await me.get<{ id: string; version: number; deptId: string; realName: string; account: string; sex: number }>(`${U}/info`)).body.data;
        const answer = await me.post(`${U}/submit`, {
          id: record.id,
          version: record.version,
          account: record.account,
          realName: record.realName,
          sex: record.sex,
          deptId: record.deptId,
          roleId: role('education'),
        });
        expect(answer.status).toBe(403);
        expect((await me.get<{ roleAlias: string; version: number }>(`${U}/info`)).body.data).toMatchObject({ roleAlias: account, version: record.version });
      }
      const school = await signedIn(base, 'school');
      const own = (await school.get<{ id: string; version: number; deptId: string; account: string; roleId: string }>(`${U}/info`)).body.data;
      const promoted = await school.post(`${U}/submit`, {
        id: own.id,
        version: own.version,
        account: own.account,
        realName: '张校长',
        sex: 1,
        deptId: own.deptId,
        roleId: role('education'),
      });
      expect(promoted.body).toMatchObject({ code: 403, msg: '不能修改自己的角色或所属机构' });
    });

    it('grants a role only from above, by the one table, on create and on edit', async () => {
      const { centre, role, makeDept, makeUser, makeSchool } = await sandbox();
      const office = await makeDept();
      const { school, head } = await makeSchool();
      const granters: [RoleAlias, Caller, string][] = [
        ['education', centre, office.id],
        ['school', head, school.id],
      ];
      for (const [granter, caller, deptId] of granters) {
        // the role list offers exactly the grantable roles
        const offered = (await caller.get<Role[]>('/api/rabbit-system/role/tree')).body.data.map((item) => item.roleAlias).sort();
        expect(offered).toEqual([...GRANTABLE[granter]].sort());
        // a user to edit, made with a role the granter may give
        const subject = (await makeUser(caller, { deptId, roleId: role('canteen') })).body.data;
        for (const alias of [...GRANTED_ROLES, 'supplier']) {
          const allowed = (GRANTABLE[granter] as readonly string[]).includes(alias);
          const account = uniqueAccount('grant');
          const created = await makeUser(caller, { account, deptId, roleId: role(alias) });
          const edited = await caller.post(`${U}/submit`, {
            id: subject.id,
            version: subject.version,
            account: subject.account,
            realName: '安全测试',
            sex: 1,
            deptId,
            roleId: role(alias),
          });
          const expected = allowed ? { code: 200 } : alias === 'supplier' ? { code: 400, msg: '请选择所属角色' } : { code: 403, msg: '无权授予该角色' };
          expect({ granter, alias, ...created.body }).toMatchObject({ granter, alias, ...expected });
          expect({ granter, alias, ...edited.body }).toMatchObject({ granter, alias, ...expected });
          expect(await accountExists(centre, account)).toBe(allowed);
          // an edit that went through moved the record on
          if (allowed) subject.version = (edited.body.data as { version: number }).version;
        }
      }
    });

    it('nobody edits, removes or resets a user holding a role they could not grant', async () => {
      const { centre, role, makeUser, makeSchool } = await sandbox();
      const { school: unit, head: school } = await makeSchool();
      // the bureau may put an education user inside a school; that school may not touch it
      const officer = (await makeUser(centre, { deptId: unit.id, roleId: role('education') })).body.data;
      const edit = await school.post(`${U}/submit`, {
        id: officer.id,
        version: officer.version,
        account: officer.account,
        realName: '改名',
        sex: 1,
        deptId: unit.id,
        roleId: role('school'),
      });
      expect(edit.body).toMatchObject({ code: 403, msg: '无权管理该用户' });
      expect((await school.post(`${U}/reset-password`, {}, { userIds: officer.id })).body).toMatchObject({ code: 403, msg: '无权管理该用户' });
      expect((await school.post(`${U}/remove`, {}, { ids: officer.id })).body).toMatchObject({ code: 403, msg: '无权管理该用户' });
      expect((await centre.get<{ realName: string; version: number }>(`${U}/detail`, { id: officer.id })).body.data).toMatchObject({
        realName: '安全测试',
        version: officer.version,
      });
      expect((await signIn(base, { tenantId: '100001', username: officer.account, password: 'Abc123' })).body.access_token).toBeTruthy();
    });

    it('reads by an explicit reach: district-wide supervisors the tenant, a bureau its subtree, a department without schools nothing', async () => {
      const { centre, role, makeDept, makeUser } = await sandbox();
      const stats = async (caller: Caller) => await caller.get<Stats>('/api/shian/statistics/kitchen');
      // 纪委, 市场监管 and the bank sit in departments holding no school: they read the district by their role
      for (const account of ['jiwei', 'market', 'bank']) expect((await stats(await signedIn(base, account))).body.data.scope.schools).toBe(30);
      expect((await stats(centre)).body.data.scope.schools).toBe(30);
      // an education office in a department with no school under it reads nothing — not the whole tenant
      const office = await makeDept();
      const account = uniqueAccount('empty');
      expect((await makeUser(centre, { account, deptId: office.id, roleId: role('education') })).body.code).toBe(200);
      const empty = callerOf(base, (await tokens(base, { tenantId: '100001', username: account, password: 'Abc123' })).access);
      expect((await stats(empty)).body.data.scope).toMatchObject({ schools: 0, schoolList: [] });
      expect((await empty.get<PageOf<unknown>>('/api/shian/letter/list')).body.data.total).toBe(0);
      expect((await empty.get<PageOf<unknown>>('/api/shian/canteen-cost/list')).body.data.total).toBe(0);
      expect((await empty.get<PageOf<unknown>>(`${D}/schoolList`)).body.data.total).toBe(0);
      const letter = {
        schoolId: (await centre.get<PageOf<{ id: string }>>(`${D}/schoolList`)).body.data.records[0]!.id,
        title: '越权函询',
        content: '内容',
        deadline: '2099-01-01',
      };
      expect((await empty.post('/api/shian/letter/submit', letter)).body).toMatchObject({ code: 400, msg: '请选择函询学校' });
    });

    it('函询: only the sender’s unit closes a letter, and replying needs the reply button', async () => {
      const jiwei = await signedIn(base, 'jiwei');
      const centre = await signedIn(base, 'centre');
      const school = await signedIn(base, 'school');
      const canteen = await signedIn(base, 'canteen');
      const schoolId = (await school.get<{ deptId: string }>(`${U}/info`)).body.data.deptId;
      const sent = (
        await jiwei.post<{ id: string; version: number }>('/api/shian/letter/submit', {
          schoolId,
          title: '纪委函询',
          content: '请说明。',
          deadline: '2099-01-01',
        })
      ).body.data;
      // education sees the letter (the school is in its reach) but did not send it
      expect((await centre.get('/api/shian/letter/detail', { id: sent.id })).body.code).toBe(200);
      expect((await centre.post('/api/shian/letter/close', { id: sent.id, version: sent.version })).body).toMatchObject({
        code: 403,
        msg: '只有发函单位可以办结该函询',
      });
      // a canteen user has no reply button; the school has
      expect((await canteen.post('/api/shian/letter/reply', { id: sent.id, version: sent.version, reply: '冒充回复' })).body).toMatchObject({ code: 403 });
      const replied = await school.post<{ status: number; version: number }>('/api/shian/letter/reply', {
        id: sent.id,
        version: sent.version,
        reply: '已说明。',
      });
      expect(replied.body.data).toMatchObject({ status: 1 });
      expect((await jiwei.post<{ status: number }>('/api/shian/letter/close', { id: sent.id, version: replied.body.data.version })).body.data.status).toBe(2);
      // the school neither sends nor closes
      expect((await school.post('/api/shian/letter/submit', { schoolId, title: 't', content: 'c', deadline: '2099-01-01' })).status).toBe(403);
    });

    it('counts sign-in attempts before checking them: six parallel guesses after four failures, one is checked', async () => {
      const username = uniqueAccount('race');
      for (let i = 0; i < 4; i += 1)
        expect((await signIn(base, { tenantId: '100002', username, password: `Wrong${i}x` })).body.error_description).toBe('用户名或密码不正确');
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => signIn(base, { tenantId: '100002', username, password: `Guess${i}x` })));
      const descriptions = answers.map((answer) => answer.body.error_description);
      expect(descriptions.filter((text) => text === '用户名或密码不正确')).toHaveLength(1);
      expect(descriptions.filter((text) => String(text).includes('登录失败次数过多'))).toHaveLength(5);
    });

    it('counts SMS code checks before comparing: parallel guesses share the five attempts', async () => {
      const { centre, role, makeDept, makeUser } = await sandbox();
      const phone = phoneOf();
      expect((await makeUser(centre, { deptId: (await makeDept()).id, roleId: role('education'), phone })).body.code).toBe(200);
      const sent = await call<{ data: { id: string } }>(base, 'POST', '/api/rabbit-resource/sms/endpoint/send-validate', { query: { phone } });
      const outbox = await call<{ data: { content: string }[] }>(base, 'GET', '/api/test/sms-outbox', { query: { phone } });
      const code = /验证码为\s*(\d{6})/.exec(outbox.body.data[0]!.content)![1]!;
      const wrong = code === '000000' ? '111111' : '000000';
      const validate = (value: string) =>
        call<{ msg: string }>(base, 'POST', '/api/rabbit-resource/sms/endpoint/validate-message', { query: { id: sent.body.data.id, value } });
      const answers = await Promise.all(Array.from({ length: 7 }, () => validate(wrong)));
      const messages = answers.map((answer) => answer.body.msg);
      expect(messages.filter((msg) => msg === '验证码不正确')).toHaveLength(5);
      expect(messages.filter((msg) => msg === '验证码错误次数过多，请重新获取')).toHaveLength(2);
      // the right code is too late now
      expect((await validate(code)).body.msg).toBe('验证码错误次数过多，请重新获取');
    });

    it('answers a code request alike for known and unknown numbers, but texts only known ones', async () => {
      const unknown = `135${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      const known = '13800000009'; // the bank demo account
      const send = (phone: string) =>
        call<{ code: number; success: boolean; msg: string; data: { id: string } }>(base, 'POST', '/api/rabbit-resource/sms/endpoint/send-validate', {
          query: { phone },
        });
      const [a, b] = [await send(unknown), await send(known)];
      for (const answer of [a, b])
        expect({ status: answer.status, code: answer.body.code, msg: answer.body.msg, id: typeof answer.body.data.id }).toEqual({
          status: 200,
          code: 200,
          msg: '操作成功',
          id: 'string',
        });
      const outbox = async (phone: string) => (await call<{ data: unknown[] }>(base, 'GET', '/api/test/sms-outbox', { query: { phone } })).body.data.length;
      expect(await outbox(unknown)).toBe(0);
      expect(await outbox(known)).toBeGreaterThan(0);
      // the resend rule holds for both alike
      expect((await send(unknown)).body.msg).toBe('发送过于频繁，请稍后再试');
    });

    it('refuses a NUL byte as bad input, on open and signed-in routes, in queries and bodies', async () => {
      const open = await call<{ code: number; msg: string }>(base, 'GET', '/api/rabbit-user/get-tenant', { query: { username: '\u0000' } });
      expect(open).toMatchObject({ status: 400, body: { code: 400, msg: expect.stringContaining('请求参数包含非法字符') } });
      const centre = await signedIn(base, 'centre');
      expect((await centre.get(`${U}/page`, { realName: 'a\u0000b' })).body).toMatchObject({ code: 400, msg: expect.stringContaining('请求参数包含非法字符') });
      const me = (await centre.get<{ version: number }>(`${U}/info`)).body.data;
      const profile = await centre.post(`${U}/update`, { version: me.version, realName: '王主任', nickName: 'x\u0000y' });
      expect(profile.body).toMatchObject({ code: 400, msg: expect.stringContaining('请求参数包含非法字符') });
      const form = await call<{ msg: string }>(base, 'POST', '/api/rabbit-auth/oauth/token', {
        form: { grant_type: 'captcha', username: 'a\u0000', password: 'x' },
      });
      expect(form).toMatchObject({ status: 400, body: { msg: expect.stringContaining('请求参数包含非法字符') } });
    });

    it('refuses names and titles that hide characters or reverse their direction', async () => {
      const { centre, role, dept } = await district();
      for (const realName of ['张\u202e三', '李\u200b四', '王\u2066五\u2069']) {
        const answer = await newUser(centre, { realName, deptId: dept('东湖区教育局'), roleId: role('education') });
        expect(answer.body).toMatchObject({ code: 400, msg: '姓名不能包含不可见字符或文字方向控制字符' });
      }
      const dept1 = await centre.post(`${D}/submit`, { deptName: '学\ufeff校', parentId: dept('东湖区教育局'), deptCategory: 2 });
      expect(dept1.body).toMatchObject({ code: 400, msg: expect.stringContaining('不能包含不可见字符或文字方向控制字符') });
      const jiwei = await signedIn(base, 'jiwei');
      const letter = await jiwei.post('/api/shian/letter/submit', {
        schoolId: dept('东湖区第一小学'),
        title: '函询\u202d标题',
        content: 'c',
        deadline: '2099-01-01',
      });
      expect(letter.body).toMatchObject({ code: 400, msg: '函询标题不能包含不可见字符或文字方向控制字符' });
    });

    it('serialises department moves: two at once cannot make a cycle, even on two instances', async () => {
      const { centre, makeDept } = await sandbox();
      const other = callerOf(target.peerUrl ?? base, centre.token);
      type Dept = { id: string; version: number; deptName: string };
      for (let round = 0; round < 4; round += 1) {
        const [a, b] = [await makeDept(), await makeDept()];
        const move = (caller: Caller, from: Dept, under: Dept) =>
          caller.post(`${D}/submit`, { id: from.id, version: from.version, deptName: from.deptName, parentId: under.id, deptCategory: 1, sort: 9999 });
        const results = await Promise.all([move(centre, a, b), move(other, b, a)]);
        const codes = results.map((answer) => answer.body.code).sort();
        expect(codes).toEqual([200, 400]);
        expect(results.find((answer) => answer.body.code === 400)!.body.msg).toBe('上级机构不能是自身或其下级');
      }
      // the tree still loads: no cycle to walk
      expect((await centre.get<Tree[]>(`${D}/tree`)).body.data.length).toBeGreaterThan(0);
    });
  });
}

describe('recursive queries', () => {
  it('every recursive query stops at a bound (over a tree MAX_TREE_DEPTH), so a cycle cannot run one forever', () => {
    const root = path.resolve(import.meta.dirname, '../../server');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    const unbounded = files.filter((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      const recursive = text.split('WITH RECURSIVE').length - 1;
      const bounds = text.split('< ${MAX_TREE_DEPTH}').length - 1 + text.split('< ${MAX_LANES}').length - 1;
      return recursive > 0 && bounds < recursive;
    });
    expect(files.length).toBeGreaterThan(20);
    expect(unbounded).toEqual([]);
  });
});
