// 食堂供餐's arithmetic, pure: meals by 餐别, the week's first day, and rankings with ties.

export type MealKey = 'breakfast' | 'lunch' | 'dinner' | 'supper';
/** dinner_type 1 早餐 2 午餐 3 晚餐 4 夜宵 */
export const MEAL_KEYS: Record<number, MealKey> = { 1: 'breakfast', 2: 'lunch', 3: 'dinner', 4: 'supper' };
export type ByMeal = Record<MealKey, number> & { total: number };

export const noMeals = (): ByMeal => ({ breakfast: 0, lunch: 0, dinner: 0, supper: 0, total: 0 });

/** Adds `meals` of `dinnerType` (null: a meal of no 餐别, in the total only). */
export function addMeals(into: ByMeal, dinnerType: number | null, meals: number): ByMeal {
  const key = dinnerType ? MEAL_KEYS[dinnerType] : undefined;
  if (key) into[key] += meals;
  into.total += meals;
  return into;
}

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
