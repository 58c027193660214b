// The sales screens' arithmetic, pure: quantities shown in kg / L with up to 3 decimals, and a confirmation's lines.
import { QUOTE } from '../purchase';
import type { SalesOrderLine, SalesRow } from './types';

/** The base units counted whole (个), not in thousandths (g, ml). */
export const PIECE_UNITS: ReadonlySet<string> = new Set(['个']);

/** A quantity in its base unit as shown: g as kg and ml as L with up to 3 decimals, 个 as is. 12345 g → '12.345 kg'. */
export function formatQuantity(quantity: number | null | undefined, baseUnit: string): string {
  if (quantity === null || quantity === undefined) return '—';
  if (PIECE_UNITS.has(baseUnit)) return `${quantity} ${baseUnit}`;
  const whole = Math.trunc(quantity / 1000);
  const rest = Math.abs(quantity % 1000);
  const decimals = rest ? `.${String(rest).padStart(3, '0').replace(/0+$/, '')}` : '';
  return `${quantity < 0 && whole === 0 ? '-' : ''}${whole}${decimals} ${baseUnit === 'ml' ? 'L' : 'kg'}`;
}

/** A quantity typed in kg / L (up to 3 decimals) or 个 (whole) as base units; NaN when it is not one. */
export function parseQuantity(text: string, baseUnit: string): number {
  const value = text.trim();
  if (PIECE_UNITS.has(baseUnit)) return /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  const match = /^(\d{1,6})(?:\.(\d{1,3}))?$/.exec(value);
  if (!match) return Number.NaN;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/** A line's amount in fen for a quantity, as the server rounds it (half up for g and ml). */
export function amountOf(unitPrice: number, quantity: number, baseUnit: string): number {
  const product = BigInt(unitPrice) * BigInt(quantity);
  return Number(PIECE_UNITS.has(baseUnit) ? product : (product + 500n) / 1000n);
}

export type ConfirmCheck = { ok: true; lines: { lineId: string; quantity: number }[]; amount: number } | { ok: false; error: 'over' | 'none' | 'invalid' };

/**
 * The confirmation of `lines` with the quantities typed per line id (base units): each whole, none above the order's,
 * not all zero — the server's own checks (确认数量不能超过订购数量, 没有可供货的商品，请拒绝订单) before sending.
 */
export function checkConfirmation(lines: readonly SalesOrderLine[], quantities: Record<string, number>): ConfirmCheck {
  const chosen = lines.map((line) => ({ line, quantity: quantities[line.id] ?? line.quantity }));
  if (chosen.some(({ quantity }) => !Number.isInteger(quantity) || quantity < 0)) return { ok: false, error: 'invalid' };
  if (chosen.some(({ line, quantity }) => quantity > line.quantity)) return { ok: false, error: 'over' };
  if (chosen.every(({ quantity }) => quantity === 0)) return { ok: false, error: 'none' };
  return {
    ok: true,
    lines: chosen.map(({ line, quantity }) => ({ lineId: line.id, quantity })),
    amount: chosen.reduce((sum, { line, quantity }) => sum + amountOf(line.unitPrice, quantity, line.baseUnit), 0),
  };
}

/** A part of a whole as a percentage with one decimal: 1 of 3 → '33.3%'; '—' of nothing. */
export function shareOf(part: number, whole: number): string {
  if (!whole) return '—';
  return `${(Math.round((part / whole) * 1000) / 10).toFixed(1)}%`;
}

/**
 * 销售统计's chart: each row's sales amount in yuan as a bar (left axis) and its orders as a line (right axis), in the
 * table's order. Amounts stay exact in the tooltip (formatted from fen), the axis rounds.
 */
export function salesChartOption(rows: readonly SalesRow[], names: { amount: string; orders: string }, formatAmount: (fen: number) => string) {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: [names.amount, names.orders], top: 0 },
    grid: { left: 56, right: 48, top: 36, bottom: 48 },
    xAxis: { type: 'category', data: rows.map((row) => row.label), axisLabel: { interval: 0, rotate: rows.length > 8 ? 30 : 0 } },
    yAxis: [
      { type: 'value', name: names.amount },
      { type: 'value', name: names.orders, minInterval: 1, splitLine: { show: false } },
    ],
    series: [
      {
        name: names.amount,
        type: 'bar',
        data: rows.map((row) => row.amount / 100),
        tooltip: { valueFormatter: (value: number) => formatAmount(Math.round(value * 100)) },
        barMaxWidth: 36,
      },
      { name: names.orders, type: 'line', yAxisIndex: 1, data: rows.map((row) => row.orders) },
    ],
  };
}

// 商品报价

/** supply_quote.status, in the order the state filter lists them (the codes and colours are the purchase domain's). */
export const QUOTE_STATUSES = [QUOTE.waiting, QUOTE.approved, QUOTE.rejected, QUOTE.withdrawn] as const;

/**
 * What is wrong with a new quote's period before it is sent, as the server checks it (the message's key under
 * `quote.rule.`), or null: backwards (结束日期不能早于开始日期) or already over (报价结束日期不能早于今天). Overlapping
 * periods and goods of the award are the server's to refuse: it alone sees every quote and catalogue.
 */
export function quoteProblem(period: { validFrom: string; validTo: string }, today: string): 'endBeforeStart' | 'endPassed' | null {
  if (period.validTo < period.validFrom) return 'endBeforeStart';
  if (period.validTo < today) return 'endPassed';
  return null;
}

/** A quote is withdrawn by its supplier only while it waits for the school. */
export const canWithdraw = (quote: { status: number }): boolean => quote.status === QUOTE.waiting;
