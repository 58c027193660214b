// 评标小组 and the expert library (/api/rabbit-bidingGroup): the panel rules with their exact messages, the
// expert form's messages, buttons checked before anything else, a stale version, the department subtree and
// the tenant, an expert on a panel kept, two simultaneous creates of one name, and the expert role's menus.
// Panels and experts made here carry names no seed uses and are removed again.
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { signedIn, uniqueAccount, type Caller, type PageOf } from './support/session.ts';

type Member = { id: string; number: string; name: string; sex: number; unit: string; post: string; synopsis: string; hasLogin: boolean };
type Expert = Member & { version: number };
type Group = {
  id: string;
  groupName: string;
  deptId: string;
  deptName: string;
  memberIds: string[];
  memberNames: string[];
  leaderId: string;
  leaderName: string;
  remark: string;
  updateTime: string;
  version: number;
  members?: Member[];
};

const G = '/api/rabbit-bidingGroup/biddingGroup';
const E = '/api/rabbit-bidingGroup/expert';
const ODD = '评标小组成员须为不少于3人的奇数';
const DENIED = { code: 403, msg: '没有权限执行此操作' };
const GONE = { code: 404, msg: '数据不存在' };
const STALE = { code: 409, msg: '该记录已被他人修改，请刷新后再保存' };

