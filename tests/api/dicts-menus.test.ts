// Dictionaries and menus (/api/rabbit-system/dict/…, /menu/…): paged parents and children, tree, look-up
// by code, submit rules, unique codes and keys, sealed dictionaries, soft removal; menus as a lazy tree,
// a new item granted to whoever holds its parent and shown at the next menu load; buttons; conflicts.
import { describe, expect, inject, it } from 'vitest';
import { signedIn, uniqueAccount, type PageOf } from './support/session.ts';

type Dict = { id: string; parentId: string; code: string; dictKey: string; dictValue: string; version: number };
type Menu = {
  id: string;
  parentId: string;
  code: string;
  name: string;
  path: string;
  category: number;
  hasChildren: boolean;
  version: number;
  children?: Menu[];
};
const DICT = '/api/rabbit-system/dict';
const MENU = '/api/rabbit-system/menu';

const targets = inject('targets');
for (const target of targets) {
  describe(`${target.name}: dictionaries and menus`, () => {
    const base = target.url;
    const admin = () => signedIn(base, 'admin', '000000');

    it('pages dictionaries and their entries, and answers the tree', async () => {
      const caller = await admin();
      const parents = (await caller.get<PageOf<Dict>>(`${DICT}/parent-list`, { size: '5', code: 'sex' })).body.data;
      expect(parents.records).toEqual([expect.objectContaining({ code: 'sex', dictKey: '-1', dictValue: '性别' })]);
      const children = (await caller.get<PageOf<Dict>>(`${DICT}/child-list`, { parentId: parents.records[0]!.id })).body.data;
      expect(children.records.map((entry) => [entry.dictKey, entry.dictValue])).toEqual([
        ['1', '男'],
        ['2', '女'],
        ['0', '未知'],
      ]);
      const tree = (await caller.get<{ code: string; children: unknown[] }[]>(`${DICT}/tree`, { code: 'DICT' })).body.data;
      expect(tree.find((node) => node.code === 'sex')!.children).toHaveLength(3);
      expect((await caller.get(`${DICT}/child-list`)).body.msg).toBe('请选择字典');
      const all = (await caller.get<Dict[]>(`${DICT}/list`)).body.data;
      expect(all.map((dict) => dict.code)).toContain('sex');
      expect(all.every((dict) => dict.dictKey === '-1')).toBe(true);
      expect((await caller.get<Dict>(`${DICT}/detail`, { id: parents.records[0]!.id })).body.data).toMatchObject({ code: 'sex', dictValue: '性别' });
      expect((await caller.get(`${DICT}/detail`, { id: '999999999' })).body).toMatchObject({ code: 404, msg: '字典不存在' });
    });

    it('creates, edits and removes a dictionary with its entries by the rules', async () => {
      const caller = await admin();
      const code = uniqueAccount('d');
      expect((await caller.post(`${DICT}/submit`, { code: '', dictValue: 'x' })).body.msg).toBe('请输入字典编号');
      expect((await caller.post(`${DICT}/submit`, { code: '1bad', dictValue: 'x' })).body.msg).toBe('字典编号只能包含字母、数字、_ 和 -，并以字母开头');
      expect((await caller.post(`${DICT}/submit`, { code, dictValue: '' })).body.msg).toBe('请输入字典名称');
      const parent = (await caller.post<Dict>(`${DICT}/submit`, { code, dictValue: '测试字典' })).body.data;
      expect((await caller.post(`${DICT}/submit`, { code, dictValue: '重复' })).body).toMatchObject({ code: 409, msg: '字典编号已存在' });
      expect((await caller.post(`${DICT}/submit`, { parentId: parent.id, dictValue: '一' })).body.msg).toBe('请输入字典键值');
      const entry = (await caller.post<Dict>(`${DICT}/submit`, { parentId: parent.id, dictKey: '1', dictValue: '一' })).body.data;
      expect(entry).toMatchObject({ code, dictKey: '1', version: 1 });
      expect((await caller.post(`${DICT}/submit`, { parentId: parent.id, dictKey: '1', dictValue: '又一' })).body.msg).toBe('字典键值已存在');
      expect((await caller.get<Dict[]>(`${DICT}/dictionary`, { code })).body.data.map((item) => item.dictValue)).toEqual(['一']);
      // edits: versioned, and a renamed code follows to the entries
      const renamed = `${code}x`;
      expect((await caller.post<Dict>(`${DICT}/submit`, { ...parent, code: renamed })).body.data.version).toBe(2);
      expect((await caller.post(`${DICT}/submit`, { ...parent, dictValue: '旧版本' })).body).toMatchObject({
        code: 409,
        msg: '该记录已被他人修改，请刷新后再保存',
      });
      expect((await caller.get<Dict[]>(`${DICT}/dictionary`, { code: renamed })).body.data).toHaveLength(1);
      expect((await caller.post(`${DICT}/remove`, undefined, { ids: parent.id })).body.code).toBe(200);
      expect((await caller.get<Dict[]>(`${DICT}/dictionary`, { code: renamed })).body.data).toEqual([]);
      expect((await caller.get(`${DICT}/detail`, { id: entry.id })).body.code).toBe(404);
    });

    it('keeps the product’s own dictionaries and needs the buttons', async () => {
      const caller = await admin();
      const sex = (await caller.get<PageOf<Dict>>(`${DICT}/parent-list`, { code: 'sex' })).body.data.records[0]!;
      expect((await caller.post(`${DICT}/remove`, undefined, { ids: sex.id })).body.msg).toBe('系统字典不能删除');
      // its code and keys are read by the product: only names change
      expect((await caller.post(`${DICT}/submit`, { ...sex, code: 'gender' })).body.msg).toBe('系统字典的编号和键值不能修改');
      const male = (await caller.get<PageOf<Dict>>(`${DICT}/child-list`, { parentId: sex.id })).body.data.records[0]!;
      expect((await caller.post(`${DICT}/submit`, { ...male, dictKey: '9' })).body.msg).toBe('系统字典的编号和键值不能修改');
      const centre = await signedIn(base, 'centre');
      expect((await centre.post(`${DICT}/submit`, { code: 'x', dictValue: 'x' })).body.code).toBe(403);
      expect((await centre.post(`${DICT}/remove`, undefined, { ids: sex.id })).body.code).toBe(403);
      expect((await caller.post(`${DICT}/remove`, undefined, { ids: 'abc' })).body.msg).toBe('ids 不正确');
    });

    it('lets only one of two simultaneous saves of one new code through', async () => {
      const caller = await admin();
      const code = uniqueAccount('race');
      const answers = await Promise.all([caller.post(`${DICT}/submit`, { code, dictValue: '甲' }), caller.post(`${DICT}/submit`, { code, dictValue: '乙' })]);
      expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.body.code === 409)!.body.msg).toBe('字典编号已存在');
      expect((await caller.get<PageOf<Dict>>(`${DICT}/parent-list`, { code })).body.data.total).toBe(1);
      const system = (await caller.get<Menu[]>(`${MENU}/lazy-list`)).body.data.find((menu) => menu.code === 'system')!;
      const menu = (name: string) => caller.post(`${MENU}/submit`, { parentId: system.id, name, code, category: 2 });
      const menus = await Promise.all([menu('甲'), menu('乙')]);
      expect(menus.map((answer) => answer.body.code).sort()).toEqual([200, 409]);
      const made = menus.find((answer) => answer.body.code === 200)!.body.data as Menu;
      expect((await caller.post(`${MENU}/remove`, undefined, { ids: made.id })).body.code).toBe(200);
    });

    it('maintains menus as a lazy tree; a new item shows for whoever sees its parent', async () => {
      const caller = await admin();
      const top = (await caller.get<Menu[]>(`${MENU}/lazy-list`)).body.data;
      const system = top.find((menu) => menu.code === 'system')!;
      expect(system.hasChildren).toBe(true);
      const children = (await caller.get<Menu[]>(`${MENU}/lazy-list`, { parentId: system.id })).body.data;
      expect(children.map((menu) => menu.code)).toContain('user');
      expect((await caller.get<Menu[]>(`${MENU}/lazy-menu-list`, { parentId: children.find((menu) => menu.code === 'user')!.id })).body.data).toEqual([]);
      const code = uniqueAccount('m');
      expect((await caller.post(`${MENU}/submit`, { parentId: system.id, name: '', code, category: 1, path: '/x' })).body.msg).toBe('请输入菜单名称');
      expect((await caller.post(`${MENU}/submit`, { parentId: system.id, name: '新菜单', code, category: 1 })).body.msg).toBe('请输入路由地址');
      expect((await caller.post(`${MENU}/submit`, { parentId: system.id, name: '新菜单', code, category: 1, path: 'javascript:alert(1)' })).body.msg).toBe(
        '路由地址须以 / 开头，或为 http(s) 地址',
      );
      expect((await caller.post(`${MENU}/submit`, { name: '新菜单', code, category: 1, path: '/x' })).body.msg).toBe('请选择上级菜单');
      expect((await caller.post(`${MENU}/submit`, { parentId: system.id, name: '重复', code: 'user', category: 1, path: '/x' })).body.msg).toBe(
        '菜单编号已存在',
      );
      const created = (await caller.post<Menu>(`${MENU}/submit`, { parentId: system.id, name: '新菜单', code, category: 1, path: `/test/${code}`, sort: 99 }))
        .body.data;
      const routesOf = async (who: Awaited<ReturnType<typeof admin>>) => JSON.stringify((await who.get<Menu[]>(`${MENU}/routes`)).body.data);
      expect(await routesOf(caller)).toContain(`/test/${code}`);
      const centre = await signedIn(base, 'centre');
      expect(await routesOf(centre)).toContain(`/test/${code}`);
      expect((await caller.get<Menu>(`${MENU}/detail`, { id: created.id })).body.data).toMatchObject({
        code,
        name: '新菜单',
        path: `/test/${code}`,
        version: 1,
      });
      const renamed = (await caller.post<Menu>(`${MENU}/submit`, { ...created, name: '改名菜单' })).body.data;
      expect(renamed.version).toBe(2);
      expect(await routesOf(centre)).toContain('改名菜单');
      expect((await caller.post(`${MENU}/submit`, { ...created, name: '旧版本' })).status).toBe(409);
      expect((await caller.post(`${MENU}/remove`, undefined, { ids: system.id })).body.msg).toBe('请先删除子菜单');
      expect((await centre.post(`${MENU}/remove`, undefined, { ids: created.id })).body.code).toBe(403);
      expect((await caller.post(`${MENU}/remove`, undefined, { ids: created.id })).body.code).toBe(200);
      expect((await caller.get(`${MENU}/detail`, { id: created.id })).body).toMatchObject({ code: 404, msg: '菜单不存在' });
      expect(await routesOf(centre)).not.toContain(`/test/${code}`);
    });
  });
}
