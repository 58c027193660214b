// The tab rules of docs/product-rules.md#tabs, as pure functions over the tab list.
import type { Tab } from '../../session';

export const HOME_TAB_PATH = '/wel/index';
/** Beyond this many tabs the oldest closable one (not active, not home) makes room. */
export const MAX_TABS = 30;

export const homeTab = (label: string): Tab => ({ label, value: HOME_TAB_PATH, close: false });

export interface TabState {
  tabs: Tab[];
  active: string;
}

export function isClosable(tabs: readonly Tab[], value: string): boolean {
  return tabs.length > 1 && value !== HOME_TAB_PATH;
}

/** Opens (or re-activates) the tab for a full path; the label follows the latest navigation. */
export function openTab(state: TabState, tab: Tab): TabState {
  const index = state.tabs.findIndex((item) => item.value === tab.value);
  let tabs: Tab[];
  if (index >= 0) {
    tabs = state.tabs.map((item, i) => (i === index ? { ...item, ...tab } : item));
  } else {
    tabs = [...state.tabs, tab];
    while (tabs.length > MAX_TABS) {
      const victim = tabs.findIndex((item) => item.value !== HOME_TAB_PATH && item.value !== tab.value);
      if (victim < 0) break;
      tabs.splice(victim, 1);
    }
  }
  return { tabs, active: tab.value };
}

/** Closing the active tab activates the previous one, or the new first when the first was closed. */
export function closeTab(state: TabState, value: string): TabState {
  if (!isClosable(state.tabs, value)) return state;
  const index = state.tabs.findIndex((item) => item.value === value);
  if (index < 0) return state;
  const tabs = state.tabs.filter((_, i) => i !== index);
  if (state.active !== value) return { tabs, active: state.active };
  const next = tabs[index - 1] ?? tabs[0];
  return { tabs, active: next?.value ?? HOME_TAB_PATH };
}

/** Close-all leaves the welcome tab only. */
export function closeAll(state: TabState, home: Tab): TabState {
  const existing = state.tabs.find((item) => item.value === HOME_TAB_PATH);
  return { tabs: [existing ?? home], active: HOME_TAB_PATH };
}

/** Close-others keeps the active tab and the home tab. */
export function closeOthers(state: TabState): TabState {
  return { tabs: state.tabs.filter((item) => item.value === state.active || item.value === HOME_TAB_PATH), active: state.active };
}

/** Tab search: label or path contains the text, case-insensitively. */
export function findTabs(tabs: readonly Tab[], text: string): Tab[] {
  const query = text.trim().toLowerCase();
  if (!query) return [...tabs];
  return tabs.filter((tab) => tab.label.toLowerCase().includes(query) || tab.value.toLowerCase().includes(query));
}
