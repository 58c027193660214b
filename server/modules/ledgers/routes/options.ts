// What a keeper picks from when recording (/api/rabbit-ledger/options/…): the canteen's people on duty with their
// morning check of the day, the day's dishes of a meal (留样), the day's 出库 of a meal (加工记录's batches).
// 快速检测 / 农残检测 / 检测报告: the batches on hand, the devices in use, the suppliers a report may be about.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { sql } from '../../../platform/db/sql.ts';
import { APP_TODAY, TIME, zonedDay } from '../../../platform/db/zoned.ts';
import { answers } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { oneOf } from '../../../platform/http/fields.ts';
import { ledgerKeeper } from '../caller.ts';
import { IssueAnswer } from '../engine/record.ts';
import { ISSUE_KIND } from '../parts/processing.ts';
import { onDutyOn } from '../parts/on-duty.ts';
import { failingBatch } from '../parts/food-testing.ts';
import { LEDGER_BASE } from './records.ts';

const Person = z.object({
  id: z.string(),
  name: z.string(),
  post: z.string(),
  onDuty: z.boolean().describe('on duty today (在岗, and a workday of the attendance group)'),
  certExpiry: z.string().nullable(),
  checkResult: z.number().int().nullable().describe("today's morning check: 1 正常 · 2 异常; null: not checked"),
});
const Dish = z.object({ id: z.string(), dish: z.string(), meal: z.number().int() });
const BatchOption = z.object({
  id: z.string(),
  goodsCode: z.string(),
  goodsName: z.string(),
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  onHand: z.number().describe('in the goods’ base unit'),
  baseUnit: z.string(),
  stockedIn: z.string().describe('when the batch came into stock'),
  expiryDate: z.string().nullable(),
  testFailed: z.boolean().describe('its latest test of an item is 不合格 (blocked from 出库)'),
});
const DeviceOption = z.object({
  id: z.string(),
  name: z.string(),
  model: z.string(),
  calibrationDue: z.string().nullable(),
  overdue: z.boolean().describe('its calibration is past due today'),
});
const SupplierOption = z.object({ id: z.string(), name: z.string() });
const meal = oneOf(['1', '2', '3'], '请选择餐次').transform(Number);

