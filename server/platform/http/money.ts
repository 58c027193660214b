// The one parser of an amount of money in a request (docs/product-rules.md#money): a non-negative whole number of
// fen, sent as a JSON integer or as the digits of one (`^\d{1,12}$`) — no sign, exponent, hex, decimal point or
// spaces, so "0x10", "1e3", " 5", "5.0" and "-1" are refused rather than read as some other amount. Each use sets
// its own least and largest value; none takes more than MAX_FEN.
import { z } from 'zod';

/** The largest amount any single use takes: ¥99,999.99. */
export const MAX_FEN = 9_999_999;
const DIGITS = /^\d{1,12}$/;

export interface FenRule {
  /** The message for a missing value. */
  required: string;
  /** The message for a value that is not a whole number of fen (or below `min`). */
  invalid: string;
  /** The message for a value above `max`. */
  tooLarge: string;
  min?: number;
  max: number;
}

/** A whole number of fen within [min, max] (min 1 unless given). */
export function fen({ required, invalid, tooLarge, min = 1, max }: FenRule) {
  if (max > MAX_FEN) throw new Error(`an amount's largest value is at most ${MAX_FEN} fen`);
  return z.union([z.number(), z.string()], { error: required }).transform((value, context) => {
    if (value === '') {
      context.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const amount = typeof value === 'string' ? (DIGITS.test(value) ? Number(value) : NaN) : value;
    if (!Number.isSafeInteger(amount) || amount < min || Object.is(amount, -0)) {
      context.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    if (amount > max) {
      context.addIssue({ code: 'custom', message: tooLarge });
      return z.NEVER;
    }
    return amount;
  });
}
