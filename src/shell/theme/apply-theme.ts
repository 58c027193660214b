import { chromeThemes, isChromeThemeId, type ChromeTheme } from './chrome-themes';

const VARIABLES: Record<keyof ChromeTheme, string> = {
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

/** Applies a chrome theme live (unknown names fall back to the default). */
export function applyChromeTheme(name: string): void {
  const id = isChromeThemeId(name) ? name : 'default';
  const root = document.documentElement;
  for (const [key, variable] of Object.entries(VARIABLES)) root.style.setProperty(variable, chromeThemes[id][key as keyof ChromeTheme]);
  root.dataset.chromeTheme = id;
}

export const isHexColour = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

const PRIMARY = Array.from({ length: 10 }, (_, i) => `--primary-${i + 1}`);

/**
 * Recolours Arco's primary palette (ten shades, "r,g,b" triplets) from one colour, computed in the
 * browser (the palette generator is fetched the first time a colour is chosen; most users keep the
 * brand). `undefined` returns to the login type's brand palette.
 */
export async function applyPrimaryColour(hex: string | undefined): Promise<boolean> {
  const style = document.body.style;
  if (hex === undefined) {
    PRIMARY.forEach((variable) => style.removeProperty(variable));
    return true;
  }
  if (!isHexColour(hex)) return false;
  const { generate, getRgbStr } = await import('@arco-design/color');
  const shades = generate(hex, { list: true }) as string[];
  PRIMARY.forEach((variable, i) => style.setProperty(variable, getRgbStr(shades[i]!)));
  return true;
}
