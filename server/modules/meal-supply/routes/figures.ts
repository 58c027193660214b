// 订餐统计 and 供餐评价 (/api/shian/meal-supply/stats, /rating/…): the orders and meals by month, provider and school
// over a range of months (six up to this month by default, at most twelve), with the accepted, refused and cold
// deliveries; the schools' scores of their deliveries (1–5 with a comment), listed and averaged by provider and month.
// Everything in the caller's reach; only a keeper (the school) rates, its own deliveries once each.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { APP_TODAY, TIME } from '../../../platform/db/zoned.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { isUniqueViolation } from '../../../platform/http/crud-errors.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { id, nullAsAbsent, offsetOf, optionalId, optionalText, paging, whole } from '../../../platform/http/fields.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { Rating, RatingTrend, Stats } from '../answers.ts';

type Figures = { orders: number; meals: number; accepted: number; refused: number; cold: number };
import { COLD } from '../orders-sql.ts';
import { keeperScope, readScope } from '../scope.ts';
import { MEAL_ORDER, MESSAGE } from '../states.ts';

const MAX_MONTHS = 12;
const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
const month = (label: string) =>
  nullAsAbsent(optionalText(label, 7))
    .refine((value) => !value || isMonth(value), `${label}格式应为 YYYY-MM`)
    .transform((value) => value || undefined);
