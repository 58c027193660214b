// 营养管理's item of 待办提醒 (server/platform/todo/registry.ts): the canteens of the keeper's reach with no published
// recipe for next week — the list it opens (食谱管理) shows next week's recipes.
import { NUTRITION_KEEPERS } from '../../platform/access/policy.ts';
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';
import { APP_TODAY } from '../../platform/db/zoned.ts';
import type { TodoDefinition } from '../../platform/todo/registry.ts';
import { mondayOf } from './published.ts';
import { nutritionScope } from './scope.ts';

export const nutritionTodo: TodoDefinition[] = [
  {
    key: 'nutrition.unpublished',
    roles: NUTRITION_KEEPERS,
    path: '/yingyang/recipe/index',
    count: async (db: Queryable, claims: AccessClaims) => {
      const scope = await nutritionScope(db, claims);
      const { rows } = await db.query<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM unnest(${scope.keptCanteens}::bigint[]) c (id)
             WHERE NOT EXISTS (SELECT 1 FROM nutrition_recipe r WHERE r.canteen_id = c.id AND r.status = 1 AND r.is_deleted = 0
                                  AND r.week_start = ${mondayOf(APP_TODAY)} + 7)`,
      );
      return rows[0]!.count;
    },
  },
];
