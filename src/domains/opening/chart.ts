// The chart options of 开户统计 (pure, so tests/unit/opening-chart.test.ts holds them): bars per category, one series
// per figure, money drawn in yuan with the tooltip in the one money format; an optional line on a second axis.
import { formatYuan } from '../../lib/money';

export interface ChartSeries {
  name: string;
  values: number[];
  /** The values are fen: drawn as yuan, shown as money. */
  money?: boolean;
  /** Drawn as a line on the right-hand axis. */
  line?: boolean;
}

export function barsOption(labels: string[], series: ChartSeries[]) {
  const twoAxes = series.some((one) => one.line);
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: series.map((one) => one.name), top: 0 },
    grid: { left: 64, right: twoAxes ? 56 : 24, top: 36, bottom: 56 },
    xAxis: { type: 'category', data: labels, axisLabel: { interval: 0, rotate: labels.length > 8 ? 30 : 0 } },
    yAxis: twoAxes ? [{ type: 'value' }, { type: 'value', minInterval: 1, splitLine: { show: false } }] : [{ type: 'value', minInterval: 1 }],
    series: series.map((one) => ({
      name: one.name,
      type: one.line ? 'line' : 'bar',
      yAxisIndex: one.line ? 1 : 0,
      barMaxWidth: 32,
      data: one.money ? one.values.map((fen) => fen / 100) : one.values,
      ...(one.money ? { tooltip: { valueFormatter: (yuan: number) => formatYuan(Math.round(yuan * 100)) } } : {}),
    })),
  };
}

/** Sums a figure over rows. */
export const total = <T>(rows: readonly T[], figure: (row: T) => number) => rows.reduce((sum, row) => sum + figure(row), 0);
