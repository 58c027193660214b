// A week's analysis as the API answers it: each day's and the average day's nutrients against the standard (with
// traffic lights, rounded for showing), the food-group variety and the evaluation. Computed by arithmetic.ts.
import {
  averageDay,
  checkDay,
  dayTotals,
  evaluate,
  NUTRIENTS,
  roundNutrient,
  varietyOf,
  type AgeGroup,
  type Check,
  type DayInput,
  type Evaluation,
  type Meal,
  type Nutrient,
  type Totals,
} from './arithmetic.ts';
import type { FoodTable, StandardTable } from './table.ts';

export interface CheckOut {
  nutrient: Check['nutrient'];
  value: number;
  target: number | null;
  percent: number | null;
  light: Check['light'];
  missing: string[];
}
export interface TotalOut {
  nutrient: Nutrient;
  value: number;
  missing: string[];
}
export interface WeekAnalysis {
  ageGroup: AgeGroup;
  foodVersion: string;
  standardVersion: string;
  meals: Meal[];
  days: { day: number; served: boolean; totals: TotalOut[]; checks: CheckOut[] }[];
  week: { totals: TotalOut[]; checks: CheckOut[] };
  variety: ReturnType<typeof varietyOf>;
  evaluation: Evaluation;
}

const SHARE_DECIMALS = 1;
/** Half up at `decimals`; the 1e-9 keeps a half a half when a quotient lands a hair under it (314.5 / 340 → 92.4999…%). */
const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals + 1e-9) / 10 ** decimals;

const checkOut = (check: Check): CheckOut => {
  const isShare = check.nutrient === 'fatShare' || check.nutrient === 'carbohydrateShare';
  const round = (value: number) => (isShare ? roundTo(value, SHARE_DECIMALS) : roundNutrient(check.nutrient as Nutrient, value));
  return {
    nutrient: check.nutrient,
    value: round(check.value),
    target: check.target === null ? null : round(check.target),
    percent: check.percent === null ? null : roundTo(check.percent, 0),
    light: check.light,
    missing: check.missing,
  };
};
const totalsOut = (totals: Totals): TotalOut[] =>
  NUTRIENTS.map((key) => ({ nutrient: key, value: roundNutrient(key, totals[key].value), missing: totals[key].missing }));

/** The meals a week serves: those with a dish on any day. */
export const mealsServed = (days: DayInput[]): Meal[] =>
  ([1, 2, 3] as const).filter((meal) => days.some((day) => day.meals.some((item) => item.meal === meal && item.dishes.length)));

/** A week's analysis; `perDay: false` leaves the days out (the evaluations and the report show the week only). */
export function analyzeWeek(days: DayInput[], ageGroup: AgeGroup, foods: FoodTable, standard: StandardTable, { perDay = true } = {}): WeekAnalysis {
  const meals = mealsServed(days);
  const daily = standard.daily[ageGroup];
  const average = averageDay(days, foods.foods);
  const variety = varietyOf(days, foods.foods);
  const weekChecks = meals.length ? checkDay(average, daily, meals) : [];
  return {
    ageGroup,
    foodVersion: foods.version,
    standardVersion: standard.version,
    meals,
    days: (perDay ? days : []).map((day) => {
      const served = day.meals.some((meal) => meal.dishes.length > 0);
      const totals = dayTotals(day, foods.foods);
      return { day: day.day, served, totals: totalsOut(totals), checks: served ? checkDay(totals, daily, meals).map(checkOut) : [] };
    }),
    week: { totals: totalsOut(average), checks: weekChecks.map(checkOut) },
    variety,
    evaluation: meals.length ? evaluate(weekChecks, variety) : { score: 0, grade: '差', reasons: ['食谱没有菜品'] },
  };
}
