// 仓库设置 (/api/rabbit-supply/warehouse/…): a canteen's warehouses — name (unique in the canteen), storage class
// (常温 / 冷藏 / 冷冻), temperature range, keeper, enabled — kept by its keeper, read by the school; disabled, never
// deleted. One enabled warehouse per storage class may be its default.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { transaction } from '../../../platform/db/database.ts';
import { sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { answers } from '../../../platform/http/answers.ts';
import { isUniqueViolation, notFound } from '../../../platform/http/crud-errors.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { Warehouse } from '../answers.ts';
import { keeperOf, readerOf } from '../caller.ts';
import { WarehouseEnableInput, WarehouseInput } from '../input.ts';
import { tenthsOf } from '../rules.ts';
import { SUPPLY_BASE } from './orders.ts';

export const DUPLICATE_WAREHOUSE = '该食堂已有同名仓库';

const WAREHOUSE_RECORD = sql`
  SELECT w.id::text, w.canteen_id::text AS "canteenId", cd.dept_name AS "canteenName", w.name, w.storage_class AS "storageClass",
         w.temp_min_tenths / 10.0::float8 AS "tempMin", w.temp_max_tenths / 10.0::float8 AS "tempMax", w.keeper, w.enabled, w.is_default AS "isDefault",
         w.remark, ${TIME('w.update_time')} AS "updateTime"
    FROM supply_warehouse w JOIN dept cd ON cd.id = w.canteen_id`;

/** °C with at most one decimal as tenths; null when absent; 400 温度不正确 otherwise. */
function tenths(celsius: number | null | undefined): number | null {
  if (celsius === null || celsius === undefined) return null;
  const value = tenthsOf(celsius);
  if (Number.isNaN(value)) throw badRequest('温度不正确');
  return value;
}

export function warehouseRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['supply'];
  const base = `${SUPPLY_BASE}/warehouse`;
  type Row = z.infer<typeof Warehouse>;

  app.get(
    `${base}/list`,
    {
      schema: { tags, summary: 'The warehouses of the canteens the caller reads, by canteen and storage class', response: answers(z.array(Warehouse)) },
    },
    async (request) => {
      const caller = await readerOf(ctx, request);
      if (caller.kind === 'supplier') throw forbidden();
      const { rows } = await db.query<Row>(
        sql`${WAREHOUSE_RECORD} WHERE w.tenant_id = ${caller.tenantId} AND w.canteen_id = ANY(${caller.scope.canteenIds}::bigint[])
             ORDER BY cd.dept_name, w.storage_class, w.name`,
      );
      return ok(rows);
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'Adds a warehouse to the calling canteen, or edits one of its warehouses (id)',
        description: `400 ${DUPLICATE_WAREHOUSE} for a name the canteen already has.`,
        body: WarehouseInput,
        response: answers(Warehouse),
      },
    },
    async (request) => {
      const keeper = await keeperOf(ctx, request);
      const input = request.body;
      const tempMin = tenths(input.tempMin);
      const tempMax = tenths(input.tempMax);
      if (tempMin !== null && tempMax !== null && tempMin > tempMax) throw badRequest('最低温度不能高于最高温度');
      if (input.isDefault && !input.enabled) throw badRequest('停用的仓库不能设为默认仓库');
      try {
        const id = await transaction(db, async (client) => {
          const { rows: same } = await client.query(
            sql`SELECT 1 FROM supply_warehouse WHERE canteen_id = ${keeper.canteenId} AND name = ${input.name} AND id <> ${input.id ?? '0'}`,
          );
          if (same.length) throw badRequest(DUPLICATE_WAREHOUSE);
          // one default per storage class: the new default takes the place of the old
          if (input.isDefault)
            await client.query(
              sql`UPDATE supply_warehouse SET is_default = false, update_time = app_now(), version = version + 1
                   WHERE canteen_id = ${keeper.canteenId} AND storage_class = ${input.storageClass} AND is_default AND id <> ${input.id ?? '0'}`,
            );
          if (input.id) {
            const { rows } = await client.query<{ id: string }>(
              sql`UPDATE supply_warehouse SET name = ${input.name}, storage_class = ${input.storageClass}, temp_min_tenths = ${tempMin}, temp_max_tenths = ${tempMax},
                         keeper = ${input.keeper}, enabled = ${input.enabled}, is_default = ${input.isDefault}, remark = ${input.remark},
                         update_time = app_now(), version = version + 1
                   WHERE id = ${input.id} AND canteen_id = ${keeper.canteenId} RETURNING id::text`,
            );
            if (!rows[0]) throw notFound('数据不存在');
            return rows[0].id;
          }
          const { rows } = await client.query<{ id: string }>(
            sql`INSERT INTO supply_warehouse (tenant_id, canteen_id, name, storage_class, temp_min_tenths, temp_max_tenths, keeper, enabled, is_default, remark, create_user)
             VALUES (${keeper.tenantId}, ${keeper.canteenId}, ${input.name}, ${input.storageClass}, ${tempMin}, ${tempMax}, ${input.keeper}, ${input.enabled},
                     ${input.isDefault}, ${input.remark}, ${keeper.userId})
             RETURNING id::text`,
          );
          return rows[0]!.id;
        });
        const { rows } = await db.query<Row>(sql`${WAREHOUSE_RECORD} WHERE w.id = ${id}`);
        return ok(rows[0]!);
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest(DUPLICATE_WAREHOUSE);
        throw error;
      }
    },
  );

  app.post(
    `${base}/enable`,
    {
      schema: {
        tags,
        summary: 'Enables or disables a warehouse of the calling canteen (warehouses are never deleted; a disabled one is no default)',
        body: WarehouseEnableInput,
        response: answers(Warehouse),
      },
    },
    async (request) => {
      const keeper = await keeperOf(ctx, request);
      const { id, enabled } = request.body;
      const { rows } = await db.query<{ id: string }>(
        sql`UPDATE supply_warehouse SET enabled = ${enabled}, is_default = is_default AND ${enabled}::boolean, update_time = app_now(), version = version + 1
             WHERE id = ${id} AND canteen_id = ${keeper.canteenId} RETURNING id::text`,
      );
      if (!rows[0]) throw notFound('数据不存在');
      const { rows: saved } = await db.query<Row>(sql`${WAREHOUSE_RECORD} WHERE w.id = ${id}`);
      return ok(saved[0]!);
    },
  );
}