export function optionRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['ledger'];
  const base = `${LEDGER_BASE}/options`;

  app.get(
    `${base}/people`,
    { schema: { tags, summary: "The calling canteen's people (not left), with today's morning check", response: answers(z.array(Person)) } },
    async (request) => {
      const { keeper } = await ledgerKeeper(ctx, request);
      const { rows } = await db.query<z.infer<typeof Person>>(
        sql`SELECT p.id::text, p.name, COALESCE(w.name, p.post) AS post, ${onDutyOn('p', APP_TODAY)} AS "onDuty",
                   to_char(p.health_cert_expiry, 'YYYY-MM-DD') AS "certExpiry", m.result::int AS "checkResult"
              FROM work_personnel p LEFT JOIN work_post w ON w.code = p.post
              LEFT JOIN work_morning_check m ON m.personnel_id = p.id AND m.record_date = ${APP_TODAY} AND m.state = 1
             WHERE p.canteen_id = ${keeper.canteenId} AND p.is_deleted = 0 AND p.status <> 3 ORDER BY p.number`,
      );
      return ok(rows);
    },
  );

  app.get(
    `${base}/dishes`,
    {
      schema: {
        tags,
        summary: "Today's dishes of a meal in the calling canteen's 加工记录",
        querystring: z.object({ meal }),
        response: answers(z.array(Dish)),
      },
    },
    async (request) => {
      const { keeper } = await ledgerKeeper(ctx, request);
      const { rows } = await db.query<z.infer<typeof Dish>>(
        sql`SELECT id::text, dish, meal::int FROM ledger_processing
             WHERE canteen_id = ${keeper.canteenId} AND record_date = ${APP_TODAY} AND state = 1 AND meal = ${request.query.meal} ORDER BY create_time, id`,
      );
      return ok(rows);
    },
  );

  app.get(
    `${base}/issues`,
    {
      schema: {
        tags,
        summary: "Today's 出库 of the calling canteen for a meal (or for no meal)",
        querystring: z.object({ meal }),
        response: answers(z.array(IssueAnswer)),
      },
    },
    async (request) => {
      const { keeper } = await ledgerKeeper(ctx, request);
      const { rows } = await db.query<z.infer<typeof IssueAnswer>>(
        sql`SELECT m.id::text AS "movementId", b.id::text AS "batchId", b.goods_code AS "goodsCode", b.goods_name AS "goodsName", (-m.quantity)::float8 AS quantity,
                   b.base_unit AS "baseUnit", sc.supplier_name AS "supplierName", ${TIME('m.create_time')} AS "issueTime"
              FROM stock_movement m JOIN stock_batch b ON b.id = m.batch_id LEFT JOIN supplier_company sc ON sc.id = b.supplier_id
             WHERE m.canteen_id = ${keeper.canteenId} AND m.kind = ${sql.number(ISSUE_KIND)} AND m.meal IN (0, ${request.query.meal})
               AND ${zonedDay('m.create_time')} = ${APP_TODAY} ORDER BY m.create_time, m.id`,
      );
      return ok(rows);
    },
  );

  // 快速检测 / 农残检测: the batches a sample is taken from, and the devices in use
  app.get(
    `${base}/batches`,
    { schema: { tags, summary: "The calling canteen's batches on hand, the latest stocked first (at most 200)", response: answers(z.array(BatchOption)) } },
    async (request) => {
      const { keeper } = await ledgerKeeper(ctx, request);
      const { rows } = await db.query<z.infer<typeof BatchOption>>(
        sql`SELECT b.id::text, b.goods_code AS "goodsCode", b.goods_name AS "goodsName", b.supplier_id::text AS "supplierId", sc.supplier_name AS "supplierName", s.on_hand::float8 AS "onHand",
                   b.base_unit AS "baseUnit", ${TIME('b.create_time')} AS "stockedIn", to_char(b.expiry_date, 'YYYY-MM-DD') AS "expiryDate",
                   ${failingBatch('b')} AS "testFailed"
              FROM stock_batch b JOIN stock_balance s ON s.batch_id = b.id LEFT JOIN supplier_company sc ON sc.id = b.supplier_id
             WHERE b.canteen_id = ${keeper.canteenId} AND s.on_hand > 0 ORDER BY b.create_time DESC, b.id DESC LIMIT 200`,
      );
      return ok(rows);
    },
  );

  app.get(
    `${base}/devices`,
    { schema: { tags, summary: "The calling canteen's testing devices in use (检测设备)", response: answers(z.array(DeviceOption)) } },
    async (request) => {
      const { keeper } = await ledgerKeeper(ctx, request);
      const { rows } = await db.query<z.infer<typeof DeviceOption>>(
        sql`SELECT id::text, name, model, to_char(calibration_due, 'YYYY-MM-DD') AS "calibrationDue", COALESCE(calibration_due < ${APP_TODAY}, true) AS overdue
              FROM test_device WHERE canteen_id = ${keeper.canteenId} AND state = 1 ORDER BY name, id`,
      );
      return ok(rows);
    },
  );

  app.get(
    `${base}/suppliers`,
    {
      schema: {
        tags,
        summary: 'The suppliers a lab report of the calling canteen may be about: those bound to it or its school, and those of its batches',
        response: answers(z.array(SupplierOption)),
      },
    },
    async (request) => {
      const { keeper } = await ledgerKeeper(ctx, request);
      const { rows } = await db.query<z.infer<typeof SupplierOption>>(
        sql`SELECT sc.id::text, sc.supplier_name AS name FROM supplier_company sc
             WHERE sc.tenant_id = ${keeper.tenantId}
               AND (EXISTS (SELECT 1 FROM supplier_binding sb WHERE sb.supplier_id = sc.id AND sb.is_deleted = 0 AND sb.dept_id IN (${keeper.canteenId}, ${keeper.schoolId}))
                    OR EXISTS (SELECT 1 FROM stock_batch b WHERE b.supplier_id = sc.id AND b.canteen_id = ${keeper.canteenId}))
             ORDER BY sc.supplier_name, sc.id`,
      );
      return ok(rows);
    },
  );
}
