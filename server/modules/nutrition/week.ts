// A recipe's week as the arithmetic takes it (arithmetic.ts DayInput): seven days (0 Monday … 6 Sunday) of meals of
// dishes with their ingredients — loaded for many recipes in one query.
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';
import type { DayInput, DishInput, Meal } from './arithmetic.ts';

export const emptyWeek = (): DayInput[] => Array.from({ length: 7 }, (_, day) => ({ day, meals: [] }));

/** Places a dish in a week's day and meal (in the order given). */
export function place(week: DayInput[], day: number, meal: Meal, dish: DishInput): void {
  const target = week[day]!;
  let slot = target.meals.find((item) => item.meal === meal);
  if (!slot) {
    slot = { meal, dishes: [] };
    target.meals.push(slot);
    target.meals.sort((a, b) => a.meal - b.meal);
  }
  slot.dishes.push(dish);
}

/** Dishes with their ingredients, by id. */
export async function dishesById(db: Queryable, dishIds: readonly string[]): Promise<Map<string, DishInput & { cookingMethod: string }>> {
  const { rows } = await db.query<{ id: string; name: string; cooking_method: string; food_code: string | null; grams: number | null }>(
    sql`SELECT d.id::text, d.name, d.cooking_method, g.food_code, g.grams FROM nutrition_dish d
          LEFT JOIN nutrition_dish_ingredient g ON g.dish_id = d.id
         WHERE d.id = ANY(${dishIds}::bigint[]) ORDER BY d.id, g.line_no`,
  );
  const dishes = new Map<string, DishInput & { cookingMethod: string }>();
  for (const row of rows) {
    let dish = dishes.get(row.id);
    if (!dish) dishes.set(row.id, (dish = { id: row.id, name: row.name, cookingMethod: row.cooking_method, ingredients: [] }));
    if (row.food_code !== null) dish.ingredients.push({ foodCode: row.food_code, grams: row.grams! });
  }
  return dishes;
}

/** The weeks of the given recipes, by recipe id. */
export async function recipeWeeks(db: Queryable, recipeIds: readonly string[]): Promise<Map<string, DayInput[]>> {
  const { rows } = await db.query<{ recipe_id: string; day: number; meal: Meal; dish_id: string }>(
    sql`SELECT recipe_id::text, day, meal, dish_id::text FROM nutrition_recipe_item WHERE recipe_id = ANY(${recipeIds}::bigint[])
         ORDER BY recipe_id, day, meal, line_no`,
  );
  const dishes = await dishesById(db, [...new Set(rows.map((row) => row.dish_id))]);
  const weeks = new Map(recipeIds.map((id) => [id, emptyWeek()]));
  for (const row of rows) place(weeks.get(row.recipe_id)!, row.day, row.meal, dishes.get(row.dish_id)!);
  return weeks;
}
