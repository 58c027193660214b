// 商户配送监管's wording helpers (src/domains/merchant/components/format.ts): rates, temperatures, an order's findings
// in the list's order, and how a paper's days left read.
import { describe, expect, it } from 'vitest';
import { daysLeftKey, flagsOf, formatRate, formatTemp } from '../../src/domains/merchant/components/format';

const clean = { lateDays: 0, excursions: 0, refusedLines: 0, partlyLines: 0, emergency: false };

describe('商户配送监管 wording', () => {
  it('shows a rate with one decimal, and a dash when nothing was inspected', () => {
    expect(formatRate(97.5)).toBe('97.5%');
    expect(formatRate(100)).toBe('100.0%');
    expect(formatRate(0)).toBe('0.0%');
    expect(formatRate(null)).toBe('—');
  });

  it('shows a temperature with one decimal', () => {
    expect(formatTemp(-5)).toBe('-5.0');
    expect(formatTemp(-9)).toBe('-9.0');
    expect(formatTemp(7.2)).toBe('7.2');
  });

  it('names an order’s findings in the issue filter’s order, none for a clean order', () => {
    expect(flagsOf(clean)).toEqual([]);
    expect(flagsOf({ lateDays: 2, excursions: 1, refusedLines: 1, partlyLines: 3, emergency: true })).toEqual([
      'late',
      'coldChain',
      'refused',
      'partly',
      'emergency',
    ]);
    expect(flagsOf({ ...clean, partlyLines: 1 })).toEqual(['partly']);
    expect(flagsOf({ ...clean, lateDays: 0, excursions: 0, emergency: true })).toEqual(['emergency']);
  });

  it('reads days left as lapsed, due today or still to run', () => {
    expect(daysLeftKey(-3)).toEqual({ key: 'warning.overdue', count: 3 });
    expect(daysLeftKey(0)).toEqual({ key: 'warning.today', count: 0 });
    expect(daysLeftKey(10)).toEqual({ key: 'warning.left', count: 10 });
  });
});
