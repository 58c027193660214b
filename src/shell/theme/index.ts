export { applyChromeTheme, chromeVariables } from './apply-theme';
export { chromeThemeIds, chromeThemes, isChromeThemeId, type ChromeColour, type ChromeTheme, type ChromeThemeId } from './chrome-themes';
export { applyColourChoice, applyPrimaryColour, DEFAULT_COLOUR, isHexColour, normaliseHex } from './colour';
export { chooseColour, ColourPicker, PRESET_COLOURS } from './colour-picker';
