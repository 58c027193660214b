// Departments (/api/rabbit-system/dept/…) and the picker trees: lazy list and tree, whole trees by scope,
// a school's subtree, the school list, agency and canteen types, every submit rule, moves that would
// make a cycle, removal refused while anything hangs below, concurrent edits, tenant isolation.
import { describe, expect, inject, it } from 'vitest';
import { signedIn, uniqueAccount, type PageOf } from './support/session.ts';

type Dept = {
  id: string;
  parentId: string;
  deptName: string;
  fullName: string;
  deptCategory: number;
  hasChildren: boolean;
  version: number;
  approverIds: string;
  approverNames: string;
  canteenType: number;
  approvers: unknown[];
};
type Node = { id: string; title: string; hasChildren: boolean; children: Node[] };
const D = '/api/rabbit-system/dept';
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

const targets = inject('targets');
for (const target of targets) {
  describe(`${target.name}: departments`, () => {
    const base = target.url;
    const setup = async () => {
      const centre = await signedIn(base, 'centre');
      const top = (await centre.get<Dept[]>(`${D}/lazy-list`)).body.data;
      return { centre, bureau: top[0]! };
    };

    it('answers the lazy list and lazy tree of the caller’s scope', async () => {
      const { centre, bureau } = await setup();
      expect(bureau).toMatchObject({ deptName: '东湖区教育局', parentId: '0', hasChildren: true, agencyType: 1 });
      const schools = (await centre.get<Dept[]>(`${D}/lazy-list`, { parentId: bureau.id })).body.data;
      expect(schools.length).toBeGreaterThanOrEqual(30);
      expect(schools[0]).toMatchObject({ deptName: '东湖区第一小学', deptCategory: 2, hasChildren: true, fullName: '东湖区教育局/东湖区第一小学' });
      const nodes = (await centre.get<Node[]>(`${D}/lazy-tree`, { parentId: schools[0]!.id })).body.data;
      expect(nodes).toEqual([expect.objectContaining({ title: '第一小学学生食堂', hasChildren: false, key: expect.any(String), value: expect.any(String) })]);
      // the school sees itself at the top, not the bureau
      const school = await signedIn(base, 'school');
      expect((await school.get<Dept[]>(`${D}/lazy-list`)).body.data.map((dept) => dept.deptName)).toEqual(['东湖区第一小学']);
      expect((await school.get(`${D}/lazy-list`, { parentId: bureau.id })).body.code).toBe(403);
    });

    it('answers whole trees, a school’s subtree, the school list and the types', async () => {
      const { centre, bureau } = await setup();
      const tree = (await centre.get<Node[]>(`${D}/tree`)).body.data;
      expect(tree.map((node) => node.title)).toEqual(['东湖区教育局']);
      expect((await centre.get<Node[]>(`${D}/tenant/tree`)).body.data).toEqual(tree);
      const all = flatten(tree);
      expect(all.length).toBeGreaterThanOrEqual(60);
      const whole = flatten((await centre.get<Node[]>('/api/rabbit-setting/dept/systemDeptSetting/tree')).body.data).map((node) => node.title);
      expect(whole).toEqual(expect.arrayContaining(['东湖区纪委监委', '东湖农商银行', '第一小学学生食堂']));
      const scoped = flatten((await centre.get<Node[]>('/api/rabbit-setting/dept/systemDeptSetting/tree/scope')).body.data).map((node) => node.title);
      expect(scoped).not.toContain('东湖区纪委监委');
      const school1 = all.find((node) => node.title === '东湖区第一小学')!;
      expect(flatten((await centre.get<Node[]>(`${D}/deptTree`, { schoolId: school1.id })).body.data).map((node) => node.title)).toEqual([
        '东湖区第一小学',
        '第一小学学生食堂',
      ]);
      expect(flatten((await centre.get<Node[]>(`${D}/deptTree`, { userType: 'school' })).body.data).some((node) => node.title.includes('食堂'))).toBe(false);
      const list = (
        await centre.get<PageOf<{ id: string; schoolName: string; realName: string; phone: string }>>(`${D}/schoolList`, { size: '10', schoolName: '第一' })
      ).body.data;
      expect(list.records[0]).toMatchObject({ schoolName: '东湖区第一小学', realName: expect.stringMatching(/.+/), phone: expect.stringMatching(/^1\d{10}$/) });
      expect((await centre.get<number>(`${D}/getDeptAgencyType`)).body.data).toBe(1);
      expect((await centre.get<number>(`${D}/getDeptAgencyType`, { deptId: bureau.id })).body.data).toBe(1);
      const canteen = all.find((node) => node.title === '第一小学学生食堂')!;
      expect([1, 2, 3]).toContain((await centre.get<number>(`${D}/getCanteenTypeById`, { id: canteen.id })).body.data);
      const elsewhere = await signedIn(base, 'centre2', '100002');
      expect((await elsewhere.get(`${D}/detail`, { id: school1.id })).body.code).toBe(404);
      expect((await elsewhere.get(`${D}/deptTree`, { schoolId: school1.id })).body.code).toBe(403);
      expect(flatten((await elsewhere.get<Node[]>('/api/rabbit-setting/dept/systemDeptSetting/tree')).body.data).map((node) => node.title)).not.toContain(
        '东湖区第一小学',
      );
    });

    it('creates departments and canteens by the rules, keeps full names, refuses cycles', async () => {
      const { centre, bureau } = await setup();
      const name = uniqueAccount('学校');
      const cases: [Record<string, unknown>, string][] = [
        [{ deptName: '' }, '请输入机构名称'],
        [{ deptCategory: 9 }, '请选择机构类型'],
        [{ contactPhone: '123' }, '请输入正确的手机号码'],
        [{ approverIds: 'x' }, '审批人不存在'],
        [{ approverIds: '1' }, '审批人不存在'],
        [{ parentId: undefined }, '只有管理员可以新增顶级机构'],
      ];
      for (const [change, message] of cases) {
        const { body } = await centre.post(`${D}/submit`, { parentId: bureau.id, deptName: name, deptCategory: 2, ...change });
        expect(body.msg, JSON.stringify(change)).toBe(message);
      }
      const approver = (await centre.get<PageOf<{ id: string; account: string }>>('/api/rabbit-user/page', { account: 'approver' })).body.data.records[0]!;
      const school = (await centre.post<Dept>(`${D}/submit`, { parentId: bureau.id, deptName: name, deptCategory: 2, approverIds: approver.id })).body.data;
      expect(school).toMatchObject({ deptName: name, fullName: `东湖区教育局/${name}`, approverIds: approver.id, approverNames: '孙审批', version: 1 });
      // the roster read from the user when only ids came
      expect(school.approvers).toEqual([{ userId: approver.id, realName: '孙审批', sex: 1, deptName: '东湖区教育局' }]);
      // the person-choose table's rows: sex and department required, the name always the user's own
      const roster = (fields: Record<string, unknown>) =>
        centre.post(`${D}/submit`, {
          parentId: bureau.id,
          deptName: `${name}2`,
          deptCategory: 2,
          approvers: [{ userId: approver.id, sex: 2, deptName: '招标办', ...fields }],
        });
      expect((await roster({ sex: '' })).body.msg).toBe('请选择用户性别');
      expect((await roster({ deptName: ' ' })).body.msg).toBe('请输入部门');
      expect((await roster({ userId: '1' })).body.msg).toBe('审批人不存在');
      const twice = { userId: approver.id, sex: 1, deptName: '招标办' };
      expect((await centre.post(`${D}/submit`, { parentId: bureau.id, deptName: `${name}2`, deptCategory: 2, approvers: [twice, twice] })).body.msg).toBe(
        '审批人不能重复',
      );
      const other = (await roster({ realName: '冒名' })).body.data as Dept;
      expect(other.approvers).toEqual([{ userId: approver.id, realName: '孙审批', sex: 2, deptName: '招标办' }]);
      expect((await centre.post(`${D}/remove`, undefined, { ids: other.id })).body.code).toBe(200);
      expect((await centre.post(`${D}/canteent/submit`, { parentId: bureau.id, deptName: '食堂', canteenType: 1 })).body.msg).toBe('食堂须隶属于学校');
      expect((await centre.post(`${D}/canteent/submit`, { parentId: school.id, deptName: '食堂' })).body.msg).toBe('请选择食堂类型');
      const canteen = (await centre.post<Dept>(`${D}/canteent/submit`, { parentId: school.id, deptName: `${name}食堂`, canteenType: 2 })).body.data;
      expect(canteen).toMatchObject({ deptCategory: 3, canteenType: 2, fullName: `东湖区教育局/${name}/${name}食堂` });
      // a canteen edited through the plain submit keeps to the canteen rules and its type
      expect((await centre.post(`${D}/submit`, { ...canteen, canteenType: '' })).body.msg).toBe('请选择食堂类型');
      const retyped = (await centre.post<Dept>(`${D}/submit`, { ...canteen, canteenType: 3 })).body.data;
      expect(retyped).toMatchObject({ deptCategory: 3, canteenType: 3, version: 2 });
      // a rename carries into the full names below
      const renamed = (await centre.post<Dept>(`${D}/submit`, { ...school, deptName: `${name}改` })).body.data;
      expect(renamed.version).toBe(2);
      expect((await centre.get<Dept>(`${D}/detail`, { id: canteen.id })).body.data.fullName).toBe(`东湖区教育局/${name}改/${name}食堂`);
      expect((await centre.post(`${D}/submit`, { ...renamed, parentId: canteen.id, deptCategory: 2 })).body.msg).toBe('上级机构不能是自身或其下级');
      // a stale version loses
      expect((await centre.post(`${D}/submit`, { ...school, deptName: '旧的' })).status).toBe(409);
      // removal: not while something hangs below; then both at once
      expect((await centre.post(`${D}/remove`, undefined, { ids: school.id })).body.msg).toBe('请先删除下级机构');
      expect((await centre.post(`${D}/remove`, undefined, { ids: `${school.id},${canteen.id}` })).body.code).toBe(200);
      expect((await centre.get(`${D}/detail`, { id: school.id })).body.code).toBe(404);
    });

    it('needs the buttons and refuses removing a department with users or one’s own', async () => {
      const { centre, bureau } = await setup();
      const market = await signedIn(base, 'market');
      expect((await market.post(`${D}/submit`, { parentId: bureau.id, deptName: 'x', deptCategory: 2 })).body.code).toBe(403);
      expect((await market.post(`${D}/remove`, undefined, { ids: bureau.id })).body.code).toBe(403);
      expect((await centre.post(`${D}/remove`, undefined, { ids: bureau.id })).body.msg).toBe('不能删除本机构');
      const school1 = (await centre.get<Dept[]>(`${D}/lazy-list`, { parentId: bureau.id })).body.data[0]!;
      const canteen = (await centre.get<Dept[]>(`${D}/lazy-list`, { parentId: school1.id })).body.data[0]!;
      expect((await centre.post(`${D}/remove`, undefined, { ids: canteen.id })).body.msg).toBe('该机构下还有用户，不能删除');
      expect((await centre.post(`${D}/submit`, { ...bureau, parentId: school1.id })).body.msg).toBe('不能移动本机构');
    });
  });
}
