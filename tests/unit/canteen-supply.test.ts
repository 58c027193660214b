// 食堂供餐's pure parts: the server's meals by 餐别, week start and ranks with ties (server/modules/canteen-supply),
// its range defaults, and the console's day sums and chart series (src/domains/canteen-supply/logic.ts).
import { describe, expect, it } from 'vitest';
import { ranksOf, weekStartOf } from '../../server/modules/canteen-supply/figures.ts';
import { dinersByDayOf, monthMasks, pageWindow, windowDays } from '../../server/modules/canteen-supply/meals.ts';
import { rangeOf } from '../../server/modules/canteen-supply/input.ts';
import { dinerChartOption, mealChartOption, rankingChartOption } from '../../src/domains/canteen-supply/logic';
import type { RankRow } from '../../src/domains/canteen-supply/types';

const named = { canteenName: '一食堂', schoolName: '一中' };
const meals = (breakfast: number, lunch: number, total = breakfast + lunch) => ({ breakfast, lunch, dinner: 0, supper: 0, total });

describe('食堂供餐 figures', () => {
  it('masks the days of a range in each of its months (bit d-1 for day d)', () => {
    expect(monthMasks('2026-11-28', '2026-11-30')).toEqual([{ month: '2026-11-01', mask: (1 << 27) | (1 << 28) | (1 << 29) }]);
    expect(monthMasks('2026-01-31', '2026-03-01')).toEqual([
      { month: '2026-01-01', mask: 1 << 30 },
      { month: '2026-02-01', mask: (1 << 28) - 1 },
      { month: '2026-03-01', mask: 1 },
    ]);
    expect(monthMasks('2026-12-01', '2026-12-31')).toEqual([{ month: '2026-12-01', mask: 2 ** 31 - 1 }]);
  });

  it('reads the diners of each day of a range from the sums of the months’ bits, days outside it left out', () => {
    const bits = (counts: Record<number, number>) => Object.fromEntries(Object.entries(counts).map(([day, count]) => [`d${day}`, count]));
    const rows = [
      { month: '2026-02-01', ...bits({ 1: 4, 27: 3, 28: 2, 29: 9 }) },
      { month: '2026-03-01', ...bits({ 1: 5, 2: 7 }) },
    ];
    expect([...dinersByDayOf(rows, '2026-02-27', '2026-03-01')]).toEqual([
      ['2026-02-27', 3],
      ['2026-02-28', 2],
      ['2026-03-01', 5],
    ]);
  });

  it('finds the periods a page falls in, newest first, and the rows of newer periods to skip', () => {
    const periods = [
      { period: '2026-11-01', rows: 3 },
      { period: '2026-11-02', rows: 5 },
      { period: '2026-11-03', rows: 2 },
    ];
    expect(pageWindow(periods, 0, 2)).toEqual({ newest: '2026-11-03', oldest: '2026-11-03', skip: 0 });
    expect(pageWindow(periods, 0, 3)).toEqual({ newest: '2026-11-03', oldest: '2026-11-02', skip: 0 });
    expect(pageWindow(periods, 4, 2)).toEqual({ newest: '2026-11-02', oldest: '2026-11-02', skip: 2 });
    expect(pageWindow(periods, 6, 20)).toEqual({ newest: '2026-11-02', oldest: '2026-11-01', skip: 4 });
    expect(pageWindow(periods, 9, 20)).toEqual({ newest: '2026-11-01', oldest: '2026-11-01', skip: 2 });
    expect(pageWindow(periods, 10, 20)).toBeNull();
    expect(pageWindow([], 0, 20)).toBeNull();
    // a month's window keeps to the range asked
    expect(windowDays({ oldest: '2026-01', newest: '2026-03' }, '2026-01-15', '2026-03-10')).toEqual({ first: '2026-01-15', last: '2026-03-10' });
    expect(windowDays({ oldest: '2026-02', newest: '2026-02' }, '2026-01-15', '2026-03-10')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(windowDays({ oldest: '2026-11-02', newest: '2026-11-03' }, '2026-11-01', '2026-11-30')).toEqual({ first: '2026-11-02', last: '2026-11-03' });
  });

  it('starts the week on Monday', () => {
    expect(weekStartOf('2026-11-28')).toBe('2026-11-23'); // a Saturday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekStartOf('2026-03-01')).toBe('2026-02-23');
  });

  it('ranks the highest first, ties sharing a rank', () => {
    expect(ranksOf([9, 5, 5, 1, 0])).toEqual([1, 2, 2, 4, 5]);
    expect(ranksOf([])).toEqual([]);
  });

  it('reads the 30 days up to today, or up to the end, or from the start, when a range is not given whole', () => {
    expect(rangeOf({}, '2026-11-28')).toEqual({ first: '2026-10-30', last: '2026-11-28' });
    expect(rangeOf({ endDate: '2026-03-01' }, '2026-11-28')).toEqual({ first: '2026-01-31', last: '2026-03-01' });
    expect(rangeOf({ startDate: '2026-02-01' }, '2026-11-28')).toEqual({ first: '2026-02-01', last: '2026-03-02' });
    expect(rangeOf({ startDate: '2026-02-01', endDate: '2026-02-03' }, '2026-11-28')).toEqual({ first: '2026-02-01', last: '2026-02-03' });
  });
});

describe('食堂供餐 charts', () => {
  it('stacks each day’s meals by 餐别, oldest first as the server answers them', () => {
    const names = { breakfast: '早餐', lunch: '午餐', dinner: '晚餐', supper: '夜宵' };
    const option = mealChartOption(
      [
        { day: '2026-11-01', meals: meals(0, 5) },
        { day: '2026-11-02', meals: meals(4, 4) },
      ],
      names,
    );
    expect(option.xAxis.data).toEqual(['2026-11-01', '2026-11-02']);
    expect(option.series.map((series) => [series.name, series.stack, series.data])).toEqual([
      ['早餐', 'meals', [0, 4]],
      ['午餐', 'meals', [5, 4]],
      ['晚餐', 'meals', [0, 0]],
      ['夜宵', 'meals', [0, 0]],
    ]);
  });

  it('stacks each period’s teachers, students and staff', () => {
    const option = dinerChartOption(
      [
        { period: '2026-10', diners: 3, teachers: 0, students: 3, staff: 0 },
        { period: '2026-11', diners: 7, teachers: 1, students: 6, staff: 0 },
      ],
      { teachers: '教师', students: '学生', staff: '职工' },
    );
    expect(option.xAxis.data).toEqual(['2026-10', '2026-11']);
    expect(option.series.map((series) => [series.name, series.data])).toEqual([
      ['教师', [0, 1]],
      ['学生', [3, 6]],
      ['职工', [0, 0]],
    ]);
  });

  it('draws the first ten of the ranking, the first on top', () => {
    const ranked: RankRow[] = Array.from({ length: 12 }, (_, index) => ({
      ...named,
      canteenId: String(index),
      canteenName: `食堂${index}`,
      rank: index + 1,
      meals: 100 - index,
      diners: 1,
      servedDays: 1,
      complaintFreeDays: null,
      complaintRank: null,
    }));
    const option = rankingChartOption(ranked, '供餐人次');
    expect(option.yAxis.data).toHaveLength(10);
    expect(option.yAxis.data.at(-1)).toBe('食堂0');
    expect(option.series[0]!.data.at(-1)).toBe(100);
  });
});
