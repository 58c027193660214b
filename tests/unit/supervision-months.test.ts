// 配送监管's total over a range of days (server/modules/supply/supervision-queries.ts): the months the range covers
// whole are read from the counts kept ahead by month (migration 036), the days at its ends counted one by one — so
// every day of the range is in exactly one of them, and no day outside it in either.
import { describe, expect, it } from 'vitest';
import { wholeMonths } from '../../server/modules/supply/supervision-queries';

const day = (start: string, plus: number) => new Date(Date.parse(`${start}T00:00:00Z`) + plus * 86_400_000).toISOString().slice(0, 10);
const FIRST = '2027-11-20';
const LAST = '2028-04-10';
const everyDay = Array.from({ length: 143 }, (_, index) => day(FIRST, index));

/** How many times `d` is counted: once in a month read whole, once for each end that holds it. */
function timesCounted(d: string, startDate?: string, endDate?: string): number {
  const months = wholeMonths(startDate, endDate);
  if (!months) return (!startDate || d >= startDate) && (!endDate || d <= endDate) ? 1 : 0;
  const inWhole = (!months.from || d >= months.from) && (!months.to || d < months.to) ? 1 : 0;
  return inWhole + months.ends.filter(([from, to]) => d >= from && d <= to).length;
}

describe('配送监管’s total by whole months and the days at the ends', () => {
  it('counts every day of a range once and none outside it, across a year’s end and a leap February', () => {
    expect(everyDay.at(-1)).toBe(LAST);
    const bounds = [undefined, ...everyDay.filter((_, index) => index % 3 === 0 || everyDay[index]!.endsWith('-01') || everyDay[index + 1]?.endsWith('-01'))];
    for (const startDate of bounds)
      for (const endDate of bounds) {
        if (startDate && endDate && startDate > endDate) continue;
        for (const d of everyDay) {
          const inRange = (!startDate || d >= startDate) && (!endDate || d <= endDate);
          expect(timesCounted(d, startDate, endDate), `${d} of ${startDate}…${endDate}`).toBe(inRange ? 1 : 0);
        }
      }
  });

  it('reads months whole where it can: a month is its first to its last day, an open range no day one by one', () => {
    expect(wholeMonths()).toEqual({ from: null, to: null, ends: [] });
    expect(wholeMonths('2028-02-01', '2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-03-01', ends: [] });
    expect(wholeMonths('2027-12-15', '2028-03-03')).toEqual({
      from: '2028-01-01',
      to: '2028-03-01',
      ends: [
        ['2027-12-15', '2027-12-31'],
        ['2028-03-01', '2028-03-03'],
      ],
    });
    expect(wholeMonths('2028-01-02')).toEqual({ from: '2028-02-01', to: null, ends: [['2028-01-02', '2028-01-31']] });
    // no month whole: counted one by one
    expect(wholeMonths('2028-02-01', '2028-02-28')).toBeUndefined();
    expect(wholeMonths('2028-01-10', '2028-02-09')).toBeUndefined();
  });
});
