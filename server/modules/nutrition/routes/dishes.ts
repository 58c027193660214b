// 菜品库 (/api/shian/nutrition/dish/…): a school's dishes — ingredients with raw grams per serving (whole grams) and a
// cooking method. Readers see the dishes of the schools of their reach; a school keeps its own, a canteen its
// school's. A dish on a published week is not removed.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { transaction } from '../../../platform/db/database.ts';
import { sql } from '../../../platform/db/sql.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { conflict, isUniqueViolation, notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { editable, id, lookupId, offsetOf, optionalId, optionalText, paging, text, version } from '../../../platform/http/fields.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import { dishTotals, NUTRIENTS, roundNutrient } from '../arithmetic.ts';
import { Dish } from '../answers.ts';
import { keeperScope, nutritionScope } from '../scope.ts';
import { foodTable, type FoodTable } from '../table.ts';
import { dishesById } from '../week.ts';
import { NUTRITION_BASE } from './foods.ts';

const DishInput = editable('菜品不存在', {
  schoolId: optionalId('请选择学校'),
  name: text('请输入菜品名称', 50),
  cookingMethod: optionalText('烹调方式', 20),
  ingredients: z
    .array(
      z.object({
        foodCode: text('请选择食材', 20),
        grams: z.number({ error: '用量应为 1~2000 克的整数' }).int('用量应为整数克').min(1, '用量应为 1~2000 克的整数').max(2000, '用量应为 1~2000 克的整数'),
      }),
      { error: '请添加食材' },
    )
    .min(1, '请添加食材')
    .max(30, '食材最多 30 种'),
});

interface DishRow {
  id: string;
  schoolId: string;
  schoolName: string;
  name: string;
  cookingMethod: string;
  version: number;
}

/** The dish rows with their ingredients and a serving's energy, protein and missing figures. */
async function withFigures(db: AppContext['db']['pool'], rows: DishRow[], table: FoodTable): Promise<z.infer<typeof Dish>[]> {
  const dishes = await dishesById(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const dish = dishes.get(row.id) ?? { id: row.id, name: row.name, ingredients: [] };
    const totals = dishTotals(dish, table.foods);
    return {
      ...row,
      ingredients: dish.ingredients.map((item) => ({ ...item, foodName: table.foods.get(item.foodCode)?.name ?? item.foodCode })),
      energy: roundNutrient('energy', totals.energy.value),
      protein: roundNutrient('protein', totals.protein.value),
      missing: [...new Set(NUTRIENTS.flatMap((key) => totals[key].missing))],
    };
  });
}

const SELECT = sql`SELECT d.id::text, d.school_id::text AS "schoolId", s.dept_name AS "schoolName", d.name, d.cooking_method AS "cookingMethod", d.version
  FROM nutrition_dish d JOIN dept s ON s.id = d.school_id`;

