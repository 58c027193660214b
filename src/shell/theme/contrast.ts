// WCAG 2.x relative luminance and contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).

/** "#rgb" or "#rrggbb" as [r, g, b] (0–255); throws on anything else, so a typo in a theme fails its test. */
export function hexToRgb(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a hex colour: ${hex}`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** From 1 (same luminance) to 21 (black on white); the order of the two colours does not matter. */
export function contrastRatio(hexA: string, hexB: string): number {
  const a = relativeLuminance(hexA);
  const b = relativeLuminance(hexB);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const toHex = (rgb: readonly number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/** `hex` mixed with black, a step at a time, until it reaches `ratio` against `against` (black always does, ≥ 4.58:1 on any colour that white does not reach 4.5:1 on). */
function darkenUntil(hex: string, against: string, ratio: number): string {
  const rgb = hexToRgb(hex);
  for (let step = 0; step <= 20; step += 1) {
    const shade = toHex(rgb.map((c) => c * (1 - step / 20)));
    if (contrastRatio(shade, against) >= ratio) return shade;
  }
  return '#000000';
}

/**
 * What is drawn with a chosen primary colour so that it reads at WCAG AA (4.5:1), the colour itself staying as chosen:
 * `on` — text and icons on it (a primary button): white when white reaches 4.5:1, else the colour darkened until it
 * does; `text` — the colour as text on white (links, text buttons, the selected item): itself when it reaches 4.5:1,
 * else its darker shade that does.
 */
export function readableShades(hex: string): { on: string; text: string } {
  return {
    on: contrastRatio('#FFFFFF', hex) >= 4.5 ? '#FFFFFF' : darkenUntil(hex, hex, 4.5),
    text: darkenUntil(hex, '#FFFFFF', 4.5),
  };
}
