// 食堂供餐's arithmetic, pure: meals by 餐别 (早餐, 午餐, 晚餐, 夜宵; the total also counts a meal of none), the week's first day, and rankings with ties.

export type MealKey = 'breakfast' | 'lunch' | 'dinner' | 'supper';
export type ByMeal = Record<MealKey, number> & { total: number };

/** The fields of a ByMeal, the total last. */
export const MEAL_FIELDS = ['breakfast', 'lunch', 'dinner', 'supper', 'total'] as const satisfies readonly (keyof ByMeal)[];

export const noMeals = (): ByMeal => ({ breakfast: 0, lunch: 0, dinner: 0, supper: 0, total: 0 });

/** The Monday of the week of `day` (YYYY-MM-DD). */
export function weekStartOf(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  const back = (new Date(time).getUTCDay() + 6) % 7;
  return new Date(time - back * 86_400_000).toISOString().slice(0, 10);
}

/** Ranks by `value`, highest first; equal values share a rank and the next rank skips (1, 2, 2, 4). */
export function ranksOf(values: readonly number[]): number[] {
  return values.map((value) => 1 + values.filter((other) => other > value).length);
}
