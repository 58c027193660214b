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
import { MEAL_FIELDS, noMeals, ranksOf, weekStartOf, type ByMeal } from '../figures.ts';
import { addDays } from '../../../platform/http/day-range.ts';
import { offsetOf } from '../../../platform/http/fields.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { DinerQuery, MealQuery, rangeOf, RangeQuery } from '../input.ts';
import { canteensOf, DAY_BITS, dayRows, dinerMonths, dinersByDayOf, MEAL_SUMS, MEAL_TOTAL, monthMasks, pageWindow, windowDays } from '../meals.ts';
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
      const ids = reader.canteenIds;
      const week = sql.join(
        monthMasks(weekStart, today).map(({ month, mask }) => sql`(month = ${month}::date AND days & ${mask} <> 0)`),
        ' OR ',
      );
      const [days, canteens, dayDiners, periodDiners, names] = await Promise.all([
        db.query<ByMeal & { day: string }>(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, ${MEAL_SUMS} FROM (${dayRows(ids, first, today)}) d GROUP BY day`),
        db.query<{ canteen_id: string; today: number; month: number; diners: number }>(
          sql`SELECT canteen_id::text, COALESCE(sum(${MEAL_TOTAL}) FILTER (WHERE day = ${today}::date), 0)::int AS today,
                     sum(${MEAL_TOTAL})::int AS month
                FROM (${dayRows(ids, monthStart, today)}) d GROUP BY 1`,
        ),
        db.query<{ month: string }>(
          sql`SELECT to_char(month, 'YYYY-MM-DD') AS month, ${DAY_BITS}
                FROM (SELECT personnel_id, month, bit_or(days) AS days FROM (${dinerMonths(ids, first, today)}) g GROUP BY 1, 2) p GROUP BY month`,
        ),
        db.query<{ canteen_id: string | null; week: number; month: number }>(
          sql`SELECT canteen_id::text, count(DISTINCT personnel_id) FILTER (WHERE ${week})::int AS week,
                     count(DISTINCT personnel_id) FILTER (WHERE month = ${monthStart}::date)::int AS month
                FROM (${dinerMonths(ids, first, today)}) g GROUP BY GROUPING SETS ((canteen_id), ())`,
        ),
        named(ids),
      ]);
      const mealsOn = new Map(days.rows.map(({ day, ...meals }) => [day, meals]));
      const mealsFrom = (since: string) => {
        const sum = noMeals();
        for (const row of days.rows) if (row.day >= since) for (const key of MEAL_FIELDS) sum[key] += int(row[key]);
        return sum;
      };
      const dinersOn = dinersByDayOf(dayDiners.rows, first, today);
      const all = periodDiners.rows.find((row) => row.canteen_id === null);
      const perCanteen = new Map(canteens.rows.map((row) => [row.canteen_id, row]));
      const monthDiners = new Map(periodDiners.rows.map((row) => [row.canteen_id, row.month]));
      return ok({
        today,
        weekStart,
        monthStart,
        periods: {
          today: { meals: mealsFrom(today), diners: dinersOn.get(today) ?? 0 },
          week: { meals: mealsFrom(weekStart), diners: int(all?.week) },
          month: { meals: mealsFrom(monthStart), diners: int(all?.month) },
        },
        trend: Array.from({ length: TREND_DAYS }, (_, index) => {
          const day = addDays(trendStart, index);
          return { day, meals: int(mealsOn.get(day)?.total), diners: dinersOn.get(day) ?? 0 };
        }),
        canteens: names.map((canteen) => {
          const row = perCanteen.get(canteen.id);
          return { ...label(canteen), todayMeals: int(row?.today), monthMeals: int(row?.month), monthDiners: int(monthDiners.get(canteen.id)) };
        }),
      });
    },
  );

  app.get(
    `${SUPPLY_BASE}/diners`,
    {
      schema: {
        tags,
        summary: '就餐人数统计: the distinct diners of each canteen per day or month (teachers, students, staff), newest first, a page at a time',
        description: `${RANGE_DOC} by: day (default) or month (a month counted within the range). current, size (at most 100): the page. Canteen-periods without a diner are left out; series sums the canteens of each period, oldest first.`,
        querystring: DinerQuery,
        response: answers(DinerRows),
      },
    },
    async (request) => {
      const reader = await supplyReader(db, await authenticate(ctx, request));
      const { first, last } = rangeOf(request.query, (await localClock(db)).today);
      const names = await named(chosen(reader, request.query.canteenId));
      const ids = names.map((canteen) => canteen.id);
      const rowsOf = (from: string, to: string) =>
        request.query.by === 'month'
          ? sql`SELECT canteen_id, to_char(month, 'YYYY-MM') AS period, count(*)::int AS diners, count(*) FILTER (WHERE personnel_type = 1)::int AS teachers,
                       count(*) FILTER (WHERE personnel_type = 2)::int AS students, count(*) FILTER (WHERE personnel_type = 3)::int AS staff
                  FROM (${dinerMonths(ids, from, to)}) g GROUP BY 1, 2`
          : sql`SELECT canteen_id, to_char(day, 'YYYY-MM-DD') AS period, diners, teachers, students, staff
                  FROM (${dayRows(ids, from, to)}) d WHERE diners > 0`;
      const series = await db.query<{ period: string; rows: number; diners: number; teachers: number; students: number; staff: number }>(
        sql`SELECT period, count(*)::int AS rows, sum(diners)::int AS diners, sum(teachers)::int AS teachers, sum(students)::int AS students,
                   sum(staff)::int AS staff
              FROM (${rowsOf(first, last)}) r GROUP BY period ORDER BY period`,
      );
      const window = pageWindow(series.rows, offsetOf(request.query), request.query.size);
      const days = window && windowDays(window, first, last);
      const page =
        window && days
          ? await db.query<{ canteen_id: string; period: string; diners: number; teachers: number; students: number; staff: number }>(
              sql`SELECT r.canteen_id::text, r.period, r.diners, r.teachers, r.students, r.staff
                    FROM (${rowsOf(days.first, days.last)}) r JOIN unnest(${ids}::bigint[]) WITH ORDINALITY o(id, n) ON o.id = r.canteen_id
                   ORDER BY r.period DESC, o.n LIMIT ${request.query.size} OFFSET ${window.skip}`,
            )
          : { rows: [] };
      const byId = new Map(names.map((canteen) => [canteen.id, canteen]));
      return ok({
        first,
        last,
        by: request.query.by,
        series: series.rows.map(({ rows: _rows, ...period }) => period),
        page: pageOf(
          page.rows.map(({ canteen_id, ...row }) => ({ ...label(byId.get(canteen_id)!), ...row })),
          series.rows.reduce((sum, period) => sum + period.rows, 0),
          request.query,
        ),
      });
    },
  );

  app.get(
    `${SUPPLY_BASE}/meals`,
    {
      schema: {
        tags,
        summary: '餐次统计: the meals of each canteen per day by 餐别 (早餐, 午餐, 晚餐, 夜宵), newest first, a page at a time',
        description: `${RANGE_DOC} current, size (at most 100): the page. Canteen-days without a meal are left out; days sums the canteens of each day, oldest first.`,
        querystring: MealQuery,
        response: answers(MealRows),
      },
    },
    async (request) => {
      const reader = await supplyReader(db, await authenticate(ctx, request));
      const { first, last } = rangeOf(request.query, (await localClock(db)).today);
      const names = await named(chosen(reader, request.query.canteenId));
      const ids = names.map((canteen) => canteen.id);
      const days = await db.query<ByMeal & { day: string; rows: number }>(
        sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS rows, ${MEAL_SUMS}
              FROM (${dayRows(ids, first, last)}) d WHERE ${MEAL_TOTAL} > 0 GROUP BY day ORDER BY day`,
      );
      const window = pageWindow(
        days.rows.map((row) => ({ period: row.day, rows: row.rows })),
        offsetOf(request.query),
        request.query.size,
      );
      const page = window
        ? await db.query<ByMeal & { canteen_id: string; day: string }>(
            sql`SELECT d.canteen_id::text, to_char(d.day, 'YYYY-MM-DD') AS day, d.breakfast, d.lunch, d.dinner, d.supper, ${MEAL_TOTAL} AS total
                  FROM (${dayRows(ids, window.oldest, window.newest)}) d JOIN unnest(${ids}::bigint[]) WITH ORDINALITY o(id, n) ON o.id = d.canteen_id
                 WHERE ${MEAL_TOTAL} > 0 ORDER BY d.day DESC, o.n LIMIT ${request.query.size} OFFSET ${window.skip}`,
          )
        : { rows: [] };
      const byId = new Map(names.map((canteen) => [canteen.id, canteen]));
      const mealsOf = ({ breakfast, lunch, dinner, supper, total }: ByMeal) => ({ breakfast, lunch, dinner, supper, total });
      return ok({
        first,
        last,
        days: days.rows.map((row) => ({ day: row.day, meals: mealsOf(row) })),
        page: pageOf(
          page.rows.map((row) => ({ ...label(byId.get(row.canteen_id)!), day: row.day, meals: mealsOf(row) })),
          days.rows.reduce((sum, day) => sum + day.rows, 0),
          request.query,
        ),
      });
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
      const [served, diners, names, complaints] = await Promise.all([
        db.query<{ canteen_id: string; meals: number; days: number }>(
          sql`SELECT canteen_id::text, sum(${MEAL_TOTAL})::int AS meals, count(*) FILTER (WHERE ${MEAL_TOTAL} > 0)::int AS days
                FROM (${dayRows(canteenIds, first, last)}) d GROUP BY 1`,
        ),
        db.query<{ canteen_id: string; diners: number }>(
          sql`SELECT canteen_id::text, count(*)::int AS diners FROM (SELECT DISTINCT canteen_id, personnel_id FROM (${dinerMonths(canteenIds, first, last)}) g) d GROUP BY 1`,
        ),
        named(canteenIds),
        complaintDays(db, canteenIds, first, last),
      ]);
      const byCanteen = new Map(served.rows.map((row) => [row.canteen_id, row]));
      const dinersOf = new Map(diners.rows.map((row) => [row.canteen_id, row.diners]));
      const figures = names
        .map((canteen) => {
          const row = byCanteen.get(canteen.id);
          const free = complaints.available ? (complaints.days.get(canteen.id) ?? 0) : null;
          return { ...label(canteen), meals: int(row?.meals), diners: int(dinersOf.get(canteen.id)), servedDays: int(row?.days), complaintFreeDays: free };
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
