import { describe, expect, it } from 'vitest';
import { userKind, type MenuNode } from '../../src/session';
import {
  BANK_SET,
  filterByRoles,
  findLeafByPath,
  firstLeaf,
  headerMenuWidth,
  isExternal,
  isUnsafeLink,
  leaves,
  menuIconColour,
  shellVariant,
  targetOf,
  visibleModules,
} from '../../src/shell/menus/menu-model';

const node = (id: string, extra: Partial<MenuNode> = {}): MenuNode => ({ id, code: id, name: id, path: `/${id}`, ...extra });

describe('who sees which shell', () => {
  it('classifies users as §6 does', () => {
    expect(userKind('admin', 1)).toBe('admin');
    expect(userKind('education', 1)).toBe('supervisor');
    expect(userKind('jiWei', 1)).toBe('supervisor');
    expect(userKind('market', 1)).toBe('supervisor');
    expect(userKind('school', 9)).toBe('bank');
    expect(userKind('bank', 9)).toBe('bank');
    expect(userKind('supplier', 5)).toBe('supplier');
    expect(userKind('school', 2)).toBe('unit');
    expect(userKind('canteen', 0)).toBe('unit');
  });

  it('gives administration the sidebar and everyone else the top navigation, unless they chose', () => {
    expect(shellVariant('admin', 'auto')).toBe('side');
    expect(shellVariant('unit', 'auto')).toBe('top');
    expect(shellVariant('bank', 'auto')).toBe('top');
    expect(shellVariant('admin', 'top')).toBe('top');
    expect(shellVariant('supplier', 'side')).toBe('side');
  });

  it('shows bank logins exactly their six modules in the §6 order', () => {
    const modules = ['report', 'zhaobiao', 'xiaowaigongcan', 'base', 'kaihutongji', 'merchantSupervision', 'canteenstatistics', 'finance'].map((code) =>
      node(code),
    );
    expect(visibleModules(modules, 'bank').map((module) => module.code)).toEqual(BANK_SET);
  });

  it('limits suppliers to their reduced set and keeps the server order', () => {
    const modules = ['finance', 'zhaobiao', 'toubiao', 'base'].map((code) => node(code));
    expect(visibleModules(modules, 'supplier').map((module) => module.code)).toEqual(['finance', 'toubiao', 'base']);
    expect(visibleModules(modules, 'admin')).toHaveLength(4);
  });

  it('colours icons blue for login types 0, 2, 3, 4, 9 and green otherwise; bank header is narrower', () => {
    expect([0, 2, 3, 4, 9].map(menuIconColour)).toEqual(['blue', 'blue', 'blue', 'blue', 'blue']);
    expect([1, 5, 6].map(menuIconColour)).toEqual(['green', 'green', 'green']);
    expect(headerMenuWidth(9)).toBe(600);
    expect(headerMenuWidth(1)).toBe(815);
  });
});

describe('menu trees', () => {
  const tree: MenuNode[] = [
    node('base', {
      children: [
        node('system', { children: [node('user'), node('dict', { meta: { roles: ['administrator'] } })] }),
        node('education', { meta: { roles: ['education'] } }),
      ],
    }),
  ];

  it('hides items whose meta roles leave the user out', () => {
    const school = filterByRoles(tree, ['school']);
    expect(leaves(school).map((leaf) => leaf.node.code)).toEqual(['user']);
    const centre = filterByRoles(tree, ['education']);
    expect(leaves(centre).map((leaf) => leaf.node.code)).toEqual(['user', 'education']);
  });

  it('finds leaves with their module and trail, and the first leaf', () => {
    const leaf = findLeafByPath(tree, '/dict');
    expect(leaf?.module.code).toBe('base');
    expect(leaf?.trail.map((item) => item.code)).toEqual(['system']);
    expect(firstLeaf(tree[0]!.children!)?.code).toBe('user');
  });

  it('sends external and html links to the frame route and refuses unsafe schemes', () => {
    expect(isExternal('https://flk.npc.gov.cn/')).toBe(true);
    expect(isExternal('/static/guide.html')).toBe(true);
    expect(isExternal('/system/user')).toBe(false);
    expect(targetOf(node('law', { path: 'https://flk.npc.gov.cn/' }))).toBe('/myiframe/law');
    expect(isUnsafeLink('javascript:alert(1)')).toBe(true);
    expect(isUnsafeLink(' JaVaScRiPt:alert(1)')).toBe(true);
    expect(isUnsafeLink('data:text/html,x')).toBe(true);
    expect(isUnsafeLink('https://example.org')).toBe(false);
  });
});
