export { applyChromeTheme, applyPrimaryColour, isHexColour } from './apply-theme';
export { chromeThemeIds, chromeThemes, isChromeThemeId, type ChromeTheme, type ChromeThemeId } from './chrome-themes';
export { ColourPicker, PRESET_COLOURS } from './colour-picker';
export { contrastRatio } from './contrast';
export { ThemeDialog } from './theme-dialog';
