import { describe, expect, it } from 'vitest';
import type { Tab } from '../../src/session';
import { closeAll, closeOthers, closeTab, findTabs, homeTab, isClosable, MAX_TABS, openTab, type TabState } from '../../src/shell/tabs/tab-rules';

const home = homeTab('待办提醒');
const tab = (value: string, label = value): Tab => ({ label, value });
const state = (active: string, ...values: string[]): TabState => ({ tabs: values.map((v) => (v === home.value ? home : tab(v))), active });
const values = (s: TabState) => s.tabs.map((t) => t.value);

describe('tab rules', () => {
  it('a single tab cannot be closed', () => {
    expect(isClosable([tab('/a')], '/a')).toBe(false);
    expect(closeTab(state('/a', '/a'), '/a')).toEqual(state('/a', '/a'));
  });

  it('with more than one tab every tab but home can be closed', () => {
    const s = state('/a', home.value, '/a', '/b');
    expect(isClosable(s.tabs, home.value)).toBe(false);
    expect(isClosable(s.tabs, '/a')).toBe(true);
    expect(values(closeTab(s, home.value))).toEqual([home.value, '/a', '/b']);
  });

  it('closing the active tab activates the previous one', () => {
    const s = closeTab(state('/b', home.value, '/a', '/b', '/c'), '/b');
    expect(values(s)).toEqual([home.value, '/a', '/c']);
    expect(s.active).toBe('/a');
  });

  it('closing the active first tab activates the new first', () => {
    const s = closeTab(state('/a', '/a', '/b', '/c'), '/a');
    expect(s.active).toBe('/b');
  });

  it('closing another tab keeps the active one', () => {
    const s = closeTab(state('/c', home.value, '/a', '/c'), '/a');
    expect(s.active).toBe('/c');
  });

  it('close-all leaves the welcome tab only', () => {
    expect(closeAll(state('/b', '/a', '/b'), home)).toEqual({ tabs: [home], active: home.value });
  });

  it('close-others keeps the active and the home tab', () => {
    const s = closeOthers(state('/b', home.value, '/a', '/b', '/c'));
    expect(values(s)).toEqual([home.value, '/b']);
    expect(s.active).toBe('/b');
  });

  it('opening a known path re-activates its tab and updates its label', () => {
    const s = openTab(state('/a', home.value, '/a', '/b?x=1'), tab('/b?x=1', 'B'));
    expect(values(s)).toEqual([home.value, '/a', '/b?x=1']);
    expect(s.tabs[2]?.label).toBe('B');
    expect(s.active).toBe('/b?x=1');
  });

  it('tabs are keyed by the full path', () => {
    const s = openTab(state('/b?x=1', '/b?x=1'), tab('/b?x=2'));
    expect(values(s)).toEqual(['/b?x=1', '/b?x=2']);
  });

  it(`keeps at most ${MAX_TABS} tabs, dropping the oldest closable one`, () => {
    let s: TabState = { tabs: [home], active: home.value };
    for (let i = 0; i < MAX_TABS + 5; i += 1) s = openTab(s, tab(`/p${i}`));
    expect(s.tabs).toHaveLength(MAX_TABS);
    expect(s.tabs[0]).toEqual(home);
    expect(values(s)).not.toContain('/p0');
    expect(s.active).toBe(`/p${MAX_TABS + 4}`);
  });

  it('tab search matches label or path, case-insensitively', () => {
    const tabs = [tab('/dict-vertical/index', '字典管理'), tab('/info/index', 'Info')];
    expect(findTabs(tabs, '字典')).toEqual([tabs[0]]);
    expect(findTabs(tabs, 'INFO')).toEqual([tabs[1]]);
    expect(findTabs(tabs, ' ')).toEqual(tabs);
  });
});
