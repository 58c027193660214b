// The nutrient arithmetic, the one place it is done (pure: no database). A dish's ingredients are raw grams per
// serving; the food table's figures are per 100 g edible portion. An ingredient gives grams × edible% / 100 × figure
// / 100 of a nutrient; "Tr" (trace) counts as 0 here and only here; a figure not measured (null) gives nothing and
// names the ingredient as missing for that nutrient — a sum never hides it as zero. Figures are rounded only when
// shown (roundNutrient). Docs: docs/product-rules.md#nutrition.

import { AGE_GROUPS, FOOD_KINDS, NUTRIENTS, STANDARD_NUTRIENTS, type AgeGroup, type FoodKind, type Nutrient } from '../../../contract/nutrition.ts';

export { AGE_GROUPS, FOOD_KINDS, NUTRIENTS, STANDARD_NUTRIENTS, type AgeGroup, type FoodKind, type Nutrient };

export type StandardNutrient = (typeof STANDARD_NUTRIENTS)[number];

export type Figure = number | 'Tr' | null;

export interface Food {
  code: string;
  name: string;
  kind: FoodKind;
  dark: boolean;
  /** Edible share, percent; null: not printed (every nutrient of the ingredient is then missing). */
  edible: number | null;
  nutrients: Record<Nutrient, Figure>;
}

export interface Ingredient {
  foodCode: string;
  grams: number;
}
export interface DishInput {
  id: string;
  name: string;
  ingredients: Ingredient[];
}
export type Meal = 1 | 2 | 3;
export interface DayInput {
  day: number;
  meals: { meal: Meal; dishes: DishInput[] }[];
}

/** A sum of one nutrient: its value over the ingredients that have the figure, and the ingredients that do not. */
export interface Amount {
  value: number;
  /** Ingredient names (dish · food) whose figure is not measured: the value leaves them out. */
  missing: string[];
}
export type Totals = Record<Nutrient, Amount>;

const emptyTotals = (): Totals => Object.fromEntries(NUTRIENTS.map((key) => [key, { value: 0, missing: [] }])) as unknown as Totals;

function addInto(into: Totals, from: Totals): Totals {
  for (const key of NUTRIENTS) {
    into[key].value += from[key].value;
    for (const name of from[key].missing) if (!into[key].missing.includes(name)) into[key].missing.push(name);
  }
  return into;
}

/** One ingredient's nutrients; an unknown food is missing for every nutrient. */
export function ingredientTotals(dish: string, ingredient: Ingredient, foods: ReadonlyMap<string, Food>): Totals {
  const totals = emptyTotals();
  const food = foods.get(ingredient.foodCode);
  const label = `${dish} · ${food?.name ?? ingredient.foodCode}`;
  for (const key of NUTRIENTS) {
    const figure = food?.nutrients[key] ?? null;
    if (!food || food.edible === null || figure === null) totals[key].missing.push(label);
    else totals[key].value = figure === 'Tr' ? 0 : ((ingredient.grams * food.edible) / 100) * (figure / 100);
  }
  return totals;
}

/** Each food table's dish sums, by dish: a district's month repeats the same dishes thousands of times. Read-only. */
const dishCache = new WeakMap<ReadonlyMap<string, Food>, WeakMap<DishInput, Totals>>();

/** A dish's sums (kept for the dish object and the food table: never change either after asking). */
export function dishTotals(dish: DishInput, foods: ReadonlyMap<string, Food>): Totals {
  let cache = dishCache.get(foods);
  if (!cache) dishCache.set(foods, (cache = new WeakMap()));
  let totals = cache.get(dish);
  if (!totals) {
    totals = dish.ingredients.reduce((sum, ingredient) => addInto(sum, ingredientTotals(dish.name, ingredient, foods)), emptyTotals());
    cache.set(dish, totals);
  }
  return totals;
}

export const mealTotals = (dishes: DishInput[], foods: ReadonlyMap<string, Food>): Totals =>
  dishes.reduce((totals, dish) => addInto(totals, dishTotals(dish, foods)), emptyTotals());

export const dayTotals = (day: DayInput, foods: ReadonlyMap<string, Food>): Totals =>
  day.meals.reduce((totals, meal) => addInto(totals, mealTotals(meal.dishes, foods)), emptyTotals());

/** The average day of the days that serve anything. */
export function averageDay(days: DayInput[], foods: ReadonlyMap<string, Food>): Totals {
  const served = days.filter((day) => day.meals.some((meal) => meal.dishes.length));
  const sum = served.reduce((totals, day) => addInto(totals, dayTotals(day, foods)), emptyTotals());
  if (served.length) for (const key of NUTRIENTS) sum[key].value /= served.length;
  return sum;
}

