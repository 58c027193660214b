// 食堂数据填报: a canteen's monthly meals, head count, ingredient cost and meal-fee revenue. One entry per
// canteen and month; a save names the version it edits, so a concurrent edit gets a 409 instead of
// silently overwriting; every saved state is kept in the history. The cost screen reads these rows.
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { requireButton } from '../auth/buttons.ts';
import { authenticate } from '../auth/guard.ts';
import { costActor } from '../canteen-cost/scope.ts';
import { readCostInput } from '../canteen-cost/rules.ts';
import type { AppContext } from '../context.ts';
import { transaction } from '../db/database.ts';
import { ApiError, badRequest, forbidden, ok } from '../http/envelope.ts';
import { field } from '../http/params.ts';

const BASE = '/api/shian/canteen-cost';
const EDIT_BUTTON = 'canteen_cost_edit';
const notFound = () => new ApiError(404, '记录不存在');
const conflict = (message: string) => new ApiError(409, message);

const RECORD = `
  SELECT c.id::text, c.canteen_id::text AS "canteenId", d.dept_name AS "canteenName", to_char(c.month, 'YYYY-MM') AS month,
         c.meals_served AS "mealsServed", c.head_count AS "headCount", c.ingredient_cost::float AS "ingredientCost", c.meal_fee_revenue::float AS "mealFeeRevenue",
         CASE WHEN c.meals_served > 0 THEN round(c.ingredient_cost / c.meals_served, 2)::float END AS "costPerMeal",
         CASE WHEN c.meal_fee_revenue > 0 THEN round(c.ingredient_cost * 100 / c.meal_fee_revenue, 1)::float END AS "foodRatio",
         c.remark, c.version, to_char(c.update_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "updateTime",
         COALESCE(u.real_name, '系统导入') AS "updatedBy"
    FROM canteen_cost c JOIN dept d ON d.id = c.canteen_id LEFT JOIN app_user u ON u.id = c.update_user`;

