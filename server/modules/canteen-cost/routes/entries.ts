// 食堂数据填报: a canteen's monthly meals, head count, ingredient cost and meal-fee revenue, computed from the month's
// acceptances and consumptions (figures.ts) until the canteen confirms the month. One entry per canteen and month; a
// figure that differs from the computed one, or changes a confirmed one, needs a reason; a save names the version it
// edits, so a concurrent edit gets a 409 instead of silently overwriting; every saved state is kept in the history
// with its reason. The 食材成本 wall reads the confirmed months and the computed figures of the others.
// Each call's request schema (the entry's in rules.ts) is checked by Fastify before the handler runs,
// every refusal with its Chinese message.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { requireButton } from '../../../platform/access/buttons.ts';
import { costActor } from '../scope.ts';
import { CHANGES_CONFIRMED, CostInput, DIFFERS_FROM_COMPUTED, FIGURES, FUTURE_MONTH, MONTH, MONTH_FORMAT } from '../rules.ts';
import { computedMonth, monthFigures } from '../figures.ts';
import type { AppContext } from '../../../platform/context.ts';
import { isUniqueViolation } from '../../../platform/http/crud-errors.ts';
import { transaction } from '../../../platform/db/database.ts';
import { TIME, localClock } from '../../../platform/db/zoned.ts';
import { ApiError, badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { lookupId, offsetOf, paging } from '../../../platform/http/fields.ts';
import { sql } from '../../../platform/db/sql.ts';
import { yuan, yuanOf } from '../../../platform/http/money.ts';
import { CostCanteen, CostComputed, CostEntry, CostHistory } from '../answers.ts';
import { answers, paged } from '../../../platform/http/answers.ts';

const BASE = '/api/shian/canteen-cost';
const EDIT_BUTTON = 'canteen_cost_edit';
const notFound = () => new ApiError(404, '记录不存在');
const conflict = (message: string) => new ApiError(409, message);

const RECORD = sql`
  SELECT c.id::text, c.canteen_id::text || ':' || to_char(c.month, 'YYYY-MM') AS key, 1 AS status,
         c.canteen_id::text AS "canteenId", d.dept_name AS "canteenName", to_char(c.month, 'YYYY-MM') AS month,
         c.meals_served AS "mealsServed", c.head_count AS "headCount", ${yuanOf('c.ingredient_cost')} AS "ingredientCost", ${yuanOf('c.meal_fee_revenue')} AS "mealFeeRevenue",
         CASE WHEN c.meals_served > 0 THEN ${yuanOf('round(c.ingredient_cost::numeric / c.meals_served)')} END AS "costPerMeal",
         CASE WHEN c.meal_fee_revenue > 0 THEN round(c.ingredient_cost * 100.0 / c.meal_fee_revenue, 1)::float END AS "foodRatio",
         c.remark, c.version, ${TIME('c.update_time')} AS "updateTime",
         COALESCE(u.real_name, '系统导入') AS "updatedBy"
    FROM canteen_cost c JOIN dept d ON d.id = c.canteen_id LEFT JOIN app_user u ON u.id = c.update_user`;

/** A row of the list: a confirmed entry, or a month not yet confirmed with its computed figures (`f`: monthFigures). */
const LIST_RECORD = sql`
  SELECT f.entry_id::text AS id, f.canteen_id::text || ':' || to_char(f.month, 'YYYY-MM') AS key, CASE WHEN f.confirmed THEN 1 ELSE 0 END AS status,
         f.canteen_id::text AS "canteenId", d.dept_name AS "canteenName", to_char(f.month, 'YYYY-MM') AS month,
         f.meals_served AS "mealsServed", f.head_count AS "headCount", ${yuanOf('f.ingredient_cost')} AS "ingredientCost", ${yuanOf('f.meal_fee_revenue')} AS "mealFeeRevenue",
         CASE WHEN f.meals_served > 0 THEN ${yuanOf('round(f.ingredient_cost::numeric / f.meals_served)')} END AS "costPerMeal",
         CASE WHEN f.meal_fee_revenue > 0 THEN round(f.ingredient_cost * 100.0 / f.meal_fee_revenue, 1)::float END AS "foodRatio",
         COALESCE(c.remark, '') AS remark, COALESCE(c.version, 0) AS version, CASE WHEN c.id IS NULL THEN '' ELSE ${TIME('c.update_time')} END AS "updateTime",
         CASE WHEN c.id IS NULL THEN '' ELSE COALESCE(u.real_name, '系统导入') END AS "updatedBy"`;

const MAX_INT = 2147483647;
/** A month filter, YYYY-MM; absent or '' for none. Read as the month's first day. */
const monthFilter = (description: string) =>
  z
    .string({ error: MONTH_FORMAT })
    .trim()
    .refine((month) => !month || MONTH.test(month), MONTH_FORMAT)
    .optional()
    .transform((month) => (month ? `${month}-01` : null))
    .describe(description);

async function saveHistory(client: pg.PoolClient, id: string, userId: string, userName: string, reason: string) {
  await client.query(
    sql`INSERT INTO canteen_cost_history (cost_id, version, snapshot, changed_by, changed_by_name, reason)
     SELECT id, version, jsonb_build_object('mealsServed', meals_served, 'headCount', head_count, 'ingredientCost', ingredient_cost,
                                            'mealFeeRevenue', meal_fee_revenue, 'remark', remark), ${userId}, ${userName}, ${reason}
       FROM canteen_cost WHERE id = ${id}`,
  );
}

type Figures = Record<(typeof FIGURES)[number], number>;
/** Whether two sets of figures (amounts in fen) differ in any of the four. */
const differ = (a: Figures, b: Figures) => FIGURES.some((key) => Number(a[key]) !== Number(b[key]));

const idQuery = z.object({ id: lookupId().describe('the entry id') });
const RECORD_DOC =
  'Record `{ id (null for a month not yet confirmed), key (canteenId:YYYY-MM), status (0 待确认: computed figures · 1 已确认), canteenId, canteenName, month: YYYY-MM, mealsServed, headCount, ingredientCost, mealFeeRevenue, costPerMeal (null when no meals), ' +
  'foodRatio (% of revenue, 1 decimal; null when no revenue), remark, version, updateTime (Beijing), updatedBy }`.';
const ListQuery = z.object({
  canteenId: z.string().trim().optional().describe('one canteen (entries outside the scope are never listed)'),
  from: monthFilter('first month, YYYY-MM'),
  to: monthFilter('last month, YYYY-MM (this month at most)'),
  status: z
    .string({ error: '填报状态不正确' })
    .trim()
    .optional()
    .refine((value) => !value || value === '0' || value === '1', '填报状态不正确')
    .describe('0 待确认 · 1 已确认; absent or empty for both (400 `填报状态不正确` otherwise)'),
  ...paging(100),
});

export function canteenCostRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['canteen-cost'];

  app.get(
    `${BASE}/canteens`,
    {
      schema: {
        tags,
        summary: 'The canteens the caller may enter figures for: [{ id, name, schoolName }]',
        description: 'A canteen user its own, a school its canteens, an administrator every canteen of the tenant; supervisors none; suppliers 403.',
        response: answers(z.array(CostCanteen)),
      },
    },
    async (request) => {
      const actor = await costActor(db, await authenticate(ctx, request));
      const { rows } = await db.query(
        sql`SELECT c.id::text, c.dept_name AS name, s.dept_name AS "schoolName" FROM dept c JOIN dept s ON s.id = c.parent_id
        WHERE c.id = ANY(${actor.writable}::bigint[]) ORDER BY c.sort, c.id`,
      );
      return ok(rows);
    },
  );

  app.get(
    `${BASE}/list`,
    {
      schema: {
        tags,
        summary: 'A page of the canteens’ months, newest first: the confirmed entries, and the months not yet confirmed with their computed figures',
        description: `Page \`{ records, total, size, current, pages }\` (size at most 100). A month appears once it has an entry, an acceptance or a consumption. ${RECORD_DOC}`,
        querystring: ListQuery,
        response: answers(paged(CostEntry)),
      },
    },
    async (request) => {
      const actor = await costActor(db, await authenticate(ctx, request));
      const { canteenId, from, to, status, ...page } = request.query;
      const canteens = canteenId ? actor.readable.filter((id) => id === canteenId) : actor.readable;
      const thisMonth = (await localClock(db)).month;
      const last = to && to.slice(0, 7) < thisMonth ? to.slice(0, 7) : thisMonth;
      const figures = monthFigures({ canteenIds: canteens, from: from ? from.slice(0, 7) : null, to: last });
      const where = sql`WHERE (${status || null}::int IS NULL OR f.confirmed = (${status || null}::int = 1))`;
      const [rows, total] = await Promise.all([
        db.query(
          sql`${LIST_RECORD} FROM (${figures}) f JOIN dept d ON d.id = f.canteen_id LEFT JOIN canteen_cost c ON c.id = f.entry_id LEFT JOIN app_user u ON u.id = c.update_user
              ${where} ORDER BY f.month DESC, d.sort, f.canteen_id LIMIT ${page.size} OFFSET ${offsetOf(page)}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM (${figures}) f ${where}`),
      ]);
      const count = Number(total.rows[0]!.total);
      return ok({ records: rows.rows, total: count, size: page.size, current: page.current, pages: Math.ceil(count / page.size) });
    },
  );

  app.get(
    `${BASE}/computed`,
    {
      schema: {
        tags,
        summary: 'A canteen-month’s figures as computed from its acceptances and consumptions: { mealsServed, headCount, ingredientCost, mealFeeRevenue }',
        description:
          '食材成本: each acceptance of the month, its accepted quantity at its line’s price; 供餐人次, 就餐人数 and 伙食费收入: the month’s 消费 not reversed (the device’s canteen, else the window’s, else the diner’s). Zeros when nothing happened. 404 `记录不存在` for a canteen outside the scope.',
        querystring: z.object({
          canteenId: lookupId().describe('a canteen the caller may read'),
          month: z
            .string({ error: MONTH_FORMAT })
            .trim()
            .refine((month) => MONTH.test(month), MONTH_FORMAT)
            .describe('YYYY-MM'),
        }),
        response: answers(CostComputed),
      },
    },
    async (request) => {
      const actor = await costActor(db, await authenticate(ctx, request));
      const { canteenId, month } = request.query;
      if (!canteenId || !actor.readable.includes(canteenId)) throw notFound();
      const { rows } = await db.query<Figures>(computedMonth(canteenId, month));
      const figures = rows[0]!;
      return ok({ ...figures, ingredientCost: yuan(figures.ingredientCost), mealFeeRevenue: yuan(figures.mealFeeRevenue) });
    },
  );

  app.get(
    `${BASE}/detail`,
    {
      schema: {
        tags,
        summary: 'One entry; 404 `记录不存在` when unknown or outside the scope',
        description: RECORD_DOC,
        querystring: idQuery,
        response: answers(CostEntry),
      },
    },
    async (request) => {
      const actor = await costActor(db, await authenticate(ctx, request));
      const { id } = request.query;
      const { rows } = id ? await db.query(sql`${RECORD} WHERE c.id = ${id} AND c.canteen_id = ANY(${actor.readable}::bigint[])`) : { rows: [] };
      if (!rows[0]) throw notFound();
      return ok(rows[0]);
    },
  );

  app.get(
    `${BASE}/history`,
    {
      schema: {
        tags,
        summary: 'Every saved state of an entry, newest first: [{ version, changedAt, changedBy, reason, snapshot }]',
        description: '404 `记录不存在` when unknown or outside the scope.',
        querystring: idQuery,
        response: answers(z.array(CostHistory)),
      },
    },
    async (request) => {
      const actor = await costActor(db, await authenticate(ctx, request));
      const { id } = request.query;
      const found = id ? await db.query(sql`SELECT 1 FROM canteen_cost WHERE id = ${id} AND canteen_id = ANY(${actor.readable}::bigint[])`) : { rows: [] };
      if (!found.rows.length) throw notFound();
      const { rows } = await db.query<z.infer<typeof CostHistory>>(
        sql`SELECT version, ${TIME('changed_at')} AS "changedAt", changed_by_name AS "changedBy", reason, snapshot
           FROM canteen_cost_history WHERE cost_id = ${id} ORDER BY version DESC`,
      );
      // the snapshots keep the row's fen; the answer says yuan, as the record does
      return ok(
        rows.map(({ snapshot, ...row }) => ({
          ...row,
          snapshot: { ...snapshot, ingredientCost: yuan(snapshot.ingredientCost), mealFeeRevenue: yuan(snapshot.mealFeeRevenue) },
        })),
      );
    },
  );

  app.post(
    `${BASE}/submit`,
    {
      schema: {
        tags,
        summary: 'Confirms a month (no id) or changes a confirmed one (id and version)',
        description:
          `Needs the button \`canteen_cost_edit\` (403, whatever the body). A figure that differs from the month's computed one (confirming) ` +
          `or from the confirmed one (changing) needs a reason: 400 \`${DIFFERS_FROM_COMPUTED}\` / \`${CHANGES_CONFIRMED}\`, kept in the history. 409 \`该食堂该月已填报，请在原记录上修改\` for a second entry of a canteen and month; ` +
          `409 \`该记录已被他人修改，请刷新后再保存\` when the version is stale. Answers the saved record. ${RECORD_DOC}`,
        body: CostInput,
        response: answers(CostEntry),
      },
      // the button before the body: a caller who may not enter figures is told so, not what is wrong with the form
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), EDIT_BUTTON),
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const input = request.body;
      // this month on the app clock in the deployment's zone, checked before the canteen as the body's other rules are
      if (input.month > (await localClock(db)).month) throw badRequest(FUTURE_MONTH);
      const actor = await costActor(db, claims);
      if (!actor.writable.includes(input.canteenId)) throw forbidden('无权填报该食堂');
      const id = await transaction(db, async (client) => {
        let saved: string;
        if (input.id === undefined) {
          const computed = (await client.query<Figures>(computedMonth(input.canteenId, input.month))).rows[0]!;
          if (!input.reason && differ(input, computed)) throw badRequest(DIFFERS_FROM_COMPUTED);
          try {
            const { rows } = await client.query<{ id: string }>(
              sql`INSERT INTO canteen_cost (tenant_id, canteen_id, month, meals_served, head_count, ingredient_cost, meal_fee_revenue, remark, create_user, update_user)
               VALUES (${claims.tenantId}, ${input.canteenId}, ${`${input.month}-01`}::date, ${input.mealsServed}, ${input.headCount}, ${input.ingredientCost}, ${input.mealFeeRevenue}, ${input.remark}, ${actor.userId}, ${actor.userId}) RETURNING id::text`,
            );
            saved = rows[0]!.id;
          } catch (error) {
            // also the loser of two simultaneous creates, which waits for the winner's commit
            if (isUniqueViolation(error)) throw conflict('该食堂该月已填报，请在原记录上修改');
            throw error;
          }
        } else {
          const existing = await client.query<{ canteen: string; month: string } & Figures>(
            sql`SELECT canteen_id::text AS canteen, to_char(month, 'YYYY-MM') AS month, meals_served AS "mealsServed", head_count AS "headCount",
                       ingredient_cost AS "ingredientCost", meal_fee_revenue AS "mealFeeRevenue"
                  FROM canteen_cost WHERE id = ${input.id} AND canteen_id = ANY(${actor.writable}::bigint[])`,
          );
          const row = existing.rows[0];
          if (!row) throw notFound();
          if (row.canteen !== input.canteenId || row.month !== input.month) throw badRequest('不能修改食堂或月份');
          if (!input.reason && differ(input, row)) throw badRequest(CHANGES_CONFIRMED);
          // a version no row can hold is stale by definition (and must not reach an integer parameter)
          if (Math.abs(input.version!) > MAX_INT) throw conflict('该记录已被他人修改，请刷新后再保存');
          const { rows } = await client.query<{ id: string }>(
            sql`UPDATE canteen_cost SET meals_served = ${input.mealsServed}, head_count = ${input.headCount}, ingredient_cost = ${input.ingredientCost}, meal_fee_revenue = ${input.mealFeeRevenue}, remark = ${input.remark},
                    update_user = ${actor.userId}, update_time = now(), version = version + 1
              WHERE id = ${input.id} AND version = ${input.version} RETURNING id::text`,
          );
          if (!rows[0]) throw conflict('该记录已被他人修改，请刷新后再保存');
          saved = rows[0].id;
        }
        await saveHistory(client, saved, actor.userId, actor.userName, input.reason);
        return saved;
      });
      const { rows } = await db.query(sql`${RECORD} WHERE c.id = ${id}`);
      return ok(rows[0]);
    },
  );
}
