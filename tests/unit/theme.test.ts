import { describe, expect, it } from 'vitest';
import { applyChromeTheme, applyPrimaryColour, chromeThemeIds, chromeThemes, contrastRatio } from '../../src/shell/theme';

describe('chrome themes', () => {
  it('has the ten themes of §9', () => {
    expect(chromeThemeIds).toEqual(['default', 'white', 'colourful', 'smart', 'iview', 'vip', 'cool', 'd2', 'hey', 'lte']);
  });

  it.each(chromeThemeIds)('%s keeps every text at WCAG AA contrast', (id) => {
    const theme = chromeThemes[id];
    const pairs: [string, string][] = [
      [theme.headerText, theme.headerBg],
      [theme.siderText, theme.siderBg],
      [theme.siderActiveText, theme.siderActiveBg],
      [theme.tabText, theme.tabsBg],
      [theme.tabActiveText, theme.tabActiveBg],
    ];
    for (const [text, background] of pairs) expect(contrastRatio(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
  });

  it('makes every two themes visibly different (header or sidebar)', () => {
    for (const a of chromeThemeIds) {
      for (const b of chromeThemeIds) {
        if (a >= b) continue;
        const same = chromeThemes[a].headerBg === chromeThemes[b].headerBg && chromeThemes[a].siderBg === chromeThemes[b].siderBg;
        expect(same, `${a} and ${b}`).toBe(false);
      }
    }
  });

  it('computes contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('applies a theme as CSS variables, unknown names as the default', () => {
    applyChromeTheme('lte');
    expect(document.documentElement.dataset.chromeTheme).toBe('lte');
    expect(document.documentElement.style.getPropertyValue('--shell-sider-bg')).toBe('#222d32');
    applyChromeTheme('nope');
    expect(document.documentElement.dataset.chromeTheme).toBe('default');
  });

  it('recolours the ten primary shades from one colour, ignores bad input, and returns to the brand', async () => {
    expect(await applyPrimaryColour('#00B42A')).toBe(true);
    expect(document.body.style.getPropertyValue('--primary-6')).toBe('0,180,42');
    expect(document.body.style.getPropertyValue('--primary-1')).toMatch(/^\d+,\d+,\d+$/);
    expect(await applyPrimaryColour('red; background:url(x)')).toBe(false);
    expect(document.body.style.getPropertyValue('--primary-6')).toBe('0,180,42');
    await applyPrimaryColour(undefined);
    expect(document.body.style.getPropertyValue('--primary-6')).toBe('');
  });
});
