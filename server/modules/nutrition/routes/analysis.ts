// 营养分析 (/api/shian/nutrition/analysis/…): the published weeks of the canteens in reach — 营养摄入分析 (per school and
// age group, the average served day over a range against the standard), 食谱评价 (each published week's score with its
// reasons) and 营养报告 (a month's weeks per school or the district; printable, and as .xlsx). Each week is computed with
// the food table and standard it was published with; the answer names those versions.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { answers, answersWorkbook, paged } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { isDay, lookupId, offsetOf, paging } from '../../../platform/http/fields.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { sendWorkbook, workbookOf, type Column } from '../../../platform/xlsx/export.ts';
import { AGE_GROUPS, checkDay, dayTotals, NUTRIENTS, type AgeGroup, type Totals } from '../arithmetic.ts';
import { analyzeWeek, mealsServed, type WeekAnalysis } from '../analysis.ts';
import { CheckOut, Evaluation } from '../answers.ts';
import { nutritionScope, type NutritionScope } from '../scope.ts';
import { foodTable, standardTable, type FoodTable, type StandardTable } from '../table.ts';
import { recipeWeeks } from '../week.ts';
import { NUTRITION_BASE } from './foods.ts';
import { recipeVisibility } from './recipes.ts';

interface Published {
  id: string;
  schoolId: string;
  schoolName: string;
  canteenId: string;
  canteenName: string;
  weekStart: string;
  ageGroup: AgeGroup;
  publishedAt: string;
  foodRevision: number;
  standardRevision: number;
}

/** The published weeks in reach whose week starts within [from, to] (or overlaps it, `overlap`). */
async function publishedIn(db: Queryable, scope: NutritionScope, from: string, to: string, schoolId: string | null, ageGroup: string | null, overlap = false) {
  const { rows } = await db.query<Published>(
    sql`SELECT r.id::text, r.school_id::text AS "schoolId", s.dept_name AS "schoolName", r.canteen_id::text AS "canteenId", c.dept_name AS "canteenName",
               to_char(r.week_start, 'YYYY-MM-DD') AS "weekStart", r.age_group AS "ageGroup", ${TIME('r.published_at')} AS "publishedAt",
               COALESCE(r.food_revision, 0) AS "foodRevision", COALESCE(r.standard_revision, 0) AS "standardRevision"
          FROM nutrition_recipe r JOIN dept c ON c.id = r.canteen_id JOIN dept s ON s.id = r.school_id
         WHERE ${recipeVisibility(scope)} AND r.status = 1 AND (${schoolId}::bigint IS NULL OR r.school_id = ${schoolId})
           AND (${ageGroup}::text IS NULL OR r.age_group = ${ageGroup})
           AND r.week_start BETWEEN ${from}::date - ${overlap ? 6 : 0}::int AND ${to}::date
         ORDER BY r.week_start DESC, s.sort, s.id, c.sort, c.id`,
  );
  return rows;
}

/** The tables of each revision pair, loaded once. */
function tablesOf(db: Queryable, tenantId: string) {
  const foods = new Map<number, Promise<FoodTable>>();
  const standards = new Map<number, Promise<StandardTable>>();
  return async (week: Published) => {
    if (!foods.has(week.foodRevision)) foods.set(week.foodRevision, foodTable(db, tenantId, week.foodRevision));
    if (!standards.has(week.standardRevision)) standards.set(week.standardRevision, standardTable(db, tenantId, week.standardRevision));
    return Promise.all([foods.get(week.foodRevision)!, standards.get(week.standardRevision)!]);
  };
}

async function analysed(db: Queryable, tenantId: string, weeks: Published[]): Promise<(Published & { analysis: WeekAnalysis })[]> {
  const days = await recipeWeeks(
    db,
    weeks.map((week) => week.id),
  );
  const tables = tablesOf(db, tenantId);
  return Promise.all(
    weeks.map(async (week) => {
      const [foods, standard] = await tables(week);
      return { ...week, analysis: analyzeWeek(days.get(week.id)!, week.ageGroup, foods, standard, { perDay: false }) };
    }),
  );
}

const schoolInReach = (scope: NutritionScope, schoolId: string | undefined) => {
  if (schoolId && !scope.schoolIds.includes(schoolId)) throw badRequest('请选择学校');
  return schoolId ?? null;
};

const Evaluated = z.object({
  id: z.string(),
  schoolName: z.string(),
  canteenName: z.string(),
  weekStart: z.string(),
  ageGroup: z.string(),
  publishedAt: z.string(),
  evaluation: Evaluation,
  checks: z.array(CheckOut),
  foodVersion: z.string(),
  standardVersion: z.string(),
});
const Month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 YYYY-MM');
const REPORT_NUTRIENTS = ['energy', 'protein', 'calcium', 'iron', 'vitaminA', 'vitaminC'] as const;

