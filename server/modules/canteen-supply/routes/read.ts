// 食堂供餐 (docs/product-rules.md#canteen-supply): 供餐概况, 就餐人数统计, 餐次统计 and 食堂排名, read-only, every count
// computed from the consumptions of the canteens in the caller's reach (meals.ts) — never a seeded figure.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { sql } from '../../../platform/db/sql.ts';
import { localClock } from '../../../platform/db/zoned.ts';
import { answers } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { DinerRows, MealRows, Overview, Ranking } from '../answers.ts';
import { complaintDays } from '../complaints.ts';
import { addMeals, noMeals, ranksOf, weekStartOf, type ByMeal } from '../figures.ts';
import { addDays } from '../../../platform/http/day-range.ts';
import { DinerQuery, rangeOf, RangeQuery } from '../input.ts';
import { canteensOf, mealsOf } from '../meals.ts';
import { chosen, supplyReader } from '../scope.ts';

export const SUPPLY_BASE = '/api/rabbit-meals';
const TREND_DAYS = 30;
const RANGE_DOC =
  'canteenId (one canteen of the reach; another names none), startDate and endDate (YYYY-MM-DD, at most 366 days; the 30 days up to today by default). ' +
  'A bad range is refused with 400 and its message: 开始日期格式应为 YYYY-MM-DD · 结束日期不能早于开始日期 · 查询时间范围不能超过 366 天';

type Named = { id: string; name: string; schoolName: string };
const label = (canteen: Named) => ({ canteenId: canteen.id, canteenName: canteen.name, schoolName: canteen.schoolName });
const int = (value: unknown) => Number(value ?? 0);

