// 食堂供餐's request schemas (routes/read.ts, docs/product-rules.md#canteen-supply): a day range, a canteen, a grouping,
// with their Chinese messages.
import { z } from 'zod';
import { nullAsAbsent, optionalId, optionalText, paging } from '../../platform/http/fields.ts';
import { addDays, dayRange, optionalDay } from '../../platform/http/day-range.ts';

/** The days a range covers when it names none: the 30 days up to today. */
export const DEFAULT_DAYS = 30;

const Range = z.object({
  canteenId: nullAsAbsent(optionalId('食堂不正确')),
  startDate: optionalDay('开始日期'),
  endDate: optionalDay('结束日期'),
});

/** The longest page of 就餐人数统计 and 餐次统计. */
export const MAX_PAGE = 100;

/** 就餐人数统计: by day or by month, a page of its rows. */
export const DinerQuery = dayRange(
  Range.extend({
    ...paging(MAX_PAGE),
    by: nullAsAbsent(optionalText('统计方式', 5))
      .refine((value) => !value || value === 'day' || value === 'month', '统计方式不正确')
      .transform((value): 'day' | 'month' => (value === 'month' ? 'month' : 'day')),
  }),
);
export const RangeQuery = dayRange(Range);
/** 餐次统计: a page of its rows. */
export const MealQuery = dayRange(Range.extend(paging(MAX_PAGE)));

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
