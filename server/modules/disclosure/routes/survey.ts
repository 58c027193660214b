// 满意度评价 (/api/shian/disclosure/survey/…): a school runs surveys for itself, a bureau for schools of its reach; each is
// answered from the schools' public pages within its period. Readers see the surveys addressed to schools of their
// reach and their results: per question, per school, by day, and the latest comments.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { staffActor, type StaffActor } from '../../../platform/access/actor.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { id, isDay, lookupId, offsetOf, oneOf, paging, text, version } from '../../../platform/http/fields.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { APP_TODAY, TIME, zonedText } from '../../../platform/db/zoned.ts';
import { Survey, SurveyResult } from '../answers.ts';
import { plainText } from '../public-input.ts';
import { keptSchools, readableSchools } from '../scope.ts';

const GONE = '问卷不存在';
const day = (message: string) => text(message, 10).refine((value) => isDay(value), '日期格式应为 YYYY-MM-DD');

const SurveyInput = z.object({
  title: plainText('请输入问卷标题', 60),
  audience: oneOf(['1', '2', '3'], '请选择评价对象').transform(Number),
  startDate: day('请选择开始日期'),
  endDate: day('请选择结束日期'),
  questions: z.array(plainText('请输入题目', 100), { error: '请至少添加一道题目' }).min(1, '请至少添加一道题目').max(20, '题目不能超过 20 道'),
  schoolIds: z.array(id('请选择学校'), { error: '请选择学校' }).min(1, '请选择学校').max(500, '学校过多'),
});

/** A survey as the routes answer it: `s` is the survey, `caller` the caller's department. */
const record = (callerDept: string) => sql`
  SELECT s.id::text, s.title, s.audience, to_char(s.start_date, 'YYYY-MM-DD') AS "startDate", to_char(s.end_date, 'YYYY-MM-DD') AS "endDate", s.status,
         (s.status = 1 AND ${APP_TODAY} BETWEEN s.start_date AND s.end_date) AS open,
         ARRAY(SELECT ss.school_id::text FROM survey_school ss JOIN dept d ON d.id = ss.school_id WHERE ss.survey_id = s.id ORDER BY d.sort, d.id) AS "schoolIds",
         ARRAY(SELECT d.dept_name FROM survey_school ss JOIN dept d ON d.id = ss.school_id WHERE ss.survey_id = s.id ORDER BY d.sort, d.id) AS "schoolNames",
         COALESCE((SELECT json_agg(json_build_object('id', q.id::text, 'title', q.title) ORDER BY q.sort) FROM survey_question q WHERE q.survey_id = s.id), '[]'::json) AS questions,
         (SELECT count(*)::int FROM survey_response r WHERE r.survey_id = s.id) AS responses,
         s.create_dept = ${callerDept} AS own, ${TIME('s.create_time')} AS "createTime", s.version
    FROM survey s`;

/** The surveys the caller sees: addressed to a school of its reach, or run by its unit. */
async function visible(db: Queryable, actor: StaffActor): Promise<Sql> {
  const schools = await readableSchools(db, actor);
  return sql`s.tenant_id = ${actor.tenantId} AND (s.create_dept = ${actor.deptId}
    OR EXISTS (SELECT 1 FROM survey_school ss WHERE ss.survey_id = s.id AND ss.school_id = ANY(${schools}::bigint[])))`;
}

const avg = (column: string) => sql.raw(`round(avg(${column})::numeric, 2)::float8`);

