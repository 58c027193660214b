// 食堂供餐's chart options, pure: the days' meals by 餐别 over the chosen canteens, the diners of each period by kind,
// the ranking's first ten. Every figure comes from the server; nothing here invents one.
import { DINER_KINDS, MEALS, type DinerFigures, type DinerKind, type MealFigures, type MealKey, type RankRow } from './types';

/** 餐次统计's chart: a stacked bar per day, one layer per 餐别. */
export function mealChartOption(days: MealFigures['days'], names: Record<MealKey, string>) {
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

/** 就餐人数统计's chart: a stacked bar per period, teachers, students and staff, the canteens summed, oldest first. */
export function dinerChartOption(series: DinerFigures['series'], names: Record<DinerKind, string>) {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: DINER_KINDS.map((kind) => names[kind]), top: 0 },
    grid: { left: 48, right: 24, top: 36, bottom: 40 },
    xAxis: { type: 'category', data: series.map((entry) => entry.period) },
    yAxis: { type: 'value', minInterval: 1 },
    series: DINER_KINDS.map((kind) => ({ name: names[kind], type: 'bar', stack: 'diners', barMaxWidth: 36, data: series.map((entry) => entry[kind]) })),
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
