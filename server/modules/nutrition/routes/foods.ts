// 食材营养库 and 营养标准 (/api/shian/nutrition/food/…, …/standard/…): every reader reads the tenant's food table and
// standard with their versions; the district (policy `nutrition.revise`) revises a food or the standard's figures —
// each revision a new version, the earlier ones kept.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { transaction } from '../../../platform/db/database.ts';
import { sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { notFound } from '../../../platform/http/crud-errors.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { paging, text } from '../../../platform/http/fields.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { AGE_GROUPS, FOOD_KINDS, STANDARD_NUTRIENTS } from '../arithmetic.ts';
import { Food, Nutrients } from '../answers.ts';
import { nutritionScope, reviserScope } from '../scope.ts';
import { foodTable, standardName, standardSources, standardTable } from '../table.ts';

export const NUTRITION_BASE = '/api/shian/nutrition';

const FoodInput = z.object({
  code: z.string().trim().max(20).optional().describe('the food revised; absent: a new local food (code L…)'),
  name: text('请输入食物名称', 50),
  kind: z.enum(FOOD_KINDS, { error: '请选择食物类别' }),
  dark: z.boolean().default(false),
  edible: z.number({ error: '可食部应为 1~100' }).min(1, '可食部应为 1~100').max(100, '可食部应为 1~100').nullable(),
  nutrients: Nutrients.partial().transform((value) => value),
  reason: text('请输入修订原因', 200),
});
const Figures = z.object(
  Object.fromEntries(STANDARD_NUTRIENTS.map((key) => [key, z.number().min(0, '标准值不能为负数').nullable()])) as Record<
    (typeof STANDARD_NUTRIENTS)[number],
    z.ZodNullable<z.ZodNumber>
  >,
);
const Daily = z.object(
  Object.fromEntries(AGE_GROUPS.map((age) => [age, z.object({ male: Figures, female: Figures })])) as Record<
    (typeof AGE_GROUPS)[number],
    z.ZodObject<{ male: typeof Figures; female: typeof Figures }>
  >,
);
const Revision = z.object({ revision: z.number().int(), reason: z.string(), createUser: z.string(), createTime: z.string() });

export function foodRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['nutrition'];

  app.get(
    `${NUTRITION_BASE}/food/list`,
    {
      schema: {
        tags,
        summary: "A page of the tenant's food table; ?keyword= (name or code), ?kind=, ?missing=1 (foods lacking a figure)",
        querystring: z.object({ ...paging(500), keyword: z.string().trim().max(50).optional(), kind: z.string().optional(), missing: z.string().optional() }),
        response: answers(paged(Food).extend({ version: z.string(), coverage: z.record(z.string(), z.number().int()) })),
      },
    },
    async (request) => {
      const scope = await nutritionScope(db, await authenticate(ctx, request));
      const table = await foodTable(db, scope.actor.tenantId);
      const { keyword, kind, missing, ...page } = request.query;
      const all = [...table.foods.values()];
      const rows = all.filter(
        (food) =>
          (!keyword || food.name.includes(keyword) || food.code.startsWith(keyword) || food.bookName.includes(keyword)) &&
          (!kind || food.kind === kind) &&
          (missing !== '1' || Object.values(food.nutrients).some((value) => value === null)),
      );
      const coverage = Object.fromEntries(
        Object.keys(all[0]!.nutrients).map((key) => [key, all.filter((food) => food.nutrients[key as 'energy'] !== null).length]),
      );
      const start = (page.current - 1) * page.size;
      return ok({ ...pageOf(rows.slice(start, start + page.size), rows.length, page), version: table.version, coverage: { ...coverage, total: all.length } });
    },
  );

  app.get(
    `${NUTRITION_BASE}/food/detail`,
    {
      schema: {
        tags,
        summary: 'One food with the district’s revisions of it',
        querystring: z.object({ code: z.string().trim().max(20) }),
        response: answers(Food.extend({ revisions: z.array(Revision) })),
      },
    },
    async (request) => {
      const scope = await nutritionScope(db, await authenticate(ctx, request));
      const food = (await foodTable(db, scope.actor.tenantId)).foods.get(request.query.code);
      if (!food) throw notFound('食物不存在');
      const { rows } = await db.query<z.infer<typeof Revision>>(
        sql`SELECT revision, reason, create_user_name AS "createUser", ${TIME('create_time')} AS "createTime" FROM nutrition_food_revision
             WHERE tenant_id = ${scope.actor.tenantId} AND code = ${food.code} ORDER BY revision DESC`,
      );
      return ok({ ...food, revisions: rows });
    },
  );

  app.post(
    `${NUTRITION_BASE}/food/save`,
    {
      schema: {
        tags,
        summary: 'Revises a food (a new version of it) or adds a local one: the district only',
        description: 'A figure left out or null is not measured (缺失). The food table’s version moves on by one.',
        body: FoodInput,
        response: answers(Food),
      },
    },
    async (request) => {
      const scope = await reviserScope(db, await authenticate(ctx, request));
      const tenantId = scope.actor.tenantId;
      const { code, name, kind, dark, edible, nutrients, reason } = request.body;
      if (code && !(await foodTable(db, tenantId)).foods.has(code)) throw notFound('食物不存在');
      const full = Object.fromEntries(Object.keys(Nutrients.shape).map((key) => [key, nutrients[key as 'energy'] ?? null]));
      if (Object.values(full).some((value) => typeof value === 'number' && value < 0)) throw badRequest('营养素含量不能为负数');
      const saved = await transaction(db, async (tx) => {
        await tx.query(sql`SELECT pg_advisory_xact_lock(hashtext(${`nutrition-food:${tenantId}`}))`);
        const { rows } = await tx.query<{ revision: number; local: number }>(
          sql`SELECT COALESCE(max(revision), 0)::int + 1 AS revision, count(DISTINCT code) FILTER (WHERE code LIKE 'L%')::int + 1 AS local
                FROM nutrition_food_revision WHERE tenant_id = ${tenantId}`,
        );
        const revision = rows[0]!.revision;
        const foodCode = code || `L${String(rows[0]!.local).padStart(4, '0')}`;
        await tx.query(
          sql`INSERT INTO nutrition_food_revision (tenant_id, revision, code, name, kind, dark, edible, nutrients, reason, create_user, create_user_name)
              VALUES (${tenantId}, ${revision}, ${foodCode}, ${name}, ${kind}, ${dark}, ${edible}, ${JSON.stringify(full)}::jsonb, ${reason}, ${scope.actor.userId}, ${scope.actor.name})`,
        );
        return foodCode;
      });
      return ok((await foodTable(db, tenantId)).foods.get(saved)!);
    },
  );

  app.get(
    `${NUTRITION_BASE}/standard/detail`,
    {
      schema: {
        tags,
        summary: 'The tenant’s standard (WS/T 554-2017 or the district’s revision): daily figures by age group and sex, ranges, meal shares, sources',
        response: answers(
          z.object({
            name: z.string(),
            version: z.string(),
            revision: z.number().int(),
            daily: Daily,
            sources: z.record(z.string(), z.string()),
            revisions: z.array(Revision),
          }),
        ),
      },
    },
    async (request) => {
      const scope = await nutritionScope(db, await authenticate(ctx, request));
      const standard = await standardTable(db, scope.actor.tenantId);
      const { rows } = await db.query<z.infer<typeof Revision>>(
        sql`SELECT revision, reason, create_user_name AS "createUser", ${TIME('create_time')} AS "createTime" FROM nutrition_standard_revision
             WHERE tenant_id = ${scope.actor.tenantId} ORDER BY revision DESC`,
      );
      return ok({
        name: standardName(),
        version: standard.version,
        revision: standard.revision,
        daily: standard.daily as z.infer<typeof Daily>,
        sources: standardSources(),
        revisions: rows,
      });
    },
  );

  app.post(
    `${NUTRITION_BASE}/standard/save`,
    {
      schema: {
        tags,
        summary: 'Revises the standard’s daily figures (a new version): the district only',
        body: z.object({ daily: Daily, reason: text('请输入修订原因', 200) }),
        response: answers(z.object({ version: z.string(), revision: z.number().int() })),
      },
    },
    async (request) => {
      const scope = await reviserScope(db, await authenticate(ctx, request));
      const tenantId = scope.actor.tenantId;
      const revision = await transaction(db, async (tx) => {
        await tx.query(sql`SELECT pg_advisory_xact_lock(hashtext(${`nutrition-standard:${tenantId}`}))`);
        const { rows } = await tx.query<{ revision: number }>(
          sql`INSERT INTO nutrition_standard_revision (tenant_id, revision, daily, reason, create_user, create_user_name)
              SELECT ${tenantId}, COALESCE(max(revision), 0) + 1, ${JSON.stringify(request.body.daily)}::jsonb, ${request.body.reason}, ${scope.actor.userId}, ${scope.actor.name}
                FROM nutrition_standard_revision WHERE tenant_id = ${tenantId} RETURNING revision`,
        );
        return rows[0]!.revision;
      });
      const standard = await standardTable(db, tenantId);
      return ok({ version: standard.version, revision });
    },
  );
}
