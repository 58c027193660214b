// The theme dialog's ten chrome themes (docs/product-rules.md#constants) as one table: header, sidebar and tab-bar
// colours, modelled on the legacy Avue themes they are named after (default navy sidebar, AdminLTE,
// D2, iView, HeyUI, vip black and gold...). Where a legacy pair failed WCAG AA (#409EFF text on
// white, white on #3c8dbc) the text colour is darkened rather than the background changed, so each
// theme still looks like its namesake. tests/unit/theme.test.tsx holds every text/background pair to
// ≥ 4.5:1 and every two themes to a visibly different header or sidebar.

export const chromeThemeIds = ['default', 'white', 'colourful', 'smart', 'iview', 'vip', 'cool', 'd2', 'hey', 'lte'] as const;
export type ChromeThemeId = (typeof chromeThemeIds)[number];

export interface ChromeTheme {
  /** Key of the theme's name in the `theme` namespace. */
  nameKey: `names.${ChromeThemeId}`;
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

export type ChromeColour = Exclude<keyof ChromeTheme, 'nameKey'>;

// prettier-ignore
export const chromeThemes: Record<ChromeThemeId, ChromeTheme> = {
  // White header, the legacy dark navy sidebar, a blue selected item.
  default: {
    nameKey: 'names.default',
    headerBg: '#ffffff', headerText: '#1d2129',
    siderBg: '#20222a', siderText: '#c9cdd4', siderActiveBg: '#1d5fd1', siderActiveText: '#ffffff',
    tabsBg: '#ffffff', tabText: '#4e5969', tabActiveBg: '#e8f3ff', tabActiveText: '#0e42d2',
    contentBg: '#f0f2f5', border: '#e5e6eb',
  },
  // Everything light; the selection is a pale blue wash.
  white: {
    nameKey: 'names.white',
    headerBg: '#ffffff', headerText: '#1d2129',
    siderBg: '#ffffff', siderText: '#4e5969', siderActiveBg: '#e8f3ff', siderActiveText: '#0e42d2',
    tabsBg: '#f7f8fa', tabText: '#4e5969', tabActiveBg: '#ffffff', tabActiveText: '#0e42d2',
    contentBg: '#f5f7fa', border: '#e5e6eb',
  },
  // The legacy "star" theme: deep violet night sky with a vivid pink selection.
  colourful: {
    nameKey: 'names.colourful',
    headerBg: '#4a1fb8', headerText: '#ffffff',
    siderBg: '#2e1470', siderText: '#ece6ff', siderActiveBg: '#c2185b', siderActiveText: '#ffffff',
    tabsBg: '#f3efff', tabText: '#4a1fb8', tabActiveBg: '#4a1fb8', tabActiveText: '#ffffff',
    contentBg: '#f6f3ff', border: '#ddd3ff',
  },
  // The legacy "bule" theme: one corporate blue for header and sidebar, selection a shade darker.
  smart: {
    nameKey: 'names.smart',
    headerBg: '#004ca7', headerText: '#ffffff',
    siderBg: '#004ca7', siderText: '#dbe8f7', siderActiveBg: '#003a80', siderActiveText: '#ffffff',
    tabsBg: '#ffffff', tabText: '#4e5969', tabActiveBg: '#e6effa', tabActiveText: '#004ca7',
    contentBg: '#f2f5f9', border: '#d6e2f0',
  },
  // iView Admin as the legacy theme drew it: white header, deep navy sidebar (not the default's grey-black,
  // which would look the same), blue text on a darker selected item.
  iview: {
    nameKey: 'names.iview',
    headerBg: '#ffffff', headerText: '#17233d',
    siderBg: '#001529', siderText: '#c5c8ce', siderActiveBg: '#000c17', siderActiveText: '#409eff',
    tabsBg: '#f0f0f0', tabText: '#515a6e', tabActiveBg: '#ffffff', tabActiveText: '#1f6fc5',
    contentBg: '#f5f7f9', border: '#dcdee2',
  },
  // Black and champagne gold.
  vip: {
    nameKey: 'names.vip',
    headerBg: '#20222a', headerText: '#f6ca9d',
    siderBg: '#1a1b20', siderText: '#d9c2a5', siderActiveBg: '#2c2a26', siderActiveText: '#f6ca9d',
    tabsBg: '#26272e', tabText: '#d9c2a5', tabActiveBg: '#f6ca9d', tabActiveText: '#20222a',
    contentBg: '#f5f2ec', border: '#3a3b42',
  },
  // Cool black: blue-black frame with the legacy "cool" theme's sky-blue accent.
  cool: {
    nameKey: 'names.cool',
    headerBg: '#0f2a44', headerText: '#e6edf3',
    siderBg: '#0b1f33', siderText: '#c4d0dc', siderActiveBg: '#25aff3', siderActiveText: '#06121c',
    tabsBg: '#16314d', tabText: '#d0dae4', tabActiveBg: '#25aff3', tabActiveText: '#06121c',
    contentBg: '#eef2f6', border: '#2c3a48',
  },
  // D2 Admin: light grey-blue frame, white selection. A shade deeper than the legacy #ebf1f6, which
  // next to the white theme was barely distinguishable.
  d2: {
    nameKey: 'names.d2',
    headerBg: '#e3ebf3', headerText: '#2f3f56',
    siderBg: '#e3ebf3', siderText: '#4a5565', siderActiveBg: '#ffffff', siderActiveText: '#1c64c4',
    tabsBg: '#e3ebf3', tabText: '#4a5565', tabActiveBg: '#ffffff', tabActiveText: '#1c64c4',
    contentBg: '#f7f9fb', border: '#cfd7e5',
  },
  // HeyUI Admin: blue header over a white sidebar with a pale blue selection.
  hey: {
    nameKey: 'names.hey',
    headerBg: '#1f66c1', headerText: '#ffffff',
    siderBg: '#ffffff', siderText: '#34495e', siderActiveBg: '#eaf3fd', siderActiveText: '#1d5fb0',
    tabsBg: '#f3f6f8', tabText: '#34495e', tabActiveBg: '#ffffff', tabActiveText: '#1d5fb0',
    contentBg: '#f3f6f8', border: '#e4eaf0',
  },
  // AdminLTE skin-blue: #3c8dbc header, #222d32 sidebar, #ecf0f5 content.
  lte: {
    nameKey: 'names.lte',
    headerBg: '#3c8dbc', headerText: '#08141c',
    siderBg: '#222d32', siderText: '#b8c7ce', siderActiveBg: '#3c8dbc', siderActiveText: '#08141c',
    tabsBg: '#ecf0f5', tabText: '#2c3b41', tabActiveBg: '#ffffff', tabActiveText: '#1d5f8a',
    contentBg: '#ecf0f5', border: '#d2d6de',
  },
};

export const isChromeThemeId = (value: unknown): value is ChromeThemeId => typeof value === 'string' && (chromeThemeIds as readonly string[]).includes(value);
