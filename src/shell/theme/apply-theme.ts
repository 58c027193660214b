import { chromeThemes, isChromeThemeId, type ChromeColour } from './chrome-themes';

/** The CSS custom property each chrome colour is published as (src/shell/shell.css reads them). */
export const chromeVariables: Record<ChromeColour, string> = {
  headerBg: '--shell-header-bg',
  headerText: '--shell-header-text',
  siderBg: '--shell-sider-bg',
  siderText: '--shell-sider-text',
  siderActiveBg: '--shell-sider-active-bg',
  siderActiveText: '--shell-sider-active-text',
  tabsBg: '--shell-tabs-bg',
  tabText: '--shell-tab-text',
  tabActiveBg: '--shell-tab-active-bg',
  tabActiveText: '--shell-tab-active-text',
  contentBg: '--shell-content-bg',
  border: '--shell-border',
};

/**
 * Applies a chrome theme live: the --shell-* variables and data-chrome-theme on <html>. A stored name
 * from an older version (or anything else unknown) falls back to the default theme.
 */
export function applyChromeTheme(name: unknown): void {
  const id = isChromeThemeId(name) ? name : 'default';
  const root = document.documentElement;
  const theme = chromeThemes[id];
  for (const [key, variable] of Object.entries(chromeVariables)) root.style.setProperty(variable, theme[key as ChromeColour]);
  root.dataset.chromeTheme = id;
}
