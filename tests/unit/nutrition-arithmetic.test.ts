// The nutrient arithmetic (server/modules/nutrition/arithmetic.ts) against a week computed by hand, with foods whose 13
// figures are all in the book: 大米 012101 (edible 100%), 菠菜 045301 (89%), 鸡蛋 111101x (87%), 苹果 061101x (85%),
// 牛肉 082101x (100%), 纯牛奶 101101x (100%). Then "Tr" as 0, a figure not measured named and never zero, rounding,
// the lights against WS/T 554 for 9–11-year-olds, the variety and the score.
import { describe, expect, it } from 'vitest';
import { analyzeWeek } from '../../server/modules/nutrition/analysis.ts';
import {
  averageDay,
  checkDay,
  dayTotals,
  dishTotals,
  evaluate,
  roundNutrient,
  varietyOf,
  type DayInput,
  type DishInput,
} from '../../server/modules/nutrition/arithmetic.ts';
import { foodVersion, standardVersion, type FoodTable, type StandardTable } from '../../server/modules/nutrition/table.ts';
import foodsFile from '../../server/modules/nutrition/data/foods.json' with { type: 'json' };
import standardsFile from '../../server/modules/nutrition/data/standards.json' with { type: 'json' };

const foods = new Map(foodsFile.foods.map((food) => [food.code, food])) as unknown as FoodTable['foods'];
const table: FoodTable = { foods, revision: 0, version: foodVersion(0) };
const standard = { daily: standardsFile.daily, revision: 0, version: standardVersion(0) } as unknown as StandardTable;

const rice: DishInput = { id: '1', name: '米饭', ingredients: [{ foodCode: '012101', grams: 100 }] };
const spinachEgg: DishInput = {
  id: '2',
  name: '菠菜炒蛋',
  ingredients: [
    { foodCode: '045301', grams: 100 },
    { foodCode: '111101x', grams: 50 },
  ],
};
const apple: DishInput = { id: '3', name: '苹果', ingredients: [{ foodCode: '061101x', grams: 100 }] };
const beef: DishInput = { id: '4', name: '炖牛肉', ingredients: [{ foodCode: '082101x', grams: 60 }] };
const milk: DishInput = { id: '5', name: '牛奶', ingredients: [{ foodCode: '101101x', grams: 200 }] };
const week: DayInput[] = [
  { day: 0, meals: [{ meal: 2, dishes: [rice, spinachEgg, apple] }] },
  { day: 1, meals: [{ meal: 2, dishes: [rice, beef, milk] }] },
  ...[2, 3, 4, 5, 6].map((day) => ({ day, meals: [] })),
];

