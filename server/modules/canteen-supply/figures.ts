// 食堂供餐's arithmetic, pure: meals by 餐别, the week's first day, and rankings with ties.

export type MealKey = 'breakfast' | 'lunch' | 'dinner' | 'supper';
export type ByMeal = Record<MealKey, number> & { total: number };

/** The meals by 餐别 of a row of sums (meals.ts MEAL_SUMS; none: all 0); total also counts the meals of no 餐别. */
export const byMealOf = (row?: Partial<Record<keyof ByMeal, unknown>>): ByMeal => ({
  breakfast: Number(row?.breakfast ?? 0),
  lunch: Number(row?.lunch ?? 0),
  dinner: Number(row?.dinner ?? 0),
  supper: Number(row?.supper ?? 0),
  total: Number(row?.total ?? 0),
});

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
