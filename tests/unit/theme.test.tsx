import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../src/lib/i18n';
import en from '../../src/locales/en-US/theme.json';
import zh from '../../src/locales/zh-CN/theme.json';
import { session } from '../../src/session';
import {
  applyChromeTheme,
  applyColourChoice,
  applyPrimaryColour,
  chromeThemeIds,
  chromeThemes,
  chromeVariables,
  ColourPicker,
  DEFAULT_COLOUR,
  isHexColour,
  normaliseHex,
  PRESET_COLOURS,
  type ChromeTheme,
} from '../../src/shell/theme';
import { contrastRatio, hexToRgb, readableShades } from '../../src/shell/theme/contrast';
import { ThemeDialog } from '../../src/shell/theme/theme-dialog';
import '../../src/shell/shell-i18n';

const ROOT = path.resolve(__dirname, '../..');
const root = () => document.documentElement;
const primary = (n: number, on: HTMLElement = document.body) => on.style.getPropertyValue(`--primary-${n}`);

/** CIE76 colour difference (Lab): about 2 is just noticeable; 8 is plain side by side, dark or light. */
function deltaE(a: string, b: string): number {
  const lab = (hex: string) => {
    const [r, g, bl] = hexToRgb(hex).map((c) => {
      const v = c / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    const xyz = [
      (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047,
      0.2126 * r + 0.7152 * g + 0.0722 * bl,
      (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883,
    ].map((t) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t) / 116 + 16 / 116)) as [number, number, number];
    return [116 * xyz[1] - 16, 500 * (xyz[0] - xyz[1]), 200 * (xyz[1] - xyz[2])];
  };
  const [x, y] = [lab(a), lab(b)];
  return Math.hypot(x[0]! - y[0]!, x[1]! - y[1]!, x[2]! - y[2]!);
}

const lookup = (catalogue: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);

beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
});

afterEach(() => {
  cleanup();
  session.themeName = 'default';
  session.colorName = DEFAULT_COLOUR;
});