describe('the nutrient arithmetic', () => {
  it('gives a day what the hand gives: raw grams × edible share × figure per 100 g, rounded only when shown', () => {
    const monday = dayTotals(week[0]!, foods);
    // energy: 100×1.00×345/100 + 100×0.89×28/100 + 50×0.87×139/100 + 100×0.85×53/100 = 345 + 24.92 + 60.465 + 45.05
    expect(monday.energy.value).toBeCloseTo(475.435, 9);
    expect(roundNutrient('energy', monday.energy.value)).toBe(475);
    // protein: 7.7 + 2.314 + 5.6985 + 0.34 = 16.0525 → 16.1 (one decimal)
    expect(roundNutrient('protein', monday.protein.value)).toBe(16.1);
    // calcium: 11 + 58.74 + 24.36 + 3.4 = 97.5 → 98 (half up, though the sum of products lands a hair under)
    expect(roundNutrient('calcium', monday.calcium.value)).toBe(98);
    // iron: 1.1 + 2.581 + 0.696 + 0.255 = 4.632 → 4.6
    expect(roundNutrient('iron', monday.iron.value)).toBe(4.6);
    // vitamin C: 0 + 28.48 + Tr (egg: 0 in arithmetic) + 2.55 = 31.03 → 31
    expect(roundNutrient('vitaminC', monday.vitaminC.value)).toBe(31);
    expect(monday.vitaminC.missing).toEqual([]);

    const tuesday = dayTotals(week[1]!, foods);
    // energy: 345 + 60×160/100 + 200×65/100 = 345 + 96 + 130 = 571
    expect(tuesday.energy.value).toBeCloseTo(571, 9);
    // the average served day: (475.435 + 571) / 2 = 523.2175 → 523; the empty days are not days served
    expect(roundNutrient('energy', averageDay(week, foods).energy.value)).toBe(523);
  });

  it('names an ingredient whose figure is not measured and never counts it as zero', () => {
    const oily: DishInput = {
      id: '6',
      name: '炒菠菜',
      ingredients: [
        { foodCode: '045301', grams: 100 },
        { foodCode: '192004', grams: 10 },
      ],
    };
    const totals = dishTotals(oily, foods);
    // 大豆油 has no vitamin C and no vitamin A in the book: the sum is the spinach's, and the oil is named
    expect(totals.vitaminC.value).toBeCloseTo(28.48, 9);
    expect(totals.vitaminC.missing).toEqual(['炒菠菜 · 大豆油']);
    expect(totals.vitaminA.missing).toEqual(['炒菠菜 · 大豆油']);
    // energy is printed for both: 24.92 + 10×899/100 = 114.82
    expect(totals.energy.value).toBeCloseTo(114.82, 9);
    expect(totals.energy.missing).toEqual([]);
    // an unknown food is missing for every nutrient
    expect(dishTotals({ id: '7', name: '怪菜', ingredients: [{ foodCode: 'NOPE', grams: 10 }] }, foods).energy.missing).toEqual(['怪菜 · NOPE']);
  });

  it('lights each nutrient against WS/T 554 for the meals served (9–11, lunch: 40% of the day)', () => {
    const checks = checkDay(dayTotals(week[0]!, foods), standardsFile.daily['9-11'], [2]);
    const by = (nutrient: string) => checks.find((check) => check.nutrient === nutrient)!;
    // energy: the boys' 2100 and the girls' 1900 → 2000 × 40% = 800; 475.435 / 800 = 59.4% → red
    expect(by('energy').target).toBe(800);
    expect(Math.round(by('energy').percent!)).toBe(59);
    expect(by('energy').light).toBe('red');
    // protein 50 × 40% = 20: 16.0525 / 20 = 80.3% → green (80–120%)
    expect(by('protein').light).toBe('green');
    // calcium 850 × 40% = 340: 28.7% → red; vitamin C 75 × 40% = 30: 103% → green; iron 14 × 40% = 5.6: 82.7% → green
    expect(by('calcium').light).toBe('red');
    expect(by('vitaminC').light).toBe('green');
    expect(by('iron').light).toBe('green');
    // fat's share of energy: (0.6 + 0.267 + 3.741 + 0.17) × 9 / 475.435 = 9.0% → red (20–30%, yellow within 5 points)
    expect(by('fatShare').light).toBe('red');
    // a figure the standard lacks (6–8-year-olds' protein) gives no light
    expect(checkDay(dayTotals(week[0]!, foods), standardsFile.daily['6-8'], [2]).find((check) => check.nutrient === 'protein')!.light).toBe('none');
  });

  it('counts the food groups a meal, the day’s vegetables and the dark-coloured share, and scores the week with its reasons', () => {
    const variety = varietyOf(week, foods);
    // Monday: 谷薯 (rice), 蔬菜水果 (spinach, apple), 鱼禽肉蛋 (egg) → 3 of 4; Tuesday: rice, beef, milk → 3 of 4
    expect(variety.meals.map((meal) => [meal.day, meal.groups.length, meal.ok])).toEqual([
      [0, 3, true],
      [1, 3, true],
    ]);
    // Monday one vegetable (spinach, dark: 100%); Tuesday none
    expect(variety.days).toEqual([
      { day: 0, vegetables: 1, darkShare: 100 },
      { day: 1, vegetables: 0, darkShare: null },
    ]);
    const evaluation = evaluate(checkDay(averageDay(week, foods), standardsFile.daily['9-11'], [2]), variety);
    expect(evaluation.reasons).toContain('周一、周二蔬菜少于三种');
    expect(evaluation.reasons.some((reason) => reason.startsWith('能量达标准的'))).toBe(true);
    expect(evaluation.score).toBeLessThan(90);
  });

  it('answers a week with its versions and rounded figures', () => {
    const analysis = analyzeWeek(week, '9-11', table, standard);
    expect(analysis.foodVersion).toBe('《中国食物成分表标准版（第6版）》 · 修订 0');
    expect(analysis.standardVersion).toBe('WS/T 554-2017 学生餐营养指南 · 修订 0');
    expect(analysis.meals).toEqual([2]);
    expect(analysis.days[0]!.totals.find((total) => total.nutrient === 'energy')!.value).toBe(475);
    expect(analysis.week.checks.find((check) => check.nutrient === 'energy')!.value).toBe(523);
    expect(analysis.days[2]!.served).toBe(false);
  });
});
