// 订餐管理, 送餐记录, 供餐验收 (/api/shian/meal-supply/order/…): a school served by a meal provider orders each meal before
// its cut-off (the school's rule, default the day before at 15:00 on the app clock), records the delivery and its
// temperature on arrival, and accepts or refuses it (a refusal with its reason); the provider's accounts confirm the
// orders addressed to them. Supervisors read the same list in their reach (校外供餐 › 验收记录) and change nothing.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { requireButton } from '../../../platform/access/buttons.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { fromZoned, TIME } from '../../../platform/db/zoned.ts';
import { visibleFile } from '../../../platform/files/index.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { isUniqueViolation, notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { dayRange, optionalDay } from '../../../platform/http/day-range.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { id, isDay, nullAsAbsent, offsetOf, optionalId, optionalText, paging, text, version, whole } from '../../../platform/http/fields.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { Order } from '../answers.ts';
import { ORDER_RECORD, orderFilter } from '../orders-sql.ts';
import { keeperScope, readScope } from '../scope.ts';
import { MEAL_ORDER, MESSAGE } from '../states.ts';

const meal = () => whole('餐次', 0, 1, 3).refine((value) => value >= 1, '请选择餐次');
const day = (message: string) => text(message, 10).refine(isDay, `${message.replace(/^请(输入|选择)/, '')}格式应为 YYYY-MM-DD`);
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
const localTime = (message: string) =>
  text(message, 19).refine((value) => LOCAL_TIME.test(value) && isDay(value.slice(0, 10)), `${message.replace(/^请(输入|选择)/, '')}格式应为 YYYY-MM-DD HH:MM`);

export const ListQuery = dayRange(
  z.object({
    ...paging(),
    startDate: optionalDay('开始日期'),
    endDate: optionalDay('结束日期'),
    schoolId: nullAsAbsent(optionalId('学校不正确')),
    providerId: nullAsAbsent(optionalId('供餐企业不正确')),
    status: nullAsAbsent(optionalText('状态', 20))
      .refine((value) => !value || /^[1-6](,[1-6])*$/.test(value), '状态不正确')
      .transform((value) => (value ? value.split(',').map(Number) : undefined)),
    cold: nullAsAbsent(optionalText('低温', 1)).transform((value) => value === '1'),
  }),
);

const OrderInput = z.object({
  mealDate: day('请选择供餐日期'),
  meal: meal(),
  quantity: whole('订餐份数', 0, 0, 100000).describe('0 or absent: the plan’s diners of that meal'),
  remark: optionalText('备注', 200),
});
const UpdateInput = z.object({
  id: id(MESSAGE.orderMissing),
  version: version(),
  quantity: whole('订餐份数', 0, 1, 100000),
  remark: optionalText('备注', 200),
});
const StepInput = z.object({ id: id(MESSAGE.orderMissing), version: version() });
const DeliverInput = StepInput.extend({
  departTime: localTime('请输入出发时间'),
  arriveTime: localTime('请输入到达时间'),
  vehicleNo: text('请输入车牌号', 20),
  arrivalTemp: z.coerce.number({ error: '请输入到达温度' }).min(-30, '到达温度须在 -30–120 ℃ 之间').max(120, '到达温度须在 -30–120 ℃ 之间'),
});
const AcceptInput = StepInput.extend({
  accepted: z.boolean({ error: '请选择验收结果' }),
  refuseReason: optionalText('拒收原因', 200),
  sampleKept: z.boolean({ error: '请选择是否留样' }),
  photoIds: z.array(id('照片不存在'), { error: '照片不存在' }).max(6, '最多上传 6 张照片').optional().default([]),
});

/** Why a step changed nothing: no such order of the school, one past the step, past its cut-off, or a stale version. */
async function refusal(db: Queryable, orderId: string, where: Sql, allowed: number[], cutoff: boolean) {
  const { rows } = await db.query<{ status: number; past: boolean; at: string }>(
    sql`SELECT o.status, app_now() >= o.cutoff_at AS past, to_char(${TIME('o.cutoff_at')}::timestamp, 'YYYY-MM-DD HH24:MI') AS at
          FROM meal_order o WHERE o.id = ${orderId} AND ${where}`,
  );
  const order = rows[0];
  if (!order) return notFound(MESSAGE.orderMissing);
  if (!allowed.includes(order.status)) return badRequest(allowed.includes(MEAL_ORDER.delivered) ? MESSAGE.notDelivered : MESSAGE.notOpen);
  if (cutoff && order.past) return badRequest(MESSAGE.pastCutoff(order.at));
  return staleVersion();
}