/** Decimals shown: energy, calcium, vitamin A and C, sodium whole; B1 and B2 two places; the rest one. */
const DECIMALS: Record<Nutrient, number> = {
  energy: 0,
  protein: 1,
  fat: 1,
  carbohydrate: 1,
  fibre: 1,
  calcium: 0,
  iron: 1,
  zinc: 1,
  vitaminA: 0,
  vitaminB1: 2,
  vitaminB2: 2,
  vitaminC: 0,
  sodium: 0,
};
/**
 * A figure as shown: rounded half up at the nutrient's decimals, after every sum, never before (a sum of products
 * may land a hair under a half, 97.49999…: the 1e-9 keeps it a half).
 */
export function roundNutrient(key: Nutrient, value: number): number {
  const scale = 10 ** DECIMALS[key];
  return Math.round(value * scale + 1e-9) / scale;
}

// ── against the standard ────────────────────────────────────────────────────────────────────────────────────────────

export type DailyFigures = Record<StandardNutrient, number | null>;
export interface DailyStandard {
  male: DailyFigures;
  female: DailyFigures;
}

/** The meals' shares of the day this product checks against: 早餐 30%, 午餐 40%, 晚餐 30% (inside WS/T 554's ranges). */
export const MEAL_SHARE: Record<Meal, number> = { 1: 30, 2: 40, 3: 30 };

/** A school meal serves girls and boys: the mean of the two figures, or the one the standard gives; null when neither. */
export function dailyTarget(standard: DailyStandard, key: StandardNutrient): number | null {
  const values = [standard.male[key], standard.female[key]].filter((value): value is number => typeof value === 'number');
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
}

export type Light = 'green' | 'yellow' | 'red' | 'none';
export interface Check {
  nutrient: StandardNutrient | 'fatShare' | 'carbohydrateShare';
  value: number;
  /** The target for the meals served; for the two shares, the range's middle. */
  target: number | null;
  /** value / target, percent (for the shares: percent of energy). */
  percent: number | null;
  light: Light;
  /** The ingredients whose figure is missing: the value is then a lower bound. */
  missing: string[];
}

/** The light of a percentage against its green range: yellow within 10 points of it, red beyond. */
function lightOf(percent: number, [low, high]: readonly [number, number], margin = 10): Light {
  if (percent >= low && percent <= high) return 'green';
  return percent >= low - margin && percent <= high + margin ? 'yellow' : 'red';
}
/** Green ranges: energy 90–110% (WS/T 554), protein 80–120% (WS/T 554), the rest at least 80% of the target. */
const RANGE: Record<StandardNutrient, readonly [number, number]> = {
  energy: [90, 110],
  protein: [80, 120],
  fibre: [80, Infinity],
  calcium: [80, Infinity],
  iron: [80, Infinity],
  zinc: [80, Infinity],
  vitaminA: [80, Infinity],
  vitaminB1: [80, Infinity],
  vitaminB2: [80, Infinity],
  vitaminC: [80, Infinity],
};

/** Checks a day's (or the average day's) totals against the standard, for the meals the canteen serves. */
export function checkDay(totals: Totals, standard: DailyStandard, meals: readonly Meal[]): Check[] {
  const share = meals.reduce((sum, meal) => sum + MEAL_SHARE[meal], 0) / 100;
  const checks: Check[] = STANDARD_NUTRIENTS.map((key) => {
    const daily = dailyTarget(standard, key);
    const target = daily === null ? null : daily * share;
    const value = totals[key].value;
    const percent = target ? (value / target) * 100 : null;
    return { nutrient: key, value, target, percent, light: percent === null ? 'none' : lightOf(percent, RANGE[key]), missing: totals[key].missing };
  });
  const energy = totals.energy.value;
  const share$ = (grams: number, perGram: number) => (energy > 0 ? ((grams * perGram) / energy) * 100 : null);
  const fat = share$(totals.fat.value, 9);
  const carbohydrate = share$(totals.carbohydrate.value, 4);
  checks.push(
    { nutrient: 'fatShare', value: fat ?? 0, target: 25, percent: fat, light: fat === null ? 'none' : lightOf(fat, [20, 30], 5), missing: totals.fat.missing },
    {
      nutrient: 'carbohydrateShare',
      value: carbohydrate ?? 0,
      target: 57.5,
      percent: carbohydrate,
      light: carbohydrate === null ? 'none' : lightOf(carbohydrate, [50, 65], 5),
      missing: totals.carbohydrate.missing,
    },
  );
  return checks;
}

// ── variety ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** WS/T 554's four food groups: 谷薯类, 蔬菜水果类, 鱼禽肉蛋类, 奶类及大豆类 (with nuts); oil is none of them. */
export type FoodGroup = 'grain' | 'vegfruit' | 'animal' | 'milksoy';
export const GROUP_OF: Record<FoodKind, FoodGroup | null> = {
  grain: 'grain',
  vegetable: 'vegfruit',
  fruit: 'vegfruit',
  meat: 'animal',
  fish: 'animal',
  egg: 'animal',
  milk: 'milksoy',
  soy: 'milksoy',
  nut: 'milksoy',
  oil: null,
};