export function surveyRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['disclosure'];
  const base = '/api/shian/disclosure/survey';

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: 'A page of the surveys the caller sees, newest first',
        querystring: z.object({ ...paging() }),
        response: answers(paged(Survey)),
      },
    },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const where = await visible(db, actor);
      const page = request.query;
      const [rows, total] = await Promise.all([
        db.query(sql`${record(actor.deptId)} WHERE ${where} ORDER BY s.create_time DESC, s.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM survey s WHERE ${where}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'Starts a survey: title, audience (1 家长, 2 学生, 3 教职工), startDate, endDate, questions (1–20, scored 1–5), schoolIds of the caller’s',
        body: SurveyInput,
        response: answers(Survey),
      },
    },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const kept = await keptSchools(db, actor);
      if (!kept.length) throw forbidden();
      const { title, audience, startDate, endDate, questions, schoolIds } = request.body;
      if (!schoolIds.every((school) => kept.includes(school))) throw badRequest('请选择学校');
      if (endDate < startDate) throw badRequest('结束日期不能早于开始日期');
      const made = await db.query<{ id: string }>(
        sql`WITH s AS (
              INSERT INTO survey (tenant_id, create_dept, title, audience, start_date, end_date, create_user)
              SELECT ${actor.tenantId}, ${actor.deptId}, ${title}, ${audience}, ${startDate}::date, ${endDate}::date, ${actor.userId}
               WHERE ${endDate}::date >= ${APP_TODAY} RETURNING id),
            q AS (INSERT INTO survey_question (survey_id, sort, title) SELECT s.id, t.ord, t.title FROM s, unnest(${questions}::text[]) WITH ORDINALITY AS t(title, ord)),
            k AS (INSERT INTO survey_school (survey_id, school_id) SELECT DISTINCT s.id, k.id FROM s, unnest(${schoolIds}::bigint[]) AS k(id))
          SELECT id::text FROM s`,
      );
      if (!made.rows[0]) throw badRequest('结束日期不能早于今天');
      return ok((await db.query(sql`${record(actor.deptId)} WHERE s.id = ${made.rows[0].id}`)).rows[0]);
    },
  );

  app.post(
    `${base}/close`,
    {
      schema: {
        tags,
        summary: 'Ends a survey of the caller’s unit early (id, version)',
        body: z.object({ id: id(GONE), version: version() }),
        response: answers(Survey),
      },
    },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const { id, version } = request.body;
      const { rows } = await db.query(
        sql`UPDATE survey SET status = 2, version = version + 1 WHERE id = ${id} AND tenant_id = ${actor.tenantId} AND create_dept = ${actor.deptId}
             AND version = ${version} AND status = 1 RETURNING id`,
      );
      if (!rows[0]) {
        const found = await db.query<{ own: boolean; status: number }>(
          sql`SELECT s.create_dept = ${actor.deptId} AS own, s.status FROM survey s WHERE s.id = ${id} AND ${await visible(db, actor)}`,
        );
        if (!found.rows[0]) throw notFound(GONE);
        if (!found.rows[0].own) throw forbidden('只有发起单位可以结束该问卷');
        if (found.rows[0].status === 2) throw badRequest('问卷已结束');
        throw staleVersion();
      }
      return ok((await db.query(sql`${record(actor.deptId)} WHERE s.id = ${id}`)).rows[0]);
    },
  );

  app.get(
    `${base}/result`,
    {
      schema: {
        tags,
        summary: 'A survey’s results over the schools of the caller’s reach (or ?schoolId= one of them): per question, per school, by day, latest comments',
        querystring: z.object({ id: lookupId(), schoolId: lookupId() }),
        response: answers(SurveyResult),
      },
    },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const { id, schoolId } = request.query;
      const found = id ? await db.query(sql`SELECT 1 FROM survey s WHERE s.id = ${id} AND ${await visible(db, actor)}`) : { rows: [] };
      if (!found.rows[0]) throw notFound(GONE);
      const reach = await readableSchools(db, actor);
      const schools = schoolId ? reach.filter((school) => school === schoolId) : reach;
      const answered = sql`r.survey_id = ${id} AND r.school_id = ANY(${schools}::bigint[])`;
      const [totals, questions, perSchool, trend, comments] = await Promise.all([
        db.query<{ responses: number; average: number | null }>(
          sql`SELECT (SELECT count(*)::int FROM survey_response r WHERE ${answered}) AS responses,
                     (SELECT ${avg('sc.score')} FROM survey_score sc JOIN survey_response r ON r.id = sc.response_id WHERE ${answered}) AS average`,
        ),
        db.query(
          sql`SELECT q.id::text, q.title, ${avg('sc.score')} AS average,
                     ARRAY[count(*) FILTER (WHERE sc.score = 1), count(*) FILTER (WHERE sc.score = 2), count(*) FILTER (WHERE sc.score = 3),
                           count(*) FILTER (WHERE sc.score = 4), count(*) FILTER (WHERE sc.score = 5)]::int[] AS counts
                FROM survey_question q LEFT JOIN (survey_score sc JOIN survey_response r ON r.id = sc.response_id AND ${answered}) ON sc.question_id = q.id
               WHERE q.survey_id = ${id} GROUP BY q.id, q.title, q.sort ORDER BY q.sort`,
        ),
        db.query(
          sql`SELECT d.id::text AS "schoolId", d.dept_name AS "schoolName", count(DISTINCT r.id)::int AS responses, ${avg('sc.score')} AS average
                FROM survey_school ss JOIN dept d ON d.id = ss.school_id
                LEFT JOIN survey_response r ON r.survey_id = ss.survey_id AND r.school_id = ss.school_id LEFT JOIN survey_score sc ON sc.response_id = r.id
               WHERE ss.survey_id = ${id} AND ss.school_id = ANY(${schools}::bigint[]) GROUP BY d.id, d.dept_name, d.sort ORDER BY d.sort, d.id`,
        ),
        db.query(
          sql`SELECT ${zonedText('r.create_time', 'YYYY-MM-DD')} AS day,
                     count(DISTINCT r.id)::int AS responses, ${avg('sc.score')} AS average
                FROM survey_response r JOIN survey_score sc ON sc.response_id = r.id WHERE ${answered} GROUP BY 1 ORDER BY 1`,
        ),
        db.query(
          sql`SELECT d.dept_name AS "schoolName", r.comment, ${TIME('r.create_time')} AS time FROM survey_response r JOIN dept d ON d.id = r.school_id
               WHERE ${answered} AND r.comment <> '' ORDER BY r.create_time DESC, r.id DESC LIMIT 20`,
        ),
      ]);
      return ok({ ...totals.rows[0]!, questions: questions.rows, schools: perSchool.rows, trend: trend.rows, comments: comments.rows });
    },
  );
}