const monthsBetween = (start: string, end: string) =>
  (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(end.slice(5)) - Number(start.slice(5));
const RangeQuery = z
  .object({
    startMonth: month('开始月份'),
    endMonth: month('结束月份'),
    schoolId: nullAsAbsent(optionalId('学校不正确')),
    providerId: nullAsAbsent(optionalId('供餐企业不正确')),
  })
  .refine((q) => !q.startMonth || !q.endMonth || q.startMonth <= q.endMonth, { path: ['endMonth'], message: '结束月份不能早于开始月份' })
  .refine((q) => !q.startMonth || !q.endMonth || monthsBetween(q.startMonth, q.endMonth) < MAX_MONTHS, {
    path: ['endMonth'],
    message: `统计范围不能超过 ${MAX_MONTHS} 个月`,
  });

/** The range asked for, or the six months up to this month on the app clock (an end alone: the six up to it). */
async function rangeOf(db: Queryable, start?: string, end?: string): Promise<[string, string]> {
  const { rows } = await db.query<{ start: string; end: string }>(
    sql`SELECT to_char(COALESCE(${start ? `${start}-01` : null}::date, e - interval '5 months'), 'YYYY-MM') AS start, to_char(e, 'YYYY-MM') AS end
          FROM (SELECT COALESCE(${end ? `${end}-01` : null}::date, date_trunc('month', ${APP_TODAY})::date) AS e) x`,
  );
  return [rows[0]!.start, rows[0]!.end];
}

/** The figures of one month, provider and school (alias o: the orders), summed again by the grouping sets below. */
const FIGURES = sql`count(*) AS orders, COALESCE(sum(o.quantity), 0) AS meals,
  count(*) FILTER (WHERE o.status = ${MEAL_ORDER.accepted}) AS accepted, count(*) FILTER (WHERE o.status = ${MEAL_ORDER.refused}) AS refused,
  count(*) FILTER (WHERE ${COLD}) AS cold`;
/** (a sum over no rows is null: the total of a range without orders is zeros) */
const SUMMED = sql`COALESCE(sum(f.orders), 0)::int AS orders, COALESCE(sum(f.meals), 0)::int AS meals, COALESCE(sum(f.accepted), 0)::int AS accepted,
  COALESCE(sum(f.refused), 0)::int AS refused, COALESCE(sum(f.cold), 0)::int AS cold`;

const RatingInput = z.object({ orderId: id(MESSAGE.orderMissing), score: whole('评分', 0, 1, 5), comment: optionalText('评价内容', 200) });
const RatingQuery = z.object({
  ...paging(),
  providerId: nullAsAbsent(optionalId('供餐企业不正确')),
  schoolId: nullAsAbsent(optionalId('学校不正确')),
  maxScore: whole('评分', 5, 1, 5),
});

export function figureRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['meal-supply'];
  const base = '/api/shian/meal-supply';

  const ordersIn = (tenantId: string, schoolIds: string[], start: string, end: string, q: { schoolId?: string; providerId?: string }): Sql =>
    sql`o.tenant_id = ${tenantId} AND o.school_id = ANY(${schoolIds}::bigint[]) AND o.status <> ${MEAL_ORDER.cancelled}
      AND o.meal_date >= ${`${start}-01`}::date AND o.meal_date < (${`${end}-01`}::date + interval '1 month')
      AND (${q.schoolId ?? null}::bigint IS NULL OR o.school_id = ${q.schoolId ?? null}::bigint)
      AND (${q.providerId ?? null}::bigint IS NULL OR o.provider_id = ${q.providerId ?? null}::bigint)`;

  app.get(
    `${base}/stats`,
    {
      schema: {
        tags,
        summary: '订餐统计: orders and meals by month, provider and school in the caller’s reach; ?startMonth, endMonth (YYYY-MM), schoolId, providerId',
        querystring: RangeQuery,
        response: answers(Stats),
      },
    },
    async (request) => {
      const scope = await readScope(db, await authenticate(ctx, request));
      const [start, end] = await rangeOf(db, request.query.startMonth, request.query.endMonth);
      const where = ordersIn(scope.actor.tenantId, scope.schoolIds, start, end, request.query);
      // one pass over the orders, counted by month, provider and school; then the total and each of the three by grouping
      // sets over those few thousand rows (grouping sets over the orders themselves hashed a year's 180,000 rows four times);
      // names and empty months after
      const { rows } = await db.query<Figures & { kind: 'total' | 'month' | 'provider' | 'school'; key: string | null; name: string | null }>(
        sql`SELECT g.*, CASE g.kind WHEN 'provider' THEN (SELECT c.supplier_name FROM meal_provider p JOIN supplier_company c ON c.id = p.supplier_id WHERE p.id = g.key::bigint)
                                   WHEN 'school' THEN (SELECT d.dept_name FROM dept d WHERE d.id = g.key::bigint) END AS name
              FROM (SELECT CASE WHEN grouping(f.m) = 0 THEN 'month' WHEN grouping(f.provider_id) = 0 THEN 'provider' WHEN grouping(f.school_id) = 0 THEN 'school' ELSE 'total' END AS kind,
                           COALESCE(to_char(f.m, 'YYYY-MM'), f.provider_id::text, f.school_id::text) AS key, ${SUMMED}
                      FROM (SELECT date_trunc('month', o.meal_date) AS m, o.provider_id, o.school_id, ${FIGURES}
                              FROM meal_order o WHERE ${where} GROUP BY 1, 2, 3) f
                     GROUP BY GROUPING SETS ((), (f.m), (f.provider_id), (f.school_id))) g`,
      );
      const figures = ({ orders, meals, accepted, refused, cold }: Figures): Figures => ({ orders, meals, accepted, refused, cold });
      const of = (kind: string) => rows.filter((row) => row.kind === kind);
      const none: Figures = { orders: 0, meals: 0, accepted: 0, refused: 0, cold: 0 };
      const total = of('total')[0] ?? none;
      return ok({
        startMonth: start,
        endMonth: end,
        total: figures(total),
        byMonth: monthsOf(start, end).map((month) => ({ month, ...figures(of('month').find((row) => row.key === month) ?? none) })),
        byProvider: of('provider')
          .map((row) => ({ providerId: row.key!, providerName: row.name ?? '', ...figures(row) }))
          .sort((x, y) => y.meals - x.meals || x.providerName.localeCompare(y.providerName)),
        bySchool: await schoolOrder(
          db,
          of('school').map((row) => ({ schoolId: row.key!, schoolName: row.name ?? '', ...figures(row) })),
        ),
      });
    },
  );

  app.get(
    `${base}/rating/trend`,
    {
      schema: {
        tags,
        summary: '供餐评价: each provider’s average score (one decimal) and count by month, in the caller’s reach; ?startMonth, endMonth, schoolId, providerId',
        querystring: RangeQuery,
        response: answers(RatingTrend),
      },
    },
    async (request) => {
      const scope = await readScope(db, await authenticate(ctx, request));
      const [start, end] = await rangeOf(db, request.query.startMonth, request.query.endMonth);
      const { schoolId = null, providerId = null } = request.query;
      const { rows } = await db.query<{ providerId: string; providerName: string; month: string; average: number; count: number }>(
        sql`SELECT r.provider_id::text AS "providerId", c.supplier_name AS "providerName", to_char(r.month, 'YYYY-MM') AS month,
                   round(avg(r.score), 1)::float8 AS average, count(*)::int AS count
              FROM meal_rating r JOIN meal_provider p ON p.id = r.provider_id JOIN supplier_company c ON c.id = p.supplier_id
             WHERE r.tenant_id = ${scope.actor.tenantId} AND r.school_id = ANY(${scope.schoolIds}::bigint[])
               AND r.month BETWEEN ${`${start}-01`}::date AND ${`${end}-01`}::date
               AND (${schoolId}::bigint IS NULL OR r.school_id = ${schoolId}::bigint) AND (${providerId}::bigint IS NULL OR r.provider_id = ${providerId}::bigint)
             GROUP BY r.provider_id, c.supplier_name, r.month ORDER BY c.supplier_name, r.provider_id`,
      );
      const months = monthsOf(start, end);
      const providers = [...new Map(rows.map((row) => [row.providerId, row.providerName])).entries()].map(([id, name]) => {
        const cells = months.map((month) => rows.find((row) => row.providerId === id && row.month === month));
        return { providerId: id, providerName: name, average: cells.map((cell) => cell?.average ?? null), count: cells.map((cell) => cell?.count ?? 0) };
      });
      return ok({ months, providers });
    },
  );

  app.get(
    `${base}/rating/list`,
    {
      schema: {
        tags,
        summary: 'A page of the ratings in the caller’s reach, newest first; ?providerId, schoolId, maxScore (1–5)',
        querystring: RatingQuery,
        response: answers(paged(Rating)),
      },
    },
    async (request) => {
      const scope = await readScope(db, await authenticate(ctx, request));
      const { providerId = null, schoolId = null, maxScore, ...page } = request.query;
      const filter = sql`r.tenant_id = ${scope.actor.tenantId} AND r.school_id = ANY(${scope.schoolIds}::bigint[]) AND r.score <= ${maxScore}
        AND (${schoolId}::bigint IS NULL OR r.school_id = ${schoolId}::bigint) AND (${providerId}::bigint IS NULL OR r.provider_id = ${providerId}::bigint)`;
      const [rows, total] = await Promise.all([
        db.query(
          sql`SELECT r.id::text, s.dept_name AS "schoolName", c.supplier_name AS "providerName", to_char(r.month, 'YYYY-MM') AS month,
                     to_char(o.meal_date, 'YYYY-MM-DD') AS "mealDate", r.source, r.score::int, r.comment, ${TIME('r.create_time')} AS "createTime"
                FROM meal_rating r JOIN dept s ON s.id = r.school_id JOIN meal_provider p ON p.id = r.provider_id JOIN supplier_company c ON c.id = p.supplier_id
                LEFT JOIN meal_order o ON o.id = r.order_id
               WHERE ${filter} ORDER BY r.create_time DESC, r.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM meal_rating r WHERE ${filter}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.post(
    `${base}/rating`,
    {
      schema: {
        tags,
        summary: 'The school rates one of its accepted or refused deliveries once: orderId, score (1–5), comment',
        body: RatingInput,
        response: answers(z.object({ id: z.string() })),
      },
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const { orderId, score, comment } = request.body;
      if (!score) throw badRequest('请选择评分');
      try {
        const { rows } = await db.query<{ id: string }>(
          sql`INSERT INTO meal_rating (tenant_id, school_id, provider_id, order_id, month, source, score, comment, create_user)
              SELECT o.tenant_id, o.school_id, o.provider_id, o.id, date_trunc('month', o.meal_date)::date, 'school', ${score}, ${comment}, ${scope.actor.userId}
                FROM meal_order o WHERE o.id = ${orderId} AND o.school_id = ${scope.schoolId} AND o.status IN (${MEAL_ORDER.accepted}, ${MEAL_ORDER.refused})
              RETURNING id::text`,
        );
        if (!rows[0]) throw badRequest('只能评价已验收或已拒收的送餐');
        return ok(rows[0]);
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest('该次送餐已评价');
        throw error;
      }
    },
  );
}

/** The months from `start` to `end` (YYYY-MM), both included. */
function monthsOf(start: string, end: string): string[] {
  const months: string[] = [];
  for (let at = start; at <= end; at = nextMonth(at)) months.push(at);
  return months;
}

/** The schools' figures in the department tree's order. */
async function schoolOrder<T extends { schoolId: string }>(db: Queryable, rows: T[]): Promise<T[]> {
  const { rows: order } = await db.query<{ id: string }>(
    sql`SELECT id::text FROM dept WHERE id = ANY(${rows.map((row) => row.schoolId)}::bigint[]) ORDER BY sort, id`,
  );
  return order.map((school) => rows.find((row) => row.schoolId === school.id)!);
}

const nextMonth = (at: string) => {
  const [year, monthNo] = [Number(at.slice(0, 4)), Number(at.slice(5))];
  return monthNo === 12 ? `${year + 1}-01` : `${year}-${String(monthNo + 1).padStart(2, '0')}`;
};