async function saveHistory(client: pg.PoolClient, id: string, userId: string, userName: string) {
  await client.query(
    `INSERT INTO canteen_cost_history (cost_id, version, snapshot, changed_by, changed_by_name)
     SELECT id, version, jsonb_build_object('mealsServed', meals_served, 'headCount', head_count, 'ingredientCost', ingredient_cost,
                                            'mealFeeRevenue', meal_fee_revenue, 'remark', remark), $2, $3
       FROM canteen_cost WHERE id = $1`,
    [id, userId, userName],
  );
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export function canteenCostRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db.pool;
  const tags = ['canteen-cost'];

  app.get(`${BASE}/canteens`, { schema: { tags, summary: 'The canteens the caller may enter figures for: [{ id, name, schoolName }]' } }, async (request) => {
    const actor = await costActor(db, await authenticate(ctx, request));
    const { rows } = await db.query(
      `SELECT c.id::text, c.dept_name AS name, s.dept_name AS "schoolName" FROM dept c JOIN dept s ON s.id = c.parent_id
        WHERE c.id = ANY($1::bigint[]) ORDER BY c.sort, c.id`,
      [actor.writable],
    );
    return ok(rows);
  });

  app.get(
    `${BASE}/list`,
    { schema: { tags, summary: 'A page of entries, newest month first', querystring: { type: 'object', properties: { canteenId: { type: 'string' }, current: { type: 'string' }, size: { type: 'string' } } } } },
    async (request) => {
      const actor = await costActor(db, await authenticate(ctx, request));
      const canteenId = field(request, 'canteenId');
      const current = Math.max(1, Number(field(request, 'current')) || 1);
      const size = Math.min(100, Math.max(1, Number(field(request, 'size')) || 10));
      const canteens = canteenId ? actor.readable.filter((id) => id === canteenId) : actor.readable;
      const where = 'WHERE c.canteen_id = ANY($1::bigint[])';
      const [page, total] = await Promise.all([
        db.query(`${RECORD} ${where} ORDER BY c.month DESC, d.sort, c.id LIMIT $2 OFFSET $3`, [canteens, size, (current - 1) * size]),
        db.query<{ total: string }>(`SELECT count(*) AS total FROM canteen_cost c ${where}`, [canteens]),
      ]);
      const count = Number(total.rows[0]!.total);
      return ok({ records: page.rows, total: count, size, current, pages: Math.ceil(count / size) });
    },
  );

  app.get(`${BASE}/detail`, { schema: { tags, summary: 'One entry ?id=' } }, async (request) => {
    const actor = await costActor(db, await authenticate(ctx, request));
    const { rows } = await db.query(`${RECORD} WHERE c.id = $1 AND c.canteen_id = ANY($2::bigint[])`, [field(request, 'id').replace(/\D/g, '') || '0', actor.readable]);
    if (!rows[0]) throw notFound();
    return ok(rows[0]);
  });

  app.get(`${BASE}/history`, { schema: { tags, summary: 'Every saved state of an entry ?id=, newest first' } }, async (request) => {
    const actor = await costActor(db, await authenticate(ctx, request));
    const id = field(request, 'id').replace(/\D/g, '') || '0';
    const found = await db.query('SELECT 1 FROM canteen_cost WHERE id = $1 AND canteen_id = ANY($2::bigint[])', [id, actor.readable]);
    if (!found.rows.length) throw notFound();
    const { rows } = await db.query(
      `SELECT version, to_char(changed_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "changedAt", changed_by_name AS "changedBy", snapshot
         FROM canteen_cost_history WHERE cost_id = $1 ORDER BY version DESC`,
      [id],
    );
    return ok(rows);
  });

  app.post(
    `${BASE}/submit`,
    {
      schema: {
        tags,
        summary: 'Creates (no id) or updates (id and version) an entry; 409 on a second entry for the month or a stale version',
        description: 'JSON `{ id?, version?, canteenId, month: YYYY-MM, mealsServed, headCount, ingredientCost, mealFeeRevenue, remark? }`. Needs the button `canteen_cost_edit`.',
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const input = readCostInput(request.body);
      await requireButton(db, claims, EDIT_BUTTON);
      const actor = await costActor(db, claims);
      if (!actor.writable.includes(input.canteenId)) throw forbidden('无权填报该食堂');
      const id = await transaction(db, async (client) => {
        let saved: string;
        if (!input.id) {
          try {
            const { rows } = await client.query<{ id: string }>(
              `INSERT INTO canteen_cost (tenant_id, canteen_id, month, meals_served, head_count, ingredient_cost, meal_fee_revenue, remark, create_user, update_user)
               VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8, $9, $9) RETURNING id::text`,
              [claims.tenantId, input.canteenId, `${input.month}-01`, input.mealsServed, input.headCount, input.ingredientCost, input.mealFeeRevenue, input.remark, actor.userId],
            );
            saved = rows[0]!.id;
          } catch (error) {
            if (isUniqueViolation(error)) throw conflict('该食堂该月已填报，请在原记录上修改');
            throw error;
          }
        } else {
          const existing = await client.query<{ canteen: string; month: string }>(
            `SELECT canteen_id::text AS canteen, to_char(month, 'YYYY-MM') AS month FROM canteen_cost WHERE id = $1 AND canteen_id = ANY($2::bigint[])`,
            [input.id, actor.writable],
          );
          const row = existing.rows[0];
          if (!row) throw notFound();
          if (row.canteen !== input.canteenId || row.month !== input.month) throw badRequest('不能修改食堂或月份');
          const { rows } = await client.query<{ id: string }>(
            `UPDATE canteen_cost SET meals_served = $3, head_count = $4, ingredient_cost = $5, meal_fee_revenue = $6, remark = $7,
                    update_user = $8, update_time = now(), version = version + 1
              WHERE id = $1 AND version = $2 RETURNING id::text`,
            [input.id, input.version, input.mealsServed, input.headCount, input.ingredientCost, input.mealFeeRevenue, input.remark, actor.userId],
          );
          if (!rows[0]) throw conflict('该记录已被他人修改，请刷新后再保存');
          saved = rows[0].id;
        }
        await saveHistory(client, saved, actor.userId, actor.userName);
        return saved;
      });
      const { rows } = await db.query(`${RECORD} WHERE c.id = $1`, [id]);
      return ok(rows[0]);
    },
  );
}
