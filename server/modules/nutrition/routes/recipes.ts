// 食谱管理 (/api/shian/nutrition/recipe/…): a canteen's quantified week (带量食谱) for an age group — days (0 Monday …
// 6 Sunday) × meals (1 早餐 · 2 午餐 · 3 晚餐) × dishes of its school's 菜品库. A draft is saved and analysed as it is
// edited (…/analyze answers for an unsaved one); publishing (`recipe_publish`) makes it the week's menu, replacing the
// week's earlier published one. Readers see the recipes of the canteens of their reach, supervisors the published only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireButton } from '../../../platform/access/buttons.ts';
import { allows } from '../../../platform/access/policy.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { transaction, type Queryable } from '../../../platform/db/database.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { editable, id, isDay, lookupId, offsetOf, oneOf, paging, text, version } from '../../../platform/http/fields.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { AGE_GROUPS, type AgeGroup, type Meal } from '../arithmetic.ts';
import { analyzeWeek } from '../analysis.ts';
import { Analysis, Recipe, RecipeRow } from '../answers.ts';
import { keeperScope, nutritionScope, type NutritionScope } from '../scope.ts';
import { foodTable, standardTable } from '../table.ts';
import { dishesById, emptyWeek, place, recipeWeeks } from '../week.ts';
import { NUTRITION_BASE } from './foods.ts';

const ageGroup = oneOf(AGE_GROUPS, '请选择年龄段');
const Items = z
  .array(
    z.object({
      day: z.number({ error: '日期不正确' }).int().min(0, '日期不正确').max(6, '日期不正确'),
      meal: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '餐次不正确' }),
      dishIds: z.array(id('菜品不存在')).max(20, '一餐最多 20 个菜品'),
    }),
  )
  .max(21);
const weekStart = text('请选择周一日期', 10).refine((day) => isDay(day) && new Date(`${day}T00:00:00Z`).getUTCDay() === 1, '食谱的周起始日应为周一');
const RecipeInput = editable('食谱不存在', { canteenId: id('请选择食堂'), weekStart, ageGroup, items: Items });

const ROW = sql`SELECT r.id::text, r.canteen_id::text AS "canteenId", c.dept_name AS "canteenName", r.school_id::text AS "schoolId", s.dept_name AS "schoolName",
       to_char(r.week_start, 'YYYY-MM-DD') AS "weekStart", r.age_group AS "ageGroup", r.status, ${TIME('r.published_at')} AS "publishedAt",
       (SELECT count(*)::int FROM nutrition_recipe_item i WHERE i.recipe_id = r.id) AS "dishCount", r.version,
       r.food_revision, r.standard_revision
  FROM nutrition_recipe r JOIN dept c ON c.id = r.canteen_id JOIN dept s ON s.id = r.school_id`;

/** What of the recipes a scope reads: its canteens', and of them only the published (and replaced) unless it keeps them. */
export const recipeVisibility = (scope: NutritionScope): Sql =>
  sql`r.is_deleted = 0 AND r.canteen_id = ANY(${scope.canteenIds}::bigint[]) AND (${allows('nutrition.keep', scope.actor.role)} OR r.status <> 0)`;

type Row = z.infer<typeof RecipeRow> & { food_revision: number | null; standard_revision: number | null };

/** A week's items with dish names and its analysis, with the tables it was published with (the current ones for a draft). */
async function detailOf(db: Queryable, tenantId: string, row: Row): Promise<z.infer<typeof Recipe>> {
  const week = (await recipeWeeks(db, [row.id])).get(row.id)!;
  const [foods, standard] = await Promise.all([foodTable(db, tenantId, row.food_revision), standardTable(db, tenantId, row.standard_revision)]);
  const { food_revision: _f, standard_revision: _s, ...rest } = row;
  return {
    ...rest,
    items: week.flatMap((day) =>
      day.meals.map((meal) => ({ day: day.day, meal: meal.meal, dishes: meal.dishes.map((dish) => ({ id: dish.id, name: dish.name })) })),
    ),
    analysis: analyzeWeek(week, row.ageGroup as AgeGroup, foods, standard),
  };
}

