// 食堂供餐's arithmetic and chart options, pure: the days' meals by 餐别 over the chosen canteens, the diners of each
// canteen per period, the ranking's first ten. Every figure comes from the server; nothing here invents one.
import { MEALS, type ByMeal, type DinerRow, type MealKey, type MealRow, type RankRow } from './types';

const empty = (): ByMeal => ({ breakfast: 0, lunch: 0, dinner: 0, supper: 0, total: 0 });

/** The meals of each day over every canteen of the rows, oldest day first. */
export function mealsByDay(rows: readonly MealRow[]): { day: string; meals: ByMeal }[] {
  const days = new Map<string, ByMeal>();
  for (const row of rows) {
    const sum = days.get(row.day) ?? empty();
    for (const key of [...MEALS, 'total'] as const) sum[key] += row.meals[key];
    days.set(row.day, sum);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, meals]) => ({ day, meals }));
}

/** 餐次统计's chart: a stacked bar per day, one layer per 餐别. */
export function mealChartOption(rows: readonly MealRow[], names: Record<MealKey, string>) {
  const days = mealsByDay(rows);
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: MEALS.map((key) => names[key]), top: 0 },
    grid: { left: 48, right: 24, top: 36, bottom: 40 },
    xAxis: { type: 'category', data: days.map((entry) => entry.day) },
    yAxis: { type: 'value', minInterval: 1 },
    series: MEALS.map((key) => ({ name: names[key], type: 'bar', stack: 'meals', barMaxWidth: 36, data: days.map((entry) => entry.meals[key]) })),
  };
}

/** 供餐概况's trend: meals and diners of each day, two lines. */
export function trendChartOption(trend: readonly { day: string; meals: number; diners: number }[], names: { meals: string; diners: string }) {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: [names.meals, names.diners], top: 0 },
    grid: { left: 48, right: 24, top: 36, bottom: 40 },
    xAxis: { type: 'category', data: trend.map((entry) => entry.day.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: names.meals, type: 'line', smooth: true, data: trend.map((entry) => entry.meals) },
      { name: names.diners, type: 'line', smooth: true, data: trend.map((entry) => entry.diners) },
    ],
  };
}

/** 就餐人数统计's chart: one line per canteen, its diners of each period, oldest period first (0 where it served none). */
export function dinerChartOption(rows: readonly DinerRow[]) {
  const periods = [...new Set(rows.map((row) => row.period))].sort();
  const canteens = new Map<string, { name: string; values: Map<string, number> }>();
  for (const row of rows) {
    const canteen = canteens.get(row.canteenId) ?? { name: row.canteenName, values: new Map() };
    canteen.values.set(row.period, row.diners);
    canteens.set(row.canteenId, canteen);
  }
  return {
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 48, right: 24, top: 36, bottom: 40 },
    xAxis: { type: 'category', data: periods },
    yAxis: { type: 'value', minInterval: 1 },
    series: [...canteens.values()].map((canteen) => ({ name: canteen.name, type: 'line', data: periods.map((period) => canteen.values.get(period) ?? 0) })),
  };
}

/** The longest the ranking's chart draws. */
export const RANKING_CHART_ROWS = 10;

/** 食堂排名's chart: the first ten canteens' meals, the first on top. */
export function rankingChartOption(rows: readonly RankRow[], name: string) {
  const shown = rows.slice(0, RANKING_CHART_ROWS).reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 160, right: 32, top: 16, bottom: 32 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: shown.map((row) => row.canteenName) },
    series: [{ name, type: 'bar', barMaxWidth: 24, data: shown.map((row) => row.meals) }],
  };
}
