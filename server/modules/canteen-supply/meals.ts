// The meals a canteen served, counted ahead from the consumptions that exist (docs/product-rules.md#canteen-supply,
// migration 049): each 消费 (sys_wallet_txn CONSUME) not reversed is one meal of its 餐别, counted for its device's
// canteen, else its window's, else the diner's own canteen, on its local day. meal_day holds each canteen-day's meals by
// 餐别 and its distinct diners by type; canteen_month_diner holds each diner's month per canteen with the days eaten as
// a mask (bit d-1 for day d), from which the distinct diners of any range are counted. Never a seeded figure.
import { sql, type Sql } from '../../platform/db/sql.ts';
import { addDays } from '../../platform/http/day-range.ts';

/** A canteen-day's meals of every 餐别, and of none. */
export const MEAL_TOTAL = sql.raw('(breakfast + lunch + dinner + supper + other)');
/** The meals of each 餐别 summed, as breakfast, lunch, dinner, supper and total. */
export const MEAL_SUMS = sql.raw(
  'sum(breakfast)::int AS breakfast, sum(lunch)::int AS lunch, sum(dinner)::int AS dinner, sum(supper)::int AS supper, ' +
    'sum(breakfast + lunch + dinner + supper + other)::int AS total',
);

/** The canteen-days of the canteens within the days (both included, YYYY-MM-DD). */
export const dayRows = (canteenIds: string[], first: string, last: string) =>
  sql`SELECT * FROM meal_day WHERE canteen_id = ANY(${canteenIds}::bigint[]) AND day BETWEEN ${first}::date AND ${last}::date`;

/** The first day of the month of `day`. */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const lastOfMonth = (month: string) => addDays(`${monthOf(addDays(month, 31))}`, -1);

/** The months from `first` to `last`, each with the mask of its days within them. */
export function monthMasks(first: string, last: string): { month: string; mask: number }[] {
  const months: { month: string; mask: number }[] = [];
  for (let month = monthOf(first); month <= last; month = monthOf(addDays(month, 31))) {
    const from = Math.max(1, first.startsWith(month.slice(0, 7)) ? Number(first.slice(8)) : 1);
    const to = last.startsWith(month.slice(0, 7)) ? Number(last.slice(8)) : Number(lastOfMonth(month).slice(8));
    let mask = 0;
    for (let day = from; day <= to; day += 1) mask |= 1 << (day - 1);
    months.push({ month, mask });
  }
  return months;
}

/** The diner-months (`canteen_month_diner`) of the canteens with a meal within the days. */
export function dinerMonths(canteenIds: string[], first: string, last: string): Sql {
  const masks = monthMasks(first, last);
  const within = sql.join(
    masks.map(({ month, mask }) => sql`(month = ${month}::date AND days & ${mask} <> 0)`),
    ' OR ',
  );
  return sql`SELECT * FROM canteen_month_diner
     WHERE canteen_id = ANY(${canteenIds}::bigint[]) AND month BETWEEN ${masks[0]!.month}::date AND ${masks.at(-1)!.month}::date AND (${within})`;
}

/** The 31 sums of a mask's bits, d1 … d31: how many rows ate on each day of their month. */
export const DAY_BITS = sql.raw(Array.from({ length: 31 }, (_, bit) => `sum((days >> ${bit}) & 1)::int AS d${bit + 1}`).join(', '));

/**
 * The distinct diners of the canteens on each day from `first` to `last` (a diner eating in two canteens counted
 * once): a map of YYYY-MM-DD to diners, days without any left out.
 */
export function dinersByDayOf(rows: readonly ({ month: string } & Record<string, unknown>)[], first: string, last: string): Map<string, number> {
  const days = new Map<string, number>();
  for (const row of rows) {
    for (let bit = 0; bit < 31; bit += 1) {
      const count = Number(row[`d${bit + 1}`] ?? 0);
      const day = addDays(row.month, bit);
      if (count && day.startsWith(row.month.slice(0, 7)) && day >= first && day <= last) days.set(day, count);
    }
  }
  return days;
}

/**
 * Where a page of rows ordered newest period first falls, from the rows of each period (oldest first, as a series
 * reads them): the oldest and newest periods it touches and the rows of newer periods to skip, so that the page is
 * read from those periods alone (a district's year is 330,000 canteen-days). null past the last row.
 */
export function pageWindow(
  periods: readonly { period: string; rows: number }[],
  offset: number,
  size: number,
): { oldest: string; newest: string; skip: number } | null {
  let before = 0;
  let newest: { period: string; skip: number } | undefined;
  for (let index = periods.length - 1; index >= 0; index -= 1) {
    const { period, rows } = periods[index]!;
    if (!newest && before + rows > offset) newest = { period, skip: offset - before };
    before += rows;
    if (newest && before >= offset + size) return { oldest: period, newest: newest.period, skip: newest.skip };
  }
  return newest ? { oldest: periods[0]!.period, newest: newest.period, skip: newest.skip } : null;
}

/** The days of a window's periods (YYYY-MM-DD, or YYYY-MM: its days within first and last). */
export function windowDays(window: { oldest: string; newest: string }, first: string, last: string): { first: string; last: string } {
  if (window.oldest.length === 10) return { first: window.oldest, last: window.newest };
  const start = `${window.oldest}-01`;
  const end = lastOfMonth(`${window.newest}-01`);
  return { first: start > first ? start : first, last: end < last ? end : last };
}

/** The canteens' names and their schools', in the tree's order: id, name, schoolName. */
export const canteensOf = (canteenIds: string[]) => sql`
  SELECT c.id::text AS id, c.dept_name AS name, COALESCE(s.dept_name, '') AS "schoolName"
    FROM dept c LEFT JOIN dept s ON s.id = c.parent_id
   WHERE c.id = ANY(${canteenIds}::bigint[]) ORDER BY s.sort, s.id, c.sort, c.id`;