export function canteenSupplyRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['canteen-supply'];
  const named = async (canteenIds: string[]) => (await db.query<Named>(canteensOf(canteenIds))).rows;

  app.get(
    `${SUPPLY_BASE}/overview`,
    {
      schema: {
        tags,
        summary: '供餐概况: today, this week and this month’s meals by 餐别 and diners, the 30 days’ trend and each canteen, in the caller’s reach',
        response: answers(Overview),
      },
    },
    async (request) => {
      const reader = await supplyReader(db, await authenticate(ctx, request));
      const { today } = await localClock(db);
      const weekStart = weekStartOf(today);
      const monthStart = `${today.slice(0, 7)}-01`;
      const trendStart = addDays(today, 1 - TREND_DAYS);
      const first = [weekStart, monthStart, trendStart].sort()[0]!;
      const meals = mealsOf({ tenantId: reader.tenantId, canteenIds: reader.canteenIds, first, last: today });
      const since = sql`(VALUES ('today', ${today}::date), ('week', ${weekStart}::date), ('month', ${monthStart}::date)) g(period, since)`;
      const [byMeal, diners, trend, canteens, names] = await Promise.all([
        db.query<{ period: string; dinner_type: number | null; meals: number }>(
          sql`WITH m AS (${meals}) SELECT g.period, m.dinner_type, count(*)::int AS meals FROM m JOIN ${since} ON m.day >= g.since GROUP BY 1, 2`,
        ),
        db.query<{ period: string; diners: number }>(
          sql`WITH m AS (${meals}) SELECT g.period, count(DISTINCT m.personnel_id)::int AS diners FROM m JOIN ${since} ON m.day >= g.since GROUP BY 1`,
        ),
        db.query<{ day: string; meals: number; diners: number }>(
          sql`WITH m AS (${meals}) SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS meals, count(DISTINCT personnel_id)::int AS diners
                FROM m WHERE day >= ${trendStart}::date GROUP BY 1`,
        ),
        db.query<{ canteen_id: string; today: number; month: number; diners: number }>(
          sql`WITH m AS (${meals}) SELECT canteen_id::text, count(*) FILTER (WHERE day = ${today}::date)::int AS today,
                     count(*) FILTER (WHERE day >= ${monthStart}::date)::int AS month,
                     count(DISTINCT personnel_id) FILTER (WHERE day >= ${monthStart}::date)::int AS diners
                FROM m GROUP BY 1`,
        ),
        named(reader.canteenIds),
      ]);
      const periods = Object.fromEntries(
        (['today', 'week', 'month'] as const).map((period) => [
          period,
          {
            meals: byMeal.rows.filter((row) => row.period === period).reduce((sum, row) => addMeals(sum, row.dinner_type, int(row.meals)), noMeals()),
            diners: int(diners.rows.find((row) => row.period === period)?.diners),
          },
        ]),
      ) as Record<'today' | 'week' | 'month', { meals: ByMeal; diners: number }>;
      const trendOf = new Map(trend.rows.map((row) => [row.day, row]));
      const perCanteen = new Map(canteens.rows.map((row) => [row.canteen_id, row]));
      return ok({
        today,
        weekStart,
        monthStart,
        periods,
        trend: Array.from({ length: TREND_DAYS }, (_, index) => {
          const day = addDays(trendStart, index);
          return { day, meals: int(trendOf.get(day)?.meals), diners: int(trendOf.get(day)?.diners) };
        }),
        canteens: names.map((canteen) => {
          const row = perCanteen.get(canteen.id);
          return { ...label(canteen), todayMeals: int(row?.today), monthMeals: int(row?.month), monthDiners: int(row?.diners) };
        }),
      });
    },
  );

  app.get(
    `${SUPPLY_BASE}/diners`,
    {
      schema: {
        tags,
        summary: '就餐人数统计: the distinct diners of each canteen per day or month (teachers, students, staff), newest first',
        description: `${RANGE_DOC} by: day (default) or month (a month counted within the range). Canteen-periods without a meal are left out.`,
        querystring: DinerQuery,
        response: answers(DinerRows),
      },
    },
    async (request) => {
      const reader = await supplyReader(db, await authenticate(ctx, request));
      const { first, last } = rangeOf(request.query, (await localClock(db)).today);
      const canteenIds = chosen(reader, request.query.canteenId);
      const format = request.query.by === 'month' ? sql.raw("'YYYY-MM'") : sql.raw("'YYYY-MM-DD'");
      const [{ rows }, names] = await Promise.all([
        db.query<{ canteen_id: string; period: string; diners: number; teachers: number; students: number; staff: number }>(
          sql`WITH m AS (${mealsOf({ tenantId: reader.tenantId, canteenIds, first, last })})
              SELECT canteen_id::text, to_char(day, ${format}) AS period, count(DISTINCT personnel_id)::int AS diners,
                     count(DISTINCT personnel_id) FILTER (WHERE personnel_type = 1)::int AS teachers,
                     count(DISTINCT personnel_id) FILTER (WHERE personnel_type = 2)::int AS students,
                     count(DISTINCT personnel_id) FILTER (WHERE personnel_type = 3)::int AS staff
                FROM m GROUP BY 1, 2`,
        ),
        named(canteenIds),
      ]);
      const order = new Map(names.map((canteen, index) => [canteen.id, index]));
      const byId = new Map(names.map((canteen) => [canteen.id, canteen]));
      rows.sort((a, b) => b.period.localeCompare(a.period) || order.get(a.canteen_id)! - order.get(b.canteen_id)!);
      return ok({
        first,
        last,
        by: request.query.by,
        rows: rows.map(({ canteen_id, ...row }) => ({ ...label(byId.get(canteen_id)!), ...row })),
      });
    },
  );

  app.get(
    `${SUPPLY_BASE}/meals`,
    {
      schema: {
        tags,
        summary: '餐次统计: the meals of each canteen per day by 餐别 (早餐, 午餐, 晚餐, 夜宵), newest first',
        description: `${RANGE_DOC} Canteen-days without a meal are left out.`,
        querystring: RangeQuery,
        response: answers(MealRows),
      },
    },
    async (request) => {
      const reader = await supplyReader(db, await authenticate(ctx, request));
      const { first, last } = rangeOf(request.query, (await localClock(db)).today);
      const canteenIds = chosen(reader, request.query.canteenId);
      const [{ rows }, names] = await Promise.all([
        db.query<{ canteen_id: string; day: string; dinner_type: number | null; meals: number }>(
          sql`WITH m AS (${mealsOf({ tenantId: reader.tenantId, canteenIds, first, last })})
              SELECT canteen_id::text, to_char(day, 'YYYY-MM-DD') AS day, dinner_type, count(*)::int AS meals FROM m GROUP BY 1, 2, 3`,
        ),
        named(canteenIds),
      ]);
      const days = new Map<string, { canteenId: string; day: string; meals: ByMeal }>();
      for (const row of rows) {
        const key = `${row.day}:${row.canteen_id}`;
        if (!days.has(key)) days.set(key, { canteenId: row.canteen_id, day: row.day, meals: noMeals() });
        addMeals(days.get(key)!.meals, row.dinner_type, int(row.meals));
      }
      const order = new Map(names.map((canteen, index) => [canteen.id, index]));
      const byId = new Map(names.map((canteen) => [canteen.id, canteen]));
      const sorted = [...days.values()].sort((a, b) => b.day.localeCompare(a.day) || order.get(a.canteenId)! - order.get(b.canteenId)!);
      return ok({ first, last, rows: sorted.map(({ canteenId, ...row }) => ({ ...label(byId.get(canteenId)!), ...row })) });
    },
  );

  app.get(
    `${SUPPLY_BASE}/ranking`,
    {
      schema: {
        tags,
        summary: '食堂排名: every canteen in reach ranked by meals served over the range, and by complaint-free days once complaints are recorded',
        description: `${RANGE_DOC} complaintData is false while 投诉建议 records nothing (complaintFreeDays and complaintRank null: 暂无投诉数据).`,
        querystring: RangeQuery,
        response: answers(Ranking),
      },
    },
    async (request) => {
      const reader = await supplyReader(db, await authenticate(ctx, request));
      const { first, last } = rangeOf(request.query, (await localClock(db)).today);
      const canteenIds = chosen(reader, request.query.canteenId);
      const [{ rows }, names, complaints] = await Promise.all([
        db.query<{ canteen_id: string; meals: number; diners: number; days: number }>(
          sql`WITH m AS (${mealsOf({ tenantId: reader.tenantId, canteenIds, first, last })})
              SELECT canteen_id::text, count(*)::int AS meals, count(DISTINCT personnel_id)::int AS diners, count(DISTINCT day)::int AS days FROM m GROUP BY 1`,
        ),
        named(canteenIds),
        complaintDays(db, canteenIds, first, last),
      ]);
      const served = new Map(rows.map((row) => [row.canteen_id, row]));
      const figures = names
        .map((canteen) => {
          const row = served.get(canteen.id);
          const free = complaints.available ? (complaints.days.get(canteen.id) ?? 0) : null;
          return { ...label(canteen), meals: int(row?.meals), diners: int(row?.diners), servedDays: int(row?.days), complaintFreeDays: free };
        })
        .sort((a, b) => b.meals - a.meals);
      const ranks = ranksOf(figures.map((row) => row.meals));
      const complaintRanks = complaints.available ? ranksOf(figures.map((row) => row.complaintFreeDays ?? 0)) : null;
      return ok({
        first,
        last,
        complaintData: complaints.available,
        rows: figures.map((row, index) => ({ ...row, rank: ranks[index]!, complaintRank: complaintRanks ? complaintRanks[index]! : null })),
      });
    },
  );
}