export function analysisRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['nutrition'];
  const base = `${NUTRITION_BASE}/analysis`;
  const range = z
    .object({ from: z.string(), to: z.string(), schoolId: lookupId(), ageGroup: z.string().optional() })
    .refine((query) => isDay(query.from) && isDay(query.to) && query.from <= query.to, '请选择正确的日期范围')
    .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 <= 366, '日期范围不能超过一年');

  app.get(
    `${base}/intake`,
    {
      schema: {
        tags,
        summary: '营养摄入分析: per school and age group, the published weeks’ average served day within [from, to] against the standard',
        querystring: range,
        response: answers(
          z.array(
            z.object({
              schoolId: z.string(),
              schoolName: z.string(),
              ageGroup: z.string(),
              canteens: z.number().int(),
              days: z.number().int(),
              checks: z.array(CheckOut),
              standardVersion: z.string(),
              foodVersion: z.string(),
            }),
          ),
        ),
      },
    },
    async (request) => {
      const scope = await nutritionScope(db, await authenticate(ctx, request));
      const { from, to, ageGroup } = request.query;
      const age = ageGroup && (AGE_GROUPS as readonly string[]).includes(ageGroup) ? ageGroup : null;
      const weeks = await publishedIn(db, scope, from, to, schoolInReach(scope, request.query.schoolId), age, true);
      const weekDays = await recipeWeeks(
        db,
        weeks.map((week) => week.id),
      );
      const tables = tablesOf(db, scope.actor.tenantId);
      const groups = new Map<
        string,
        { week: Published; canteens: Set<string>; days: number; sum: Totals; meals: Set<1 | 2 | 3>; tables: [FoodTable, StandardTable] }
      >();
      for (const week of weeks) {
        const [foods, standard] = await tables(week);
        const days = weekDays.get(week.id)!;
        const key = `${week.schoolId}|${week.ageGroup}`;
        let group = groups.get(key);
        if (!group)
          groups.set(
            key,
            (group = { week, canteens: new Set(), days: 0, sum: dayTotals({ day: 0, meals: [] }, foods.foods), meals: new Set(), tables: [foods, standard] }),
          );
        group.canteens.add(week.canteenId);
        for (const meal of mealsServed(days)) group.meals.add(meal);
        for (const day of days) {
          const date = new Date(Date.parse(`${week.weekStart}T00:00:00Z`) + day.day * 86_400_000).toISOString().slice(0, 10);
          if (date < from || date > to || !day.meals.some((meal) => meal.dishes.length)) continue;
          group.days += 1;
          const totals = dayTotals(day, foods.foods);
          for (const nutrient of NUTRIENTS) {
            group.sum[nutrient].value += totals[nutrient].value;
            for (const name of totals[nutrient].missing) if (!group.sum[nutrient].missing.includes(name)) group.sum[nutrient].missing.push(name);
          }
        }
      }
      const rows = [...groups.values()]
        .filter((group) => group.days > 0)
        .map((group) => {
          for (const nutrient of NUTRIENTS) group.sum[nutrient].value /= group.days;
          const [foods, standard] = group.tables;
          const checks = checkDay(group.sum, standard.daily[group.week.ageGroup], [...group.meals].sort());
          const analysis = analyzeWeek([], group.week.ageGroup, foods, standard);
          return {
            schoolId: group.week.schoolId,
            schoolName: group.week.schoolName,
            ageGroup: group.week.ageGroup,
            canteens: group.canteens.size,
            days: group.days,
            checks: checks.map((check) => ({
              ...check,
              value: Math.round(check.value * 10) / 10,
              target: check.target === null ? null : Math.round(check.target * 10) / 10,
              percent: check.percent === null ? null : Math.round(check.percent),
            })),
            standardVersion: analysis.standardVersion,
            foodVersion: analysis.foodVersion,
          };
        });
      return ok(rows);
    },
  );

  app.get(
    `${base}/evaluations`,
    {
      schema: {
        tags,
        summary: '食谱评价: a page of the published weeks in reach, newest first, each scored with its reasons; ?schoolId=, ?from=, ?to= (week starts)',
        querystring: z.object({ ...paging(), schoolId: lookupId(), from: z.string().optional(), to: z.string().optional() }),
        response: answers(paged(Evaluated)),
      },
    },
    async (request) => {
      const scope = await nutritionScope(db, await authenticate(ctx, request));
      const { schoolId, from, to, ...page } = request.query;
      const weeks = await publishedIn(
        db,
        scope,
        from && isDay(from) ? from : '2000-01-01',
        to && isDay(to) ? to : '2999-12-31',
        schoolInReach(scope, schoolId),
        null,
      );
      const shown = await analysed(db, scope.actor.tenantId, weeks.slice(offsetOf(page), offsetOf(page) + page.size));
      return ok(
        pageOf(
          shown.map(({ analysis, ...week }) => ({
            id: week.id,
            schoolName: week.schoolName,
            canteenName: week.canteenName,
            weekStart: week.weekStart,
            ageGroup: week.ageGroup,
            publishedAt: week.publishedAt,
            evaluation: analysis.evaluation,
            checks: analysis.week.checks,
            foodVersion: analysis.foodVersion,
            standardVersion: analysis.standardVersion,
          })),
          weeks.length,
          page,
        ),
      );
    },
  );

  const ReportQuery = z.object({ month: Month, schoolId: lookupId() });
  async function report(request: { query: z.infer<typeof ReportQuery> } & Parameters<typeof authenticate>[1]) {
    const scope = await nutritionScope(db, await authenticate(ctx, request));
    const { month, schoolId } = request.query;
    const first = `${month}-01`;
    const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const weeks = await analysed(db, scope.actor.tenantId, await publishedIn(db, scope, first, last, schoolInReach(scope, schoolId), null));
    const rows = weeks.map(({ analysis, ...week }) => ({
      schoolName: week.schoolName,
      canteenName: week.canteenName,
      weekStart: week.weekStart,
      ageGroup: week.ageGroup,
      score: analysis.evaluation.score,
      grade: analysis.evaluation.grade,
      reasons: analysis.evaluation.reasons,
      percents: Object.fromEntries(
        REPORT_NUTRIENTS.map((key) => [key, analysis.week.checks.find((check) => check.nutrient === key)?.percent ?? null]),
      ) as Record<(typeof REPORT_NUTRIENTS)[number], number | null>,
      foodVersion: analysis.foodVersion,
      standardVersion: analysis.standardVersion,
    }));
    const scope$ = schoolId ? (rows[0]?.schoolName ?? '') : '全区';
    return {
      month,
      scope: scope$,
      weeks: rows.length,
      averageScore: rows.length ? Math.round((rows.reduce((sum, row) => sum + row.score, 0) / rows.length) * 10) / 10 : null,
      versions: [...new Set(rows.flatMap((row) => [row.foodVersion, row.standardVersion]))],
      rows,
    };
  }
  const ReportRow = z.object({
    schoolName: z.string(),
    canteenName: z.string(),
    weekStart: z.string(),
    ageGroup: z.string(),
    score: z.number().int(),
    grade: z.string(),
    reasons: z.array(z.string()),
    percents: z.record(z.string(), z.number().nullable()),
    foodVersion: z.string(),
    standardVersion: z.string(),
  });

  app.get(
    `${base}/report`,
    {
      schema: {
        tags,
        summary: '营养报告: a month’s published weeks (starting in the month) of a school or the whole reach, scored, with the versions used',
        querystring: ReportQuery,
        response: answers(
          z.object({
            month: z.string(),
            scope: z.string(),
            weeks: z.number().int(),
            averageScore: z.number().nullable(),
            versions: z.array(z.string()),
            rows: z.array(ReportRow),
          }),
        ),
      },
    },
    async (request) => ok(await report(request)),
  );

  const COLUMNS: Column<Awaited<ReturnType<typeof report>>['rows'][number]>[] = [
    { header: '学校', value: (row) => row.schoolName, width: 22 },
    { header: '食堂', value: (row) => row.canteenName, width: 22 },
    { header: '周起始', value: (row) => row.weekStart, width: 12 },
    { header: '年龄段', value: (row) => `${row.ageGroup}岁`, width: 10 },
    { header: '评分', value: (row) => row.score, width: 8 },
    { header: '等级', value: (row) => row.grade, width: 8 },
    { header: '能量%', value: (row) => row.percents.energy, width: 8 },
    { header: '蛋白质%', value: (row) => row.percents.protein, width: 8 },
    { header: '钙%', value: (row) => row.percents.calcium, width: 8 },
    { header: '铁%', value: (row) => row.percents.iron, width: 8 },
    { header: '维生素A%', value: (row) => row.percents.vitaminA, width: 10 },
    { header: '维生素C%', value: (row) => row.percents.vitaminC, width: 10 },
    { header: '扣分原因', value: (row) => row.reasons.join('；'), width: 60 },
    { header: '食物成分表版本', value: (row) => row.foodVersion, width: 36 },
    { header: '营养标准版本', value: (row) => row.standardVersion, width: 30 },
  ];

  app.get(
    `${base}/report/export`,
    { schema: { tags, summary: '营养报告 as an .xlsx workbook', querystring: ReportQuery, response: answersWorkbook() } },
    async (request, reply) => {
      const data = await report(request);
      return sendWorkbook(reply, `营养报告-${data.scope}-${data.month}.xlsx`, await workbookOf(`营养报告 ${data.month}`, COLUMNS, data.rows));
    },
  );
}
