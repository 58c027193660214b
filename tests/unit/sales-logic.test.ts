// 销售管理's client arithmetic (src/domains/sales/logic.ts): quantities in kg / L with up to 3 decimals, a partial
// confirmation checked as the server checks it with its amount rounded as the server rounds it, and the client paging.
import { describe, expect, it } from 'vitest';
import { filteredPageOf as pageOf } from '../../src/components/crud/client-page';
import { amountOf, checkConfirmation, formatQuantity, parseQuantity, salesChartOption, shareOf } from '../../src/domains/sales/logic';
import type { SalesOrderLine } from '../../src/domains/sales/types';

const line = (id: string, quantity: number, unitPrice: number, baseUnit = 'g'): SalesOrderLine => ({
  id,
  lineNo: 1,
  goodsCode: 'G',
  goodsName: id,
  baseUnit,
  storageClass: 1,
  unitPrice,
  quantity,
  amount: amountOf(unitPrice, quantity, baseUnit),
  confirmedQty: null,
  accepted: false,
});

describe('quantities', () => {
  it('shows g as kg and ml as L with up to 3 decimals, 个 as is', () => {
    expect(formatQuantity(12_345, 'g')).toBe('12.345 kg');
    expect(formatQuantity(20_000, 'g')).toBe('20 kg');
    expect(formatQuantity(1_500, 'ml')).toBe('1.5 L');
    expect(formatQuantity(5, 'g')).toBe('0.005 kg');
    expect(formatQuantity(30, '个')).toBe('30 个');
    expect(formatQuantity(null, 'g')).toBe('—');
  });

  it('reads kg / L with at most 3 decimals and whole 个, nothing else', () => {
    expect(parseQuantity('12.345', 'g')).toBe(12_345);
    expect(parseQuantity(' 6 ', 'g')).toBe(6_000);
    expect(parseQuantity('0.5', 'ml')).toBe(500);
    expect(parseQuantity('1.2345', 'g')).toBeNaN();
    expect(parseQuantity('-1', 'g')).toBeNaN();
    expect(parseQuantity('3', '个')).toBe(3);
    expect(parseQuantity('3.5', '个')).toBeNaN();
  });
});

describe('a confirmation', () => {
  const lines = [line('wings', 10_000, 4_200), line('rice', 1_001, 650), line('eggs', 30, 120, '个')];

  it('in full: every line at its quantity, the amount as the server rounds it (half up for g and ml)', () => {
    expect(checkConfirmation(lines, {})).toEqual({
      ok: true,
      lines: [
        { lineId: 'wings', quantity: 10_000 },
        { lineId: 'rice', quantity: 1_001 },
        { lineId: 'eggs', quantity: 30 },
      ],
      amount: 42_000 + 651 + 3_600,
    });
  });

  it('in part: 0 for a line not supplied, never above the order, not nothing at all', () => {
    const partial = checkConfirmation(lines, { wings: 6_000, eggs: 0 });
    expect(partial).toMatchObject({ ok: true, amount: 25_200 + 651 });
    expect(checkConfirmation(lines, { rice: 1_002 })).toEqual({ ok: false, error: 'over' });
    expect(checkConfirmation(lines, { wings: 0, rice: 0, eggs: 0 })).toEqual({ ok: false, error: 'none' });
    expect(checkConfirmation(lines, { wings: Number.NaN })).toEqual({ ok: false, error: 'invalid' });
  });
});

describe('client paging', () => {
  const rows = Array.from({ length: 23 }, (_, index) => ({ id: String(index), name: index % 2 ? `第${index}小学` : `Canteen ${index}`, status: index % 3 }));

  it('filters by containing text (case-insensitive) and exact fields, then pages', () => {
    expect(pageOf(rows, { current: 1, size: 10 })).toMatchObject({ total: 23, pages: 3, current: 1 });
    expect(pageOf(rows, { current: 3, size: 10 }).records.map((row) => row.id)).toEqual(['20', '21', '22']);
    expect(pageOf(rows, { name: 'canteen', current: 1, size: 50 }).total).toBe(12);
    expect(pageOf(rows, { status: '1', current: 1, size: 50 }, ['status']).records.every((row) => row.status === 1)).toBe(true);
    // a page past the end shows the last one
    expect(pageOf(rows, { name: '小学', current: 9, size: 10 })).toMatchObject({ current: 2, total: 11 });
  });

  it('shares as percentages with one decimal', () => {
    expect(shareOf(1, 3)).toBe('33.3%');
    expect(shareOf(5, 5)).toBe('100.0%');
    expect(shareOf(1, 0)).toBe('—');
  });

  it('charts each row’s amount in yuan as a bar and its orders as a line, in the table’s order', () => {
    const rows = [
      { key: '2026-01', label: '1月', orders: 3, amount: 123_456 },
      { key: '2026-02', label: '2月', orders: 1, amount: 5 },
    ];
    const option = salesChartOption(rows, { amount: '销售额', orders: '订单数' }, (fen) => `${fen / 100} 元`);
    expect(option.xAxis.data).toEqual(['1月', '2月']);
    expect(option.series[0]).toMatchObject({ type: 'bar', name: '销售额', data: [1234.56, 0.05] });
    expect(option.series[1]).toMatchObject({ type: 'line', name: '订单数', yAxisIndex: 1, data: [3, 1] });
    // the tooltip shows the exact amount, back in fen through the page's formatter
    const bar = option.series[0] as { tooltip: { valueFormatter: (value: number) => string } };
    expect(bar.tooltip.valueFormatter(1234.56)).toBe('1234.56 元');
  });
});
