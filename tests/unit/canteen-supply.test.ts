// 食堂供餐's pure parts: the server's meals by 餐别, week start and ranks with ties (server/modules/canteen-supply),
// its range defaults, and the console's day sums and chart series (src/domains/canteen-supply/logic.ts).
import { describe, expect, it } from 'vitest';
import { addMeals, noMeals, ranksOf, weekStartOf } from '../../server/modules/canteen-supply/figures.ts';
import { rangeOf } from '../../server/modules/canteen-supply/input.ts';
import { dinerChartOption, mealsByDay, rankingChartOption } from '../../src/domains/canteen-supply/logic';
import type { MealRow, RankRow } from '../../src/domains/canteen-supply/types';

const named = { canteenName: '一食堂', schoolName: '一中' };
const meals = (breakfast: number, lunch: number, total = breakfast + lunch) => ({ breakfast, lunch, dinner: 0, supper: 0, total });

describe('食堂供餐 figures', () => {
  it('adds meals to their 餐别, a meal of no 餐别 to the total only', () => {
    const sum = noMeals();
    addMeals(sum, 1, 2);
    addMeals(sum, 4, 1);
    addMeals(sum, null, 5);
    expect(sum).toEqual({ breakfast: 2, lunch: 0, dinner: 0, supper: 1, total: 8 });
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
  const rows: MealRow[] = [
    { ...named, canteenId: '1', day: '2026-11-02', meals: meals(3, 4) },
    { ...named, canteenId: '2', day: '2026-11-02', meals: meals(1, 0, 2) },
    { ...named, canteenId: '1', day: '2026-11-01', meals: meals(0, 5) },
  ];

  it('sums each day over the canteens, oldest first', () => {
    expect(mealsByDay(rows)).toEqual([
      { day: '2026-11-01', meals: meals(0, 5) },
      { day: '2026-11-02', meals: { breakfast: 4, lunch: 4, dinner: 0, supper: 0, total: 9 } },
    ]);
  });

  it('draws a line per canteen over every period, 0 where it served none', () => {
    const option = dinerChartOption([
      { ...named, canteenId: '1', period: '2026-11-02', diners: 7, teachers: 1, students: 6, staff: 0 },
      { ...named, canteenId: '2', canteenName: '二食堂', period: '2026-11-01', diners: 3, teachers: 0, students: 3, staff: 0 },
    ]);
    expect(option.xAxis.data).toEqual(['2026-11-01', '2026-11-02']);
    expect(option.series.map((series) => [series.name, series.data])).toEqual([
      ['一食堂', [0, 7]],
      ['二食堂', [3, 0]],
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
