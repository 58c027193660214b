// 食堂供餐's request schemas (routes/read.ts, docs/product-rules.md#canteen-supply): a day range, a canteen, a grouping,
// with their Chinese messages.
import { z } from 'zod';
import { isDay, nullAsAbsent, optionalId, optionalText } from '../../platform/http/fields.ts';

/** The longest range read at once (a year, leap day included). */
export const MAX_RANGE_DAYS = 366;
export const RANGE_ORDER = '结束日期不能早于开始日期';
export const RANGE_TOO_LONG = `查询时间范围不能超过 ${MAX_RANGE_DAYS} 天`;
/** The days a range covers when it names none: the 30 days up to today. */
export const DEFAULT_DAYS = 30;

const optionalDay = (label: string) =>
  nullAsAbsent(optionalText(label, 10))
    .refine((value) => !value || isDay(value), `${label}格式应为 YYYY-MM-DD`)
    .transform((value) => value || undefined);

export const daysBetween = (start: string, end: string) => (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;

export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const Range = z.object({
  canteenId: nullAsAbsent(optionalId('食堂不正确')),
  startDate: optionalDay('开始日期'),
  endDate: optionalDay('结束日期'),
});

/** The end not before the start, and the range at most MAX_RANGE_DAYS. */
function checkRange(input: { startDate?: string; endDate?: string }, context: z.RefinementCtx) {
  if (!input.startDate || !input.endDate) return;
  if (input.startDate > input.endDate) context.addIssue({ code: 'custom', path: ['endDate'], message: RANGE_ORDER });
  else if (daysBetween(input.startDate, input.endDate) >= MAX_RANGE_DAYS) context.addIssue({ code: 'custom', path: ['endDate'], message: RANGE_TOO_LONG });
}

/** 就餐人数统计: by day or by month. */
export const DinerQuery = Range.extend({
  by: nullAsAbsent(optionalText('统计方式', 5))
    .refine((value) => !value || value === 'day' || value === 'month', '统计方式不正确')
    .transform((value): 'day' | 'month' => (value === 'month' ? 'month' : 'day')),
}).superRefine(checkRange);
export const RangeQuery = Range.superRefine(checkRange);

/**
 * The range asked for, from `today`: both ends when given; an end alone reads the 30 days up to it, a start alone
 * the 30 days from it; nothing, the 30 days up to today.
 */
export function rangeOf(input: { startDate?: string; endDate?: string }, today: string): { first: string; last: string } {
  if (input.startDate && input.endDate) return { first: input.startDate, last: input.endDate };
  if (input.startDate) return { first: input.startDate, last: addDays(input.startDate, DEFAULT_DAYS - 1) };
  const last = input.endDate ?? today;
  return { first: addDays(last, 1 - DEFAULT_DAYS), last };
}