for (const target of inject('targets')) {
  describe(`${target.name}: bidding panels and the expert library`, () => {
    const base = target.url;
    const library = async (caller: Caller, query: Record<string, string> = {}) =>
      (await caller.get<PageOf<Expert>>(`${E}/list`, { size: '50', ...query })).body.data.records;
    const groups = async (caller: Caller, path = 'list', query: Record<string, string> = {}) =>
      (await caller.get<PageOf<Group>>(`${G}/${path}`, { size: '50', ...query })).body.data;
    /** Panels made by the test, removed when it ends. */
    const made: [Caller, string][] = [];
    const create = async (caller: Caller, body: Record<string, unknown>) => {
      const answer = await caller.post<Group>(`${G}/submit`, body);
      if (answer.body.code === 200) {
        made.push([caller, answer.body.data.id]);
        onTestFinished(async () => {
          const left = made.splice(0);
          for (const [owner, id] of left) await owner.post(`${G}/remove`, {}, { ids: id });
        });
      }
      return answer;
    };
    /** Five of the seeded experts (ZJ001…), whatever experts other tests add. */
    const five = async (centre: Caller) => (await library(centre, { number: 'ZJ' })).slice(0, 5).map((expert) => expert.id);

    it('lists the seeded library and panels, with members resolved in detail', async () => {
      const centre = await signedIn(base, 'centre');
      const experts = await library(centre);
      expect(experts.length).toBeGreaterThanOrEqual(9);
      expect(experts[0]).toMatchObject({ number: 'ZJ001', name: '周明华', sex: 1, unit: '第一实验小学', post: '高级教师', hasLogin: true });
      expect(experts.find((expert) => expert.number === 'ZJ007')).toMatchObject({ hasLogin: false });
      expect((await library(centre, { name: '明' })).map((expert) => expert.name)).toEqual(expect.arrayContaining(['周明华', '刘德明']));
      expect((await library(centre, { unit: '疾控' })).map((expert) => expert.number)).toEqual(['ZJ007']);

      const page = await groups(centre, 'list', { groupName: '评标小组' });
      const names = page.records.map((group) => group.groupName);
      expect(names).toEqual(expect.arrayContaining(['大米粮油评标小组', '肉禽蛋评标小组', '蔬菜水果评标小组']));
      const meat = page.records.find((group) => group.groupName === '肉禽蛋评标小组')!;
      expect(meat).toMatchObject({ deptName: '东湖区教育局', leaderName: '何丽萍', memberNames: ['何丽萍', '吴建军', '黄志诚'], version: 1 });
      const detail = (await centre.get<Group>(`${G}/detail`, { id: meat.id })).body.data;
      expect(detail.members!.map((member) => [member.name, member.hasLogin])).toEqual([
        ['何丽萍', true],
        ['吴建军', true],
        ['黄志诚', false],
      ]);
      expect(Object.keys(detail.members![0]!).sort()).toEqual(['hasLogin', 'id', 'name', 'number', 'post', 'sex', 'synopsis', 'unit']);
    });

    it('refuses each broken panel rule with its message and saves nothing', async () => {
      const centre = await signedIn(base, 'centre');
      const [a, b, c, d, e] = await five(centre);
      const name = `规则${uniqueAccount('')}`;
      const valid = { groupName: name, memberIds: `${a},${b},${c}`, leaderId: a, remark: '' };
      const cases: [Record<string, unknown>, string][] = [
        [{ groupName: '' }, '请输入评标小组名称'],
        [{ groupName: '评'.repeat(51) }, '评标小组名称不能超过 50 个字'],
        [{ memberIds: undefined }, '请选择评标小组成员'],
        [{ memberIds: '' }, '请选择评标小组成员'],
        [{ memberIds: `${a}` }, ODD],
        [{ memberIds: `${a},${b}` }, ODD],
        [{ memberIds: [a, b, c, d] }, ODD],
        [{ memberIds: `${a},${b},${a}` }, '评标小组成员不能重复'],
        [{ memberIds: `${a},${b},abc` }, '评标小组成员不正确'],
        [{ leaderId: undefined }, '请选择评标小组组长'],
        [{ leaderId: e }, '评标小组组长须为小组成员'],
        [{ memberIds: `${a},${b},123` }, '评标小组成员须为专家库中的专家'],
        [{ remark: '备'.repeat(201) }, '备注不能超过 200 个字'],
      ];
      for (const [change, message] of cases) {
        const { status, body } = await create(centre, { ...valid, ...change });
        expect([status, body.msg], JSON.stringify(change)).toEqual([400, message]);
      }
      expect((await groups(centre, 'list', { groupName: name })).total).toBe(0);

      // five members as a list, the leader among them
      const saved = await create(centre, { ...valid, memberIds: [a, b, c, d, e], leaderId: c });
      expect(saved.body).toMatchObject({ code: 200, data: { groupName: name, leaderId: c, memberIds: [a, b, c, d, e], deptName: '东湖区教育局', version: 1 } });
      expect(saved.body.data.members).toHaveLength(5);
    });

    it('checks the button before the body, and keeps panels from readers who are not tenderers', async () => {
      for (const username of ['canteen', 'approver', 'expert']) {
        const caller = await signedIn(base, username);
        expect((await caller.post(`${G}/submit`, { groupName: '' })).body, username).toMatchObject(DENIED);
        expect((await caller.post(`${G}/remove`, {}, { ids: '1' })).body, username).toMatchObject(DENIED);
        expect((await caller.post(`${E}/submit`, { name: '' })).body, username).toMatchObject(DENIED);
        expect((await caller.post(`${E}/remove`, {}, { ids: '1' })).body, username).toMatchObject(DENIED);
      }
      for (const username of ['jiwei', 'expert', 'approver']) {
        const caller = await signedIn(base, username);
        for (const path of [`${G}/list`, `${G}/listForWeb`, `${G}/detail`, `${E}/list`])
          expect((await caller.get(path, { id: '1' })).body, `${username} ${path}`).toMatchObject(DENIED);
      }
      const supplier = await signedIn(base, 'supplier', '100001', { supplier: true });
      expect((await supplier.get(`${E}/list`)).status).toBe(403);
    });

    it('edits over the version it loaded: a stale one is a 409 that changes nothing', async () => {
      const centre = await signedIn(base, 'centre');
      const [a, b, c, d, e] = await five(centre);
      const name = `版本${uniqueAccount('')}`;
      const group = (await create(centre, { groupName: name, memberIds: [a, b, c], leaderId: a })).body.data;
      const edited = await centre.post<Group>(`${G}/submit`, { id: group.id, version: group.version, groupName: name, memberIds: [a, d, e], leaderId: e });
      expect(edited.body).toMatchObject({ code: 200, data: { version: 2, leaderId: e, memberIds: [a, d, e] } });
      const stale = await centre.post(`${G}/submit`, { id: group.id, version: group.version, groupName: `${name}改`, memberIds: [a, b, c], leaderId: a });
      expect(stale.body).toMatchObject(STALE);
      expect((await centre.get<Group>(`${G}/detail`, { id: group.id })).body.data).toMatchObject({ groupName: name, version: 2 });
      expect((await centre.post(`${G}/submit`, { id: group.id, groupName: name, memberIds: [a, b, c], leaderId: a })).body).toMatchObject({
        code: 400,
        msg: '缺少版本号，请刷新后再保存',
      });
    });

    it('keeps a panel within the department subtree: a school reads its own and may choose the bureau’s', async () => {
      const centre = await signedIn(base, 'centre');
      const school = await signedIn(base, 'school');
      const [a, b, c] = await five(centre);
      const bureauGroup = (await groups(centre)).records.find((group) => group.groupName === '大米粮油评标小组')!;

      const own = `本校${uniqueAccount('')}`;
      const mine = await create(school, { groupName: own, memberIds: [a, b, c], leaderId: b });
      expect(mine.body).toMatchObject({ code: 200, data: { deptName: '东湖区第一小学' } });
      expect((await create(school, { groupName: own, deptId: bureauGroup.deptId, memberIds: [a, b, c], leaderId: b })).body).toMatchObject({
        code: 403,
        msg: '无权操作该机构',
      });

      const schoolList = (await groups(school)).records.map((group) => group.groupName);
      expect(schoolList).toContain(own);
      expect(schoolList).not.toContain('大米粮油评标小组');
      // listForWeb: its own first, then the bureau's above it
      const choosable = (await groups(school, 'listForWeb')).records.map((group) => group.groupName);
      expect(choosable[0]).toBe(own);
      expect(choosable).toEqual(expect.arrayContaining(['大米粮油评标小组', '肉禽蛋评标小组', '蔬菜水果评标小组']));
      // the bureau sees the school's panel in its list, but may not choose it for its own tender
      expect((await groups(centre)).records.map((group) => group.groupName)).toContain(own);
      expect((await groups(centre, 'listForWeb')).records.map((group) => group.groupName)).not.toContain(own);

      expect((await school.get(`${G}/detail`, { id: bureauGroup.id })).body).toMatchObject(GONE);
      const edit = { id: bureauGroup.id, version: bureauGroup.version, groupName: '改名', memberIds: [a, b, c], leaderId: a };
      expect((await school.post(`${G}/submit`, edit)).body).toMatchObject(GONE);
      expect((await school.post(`${G}/remove`, {}, { ids: bureauGroup.id })).body).toMatchObject(GONE);
      // all or none: with one panel out of reach, the school's own stays too
      expect((await school.post(`${G}/remove`, {}, { ids: `${mine.body.data.id},${bureauGroup.id}` })).body).toMatchObject(GONE);
      expect((await school.get(`${G}/detail`, { id: mine.body.data.id })).body.code).toBe(200);
      // an expert the bureau added is the bureau's to edit
      const expert = (await library(school)).find((row) => row.number === 'ZJ001')!;
      const { id, version, number, name, sex, unit, post } = expert;
      expect((await school.post(`${E}/submit`, { id, version, number, name, sex, unit, post, synopsis: '改' })).body).toMatchObject({
        code: 403,
        msg: '只能修改本单位及下级单位添加的专家',
      });
    });

    it('keeps tenants apart, whatever tenantId is sent', async () => {
      const centre = await signedIn(base, 'centre');
      const west = await signedIn(base, 'centre2', '100002');
      const westGroups = (await groups(west)).records;
      expect(westGroups.map((group) => group.groupName)).toEqual(['西山区食材评标小组']);
      expect((await library(west)).map((expert) => expert.number)).toEqual(['XS001', 'XS002', 'XS003']);
      expect((await library(centre)).map((expert) => expert.number)).not.toContain('XS001');
      const eastGroup = (await groups(centre)).records[0]!;
      const westGroup = westGroups[0]!;

      expect((await west.get(`${G}/detail`, { id: eastGroup.id, tenantId: '100001' })).body).toMatchObject(GONE);
      expect((await centre.get(`${G}/detail`, { id: westGroup.id, tenantId: '100002' })).body).toMatchObject(GONE);
      expect((await groups(centre, 'listForWeb', { tenantId: '100002' })).records.map((group) => group.id)).not.toContain(westGroup.id);
      const edit = {
        id: westGroup.id,
        version: westGroup.version,
        groupName: '越界',
        memberIds: westGroup.memberIds,
        leaderId: westGroup.leaderId,
        tenantId: '100002',
      };
      expect((await centre.post(`${G}/submit`, edit)).body).toMatchObject(GONE);
      expect((await centre.post(`${G}/remove`, {}, { ids: westGroup.id, tenantId: '100002' })).body).toMatchObject(GONE);
      // another district's experts are not members to be had
      const [a, b] = await five(centre);
      const mixed = await create(centre, { groupName: `混合${uniqueAccount('')}`, memberIds: [a, b, westGroup.memberIds[0]], leaderId: a, tenantId: '100002' });
      expect(mixed.body).toMatchObject({ code: 400, msg: '评标小组成员须为专家库中的专家' });
      const westExpert = (await library(west))[0]!;
      expect((await centre.post(`${E}/remove`, {}, { ids: westExpert.id })).body).toMatchObject(GONE);
      expect((await centre.post(`${E}/submit`, { ...westExpert, synopsis: '越界' })).body).toMatchObject(GONE);
      expect((await west.get<Group>(`${G}/detail`, { id: westGroup.id })).body.data).toMatchObject({ groupName: '西山区食材评标小组', version: 1 });
    });

    it('adds and edits experts with the form’s messages, and keeps one on a panel', async () => {
      const centre = await signedIn(base, 'centre');
      const number = uniqueAccount('T');
      const valid = { number, name: '测试专家', sex: '2', unit: '家长代表', post: '营养师', synopsis: '简介' };
      const cases: [Record<string, unknown>, string][] = [
        [{ number: '' }, '请输入编号'],
        [{ name: undefined }, '请输入姓名'],
        [{ sex: '' }, '请输入性别'],
        [{ sex: '3' }, '请输入性别'],
        [{ post: ' ' }, '请输入职称/职务'],
        [{ synopsis: '' }, '请输入简介'],
        [{ synopsis: '简'.repeat(301) }, '简介不能超过 300 个字'],
      ];
      for (const [change, message] of cases) {
        const { status, body } = await centre.post(`${E}/submit`, { ...valid, ...change });
        expect([status, body.msg], JSON.stringify(change)).toEqual([400, message]);
      }
      expect(await library(centre, { number })).toEqual([]);

      const added = (await centre.post<Expert>(`${E}/submit`, { ...valid, synopsis: '简'.repeat(300), sex: 2 })).body;
      expect(added).toMatchObject({ code: 200, data: { number, name: '测试专家', sex: 2, hasLogin: false, version: 1 } });
      expect((await centre.post(`${E}/submit`, valid)).body).toMatchObject({ code: 409, msg: '该专家编号已存在' });
      const expert = added.data;
      const edited = await centre.post<Expert>(`${E}/submit`, { ...valid, id: expert.id, version: expert.version, post: '高级教师' });
      expect(edited.body).toMatchObject({ code: 200, data: { post: '高级教师', version: 2 } });
      expect((await centre.post(`${E}/submit`, { ...valid, id: expert.id, version: 1 })).body).toMatchObject(STALE);

      // on a panel it stays; off every panel it goes
      const [a, b] = await five(centre);
      const group = (await create(centre, { groupName: `专家${number}`, memberIds: [a, b, expert.id], leaderId: a })).body.data;
      expect((await centre.post(`${E}/remove`, {}, { ids: expert.id })).body).toMatchObject({
        code: 400,
        msg: `专家“测试专家”是评标小组“专家${number}”的成员，不能删除`,
      });
      const seeded = (await library(centre, { number: 'ZJ001' }))[0]!;
      expect((await centre.post(`${E}/remove`, {}, { ids: seeded.id })).body.code).toBe(400);
      expect((await centre.post(`${G}/remove`, {}, { ids: group.id })).body.code).toBe(200);
      expect((await centre.post(`${E}/remove`, {}, { ids: expert.id })).body.code).toBe(200);
      expect(await library(centre, { number })).toEqual([]);
      expect((await centre.post(`${E}/remove`, {}, { ids: expert.id })).body).toMatchObject(GONE);
    });

    it('answers the requests beside a refused save: the duplicate is a 409 and nothing beside it fails', async () => {
      // a refused statement once cost the embedded engine its one connection, and the request next in line got a 500
      const centre = await signedIn(base, 'centre');
      const valid = { number: uniqueAccount('T'), name: '并排专家', sex: '1', unit: '家长代表', post: '营养师', synopsis: '简介' };
      const expert = (await centre.post<Expert>(`${E}/submit`, valid)).body.data;
      try {
        for (let round = 0; round < 15; round += 1) {
          const [duplicate, listed] = await Promise.all([centre.post(`${E}/submit`, valid), library(centre, { number: valid.number })]);
          expect(duplicate.body).toMatchObject({ code: 409, msg: '该专家编号已存在' });
          expect(listed.map((row) => row.id)).toEqual([expert.id]);
        }
      } finally {
        await centre.post(`${E}/remove`, {}, { ids: expert.id });
      }
    });

    it('lets one of two simultaneous creates of a name through; the other is a 409', async () => {
      const centre = await signedIn(base, 'centre');
      const other = await signedIn(base, 'centre');
      const [a, b, c] = await five(centre);
      const body = { groupName: `并发${uniqueAccount('')}`, memberIds: [a, b, c], leaderId: a };
      const answers = await Promise.all([create(centre, body), create(other, body)]);
      expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.body.code === 409)!.body.msg).toBe('该评标小组名称已存在');
      expect((await groups(centre, 'list', { groupName: body.groupName })).total).toBe(1);
    });

    it('gives an expert who signs in 待办提醒 and 专家评标 only', async () => {
      const expert = await signedIn(base, 'expert');
      const modules = (await expert.get<{ code: string; children: { path: string; children?: { path: string }[] }[] }[]>('/api/rabbit-system/menu/all-routes'))
        .body.data;
      const paths = modules.flatMap((module) => module.children.flatMap((item) => [item.path, ...(item.children ?? []).map((child) => child.path)]));
      expect(modules.map((module) => module.code)).toEqual(['base', 'zhaobiao']);
      expect(paths.filter((path) => path.includes('/index'))).toEqual(['/wel/index', '/zhaobiao/evaluate/index']);
      const info = (await expert.get<{ userType: string; loginType: number }>('/api/rabbit-auth/oauth/user-info')).body.data;
      expect(info).toMatchObject({ userType: 'school', loginType: 2 });
    });
  });
}
