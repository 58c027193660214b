// A query's day range (startDate, endDate: YYYY-MM-DD), one way for every list and statistics screen that filters by
// days: each end optional, in order, and at most a year long — with the Chinese messages the console shows.
import type { z } from 'zod';
import { isDay, nullAsAbsent, optionalText } from './fields.ts';

/** The longest day range a screen reads at once (a year, leap day included). */
export const MAX_RANGE_DAYS = 366;
export const RANGE_ORDER = '结束日期不能早于开始日期';
export const RANGE_TOO_LONG = `查询时间范围不能超过 ${MAX_RANGE_DAYS} 天`;

/** An optional day: `{label}格式应为 YYYY-MM-DD`; absent or empty as undefined. */
export const optionalDay = (label: string) =>
  nullAsAbsent(optionalText(label, 10))
    .refine((value) => !value || isDay(value), `${label}格式应为 YYYY-MM-DD`)
    .transform((value) => value || undefined);

/** The days from `start` to `end` (YYYY-MM-DD): 0 for the same day. */
export const daysBetween = (start: string, end: string) => (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;

/** The day `days` after `day` (YYYY-MM-DD; negative: before). */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A day range checked whole: in order, and at most MAX_RANGE_DAYS long (a range open at one end is not checked for length). */
export const dayRange = <T extends { startDate?: string; endDate?: string }>(schema: z.ZodType<T>) =>
  schema
    .refine((input) => !input.startDate || !input.endDate || input.startDate <= input.endDate, { path: ['endDate'], message: RANGE_ORDER })
    .refine((input) => !input.startDate || !input.endDate || daysBetween(input.startDate, input.endDate) < MAX_RANGE_DAYS, {
      path: ['endDate'],
      message: RANGE_TOO_LONG,
    });
