import { pinyin } from 'pinyin-pro';
import { describe, expect, it } from 'vitest';
import { can, canSee, flattenButtons } from '../../src/session/permission';
import { collapsesOnNavigate, isCollapsed, screenSize } from '../../src/shell/layout/screen-size';
import { buildIndex, searchMenu, type SearchItem } from '../../src/shell/search/menu-search';

const toSyllables = (text: string) => pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' });
const items: SearchItem[] = [
  { name: '用户管理', path: '/system/user', trail: ['系统管理'] },
  { name: '字典管理', path: '/dict-vertical/index', trail: ['系统管理'] },
  { name: 'Menu Admin', path: '/system/menu', trail: [] },
  { name: '食材溯源', path: '/liancan/zhuanxiangtongji/shicaisuyuan/index', trail: ['专项统计'] },
];
const index = buildIndex(items, toSyllables);
const paths = (text: string) => searchMenu(index, text).map((item) => item.path);

describe('menu search', () => {
  it('matches the name prefix, case-insensitively', () => {
    expect(paths('用户')).toEqual(['/system/user']);
    expect(paths('menu')).toEqual(['/system/menu']);
    expect(paths('MENU a')).toEqual(['/system/menu']);
    expect(paths('管理')).toEqual([]);
  });

  it('matches full pinyin and pinyin initials as prefixes', () => {
    expect(paths('yhgl')).toEqual(['/system/user']);
    expect(paths('yonghu')).toEqual(['/system/user']);
    expect(paths('zd')).toEqual(['/dict-vertical/index']);
    expect(paths('scsy')).toEqual(['/liancan/zhuanxiangtongji/shicaisuyuan/index']);
    expect(paths('hgl')).toEqual([]);
  });

  it('an empty query finds nothing', () => {
    expect(paths('  ')).toEqual([]);
  });

  it('works without pinyin (before the dictionary has loaded)', () => {
    expect(searchMenu(buildIndex(items), 'yhgl')).toEqual([]);
    expect(searchMenu(buildIndex(items), '字典').map((item) => item.path)).toEqual(['/dict-vertical/index']);
  });
});

describe('screen size and collapse', () => {
  it.each([
    [1920, 3],
    [1200, 3],
    [1199, 2],
    [992, 2],
    [991, 1],
    [768, 1],
    [767, 0],
    [320, 0],
  ])('%i px → %i', (width, size) => expect(screenSize(width)).toBe(size));

  it('collapse applies only above size 1; small screens fold on navigation', () => {
    expect(isCollapsed(true, 2)).toBe(true);
    expect(isCollapsed(true, 1)).toBe(false);
    expect(isCollapsed(false, 3)).toBe(false);
    expect(collapsesOnNavigate(1)).toBe(true);
    expect(collapsesOnNavigate(2)).toBe(false);
  });
});

describe('permission', () => {
  it("shows an item whose meta names no roles, or one of the user's roles", () => {
    expect(canSee(undefined, ['school'])).toBe(true);
    expect(canSee({ roles: [] }, ['school'])).toBe(true);
    expect(canSee({ roles: ['admin', 'school'] }, ['school'])).toBe(true);
    expect(canSee({ roles: ['admin'] }, ['school'])).toBe(false);
    expect(canSee({ roles: ['admin'] }, [])).toBe(false);
  });

  it('flattens the button tree to a code map and checks codes', () => {
    const map = flattenButtons([
      { code: 'dict', children: [{ code: 'dict_add' }, { code: 'dict_delete', children: [] }] },
      { children: [{ code: 'user_reset' }] },
    ]);
    expect(map).toEqual({ dict: true, dict_add: true, dict_delete: true, user_reset: true });
    expect(can(map, 'dict_add')).toBe(true);
    expect(can(map, 'dict_edit')).toBe(false);
    expect(can({ toString: true } as unknown as Record<string, boolean>, 'constructor')).toBe(false);
  });
});
