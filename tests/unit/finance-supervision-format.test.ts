// 财务监管's pure rules and wording: the district's median, each warning and its level against the thresholds
// (server/modules/finance/supervision/thresholds.ts), and the console's formatting and chart option.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THRESHOLDS,
  levelOf,
  median,
  percentOf,
  thresholdsOf,
  warningsOf,
  type SchoolMonth,
} from '../../server/modules/finance/supervision/thresholds.ts';
import { formatPercent, mealFeeChartOption, shiftMonth, unitOf } from '../../src/domains/finance-supervision/components/format';

const school = (id: string, figures: Partial<SchoolMonth> = {}): SchoolMonth => ({
  schoolId: id,
  schoolName: `学校${id}`,
  bookId: `b${id}`,
  overdueDays: null,
  foodCost: 0,
  mealIncome: 0,
  purchases: 0,
  emergencies: [],
  ...figures,
});

describe('财务监管 rules', () => {
  it('takes the median of the known ratios, the mean of the middle two when even', () => {
    expect(median([])).toBeNull();
    expect(median([null, 50])).toBe(50);
    expect(median([70, 50, 60])).toBe(60);
    expect(median([50, 61, 60, 90])).toBe(60.5);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(5, 0)).toBeNull();
  });

  it('reads a district’s thresholds over the defaults, ignoring unknown codes', () => {
    expect(thresholdsOf([])).toEqual(DEFAULT_THRESHOLDS);
    expect(
      thresholdsOf([
        { code: 'closeDay', value: 20 },
        { code: 'other', value: 1 },
      ]),
    ).toEqual({ ...DEFAULT_THRESHOLDS, closeDay: 20 });
  });

  it('levels: high when far past the line', () => {
    expect(levelOf('unclosed', 5, 10)).toBe('medium');
    expect(levelOf('unclosed', 31, 10)).toBe('high');
    expect(levelOf('foodCostHigh', 80, 70)).toBe('medium');
    expect(levelOf('foodCostHigh', 80.1, 70)).toBe('high');
    expect(levelOf('foodCostLow', 34, 45)).toBe('high');
    expect(levelOf('emergencyAmount', 1_000_001, 500_000)).toBe('high');
    expect(levelOf('emergencyShare', 15, 10)).toBe('medium');
  });

  it('warns of each indicator for the schools of the reach only, the serious first', () => {
    const all = [
      school('1', { foodCost: 80, mealIncome: 100, overdueDays: 5 }),
      school('2', { foodCost: 60, mealIncome: 100 }),
      school('3', { foodCost: 30, mealIncome: 100, purchases: 1_000_000, emergencies: [{ orderId: 'o', orderNo: 'PO1', amount: 600_000 }] }),
      school('4', { foodCost: 62, mealIncome: 100 }),
    ];
    const { median: middle, warnings } = warningsOf(all, new Set(['1', '3']), DEFAULT_THRESHOLDS);
    expect(middle).toBe(61);
    expect(warnings.map((warning) => [warning.schoolId, warning.code, warning.value, warning.level])).toEqual([
      ['3', 'foodCostLow', 30, 'high'],
      ['3', 'medianGap', 31, 'high'],
      ['3', 'emergencyShare', 60, 'high'],
      ['1', 'unclosed', 5, 'medium'],
      ['1', 'foodCostHigh', 80, 'medium'],
      ['1', 'medianGap', 19, 'medium'],
      ['3', 'emergencyAmount', 600_000, 'medium'],
    ]);
    expect(warnings.find((warning) => warning.code === 'emergencyAmount')!.orderNo).toBe('PO1');
  });
});

describe('财务监管 wording', () => {
  it('formats ratios, months and units', () => {
    expect(formatPercent(80)).toBe('80.0%');
    expect(formatPercent(null)).toBe('—');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', 2)).toBe('2027-01');
    expect(unitOf('unclosed')).toBe('days');
    expect(unitOf('emergencyAmount')).toBe('fen');
    expect(unitOf('medianGap')).toBe('points');
    expect(unitOf('foodCostLow')).toBe('percent');
  });

  it('draws income and cost in yuan and the ratio on its own axis', () => {
    const option = mealFeeChartOption(
      [{ period: '2026-11', mealIncome: 100_000, foodCost: 80_000, ratio: 80, recharges: 0, balance: 0 }],
      { income: '收入', cost: '成本', ratio: '比率' },
      (fen) => `${fen / 100}`,
    );
    expect(option.xAxis.data).toEqual(['2026-11']);
    expect(option.series.map((series) => series.data)).toEqual([[1000], [800], [80]]);
    expect(option.series[2]!.yAxisIndex).toBe(1);
  });
});
