// 财务监管's pure wording and chart helpers, shared by its pages and unit-tested (tests/unit/finance-supervision-format.test.ts).
import type { IndicatorCode, Level, MealFeeFigures } from '../types';

/** A ratio or share in percent with one decimal as shown: 80 → '80.0%'; null (no income) → '—'. */
export const formatPercent = (rate: number | null): string => (rate === null ? '—' : `${rate.toFixed(1)}%`);

/** What a warning's value and threshold measure: days, percent, fen, or points off the median. */
export function unitOf(code: IndicatorCode): 'days' | 'percent' | 'fen' | 'points' {
  if (code === 'unclosed') return 'days';
  if (code === 'emergencyAmount') return 'fen';
  if (code === 'medianGap') return 'points';
  return 'percent';
}

/** The Arco tag colour of a level: red for high, orange for medium. */
export const levelColor = (level: Level): string => (level === 'high' ? 'red' : 'orangered');

/** A month 'YYYY-MM' moved `by` months (back when negative). */
export function shiftMonth(month: string, by: number): string {
  const serial = Number(month.slice(0, 4)) * 12 + Number(month.slice(5)) - 1 + by;
  return `${Math.floor(serial / 12)}-${String((serial % 12) + 1).padStart(2, '0')}`;
}

/** 伙食费收支's chart: meal income and food cost as bars (yuan), the ratio as a line (percent) on its own axis. */
export function mealFeeChartOption(
  months: readonly MealFeeFigures[],
  names: { income: string; cost: string; ratio: string },
  formatAmount: (fen: number) => string,
) {
  const money = (fen: number) => fen / 100;
  const tooltip = { valueFormatter: (value: number) => formatAmount(Math.round(value * 100)) };
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: [names.income, names.cost, names.ratio], top: 0 },
    grid: { left: 64, right: 48, top: 36, bottom: 32 },
    xAxis: { type: 'category', data: months.map((month) => month.period) },
    yAxis: [
      { type: 'value', name: names.income },
      { type: 'value', name: names.ratio, axisLabel: { formatter: '{value}%' }, splitLine: { show: false } },
    ],
    series: [
      { name: names.income, type: 'bar', barMaxWidth: 28, data: months.map((month) => money(month.mealIncome)), tooltip },
      { name: names.cost, type: 'bar', barMaxWidth: 28, data: months.map((month) => money(month.foodCost)), tooltip },
      { name: names.ratio, type: 'line', yAxisIndex: 1, data: months.map((month) => month.ratio) },
    ],
  };
}