export function dishRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['nutrition'];

  app.get(
    `${NUTRITION_BASE}/dish/list`,
    {
      schema: {
        tags,
        summary: 'A page of the dishes of the schools in reach; ?keyword=, ?schoolId=',
        querystring: z.object({ ...paging(500), keyword: z.string().trim().max(50).optional(), schoolId: lookupId() }),
        response: answers(paged(Dish)),
      },
    },
    async (request) => {
      const scope = await nutritionScope(db, await authenticate(ctx, request));
      const { keyword = '', schoolId = null, ...page } = request.query;
      const where = sql`d.is_deleted = 0 AND d.school_id = ANY(${scope.schoolIds}::bigint[]) AND (${schoolId}::bigint IS NULL OR d.school_id = ${schoolId})
        AND (${keyword} = '' OR d.name LIKE ${containing(keyword)})`;
      const [rows, total] = await Promise.all([
        db.query<DishRow>(sql`${SELECT} WHERE ${where} ORDER BY s.sort, s.id, d.name LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM nutrition_dish d WHERE ${where}`),
      ]);
      const table = await foodTable(db, scope.actor.tenantId);
      return ok(pageOf(await withFigures(db, rows.rows, table), total.rows[0]!.total, page));
    },
  );

  app.get(
    `${NUTRITION_BASE}/dish/detail`,
    { schema: { tags, summary: 'One dish in reach; 404 otherwise', querystring: z.object({ id: lookupId() }), response: answers(Dish) } },
    async (request) => {
      const scope = await nutritionScope(db, await authenticate(ctx, request));
      const { rows } = await db.query<DishRow>(
        sql`${SELECT} WHERE d.id = ${request.query.id ?? '0'} AND d.is_deleted = 0 AND d.school_id = ANY(${scope.schoolIds}::bigint[])`,
      );
      if (!rows[0]) throw notFound('菜品不存在');
      return ok((await withFigures(db, rows, await foodTable(db, scope.actor.tenantId)))[0]!);
    },
  );

  app.post(
    `${NUTRITION_BASE}/dish/save`,
    {
      schema: {
        tags,
        summary: 'Adds a dish (no id) or edits one (id and version): its name, cooking method and ingredients in whole grams per serving',
        body: DishInput,
        response: answers(Dish),
      },
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const body = request.body;
      const schoolId = body.schoolId ?? scope.keptSchools[0];
      if (!schoolId || !scope.keptSchools.includes(schoolId)) throw badRequest('请选择学校');
      const table = await foodTable(db, scope.actor.tenantId);
      const unknown = body.ingredients.find((item) => !table.foods.has(item.foodCode));
      if (unknown) throw badRequest(`食材不存在：${unknown.foodCode}`);
      const saved = await transaction(db, async (tx) => {
        let dishId = body.id;
        try {
          if (!dishId) {
            const { rows } = await tx.query<{ id: string }>(
              sql`INSERT INTO nutrition_dish (tenant_id, school_id, name, cooking_method, create_user)
                  VALUES (${scope.actor.tenantId}, ${schoolId}, ${body.name}, ${body.cookingMethod}, ${scope.actor.userId}) RETURNING id::text`,
            );
            dishId = rows[0]!.id;
          } else {
            const { rowCount } = await tx.query(
              sql`UPDATE nutrition_dish SET name = ${body.name}, cooking_method = ${body.cookingMethod}, update_time = app_now(), version = version + 1
                   WHERE id = ${dishId} AND is_deleted = 0 AND school_id = ANY(${scope.keptSchools}::bigint[]) AND version = ${body.version!}`,
            );
            if (!rowCount) {
              const { rows } = await tx.query(
                sql`SELECT 1 FROM nutrition_dish WHERE id = ${dishId} AND is_deleted = 0 AND school_id = ANY(${scope.keptSchools}::bigint[])`,
              );
              throw rows.length ? staleVersion() : notFound('菜品不存在');
            }
            await tx.query(sql`DELETE FROM nutrition_dish_ingredient WHERE dish_id = ${dishId}`);
          }
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict('菜品名称已存在');
          throw error;
        }
        await tx.query(
          sql`INSERT INTO nutrition_dish_ingredient (dish_id, line_no, food_code, grams)
              SELECT ${dishId}, n::smallint, f, g FROM unnest(${body.ingredients.map((item) => item.foodCode)}::text[], ${body.ingredients.map((item) => item.grams)}::int[])
                WITH ORDINALITY AS t (f, g, n)`,
        );
        return dishId;
      });
      const { rows } = await db.query<DishRow>(sql`${SELECT} WHERE d.id = ${saved}`);
      return ok((await withFigures(db, rows, table))[0]!);
    },
  );

  app.post(
    `${NUTRITION_BASE}/dish/remove`,
    {
      schema: {
        tags,
        summary: 'Removes a dish of the caller’s school; refused while a published week holds it',
        body: z.object({ id: id('菜品不存在'), version: version() }),
        response: answers(z.null()),
      },
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const { id: dishId, version: seen } = request.body;
      const { rows: used } = await db.query(
        sql`SELECT 1 FROM nutrition_recipe_item i JOIN nutrition_recipe r ON r.id = i.recipe_id WHERE i.dish_id = ${dishId} AND r.status = 1 AND r.is_deleted = 0 LIMIT 1`,
      );
      if (used.length) throw badRequest('该菜品在已发布的食谱中，不能删除');
      const { rowCount } = await db.query(
        sql`UPDATE nutrition_dish SET is_deleted = 1, update_time = app_now(), version = version + 1
             WHERE id = ${dishId} AND is_deleted = 0 AND school_id = ANY(${scope.keptSchools}::bigint[]) AND version = ${seen}`,
      );
      if (!rowCount) throw notFound('菜品不存在');
      return ok(null);
    },
  );
}