export interface MealVariety {
  day: number;
  meal: Meal;
  groups: FoodGroup[];
  /** At least three of the four groups. */
  ok: boolean;
}
export interface DayVariety {
  day: number;
  /** Distinct vegetables of the day (at least three). */
  vegetables: number;
  /** Dark-coloured vegetables' share of the day's vegetable grams, percent (at least half); null without vegetables. */
  darkShare: number | null;
}

export function varietyOf(days: DayInput[], foods: ReadonlyMap<string, Food>): { meals: MealVariety[]; days: DayVariety[] } {
  const meals: MealVariety[] = [];
  const dayRows: DayVariety[] = [];
  for (const day of days) {
    const vegetables = new Set<string>();
    let vegetableGrams = 0;
    let darkGrams = 0;
    for (const meal of day.meals) {
      if (!meal.dishes.length) continue;
      const groups = new Set<FoodGroup>();
      for (const dish of meal.dishes)
        for (const ingredient of dish.ingredients) {
          const food = foods.get(ingredient.foodCode);
          if (!food) continue;
          const group = GROUP_OF[food.kind];
          if (group) groups.add(group);
          if (food.kind === 'vegetable') {
            vegetables.add(food.code);
            vegetableGrams += ingredient.grams;
            if (food.dark) darkGrams += ingredient.grams;
          }
        }
      const list = (['grain', 'vegfruit', 'animal', 'milksoy'] as const).filter((group) => groups.has(group));
      meals.push({ day: day.day, meal: meal.meal, groups: list, ok: list.length >= 3 });
    }
    if (day.meals.some((meal) => meal.dishes.length))
      dayRows.push({ day: day.day, vegetables: vegetables.size, darkShare: vegetableGrams ? (darkGrams / vegetableGrams) * 100 : null });
  }
  return { meals, days: dayRows };
}

// ── the evaluation ─────────────────────────────────────────────────────────────────────────────────────────────────

export const NUTRIENT_NAMES: Record<Check['nutrient'] | Nutrient, string> = {
  energy: '能量',
  protein: '蛋白质',
  fat: '脂肪',
  carbohydrate: '碳水化合物',
  fibre: '膳食纤维',
  calcium: '钙',
  iron: '铁',
  zinc: '锌',
  vitaminA: '维生素A',
  vitaminB1: '维生素B1',
  vitaminB2: '维生素B2',
  vitaminC: '维生素C',
  sodium: '钠',
  fatShare: '脂肪供能比',
  carbohydrateShare: '碳水化合物供能比',
};
const MEAL_NAMES: Record<Meal, string> = { 1: '早餐', 2: '午餐', 3: '晚餐' };
const DAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

export interface Evaluation {
  score: number;
  grade: '优' | '良' | '中' | '差';
  reasons: string[];
}

/**
 * A week's score out of 100 with its reasons: from the average day's checks a red nutrient −8, a yellow −3; a meal
 * with fewer than three of the four food groups −2 (at most −20); a day with fewer than three vegetables −3; a week
 * whose dark-coloured vegetables are under half of its vegetables −5. Missing figures take nothing off; they are named.
 */
export function evaluate(checks: Check[], variety: ReturnType<typeof varietyOf>): Evaluation {
  let score = 100;
  const reasons: string[] = [];
  for (const check of checks) {
    if (check.light !== 'red' && check.light !== 'yellow') continue;
    score -= check.light === 'red' ? 8 : 3;
    const name = NUTRIENT_NAMES[check.nutrient];
    const percent = Math.round(check.percent ?? 0);
    const isShare = check.nutrient === 'fatShare' || check.nutrient === 'carbohydrateShare';
    reasons.push(isShare ? `${name}${percent}%，超出推荐范围` : `${name}达标准的${percent}%${percent < 100 ? '，供给不足' : '，供给过量'}`);
  }
  const poorMeals = variety.meals.filter((meal) => !meal.ok);
  if (poorMeals.length) {
    score -= Math.min(20, poorMeals.length * 2);
    reasons.push(`${poorMeals.map((meal) => `${DAY_NAMES[meal.day]}${MEAL_NAMES[meal.meal]}`).join('、')}不足三类食物`);
  }
  const fewVegetables = variety.days.filter((day) => day.vegetables < 3);
  if (fewVegetables.length) {
    score -= 3 * fewVegetables.length;
    reasons.push(`${fewVegetables.map((day) => DAY_NAMES[day.day]).join('、')}蔬菜少于三种`);
  }
  const grams = variety.days.filter((day) => day.darkShare !== null);
  const dark = grams.length ? grams.reduce((sum, day) => sum + day.darkShare!, 0) / grams.length : null;
  if (dark !== null && dark < 50) {
    score -= 5;
    reasons.push(`深色蔬菜占${Math.round(dark)}%，不足一半`);
  }
  const missing = [...new Set(checks.flatMap((check) => check.missing))];
  if (missing.length) reasons.push(`缺少营养数据：${missing.join('、')}`);
  score = Math.max(0, score);
  return { score, grade: score >= 90 ? '优' : score >= 75 ? '良' : score >= 60 ? '中' : '差', reasons };
}