/** The items' dishes must be of the canteen's school. */
async function checkDishes(db: Queryable, schoolId: string, items: z.infer<typeof Items>) {
  const ids = [...new Set(items.flatMap((item) => item.dishIds))];
  const { rows } = await db.query<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM nutrition_dish WHERE id = ANY(${ids}::bigint[]) AND school_id = ${schoolId} AND is_deleted = 0`,
  );
  if (rows[0]!.n !== ids.length) throw badRequest('菜品不存在');
}

export function recipeRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['nutrition'];
  const base = `${NUTRITION_BASE}/recipe`;

  app.get(
    `${NUTRITION_BASE}/canteens`,
    {
      schema: {
        tags,
        summary: 'The canteens of the caller’s reach, each with whether the caller keeps its recipes',
        response: answers(z.array(z.object({ id: z.string(), name: z.string(), schoolId: z.string(), schoolName: z.string(), kept: z.boolean() }))),
      },
    },
    async (request) => {
      const scope = await nutritionScope(db, await authenticate(ctx, request));
      const { rows } = await db.query<{ id: string; name: string; schoolId: string; schoolName: string }>(
        sql`SELECT c.id::text, c.dept_name AS name, s.id::text AS "schoolId", s.dept_name AS "schoolName" FROM dept c JOIN dept s ON s.id = c.parent_id
             WHERE c.id = ANY(${scope.canteenIds}::bigint[]) ORDER BY s.sort, s.id, c.sort, c.id`,
      );
      return ok(rows.map((row) => ({ ...row, kept: scope.keptCanteens.includes(row.id) })));
    },
  );

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: 'A page of the recipes in reach, newest week first; ?canteenId=, ?status=0|1|2, ?weekStart=',
        querystring: z.object({ ...paging(), canteenId: lookupId(), status: z.string().optional(), weekStart: z.string().optional() }),
        response: answers(paged(RecipeRow)),
      },
    },
    async (request) => {
      const scope = await nutritionScope(db, await authenticate(ctx, request));
      const { canteenId = null, status, weekStart: week, ...page } = request.query;
      const statusValue = status && /^[012]$/.test(status) ? Number(status) : null;
      const weekValue = week && isDay(week) ? week : null;
      const where = sql`${recipeVisibility(scope)} AND (${canteenId}::bigint IS NULL OR r.canteen_id = ${canteenId})
        AND (${statusValue}::int IS NULL OR r.status = ${statusValue}) AND (${weekValue}::date IS NULL OR r.week_start = ${weekValue}::date)`;
      const [rows, total] = await Promise.all([
        db.query<Row>(sql`${ROW} WHERE ${where} ORDER BY r.week_start DESC, c.sort, c.id, r.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM nutrition_recipe r WHERE ${where}`),
      ]);
      return ok(
        pageOf(
          rows.rows.map(({ food_revision: _f, standard_revision: _s, ...row }) => row),
          total.rows[0]!.total,
          page,
        ),
      );
    },
  );

  app.get(
    `${base}/detail`,
    { schema: { tags, summary: 'One recipe in reach with its week and its analysis', querystring: z.object({ id: lookupId() }), response: answers(Recipe) } },
    async (request) => {
      const scope = await nutritionScope(db, await authenticate(ctx, request));
      const { rows } = await db.query<Row>(sql`${ROW} WHERE r.id = ${request.query.id ?? '0'} AND ${recipeVisibility(scope)}`);
      if (!rows[0]) throw notFound('食谱不存在');
      return ok(await detailOf(db, scope.actor.tenantId, rows[0]));
    },
  );

  app.post(
    `${base}/analyze`,
    {
      schema: {
        tags,
        summary: 'Analyses an unsaved week (the editor’s live figures): its dishes of the schools in reach against the standard',
        body: z.object({ ageGroup, items: Items }),
        response: answers(Analysis),
      },
    },
    async (request) => {
      const scope = await nutritionScope(db, await authenticate(ctx, request));
      const { ageGroup: age, items } = request.body;
      const ids = [...new Set(items.flatMap((item) => item.dishIds))];
      const { rows } = await db.query<{ id: string }>(
        sql`SELECT id::text FROM nutrition_dish WHERE id = ANY(${ids}::bigint[]) AND school_id = ANY(${scope.schoolIds}::bigint[])`,
      );
      if (rows.length !== ids.length) throw badRequest('菜品不存在');
      const dishes = await dishesById(db, ids);
      const week = emptyWeek();
      for (const item of items) for (const dishId of item.dishIds) place(week, item.day, item.meal as Meal, dishes.get(dishId)!);
      const [foods, standard] = await Promise.all([foodTable(db, scope.actor.tenantId), standardTable(db, scope.actor.tenantId)]);
      return ok(analyzeWeek(week, age, foods, standard));
    },
  );

  app.post(
    `${base}/save`,
    {
      schema: {
        tags,
        summary: 'Saves a draft week (no id: a new one, button `recipe_add`; id and version: an edit, `recipe_edit`)',
        description: 'A published week is not edited: save a new draft and publish it, which replaces it.',
        body: RecipeInput,
        response: answers(Recipe),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const body = request.body;
      await requireButton(db, claims, body.id ? 'recipe_edit' : 'recipe_add');
      const scope = await keeperScope(db, claims);
      if (!scope.keptCanteens.includes(body.canteenId)) throw badRequest('请选择食堂');
      const { rows: canteen } = await db.query<{ school: string }>(sql`SELECT parent_id::text AS school FROM dept WHERE id = ${body.canteenId}`);
      const schoolId = canteen[0]!.school;
      await checkDishes(db, schoolId, body.items);
      const recipeId = await transaction(db, async (tx) => {
        let saved = body.id;
        if (!saved) {
          const { rows } = await tx.query<{ id: string }>(
            sql`INSERT INTO nutrition_recipe (tenant_id, school_id, canteen_id, week_start, age_group, create_user)
                VALUES (${scope.actor.tenantId}, ${schoolId}, ${body.canteenId}, ${body.weekStart}::date, ${body.ageGroup}, ${scope.actor.userId}) RETURNING id::text`,
          );
          saved = rows[0]!.id;
        } else {
          const { rowCount } = await tx.query(
            sql`UPDATE nutrition_recipe SET canteen_id = ${body.canteenId}, school_id = ${schoolId}, week_start = ${body.weekStart}::date, age_group = ${body.ageGroup},
                       update_time = app_now(), version = version + 1
                 WHERE id = ${saved} AND is_deleted = 0 AND status = 0 AND canteen_id = ANY(${scope.keptCanteens}::bigint[]) AND version = ${body.version!}`,
          );
          if (!rowCount) throw await refusal(tx, saved, scope);
          await tx.query(sql`DELETE FROM nutrition_recipe_item WHERE recipe_id = ${saved}`);
        }
        const lines = body.items.flatMap((item) => item.dishIds.map((dishId, index) => ({ day: item.day, meal: item.meal, line: index + 1, dishId })));
        if (lines.length)
          await tx.query(
            sql`INSERT INTO nutrition_recipe_item (recipe_id, day, meal, line_no, dish_id)
                SELECT ${saved}, d, m, l, x FROM unnest(${lines.map((line) => line.day)}::int[], ${lines.map((line) => line.meal)}::int[],
                       ${lines.map((line) => line.line)}::int[], ${lines.map((line) => line.dishId)}::bigint[]) AS t (d, m, l, x)
                ON CONFLICT DO NOTHING`,
          );
        return saved;
      });
      const { rows } = await db.query<Row>(sql`${ROW} WHERE r.id = ${recipeId}`);
      return ok(await detailOf(db, scope.actor.tenantId, rows[0]!));
    },
  );

  app.post(
    `${base}/publish`,
    {
      schema: {
        tags,
        summary: 'Publishes a draft week (button `recipe_publish`): the week’s menu, replacing the canteen’s earlier published one of that week',
        body: z.object({ id: id('食谱不存在'), version: version() }),
        response: answers(Recipe),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await requireButton(db, claims, 'recipe_publish');
      const scope = await keeperScope(db, claims);
      const { id: recipeId, version: seen } = request.body;
      const [foods, standard] = await Promise.all([foodTable(db, scope.actor.tenantId), standardTable(db, scope.actor.tenantId)]);
      await transaction(db, async (tx) => {
        const { rows } = await tx.query<{ canteen_id: string; week_start: string; items: number }>(
          sql`SELECT canteen_id::text, to_char(week_start, 'YYYY-MM-DD') AS week_start, (SELECT count(*)::int FROM nutrition_recipe_item WHERE recipe_id = r.id) AS items
                FROM nutrition_recipe r WHERE id = ${recipeId} AND is_deleted = 0 AND status = 0 AND canteen_id = ANY(${scope.keptCanteens}::bigint[]) AND version = ${seen} FOR UPDATE`,
        );
        if (!rows[0]) throw await refusal(tx, recipeId, scope);
        if (!rows[0].items) throw badRequest('食谱没有菜品，不能发布');
        await tx.query(
          sql`UPDATE nutrition_recipe SET status = 2, update_time = app_now(), version = version + 1
               WHERE canteen_id = ${rows[0].canteen_id} AND week_start = ${rows[0].week_start}::date AND status = 1 AND is_deleted = 0`,
        );
        await tx.query(
          sql`UPDATE nutrition_recipe SET status = 1, published_at = app_now(), publish_user_name = ${scope.actor.name}, food_revision = ${foods.revision},
                     standard_revision = ${standard.revision}, update_time = app_now(), version = version + 1 WHERE id = ${recipeId}`,
        );
      });
      const { rows } = await db.query<Row>(sql`${ROW} WHERE r.id = ${recipeId}`);
      return ok(await detailOf(db, scope.actor.tenantId, rows[0]!));
    },
  );

  app.post(
    `${base}/remove`,
    {
      schema: {
        tags,
        summary: 'Removes a draft week (button `recipe_delete`)',
        body: z.object({ id: id('食谱不存在'), version: version() }),
        response: answers(z.null()),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await requireButton(db, claims, 'recipe_delete');
      const scope = await keeperScope(db, claims);
      const { rowCount } = await db.query(
        sql`UPDATE nutrition_recipe SET is_deleted = 1, update_time = app_now(), version = version + 1
             WHERE id = ${request.body.id} AND is_deleted = 0 AND status = 0 AND canteen_id = ANY(${scope.keptCanteens}::bigint[]) AND version = ${request.body.version}`,
      );
      if (!rowCount) throw await refusal(db, request.body.id, scope);
      return ok(null);
    },
  );
}

/** Why a change to a recipe changed nothing: none of the caller's, a published one, or a stale version. */
async function refusal(db: Queryable, recipeId: string, scope: NutritionScope) {
  const { rows } = await db.query<{ status: number }>(
    sql`SELECT status FROM nutrition_recipe WHERE id = ${recipeId} AND is_deleted = 0 AND canteen_id = ANY(${scope.keptCanteens}::bigint[])`,
  );
  if (!rows[0]) return notFound('食谱不存在');
  if (rows[0].status !== 0) return badRequest('已发布的食谱不能修改');
  return staleVersion();
}