export function orderRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['meal-supply'];
  const base = '/api/shian/meal-supply/order';
  const one = async (orderId: string) => (await db.query(sql`${ORDER_RECORD} WHERE o.id = ${orderId}`)).rows[0];
  const OPEN = [MEAL_ORDER.placed, MEAL_ORDER.confirmed];

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: 'A page of meal orders in the caller’s reach, newest meal first; ?startDate, endDate, schoolId, providerId, status=1,2…, cold=1',
        querystring: ListQuery,
        response: answers(paged(Order)),
      },
    },
    async (request) => {
      const scope = await readScope(db, await authenticate(ctx, request));
      const { status, ...rest } = request.query;
      const filter = orderFilter({ tenantId: scope.actor.tenantId, schoolIds: scope.schoolIds, statuses: status, ...rest });
      const [rows, total] = await Promise.all([
        db.query(sql`${ORDER_RECORD} WHERE ${filter} ORDER BY o.meal_date DESC, o.meal DESC, o.id DESC LIMIT ${rest.size} OFFSET ${offsetOf(rest)}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM meal_order o WHERE ${filter}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, rest));
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'Orders a meal from the school’s provider: mealDate, meal (1–3), quantity (the plan’s diners when 0), remark',
        description: 'Button `meal_order_add`; refused once the day’s cut-off has passed.',
        body: OrderInput,
        response: answers(Order),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const scope = await keeperScope(db, claims);
      await requireButton(db, claims, 'meal_order_add');
      const { mealDate, meal, remark } = request.body;
      const setting = await db.query<{ cutoff: string; past: boolean; at: string }>(
        sql`SELECT c.cutoff, app_now() >= c.cutoff AS past, to_char(${TIME('c.cutoff')}::timestamp, 'YYYY-MM-DD HH24:MI') AS at
              FROM meal_supply_school m CROSS JOIN LATERAL (SELECT ${fromZoned(sql`(${mealDate}::date - m.cutoff_days) + m.cutoff_time`)} AS cutoff) c
             WHERE m.school_id = ${scope.schoolId}`,
      );
      const rule = setting.rows[0];
      if (!rule) throw badRequest(MESSAGE.noProvider);
      if (rule.past) throw badRequest(MESSAGE.pastCutoff(rule.at));
      let quantity = request.body.quantity;
      if (!quantity) {
        const planned = await db.query<{ diners: number }>(
          sql`SELECT COALESCE(sum(diners), 0)::int AS diners FROM meal_plan WHERE school_id = ${scope.schoolId} AND meal_date = ${mealDate}::date AND meal = ${meal}`,
        );
        quantity = planned.rows[0]!.diners;
        if (!quantity) throw badRequest('请输入订餐份数（供餐计划中该餐次没有人数）');
      }
      try {
        const { rows } = await db.query<{ id: string }>(
          sql`INSERT INTO meal_order (tenant_id, school_id, provider_id, meal_date, meal, quantity, cutoff_at, remark, create_user)
              SELECT ${scope.actor.tenantId}, m.school_id, m.provider_id, ${mealDate}::date, ${meal}, ${quantity}, ${rule.cutoff}::timestamptz, ${remark}, ${scope.actor.userId}
                FROM meal_supply_school m WHERE m.school_id = ${scope.schoolId} AND app_now() < ${rule.cutoff}::timestamptz RETURNING id::text`,
        );
        if (!rows[0]) throw badRequest(MESSAGE.pastCutoff(rule.at));
        return ok(await one(rows[0].id));
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest(MESSAGE.duplicate);
        throw error;
      }
    },
  );

  app.post(
    `${base}/update`,
    {
      schema: {
        tags,
        summary: 'Changes an order’s quantity and remark before its cut-off: id, version, quantity, remark (a confirmed order is confirmed again)',
        description: 'Button `meal_order_add`.',
        body: UpdateInput,
        response: answers(Order),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const scope = await keeperScope(db, claims);
      await requireButton(db, claims, 'meal_order_add');
      const { id: orderId, version: v, quantity, remark } = request.body;
      const { rows } = await db.query<{ id: string }>(
        sql`UPDATE meal_order SET quantity = ${quantity}, remark = ${remark}, status = ${MEAL_ORDER.placed}, version = version + 1, update_time = now()
             WHERE id = ${orderId} AND school_id = ${scope.schoolId} AND version = ${v} AND status = ANY(${OPEN}::int[]) AND app_now() < cutoff_at RETURNING id::text`,
      );
      if (!rows[0]) throw await refusal(db, orderId, sql`o.school_id = ${scope.schoolId}`, OPEN, true);
      return ok(await one(orderId));
    },
  );

  app.post(
    `${base}/cancel`,
    {
      schema: {
        tags,
        summary: 'Cancels an order before its cut-off: id, version',
        description: 'Button `meal_order_add`.',
        body: StepInput,
        response: answers(Order),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const scope = await keeperScope(db, claims);
      await requireButton(db, claims, 'meal_order_add');
      const { id: orderId, version: v } = request.body;
      const { rows } = await db.query<{ id: string }>(
        sql`UPDATE meal_order SET status = ${MEAL_ORDER.cancelled}, version = version + 1, update_time = now()
             WHERE id = ${orderId} AND school_id = ${scope.schoolId} AND version = ${v} AND status = ANY(${OPEN}::int[]) AND app_now() < cutoff_at RETURNING id::text`,
      );
      if (!rows[0]) throw await refusal(db, orderId, sql`o.school_id = ${scope.schoolId}`, OPEN, true);
      return ok(await one(orderId));
    },
  );

  app.post(
    `${base}/confirm`,
    { schema: { tags, summary: 'The provider’s account confirms an order addressed to its company: id, version', body: StepInput, response: answers(Order) } },
    async (request) => {
      const claims = await authenticate(ctx, request);
      if (claims.kind !== 'supplier') throw forbidden('只有供餐企业可以确认订单');
      const { id: orderId, version: v } = request.body;
      const mine = sql`o.provider_id IN (SELECT p.id FROM meal_provider p JOIN supplier_account a ON a.company_id = p.supplier_id
                                          WHERE a.id = ${claims.subjectId} AND a.tenant_id = ${claims.tenantId} AND a.is_deleted = 0)`;
      const { rows } = await db.query<{ id: string }>(
        sql`UPDATE meal_order o SET status = ${MEAL_ORDER.confirmed}, version = version + 1, update_time = now()
             WHERE o.id = ${orderId} AND o.version = ${v} AND o.status = ${MEAL_ORDER.placed} AND ${mine} RETURNING o.id::text`,
      );
      if (!rows[0]) throw await refusal(db, orderId, mine, [MEAL_ORDER.placed], false);
      return ok(await one(orderId));
    },
  );

  app.post(
    `${base}/deliver`,
    {
      schema: {
        tags,
        summary: 'Records the delivery as it arrives: id, version, departTime, arriveTime (local YYYY-MM-DD HH:MM), vehicleNo, arrivalTemp (°C)',
        description: 'Below 60 °C the delivery is flagged cold, and its acceptance warns.',
        body: DeliverInput,
        response: answers(Order),
      },
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const { id: orderId, version: v, departTime, arriveTime, vehicleNo, arrivalTemp } = request.body;
      if (arriveTime < departTime) throw badRequest('到达时间不能早于出发时间');
      const { rows } = await db.query<{ id: string }>(
        sql`UPDATE meal_order SET status = ${MEAL_ORDER.delivered}, depart_time = ${fromZoned(sql`${departTime}::text`)}, arrive_time = ${fromZoned(sql`${arriveTime}::text`)},
                   vehicle_no = ${vehicleNo}, arrival_temp = round(${arrivalTemp}::numeric, 1), delivery_user = ${scope.actor.userId}, version = version + 1, update_time = now()
             WHERE id = ${orderId} AND school_id = ${scope.schoolId} AND version = ${v} AND status = ANY(${OPEN}::int[]) RETURNING id::text`,
      );
      if (!rows[0]) throw await refusal(db, orderId, sql`o.school_id = ${scope.schoolId}`, OPEN, false);
      return ok(await one(orderId));
    },
  );

  app.post(
    `${base}/accept`,
    {
      schema: {
        tags,
        summary: 'Accepts or refuses a delivered order: id, version, accepted, refuseReason (required to refuse), sampleKept, photoIds',
        body: AcceptInput,
        response: answers(Order),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const scope = await keeperScope(db, claims);
      const { id: orderId, version: v, accepted, refuseReason, sampleKept, photoIds } = request.body;
      if (!accepted && !refuseReason.trim()) throw badRequest(MESSAGE.refuseReason);
      for (const photo of new Set(photoIds)) {
        const { rows } = await db.query<{ mime: string }>(sql`SELECT mime FROM stored_file WHERE ${visibleFile(photo, claims)}`);
        if (!rows[0]) throw badRequest('照片不存在');
        if (!rows[0].mime.startsWith('image/')) throw badRequest('照片须为图片文件');
      }
      const { rows } = await db.query<{ id: string }>(
        sql`UPDATE meal_order SET status = ${accepted ? MEAL_ORDER.accepted : MEAL_ORDER.refused}, refuse_reason = ${accepted ? '' : refuseReason.trim()},
                   sample_kept = ${sampleKept}, photo_ids = ${[...new Set(photoIds)]}::bigint[], accept_user = ${scope.actor.userId}, accept_time = now(),
                   version = version + 1, update_time = now()
             WHERE id = ${orderId} AND school_id = ${scope.schoolId} AND version = ${v} AND status = ${MEAL_ORDER.delivered} RETURNING id::text`,
      );
      if (!rows[0]) throw await refusal(db, orderId, sql`o.school_id = ${scope.schoolId}`, [MEAL_ORDER.delivered], false);
      return ok(await one(orderId));
    },
  );
}
