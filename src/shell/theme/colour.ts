import { siteConfig } from '../../lib/config';

/** The product's default colour (docs/product-rules.md#constants). Stored as the choice, it means "the login type's brand palette". */
export const DEFAULT_COLOUR: string = siteConfig.defaultColor;

export const isHexColour = (value: unknown): value is string => typeof value === 'string' && /^#([0-9a-f]{3}){1,2}$/i.test(value);

/** "#abc" / "#aabbcc" in any case as "#AABBCC"; undefined for anything that is not a hex colour. */
export function normaliseHex(value: unknown): string | undefined {
  if (!isHexColour(value)) return undefined;
  const digits = value.slice(1);
  return `#${(digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits).toUpperCase()}`;
}

// Arco's components read their primary colour from --primary-1 … --primary-10 as "r,g,b" triplets
// (arco.css: `--primary-6: var(--arcoblue-6)`, `--arcoblue-6: 22,93,255`). The brand palettes of
// src/styles/global.css set them on <body>, so an override must sit on <body> too (inline wins);
// <html> gets a copy for anything rendered outside <body>'s cascade.
const PRIMARY = Array.from({ length: 10 }, (_, i) => `--primary-${i + 1}`);
const targets = () => [document.documentElement.style, document.body.style];

// Drawn with a chosen colour at WCAG AA (readableShades): text on it, and it as text. The brand palettes need neither
// (each reaches 4.5:1 with white, src/styles/global.css): the CSS falls back to white and --primary-6.
const READABLE = ['--primary-on', '--primary-text'];

let latest = 0;

/**
 * Recolours Arco's primary palette live from one colour: ten shades made by Arco's own palette
 * generator (loaded on first use — most users keep the brand). `undefined` removes the override and
 * returns to the login type's brand palette. A value that is not a hex colour changes nothing and
 * resolves false. When calls overlap, the last one wins.
 */
export async function applyPrimaryColour(hex: string | undefined): Promise<boolean> {
  const colour = hex === undefined ? undefined : normaliseHex(hex);
  if (hex !== undefined && !colour) return false; // a rejected value neither applies nor cancels anything
  const call = ++latest;
  if (!colour) {
    for (const style of targets()) [...PRIMARY, ...READABLE].forEach((variable) => style.removeProperty(variable));
    return true;
  }
  // the palette and its readable shades are worked out only for a chosen colour: their code stays out of the shell
  const [{ generate, getRgbStr }, { hexToRgb, readableShades }] = await Promise.all([import('@arco-design/color'), import('./contrast')]);
  if (call !== latest) return true; // a later choice has been made meanwhile
  const shades = generate(colour, { list: true }) as string[];
  const { on, text } = readableShades(colour);
  for (const style of targets()) {
    PRIMARY.forEach((variable, i) => style.setProperty(variable, getRgbStr(shades[i]!)));
    style.setProperty('--primary-on', hexToRgb(on).join(','));
    style.setProperty('--primary-text', hexToRgb(text).join(','));
  }
  return true;
}

/** Applies a stored colour choice (session.colorName): the default colour means the brand palette. */
export const applyColourChoice = (colorName: string): Promise<boolean> =>
  applyPrimaryColour(normaliseHex(colorName) === normaliseHex(DEFAULT_COLOUR) ? undefined : colorName);