describe('chrome themes', () => {
  it('has the ten themes of §9, each named in both languages', () => {
    expect(chromeThemeIds).toEqual(['default', 'white', 'colourful', 'smart', 'iview', 'vip', 'cool', 'd2', 'hey', 'lte']);
    expect(Object.keys(chromeThemes).sort()).toEqual([...chromeThemeIds].sort());
    for (const id of chromeThemeIds) {
      expect(lookup(zh, chromeThemes[id].nameKey), id).toEqual(expect.any(String));
      expect(lookup(en, chromeThemes[id].nameKey), id).toEqual(expect.any(String));
    }
    expect(lookup(zh, chromeThemes.cool.nameKey)).toBe('酷黑主题');
  });

  it.each(chromeThemeIds)('%s is all six-digit hex colours and keeps every text at WCAG AA contrast', (id) => {
    const theme = chromeThemes[id];
    for (const key of Object.keys(chromeVariables) as (keyof typeof chromeVariables)[]) expect(theme[key], key).toMatch(/^#[0-9a-f]{6}$/i);
    const pairs: [keyof ChromeTheme, keyof ChromeTheme][] = [
      ['headerText', 'headerBg'],
      ['siderText', 'siderBg'],
      ['siderActiveText', 'siderActiveBg'],
      ['tabText', 'tabsBg'],
      ['tabActiveText', 'tabActiveBg'],
    ];
    for (const [text, background] of pairs) {
      expect(contrastRatio(theme[text], theme[background]), `${text} ${theme[text]} on ${background} ${theme[background]}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('makes every two themes visibly different in header or sidebar', () => {
    for (const [i, a] of chromeThemeIds.entries()) {
      for (const b of chromeThemeIds.slice(i + 1)) {
        const difference = Math.max(deltaE(chromeThemes[a].headerBg, chromeThemes[b].headerBg), deltaE(chromeThemes[a].siderBg, chromeThemes[b].siderBg));
        expect(difference, `${a} and ${b}`).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it('models the named legacy themes', () => {
    expect(chromeThemes.default).toMatchObject({ headerBg: '#ffffff', siderBg: '#20222a' });
    expect(chromeThemes.lte).toMatchObject({ headerBg: '#3c8dbc', siderBg: '#222d32', contentBg: '#ecf0f5' });
    expect(chromeThemes.d2.headerBg).toBe(chromeThemes.d2.siderBg);
    expect(chromeThemes.white).toMatchObject({ headerBg: '#ffffff', siderBg: '#ffffff' });
  });
});

describe('contrast', () => {
  it('computes the WCAG 2.x ratio in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#FFFFFF')).toBe(1);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/hex/);
  });
});

describe('Arco’s status colours as drawn in the light theme', () => {
  // Arco's light palette (the first `body{…}` of its stylesheet) with src/styles/global.css's corrections over it
  const block = (css: string, selector: RegExp) => {
    const body = selector.exec(css)?.[1] ?? '';
    return new Map([...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+)/g)].map((match) => [match[1]!, match[2]!.trim()]));
  };
  const arco = block(readFileSync(path.join(ROOT, 'node_modules/@arco-design/web-react/es/style/index.css'), 'utf8'), /body\{([^}]*--red-1[^}]*)\}/);
  const ours = block(readFileSync(path.join(ROOT, 'src/styles/global.css'), 'utf8'), /body:not\(\[arco-theme='dark'\]\)\s*\{([^}]*)\}/);
  /** A variable as a hex colour: `r,g,b` triplets and `var(--x)` chains resolved, ours before Arco's. */
  const hex = (name: string): string => {
    const value = ours.get(name) ?? arco.get(name);
    if (!value) throw new Error(`no ${name}`);
    const chained = /^var\((--[\w-]+)\)$/.exec(value);
    if (chained) return hex(chained[1]!);
    if (value.startsWith('#')) return value;
    return `#${value
      .split(',')
      .map((c) => Number(c).toString(16).padStart(2, '0'))
      .join('')}`;
  };

  it.each(['danger', 'success', 'warning'])('%s: as text on white and on its own tint, and white text on it, at 4.5:1', (status) => {
    const colour = hex(`--${status}-6`);
    expect(contrastRatio(colour, '#FFFFFF'), `${colour} on white`).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colour, hex(`--${status}-1`)), `${colour} on its tint`).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colour, hex('--gray-2')), `${colour} on the fill grey`).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the hue: the shade is one of Arco’s own for that status', () => {
    expect(ours.get('--danger-6')).toBe('var(--red-7)');
    expect(ours.get('--success-6')).toBe('var(--green-8)');
    expect(ours.get('--warning-6')).toBe('var(--orange-8)');
    // what Arco draws unchanged would not do: the measure is real
    expect(contrastRatio(hex('--green-6'), '#FFFFFF')).toBeLessThan(4.5);
    expect(contrastRatio(hex('--orange-7'), '#FFFFFF')).toBeLessThan(4.5);
  });

  it.each(['red', 'orangered', 'orange', 'gold', 'yellow', 'lime', 'green', 'cyan', 'blue', 'arcoblue', 'purple', 'pinkpurple', 'magenta', 'gray'])(
    'a %s tag: its text at 4.5:1 on its tint',
    (colour) => {
      const css = readFileSync(path.join(ROOT, 'src/styles/global.css'), 'utf8');
      const rule = new RegExp(`body:not\\(\\[arco-theme='dark'\\]\\) \\.arco-tag-${colour} \\{\\s*color: rgb\\(var\\((--[\\w-]+)\\)\\);`).exec(css);
      // Arco's own shade 6 where we set none; the tint is shade 1 (gray's, shade 2)
      const text = hex(rule?.[1] ?? `--${colour}-6`);
      expect(contrastRatio(text, hex(`--${colour}-${colour === 'gray' ? 2 : 1}`)), `${colour} tag ${text}`).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('the console’s own stylesheets write text in shades that read on white (the status shades, not Arco’s raw 6)', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith('.css') ? [path.join(dir, entry.name)] : [],
      );
    const short: string[] = [];
    for (const file of walk(path.join(ROOT, 'src')))
      for (const [line, text] of readFileSync(file, 'utf8').split('\n').entries()) {
        const used = /(?:^|[\s;{])color:\s*rgb\(var\((--[a-z]+-\d+)\)\)/.exec(text)?.[1];
        if (used && !/^--(primary|link)-/.test(used) && contrastRatio(hex(used), '#FFFFFF') < 4.5)
          short.push(`${path.relative(ROOT, file)}:${line + 1} ${used}`);
      }
    expect(short).toEqual([]);
  });

  it('third text grey at 4.5:1 on white and on the fill grey', () => {
    const grey = hex('--color-text-3');
    expect(contrastRatio(grey, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(grey, hex('--gray-2'))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the colour picker’s colours at WCAG AA', () => {
  // the brand palettes of src/styles/global.css (--brand), which the default colour stands for
  const BRANDS = { canteen: '#1D5FD1', centre: '#0B7A55', dish: '#B35C00', bank: '#B3121F' };
  // every colour Arco's picker could give, on a grid: 6 steps a channel
  const steps = ['00', '33', '66', '99', 'CC', 'FF'];
  const ANY = steps.flatMap((r) => steps.flatMap((g) => steps.map((b) => `#${r}${g}${b}`)));

  it('keeps white text at 4.5:1 on every brand colour', () => {
    for (const [brand, hex] of Object.entries(BRANDS)) expect(contrastRatio('#FFFFFF', hex), brand).toBeGreaterThanOrEqual(4.5);
  });

  it.each(PRESET_COLOURS.slice(1))('%s: text on it and it as text reach 4.5:1, the colour itself unchanged', (hex) => {
    const { on, text } = readableShades(hex);
    expect(contrastRatio(on, hex), `on ${on}`).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(text, '#FFFFFF'), `text ${text}`).toBeGreaterThanOrEqual(4.5);
    // a colour that reads already is used as it is, and white stays on it when white reads
    if (contrastRatio(hex, '#FFFFFF') >= 4.5) expect([on, text]).toEqual(['#FFFFFF', hex]);
  });

  it('finds readable shades for any colour picked', () => {
    for (const hex of ANY) {
      const { on, text } = readableShades(hex);
      expect(contrastRatio(on, hex), `${hex} on ${on}`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, '#FFFFFF'), `${hex} text ${text}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('publishes them beside the palette, and takes them away with it', async () => {
    await applyPrimaryColour('#00B42A');
    const triplet = (hex: string) => hexToRgb(hex).join(',');
    expect(document.body.style.getPropertyValue('--primary-on')).toBe(triplet(readableShades('#00B42A').on));
    expect(document.body.style.getPropertyValue('--primary-text')).toBe(triplet(readableShades('#00B42A').text));
    await applyPrimaryColour(undefined);
    expect(document.body.style.getPropertyValue('--primary-on')).toBe('');
  });
});

describe('applyChromeTheme', () => {
  it('publishes every colour as a --shell-* variable and names the theme on <html>', () => {
    applyChromeTheme('lte');
    expect(root().dataset.chromeTheme).toBe('lte');
    for (const [key, variable] of Object.entries(chromeVariables)) {
      expect(root().style.getPropertyValue(variable), variable).toBe(chromeThemes.lte[key as keyof typeof chromeVariables]);
    }
    expect(root().style.getPropertyValue('--shell-sider-bg')).toBe('#222d32');
  });

  it('falls back to the default theme for an unknown name', () => {
    applyChromeTheme('theme-star');
    expect(root().dataset.chromeTheme).toBe('default');
    expect(root().style.getPropertyValue('--shell-sider-bg')).toBe(chromeThemes.default.siderBg);
    applyChromeTheme(undefined);
    expect(root().dataset.chromeTheme).toBe('default');
  });
});

describe('primary colour', () => {
  it('accepts #rgb and #rrggbb only', () => {
    expect(isHexColour('#409EFF')).toBe(true);
    expect(isHexColour('#abc')).toBe(true);
    expect(isHexColour('409EFF')).toBe(false);
    expect(isHexColour('#12345')).toBe(false);
    expect(isHexColour('red; background:url(x)')).toBe(false);
    expect(normaliseHex('#abc')).toBe('#AABBCC');
    expect(normaliseHex('#00b42a')).toBe('#00B42A');
  });

  it('recolours the ten primary shades on <body> and <html>, ignores bad input, and returns to the brand', async () => {
    expect(await applyPrimaryColour('#00B42A')).toBe(true);
    for (const on of [document.body, root()]) {
      expect(primary(6, on)).toBe('0,180,42');
      for (let n = 1; n <= 10; n += 1) expect(primary(n, on)).toMatch(/^\d{1,3},\d{1,3},\d{1,3}$/);
    }
    expect(primary(1)).not.toBe(primary(10));
    expect(await applyPrimaryColour('red; background:url(x)')).toBe(false);
    expect(primary(6)).toBe('0,180,42');
    expect(await applyPrimaryColour(undefined)).toBe(true);
    expect(primary(6)).toBe('');
    expect(primary(6, root())).toBe('');
  });

  it('lets the last of two overlapping choices win', async () => {
    const first = applyPrimaryColour('#722ED1');
    const second = applyPrimaryColour(undefined);
    await Promise.all([first, second]);
    expect(primary(6)).toBe('');
  });

  it('treats the default colour as the brand palette', async () => {
    await applyPrimaryColour('#722ED1');
    expect(primary(6)).toBe('114,46,209');
    await applyColourChoice('#409eff');
    expect(primary(6)).toBe('');
    await applyColourChoice('#165DFF');
    expect(primary(6)).toBe('22,93,255');
    await applyPrimaryColour(undefined);
  });
});

describe('ThemeDialog', () => {
  const open = (layout: 'side' | 'top' = 'side') => {
    const onLayoutChange = vi.fn();
    render(createElement(ThemeDialog, { visible: true, onClose: vi.fn(), layout, onLayoutChange }));
    return onLayoutChange;
  };

  it('shows the ten themes by name and applies the one chosen', async () => {
    open();
    expect(screen.getByTestId('theme-dialog')).toHaveTextContent('主题设置');
    for (const id of chromeThemeIds) expect(screen.getByTestId(`theme-option-${id}`).tagName).toBe('BUTTON');
    expect(screen.getByTestId('theme-option-cool')).toHaveTextContent('酷黑主题');
    expect(screen.getByTestId('theme-option-default')).toHaveAttribute('aria-pressed', 'true');

    void act(() => fireEvent.click(screen.getByTestId('theme-option-d2')));
    expect(session.themeName).toBe('d2');
    expect(root().dataset.chromeTheme).toBe('d2');
    await waitFor(() => expect(screen.getByTestId('theme-option-d2')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('theme-option-default')).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers the two shell layouts', () => {
    const onLayoutChange = open('side');
    expect(screen.getByTestId('layout-option-side')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('layout-option-top')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('layout-option-top')).toHaveTextContent('顶部导航');
    fireEvent.click(screen.getByTestId('layout-option-top'));
    expect(onLayoutChange).toHaveBeenCalledWith('top');
  });
});

describe('ColourPicker', () => {
  // The panel fetches Arco's picker lazily. On a cold machine vitest's first transform of that module (and
  // its styles) takes seconds: load it once here, so the test waits on the panel, not on the transform.
  beforeAll(async () => {
    await Promise.all([import('@arco-design/web-react/es/ColorPicker'), import('@arco-design/web-react/es/ColorPicker/style/css')]);
  }, 60_000);

  it('starts with the default colour, then eight more, each labelled by its hex', () => {
    expect(PRESET_COLOURS[0]).toBe('#409EFF');
    expect(PRESET_COLOURS).toHaveLength(9);
    expect(new Set(PRESET_COLOURS).size).toBe(9);
    for (const hex of PRESET_COLOURS) expect(normaliseHex(hex)).toBe(hex);
  });

  it('stores and applies a preset, and goes back to the brand', async () => {
    render(createElement(ColourPicker));
    fireEvent.click(screen.getByTestId('colour-picker'));
    const swatch = await screen.findByTestId('colour-722ed1');
    expect(swatch).toHaveAttribute('aria-label', '#722ED1');
    expect(screen.getByTestId('colour-409eff')).toHaveAttribute('aria-pressed', 'true');
    // Arco's own picker for any other colour, fetched when the panel opens.
    await waitFor(() => expect(screen.getByTestId('colour-custom').querySelector('.arco-color-picker')).not.toBeNull());

    void act(() => fireEvent.click(swatch));
    expect(session.colorName).toBe('#722ED1');
    await waitFor(() => expect(primary(6)).toBe('114,46,209'));
    await waitFor(() => expect(screen.getByTestId('colour-722ed1')).toHaveAttribute('aria-pressed', 'true'));

    void act(() => fireEvent.click(screen.getByTestId('colour-brand')));
    expect(session.colorName).toBe(DEFAULT_COLOUR);
    await waitFor(() => expect(primary(6)).toBe(''));
  });
});
