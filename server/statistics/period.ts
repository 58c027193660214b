// The focus month of a statistics request and the 12-month window ending with it, in Beijing time.
import { z } from 'zod';

export interface Period {
  /** YYYY-MM */
  month: string;
  /** Local timestamps bounding the month and the window: 'YYYY-MM-01 00:00'. */
  start: string;
  end: string;
  windowStart: string;
  /** The 12 months of the window, oldest first (YYYY-MM). */
  months: string[];
}

const text = (year: number, month: number) => {
  const date = new Date(Date.UTC(year, month - 1, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** This month in Beijing. */
export const currentMonth = (now = new Date()) => new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 7);

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const MONTH_FORMAT = '月份格式应为 YYYY-MM';

/** An optional month of a request: YYYY-MM, not after this month in Beijing; undefined when absent or ''. */
export const optionalMonth = () =>
  z
    .string({ error: MONTH_FORMAT })
    .trim()
    .superRefine((month, issues) => {
      if (!month) return;
      if (!MONTH.test(month)) issues.addIssue({ code: 'custom', message: MONTH_FORMAT });
      else if (month > currentMonth()) issues.addIssue({ code: 'custom', message: '不能查询未来月份' });
    })
    .transform((month) => month || undefined)
    .optional();

export function periodOf(month: string): Period {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  const months = Array.from({ length: 12 }, (_, index) => text(year, number - 11 + index));
  return { month, start: `${month}-01 00:00`, end: `${text(year, number + 1)}-01 00:00`, windowStart: `${months[0]}-01 00:00`, months };
}

/** The days of a month, up to today when it is the current month ('MM-DD'). */
export function daysOf(month: string, now = new Date()): string[] {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  const today = new Date(now.getTime() + 8 * 3600_000);
  const upTo = month === currentMonth(now) ? today.getUTCDate() : last;
  return Array.from({ length: upTo }, (_, index) => `${month.slice(5)}-${String(index + 1).padStart(2, '0')}`);
}
