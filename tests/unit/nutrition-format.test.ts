// How the nutrition screens write a figure (src/domains/nutrition/format.ts): 缺失 for a figure not measured, 微量 for
// trace, never 0; the Monday of a week; days added; a revision field's text read back as a figure.
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { addDays, figureInput, figureText, mondayOf, parseFigure } from '../../src/domains/nutrition/format';
import zh from '../../src/locales/zh-CN/nutrition.json';

const t = ((key: string) => (zh as Record<string, unknown>)[key.replace('nutrition:', '')] as string) as unknown as TFunction;

describe('nutrition formatting', () => {
  it('writes a missing figure as 缺失 and trace as 微量, a number as it is', () => {
    expect(figureText(null, t)).toBe('缺失');
    expect(figureText(undefined, t)).toBe('缺失');
    expect(figureText('Tr', t)).toBe('微量');
    expect(figureText(0, t)).toBe('0');
    expect(figureText(12.5, t)).toBe('12.5');
  });

  it('finds the Monday of a week and adds days across months', () => {
    expect(mondayOf('2031-01-06')).toBe('2031-01-06');
    expect(mondayOf('2031-01-12')).toBe('2031-01-06');
    expect(mondayOf('2031-03-01')).toBe('2031-02-24');
    expect(addDays('2031-02-27', 3)).toBe('2031-03-02');
    expect(addDays('2031-03-01', -28)).toBe('2031-02-01');
  });

  it('reads a revision field: empty is 缺失, Tr is trace, a number ≥ 0 is kept, anything else refused', () => {
    expect(parseFigure('')).toBeNull();
    expect(parseFigure('  ')).toBeNull();
    expect(parseFigure(undefined)).toBeNull();
    expect(parseFigure('tr')).toBe('Tr');
    expect(parseFigure('0')).toBe(0);
    expect(parseFigure(' 12.5 ')).toBe(12.5);
    expect(parseFigure('-1')).toBeUndefined();
    expect(parseFigure('1e3')).toBeUndefined();
    expect(parseFigure('abc')).toBeUndefined();
    for (const value of [null, 'Tr', 0, 12.5] as const) expect(parseFigure(figureInput(value))).toBe(value);
  });
});
