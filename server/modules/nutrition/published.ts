// The link other domains use: the published weeks (食谱 published with `recipe_publish`, the week's menu) — 信息公开's
// 食谱公示 shows them, the ledgers' 留样 expects a sample of each of their dishes (publishedDishesOn).
import type { Queryable } from '../../platform/db/database.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import { TIME } from '../../platform/db/zoned.ts';

export interface PublishedDish {
  id: string;
  name: string;
}
export interface PublishedMeal {
  meal: 'breakfast' | 'lunch' | 'dinner';
  dishes: PublishedDish[];
}
export interface PublishedDay {
  date: string /* YYYY-MM-DD */;
  meals: PublishedMeal[];
}
export interface PublishedWeek {
  recipeId: string;
  canteenId: string;
  canteenName: string;
  schoolId: string;
  schoolName: string;
  ageGroup: string;
  weekStart: string /* Monday, YYYY-MM-DD */;
  publishedAt: string;
  days: PublishedDay[];
}

const MEALS = { 1: 'breakfast', 2: 'lunch', 3: 'dinner' } as const;

/** The Monday of the week containing `day` (YYYY-MM-DD), as SQL. */
export const mondayOf = (day: string | Sql) => sql`(date_trunc('week', (${day})::date)::date)`;

/** The recipes published for a school's canteens for the week containing `day`. */
export async function publishedWeeks(db: Queryable, tenantId: string, schoolId: string, day: string): Promise<PublishedWeek[]> {
  const { rows: recipes } = await db.query<Omit<PublishedWeek, 'days'>>(
    sql`SELECT r.id::text AS "recipeId", r.canteen_id::text AS "canteenId", c.dept_name AS "canteenName", r.school_id::text AS "schoolId",
               s.dept_name AS "schoolName", r.age_group AS "ageGroup", to_char(r.week_start, 'YYYY-MM-DD') AS "weekStart",
               ${TIME('r.published_at')} AS "publishedAt"
          FROM nutrition_recipe r JOIN dept c ON c.id = r.canteen_id JOIN dept s ON s.id = r.school_id
         WHERE r.tenant_id = ${tenantId} AND r.school_id = ${schoolId} AND r.status = 1 AND r.is_deleted = 0 AND r.week_start = ${mondayOf(day)}
         ORDER BY c.sort, c.id`,
  );
  if (!recipes.length) return [];
  const { rows: items } = await db.query<{ recipe_id: string; date: string; meal: 1 | 2 | 3; id: string; name: string }>(
    sql`SELECT i.recipe_id::text, to_char(r.week_start + i.day, 'YYYY-MM-DD') AS date, i.meal, d.id::text, d.name
          FROM nutrition_recipe_item i JOIN nutrition_recipe r ON r.id = i.recipe_id JOIN nutrition_dish d ON d.id = i.dish_id
         WHERE i.recipe_id = ANY(${recipes.map((recipe) => recipe.recipeId)}::bigint[]) ORDER BY i.recipe_id, i.day, i.meal, i.line_no`,
  );
  return recipes.map((recipe) => {
    const days: PublishedDay[] = [];
    for (const item of items.filter((row) => row.recipe_id === recipe.recipeId)) {
      let day = days.find((entry) => entry.date === item.date);
      if (!day) days.push((day = { date: item.date, meals: [] }));
      let meal = day.meals.find((entry) => entry.meal === MEALS[item.meal]);
      if (!meal) day.meals.push((meal = { meal: MEALS[item.meal], dishes: [] }));
      meal.dishes.push({ id: item.id, name: item.name });
    }
    return { ...recipe, days };
  });
}

/** The published recipes' dishes of the canteens on a day, as rows (canteen_id, meal, dish): 留样's expectation. */
export const publishedDishesOn = (canteenIds: readonly string[], day: string) => sql`
  SELECT r.canteen_id, i.meal, d.name AS dish
    FROM nutrition_recipe r JOIN nutrition_recipe_item i ON i.recipe_id = r.id AND i.day = (${day}::date - r.week_start)
    JOIN nutrition_dish d ON d.id = i.dish_id
   WHERE r.canteen_id = ANY(${canteenIds}::bigint[]) AND r.status = 1 AND r.is_deleted = 0 AND r.week_start = ${mondayOf(day)}`;
