// The theme dialog's ten chrome themes (product-spec.md §9), one table: header, sidebar and tab bar
// colours, modelled on the admin templates they are named after. Every text/background pair keeps
// WCAG AA contrast (≥ 4.5:1) and every theme differs from the others (tests/unit/theme.test.ts).

export const chromeThemeIds = ['default', 'white', 'colourful', 'smart', 'iview', 'vip', 'cool', 'd2', 'hey', 'lte'] as const;
export type ChromeThemeId = (typeof chromeThemeIds)[number];

export interface ChromeTheme {
  headerBg: string;
  headerText: string;
  siderBg: string;
  siderText: string;
  siderActiveBg: string;
  siderActiveText: string;
  tabsBg: string;
  tabText: string;
  tabActiveBg: string;
  tabActiveText: string;
  contentBg: string;
  border: string;
}

// prettier-ignore
export const chromeThemes: Record<ChromeThemeId, ChromeTheme> = {
  //            header bg / text         sider bg / text          sider active bg / text   tabs bg / text           tab active bg / text     content     border
  default:   { headerBg: '#ffffff', headerText: '#1d2129', siderBg: '#20222a', siderText: '#c9cdd4', siderActiveBg: '#1d5fd1', siderActiveText: '#ffffff', tabsBg: '#ffffff', tabText: '#4e5969', tabActiveBg: '#e8f0fd', tabActiveText: '#0e3a8a', contentBg: '#f2f3f5', border: '#e5e6eb' },
  white:     { headerBg: '#ffffff', headerText: '#1d2129', siderBg: '#ffffff', siderText: '#4e5969', siderActiveBg: '#e8f3ff', siderActiveText: '#0e42d2', tabsBg: '#fafafa', tabText: '#4e5969', tabActiveBg: '#ffffff', tabActiveText: '#0e42d2', contentBg: '#f7f8fa', border: '#e5e6eb' },
  colourful: { headerBg: '#6236ff', headerText: '#ffffff', siderBg: '#3a1d9e', siderText: '#e8e0ff', siderActiveBg: '#ff5a7a', siderActiveText: '#1a0033', tabsBg: '#f4f0ff', tabText: '#3a1d9e', tabActiveBg: '#6236ff', tabActiveText: '#ffffff', contentBg: '#f7f5ff', border: '#ddd3ff' },
  smart:     { headerBg: '#0f766e', headerText: '#ffffff', siderBg: '#f0fdfa', siderText: '#134e4a', siderActiveBg: '#0f766e', siderActiveText: '#ffffff', tabsBg: '#ffffff', tabText: '#134e4a', tabActiveBg: '#ccfbf1', tabActiveText: '#134e4a', contentBg: '#f0f7f6', border: '#c9e7e2' },
  iview:     { headerBg: '#ffffff', headerText: '#17233d', siderBg: '#1b1f2b', siderText: '#c5c8ce', siderActiveBg: '#2d8cf0', siderActiveText: '#0b1a33', tabsBg: '#f5f7f9', tabText: '#515a6e', tabActiveBg: '#ffffff', tabActiveText: '#1560bd', contentBg: '#f5f7f9', border: '#dcdee2' },
  vip:       { headerBg: '#1a1a1a', headerText: '#f2d58a', siderBg: '#262626', siderText: '#e6d3a3', siderActiveBg: '#d4af37', siderActiveText: '#1a1a1a', tabsBg: '#333333', tabText: '#e6d3a3', tabActiveBg: '#d4af37', tabActiveText: '#1a1a1a', contentBg: '#f5f1e6', border: '#4a4a4a' },
  cool:      { headerBg: '#0b1220', headerText: '#e2e8f0', siderBg: '#111827', siderText: '#cbd5e1', siderActiveBg: '#22d3ee', siderActiveText: '#082f49', tabsBg: '#1f2937', tabText: '#e2e8f0', tabActiveBg: '#0e7490', tabActiveText: '#ffffff', contentBg: '#eef2f7', border: '#334155' },
  d2:        { headerBg: '#ebf1f6', headerText: '#2f3f56', siderBg: '#ebf1f6', siderText: '#3c5068', siderActiveBg: '#ffffff', siderActiveText: '#2262c6', tabsBg: '#ebf1f6', tabText: '#3c5068', tabActiveBg: '#ffffff', tabActiveText: '#2262c6', contentBg: '#f7f9fb', border: '#cfd7e6' },
  hey:       { headerBg: '#1f66c1', headerText: '#ffffff', siderBg: '#ffffff', siderText: '#34495e', siderActiveBg: '#eaf3fd', siderActiveText: '#1d5fb0', tabsBg: '#ffffff', tabText: '#34495e', tabActiveBg: '#1d5fb0', tabActiveText: '#ffffff', contentBg: '#f3f6f8', border: '#e4eaf0' },
  lte:       { headerBg: '#3c8dbc', headerText: '#0b1e2a', siderBg: '#222d32', siderText: '#b8c7ce', siderActiveBg: '#1e282c', siderActiveText: '#ffffff', tabsBg: '#ecf0f5', tabText: '#2c3b41', tabActiveBg: '#ffffff', tabActiveText: '#1d5f8a', contentBg: '#ecf0f5', border: '#d2d6de' },
};

export const isChromeThemeId = (value: string): value is ChromeThemeId => (chromeThemeIds as readonly string[]).includes(value);
