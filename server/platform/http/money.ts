// Money on the server (docs/product-rules.md#money): whole fen in between, always. Two parsers read a request's
// amount — `fen` an amount sent in fen (the wallets), `yuanAsFen` one typed in yuan (the tenders, the canteens'
// costs) — and one formatter, `yuan` (and `yuanOf` in SQL), writes fen back as yuan at the edge.
//
// `fen`: a non-negative whole number of fen, sent as a JSON integer or as the digits of one (`^\d{1,12}$`) — no
// sign, exponent, hex, decimal point or spaces, so "0x10", "1e3", " 5", "5.0" and "-1" are refused rather than read
// as some other amount. Each use sets its own least and largest value; none takes more than MAX_FEN.
import { z } from 'zod';
import { sql, type Sql } from '../db/sql.ts';

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

// Amounts typed and answered in yuan (the tenders, the canteens' costs: docs/product-rules.md#money) are whole fen
// in between: read from their decimal text, never through a binary fraction, and written back as yuan only at the
// edge. `yuan` and `yuanOf` are the server's one formatter (in code and in a query); `yuanAsFen` its parser.

const YUAN = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** A decimal with at most two places (its text, or a number as JS prints it) as whole hundredths; NaN otherwise. */
export function hundredthsOf(value: string | number): number {
  const match = YUAN.exec(typeof value === 'number' ? String(value) : value.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Fen as yuan for an answer or a sheet: 12345 → 123.45 (the double nearest it, which JSON prints as 123.45). */
export const yuan = (fen: number): number => fen / 100;

/**
 * `yuan` in SQL: a bigint fen column (the code's own SQL text) as yuan (float8, the same double), for rows a query
 * answers unchanged. A fragment without parameters: inlined by the sql template.
 */
export const yuanOf = (column: string): Sql => sql.raw(`(${column}::float8 / 100)`);

export interface YuanRule {
  /** The message for a missing value. */
  required: string;
  /** The message for any other refusal: not a decimal of at most two places, or outside [min, max]. */
  invalid: string;
  /** The least and largest amount, in fen. */
  min: number;
  max: number;
}

/** The largest amount a yuan field takes: a trillion yuan less a fen, as the totals' columns hold. */
export const MAX_TOTAL_FEN = 99_999_999_999_999;

/**
 * An amount typed in yuan (a JSON number or its text, at most two decimals: a fraction of a fen is refused, never
 * rounded) as whole fen within [min, max].
 */
export function yuanAsFen({ required, invalid, min, max }: YuanRule) {
  if (max > MAX_TOTAL_FEN) throw new Error(`a yuan amount's largest value is at most ${MAX_TOTAL_FEN} fen`);
  return z.union([z.number(), z.string()], { error: required }).transform((value, context) => {
    if (typeof value === 'string' && value.trim() === '') {
      context.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const amount = hundredthsOf(value);
    if (!(amount >= min && amount <= max)) {
      context.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return amount;
  });
}

/**
 * A unit price in fen × a quantity in hundredths, rounded half up to the fen — in integers (the product may pass
 * 2^53, so as a bigint): 0.29 元 × 0.5 is 15 fen, where floating point makes 0.145 × 100 = 14.499… and 14.
 */
export const amountFen = (unitFen: number, quantityHundredths: number): bigint => (BigInt(unitFen) * BigInt(quantityHundredths) + 50n) / 100n;

/** Fen ÷ a positive count, rounded half up to the fen, exactly (the cost per meal). */
export const perUnitFen = (fen: number, count: number): number => Number((2n * BigInt(fen) + BigInt(count)) / (2n * BigInt(count)));
