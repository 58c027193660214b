// The entry rules, the same as the server's (which checks them again): whole numbers and money with at
// most two decimals, never negative, no future month.
import { zonedMonth } from '../../lib/time-zone';

export const MAX_COUNT = 10_000_000;
export const MAX_MONEY = 999_999_999.99;

export const isWholeCount = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_COUNT;
export const isMoney = (value: unknown) => typeof value === 'number' && value >= 0 && value <= MAX_MONEY && /^\d+(\.\d{1,2})?$/.test(String(value));

/** This month in the deployment's time zone (YYYY-MM). */
export const currentMonth = (now: Date | number = Date.now()) => zonedMonth(now);
export const isFutureMonth = (month: string, now: Date | number = Date.now()) => month > currentMonth(now);
