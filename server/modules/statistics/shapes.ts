// The answer's building blocks (the client's Series and Pairs) and rounding rules: percentages 0–100
// with one decimal, money two decimals, weights one decimal.
import { sql } from '../../platform/db/sql.ts';
import { fromZoned } from '../../platform/db/zoned.ts';
export interface Series {
  categories: string[];
  series: { key: string; values: (number | null)[] }[];
}

export interface Pairs {
  items: { name: string; value: number }[];
}

export const round = (value: number | string | null | undefined, digits: number): number | null =>
  value === null || value === undefined || !Number.isFinite(Number(value)) ? null : Math.round(Number(value) * 10 ** digits) / 10 ** digits;
export const percent = (part: number, whole: number): number | null => (whole > 0 ? round((part * 100) / whole, 1) : null);
export const num = (value: unknown): number => Number(value ?? 0);

/** A Series over fixed categories from rows keyed by category (a category without a row gets `undefined`). */
export function seriesOf<Row extends { key: string }>(
  categories: string[],
  rows: Row[],
  values: Record<string, (row: Row | undefined, category: string) => number | null>,
): Series {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return {
    categories,
    series: Object.entries(values).map(([key, value]) => ({ key, values: categories.map((category) => value(byKey.get(category), category)) })),
  };
}

export const pairs = (rows: { name: string; value: unknown }[], digits = 0): Pairs => ({
  items: rows.map((row) => ({ name: row.name, value: round(num(row.value), digits) ?? 0 })),
});

/** Fixed codes, in order, with 0 where none. */
export const allOf = (codes: readonly string[], rows: { name: string; value: unknown }[]): Pairs => ({
  items: codes.map((code) => ({ name: code, value: num(rows.find((row) => row.name === code)?.value) })),
});

/** SQL: a timestamptz column within bounds given as local times ('YYYY-MM-DD HH:MM') of the deployment's zone. */
export const within = (column: string, from: string, to: string) => {
  const at = sql.raw(column);
  return sql`${at} >= ${fromZoned(sql`${from}`)} AND ${at} < ${fromZoned(sql`${to}`)}`;
};
