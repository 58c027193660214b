// The focus month of a statistics request and the 12-month window ending with it, in the deployment's time zone;
// "now" is the app clock's (localClock in platform/db/zoned.ts), never the server process's clock plus eight hours.
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
  /** Today on the app clock, in the deployment's zone (YYYY-MM-DD). */
  today: string;
}

const text = (year: number, month: number) => {
  const date = new Date(Date.UTC(year, month - 1, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const MONTH_FORMAT = '月份格式应为 YYYY-MM';

export const FUTURE_MONTH = '不能查询未来月份';

/** An optional month of a request: YYYY-MM; undefined when absent or ''. The route refuses one after this month (FUTURE_MONTH). */
export const optionalMonth = () =>
  z
    .string({ error: MONTH_FORMAT })
    .trim()
    .refine((month) => !month || MONTH.test(month), MONTH_FORMAT)
    .transform((month) => month || undefined)
    .optional();

export function periodOf(month: string, today: string): Period {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  const months = Array.from({ length: 12 }, (_, index) => text(year, number - 11 + index));
  return { month, start: `${month}-01 00:00`, end: `${text(year, number + 1)}-01 00:00`, windowStart: `${months[0]}-01 00:00`, months, today };
}

/** The days of a month, up to `today` (YYYY-MM-DD, the app clock's) when it is the current month ('MM-DD'). */
export function daysOf(month: string, today: string): string[] {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  const upTo = month === today.slice(0, 7) ? Number(today.slice(8, 10)) : last;
  return Array.from({ length: upTo }, (_, index) => `${month.slice(5)}-${String(index + 1).padStart(2, '0')}`);
}
