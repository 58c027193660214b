// 开户统计's chart options (src/domains/opening/chart.ts): one series per figure over the categories, money drawn in
// yuan with the tooltip in the one money format, a line on a second axis only when asked; and the totals.
import { describe, expect, it } from 'vitest';
import { barsOption, total } from '../../src/domains/opening/chart';

describe('开户统计 chart options', () => {
  it('draws counts as bars on one axis', () => {
    const option = barsOption(['一小', '二小'], [{ name: '开户数', values: [3, 5] }]);
    expect(option.xAxis.data).toEqual(['一小', '二小']);
    expect(option.yAxis).toHaveLength(1);
    expect(option.series).toEqual([expect.objectContaining({ name: '开户数', type: 'bar', yAxisIndex: 0, data: [3, 5] })]);
    expect(option.legend.data).toEqual(['开户数']);
  });

  it('draws fen as yuan, formats the tooltip as money, and puts a line on the second axis', () => {
    const option = barsOption(
      ['2026-10', '2026-11'],
      [
        { name: '充值金额', values: [12_345, 5], money: true },
        { name: '开卡数', values: [2, 0], line: true },
      ],
    );
    expect(option.yAxis).toHaveLength(2);
    const [amount, cards] = option.series as { data: number[]; type: string; yAxisIndex: number; tooltip?: { valueFormatter: (value: number) => string } }[];
    expect(amount!.data).toEqual([123.45, 0.05]);
    expect(amount!.tooltip!.valueFormatter(123.45)).toBe('123.45');
    expect(amount!.tooltip!.valueFormatter(0.1 + 0.2)).toBe('0.30');
    expect(cards).toMatchObject({ type: 'line', yAxisIndex: 1, data: [2, 0] });
    expect(option.xAxis.axisLabel.rotate).toBe(0);
    expect(
      barsOption(
        Array.from({ length: 12 }, (_, index) => String(index)),
        [],
      ).xAxis.axisLabel.rotate,
    ).toBe(30);
  });

  it('sums a figure over rows, zero for none', () => {
    expect(total([{ a: 1 }, { a: 2 }], (row) => row.a)).toBe(3);
    expect(total([] as { a: number }[], (row) => row.a)).toBe(0);
  });
});
