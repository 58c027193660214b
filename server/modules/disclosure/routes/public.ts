// The school's public pages (/api/shian/public/…, decision 0019): reached by a school's unguessable token (its QR code)
// without signing in, so every route here is open — and named in tests/api/closed-by-default.test.ts. They show only
// what the school published: its published notices, this week's published recipes, its prices and its open surveys;
// they take survey answers and complaints (captcha, plain text, size-limited) and answer a complaint's reply by its
// reference number. Every one is rate-limited per address and per school (public-limits.ts). No staff or student
// personal data leaves here: no names, no contacts, no ids but the records' own.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/crud-errors.ts';
import { answers } from '../../../platform/http/answers.ts';
import { badRequest, ok, type R } from '../../../platform/http/envelope.ts';
import { open } from '../../../platform/http/open-route.ts';
import { id, text } from '../../../platform/http/fields.ts';
import { sql } from '../../../platform/db/sql.ts';
import { APP_TODAY, TIME, localClock } from '../../../platform/db/zoned.ts';
import { PublicReply, PublicSchool } from '../answers.ts';
import { insertComplaint } from '../complaints.ts';
import { pricesOf } from '../prices.ts';
import { publicLimits } from '../public-limits.ts';
import { PUBLIC_BODY_LIMIT, captchaFields, optionalPlainText, publicToken, requireCaptcha } from '../public-input.ts';
import { publishedWeeks } from '../recipes.ts';
import { ComplaintFields } from './complaint.ts';

const NO_LINK = '链接无效或已失效';
/** The schools' pages kept at most (the oldest goes first). */
const PAGES_KEPT = 2000;

interface School {
  schoolId: string;
  tenantId: string;
  schoolName: string;
}

/** The school a token opens (404 `链接无效或已失效` for none, or a removed school). */
async function schoolOfToken(db: Queryable, token: string): Promise<School> {
  const { rows } = await db.query<School>(
    sql`SELECT l.school_id::text AS "schoolId", l.tenant_id AS "tenantId", d.dept_name AS "schoolName"
          FROM school_public_link l JOIN dept d ON d.id = l.school_id WHERE l.token = ${token} AND d.is_deleted = 0`,
  );
  if (!rows[0]) throw notFound(NO_LINK);
  return rows[0];
}

/** The school's surveys answerable today: addressed to it, not ended, within their period. */
const OPEN_SURVEY = (schoolId: string) =>
  sql`s.status = 1 AND ${APP_TODAY} BETWEEN s.start_date AND s.end_date AND EXISTS (SELECT 1 FROM survey_school ss WHERE ss.survey_id = s.id AND ss.school_id = ${schoolId})`;

const Token = z.object({ token: publicToken() });

const AnswerInput = z.object({
  token: publicToken(),
  surveyId: id('问卷不存在'),
  scores: z
    .array(
      z.object({
        questionId: id('题目不存在'),
        score: z.number({ error: '请为每道题评分' }).int('请为每道题评分').min(1, '请为每道题评分').max(5, '请为每道题评分'),
      }),
      {
        error: '请为每道题评分',
      },
    )
    .min(1, '请为每道题评分')
    .max(20, '题目不存在'),
  comment: optionalPlainText('意见', 500),
  ...captchaFields,
});

const ComplaintInput = z.object({ token: publicToken(), ...ComplaintFields, ...captchaFields });
const LookupInput = z.object({ token: publicToken(), refNo: text('请输入查询编号', 32).transform((value) => value.toUpperCase().replace(/[\s-]/g, '')) });

export function publicRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['public'];
  const base = '/api/shian/public';
  const limits = publicLimits(fastify, ctx);
  const fixed = ctx.config.captchaFixedCode;
  // The page is the same for every visitor of a school: kept in this instance's memory for PUBLIC_PAGE_CACHE_SECONDS, so
  // a crowd scanning one QR code costs the database one read a few seconds (what a school publishes shows that late).
  const pages = new Map<string, { until: number; answer: R<z.infer<typeof PublicSchool>> }>();

  app.get(
    `${base}/school/:token`,
    {
      schema: {
        tags,
        summary: 'A school’s public page: its published notices, this week’s published recipes, its prices and its open surveys',
        description:
          'Open (no sign-in). Rate-limited per address (PUBLIC_RATE_LIMIT) and per school (PUBLIC_SCHOOL_RATE_LIMIT); 404 `链接无效或已失效` for an unknown token.',
        params: Token,
        response: answers(PublicSchool),
      },
      config: open(),
      ...limits.read,
    },
    async (request) => {
      const { token } = request.params;
      const kept = pages.get(token);
      if (kept && kept.until > Date.now()) return kept.answer;
      const answer = ok(await schoolPage(token));
      if (ctx.config.publicPageCacheSeconds > 0) {
        if (pages.size >= PAGES_KEPT) pages.delete(pages.keys().next().value!);
        pages.set(token, { until: Date.now() + ctx.config.publicPageCacheSeconds * 1000, answer });
      }
      return answer;
    },
  );

  /** What a school's page shows (published notices, this week's recipes, prices, open surveys), read afresh. */
  async function schoolPage(token: string): Promise<z.infer<typeof PublicSchool>> {
    const school = await schoolOfToken(db, token);
    const { today } = await localClock(db);
    const [notices, recipes, prices, surveys] = await Promise.all([
      db.query(
        sql`SELECT n.id::text, n.title, n.subtitle, n.content, ${TIME('n.publish_time')} AS "publishTime" FROM notice n
               WHERE n.tenant_id = ${school.tenantId} AND n.status = 1 AND n.is_deleted = 0
                 AND (n.audience = 0 OR EXISTS (SELECT 1 FROM notice_school ns WHERE ns.notice_id = n.id AND ns.school_id = ${school.schoolId}))
               ORDER BY n.publish_time DESC, n.id DESC LIMIT 10`,
      ),
      publishedWeeks(db, school.tenantId, school.schoolId, today),
      pricesOf(db, school.tenantId, school.schoolId),
      db.query(
        sql`SELECT s.id::text, s.title, s.audience, to_char(s.end_date, 'YYYY-MM-DD') AS "endDate",
                     COALESCE((SELECT json_agg(json_build_object('id', q.id::text, 'title', q.title) ORDER BY q.sort) FROM survey_question q WHERE q.survey_id = s.id), '[]'::json) AS questions
                FROM survey s WHERE s.tenant_id = ${school.tenantId} AND ${OPEN_SURVEY(school.schoolId)} ORDER BY s.end_date, s.id LIMIT 5`,
      ),
    ]);
    return { schoolName: school.schoolName, notices: notices.rows, recipes, prices, surveys: surveys.rows };
  }

  app.post(
    `${base}/survey/answer`,
    {
      schema: {
        tags,
        summary: 'Answers a survey open at the school: a score 1–5 for every question, an optional comment, the captcha',
        description: `Open. Body at most ${PUBLIC_BODY_LIMIT / 1024} KB; plain text only (\`内容不能包含 HTML 标记\`); rate-limited per address (also PUBLIC_SUBMIT_RATE_LIMIT) and per school.`,
        body: AnswerInput,
        response: answers(z.object({ saved: z.boolean() })),
      },
      bodyLimit: PUBLIC_BODY_LIMIT,
      config: open(),
      ...limits.submit,
    },
    async (request) => {
      const { token, surveyId, scores, comment, captchaKey, captchaCode } = request.body;
      const school = await schoolOfToken(db, token);
      await requireCaptcha(db, captchaKey, captchaCode, fixed);
      const { rows } = await db.query<{ questions: string[] }>(
        sql`SELECT ARRAY(SELECT q.id::text FROM survey_question q WHERE q.survey_id = s.id ORDER BY q.sort) AS questions
              FROM survey s WHERE s.id = ${surveyId} AND s.tenant_id = ${school.tenantId} AND ${OPEN_SURVEY(school.schoolId)}`,
      );
      if (!rows[0]) throw badRequest('问卷不存在或已结束');
      const given = scores.map((score) => score.questionId);
      if (given.length !== rows[0].questions.length || !rows[0].questions.every((question) => given.includes(question))) throw badRequest('请为每道题评分');
      await db.query(
        sql`WITH r AS (INSERT INTO survey_response (survey_id, school_id, comment) VALUES (${surveyId}, ${school.schoolId}, ${comment}) RETURNING id)
            INSERT INTO survey_score (response_id, question_id, score)
            SELECT r.id, a.question, a.score FROM r, unnest(${given}::bigint[], ${scores.map((score) => score.score)}::int[]) AS a(question, score)`,
      );
      return ok({ saved: true }, '感谢您的评价');
    },
  );

  app.post(
    `${base}/complaint`,
    {
      schema: {
        tags,
        summary:
          'Submits a complaint or suggestion to the school: kind (1 投诉, 2 建议), title, content, optional contact, the captcha; answers its reference number',
        description: `Open. Body at most ${PUBLIC_BODY_LIMIT / 1024} KB; plain text only; rate-limited per address (also PUBLIC_SUBMIT_RATE_LIMIT) and per school.`,
        body: ComplaintInput,
        response: answers(z.object({ refNo: z.string(), dueAt: z.string() })),
      },
      bodyLimit: PUBLIC_BODY_LIMIT,
      config: open(),
      ...limits.submit,
    },
    async (request) => {
      const { token, captchaKey, captchaCode, ...fields } = request.body;
      const school = await schoolOfToken(db, token);
      await requireCaptcha(db, captchaKey, captchaCode, fixed);
      const made = await insertComplaint(
        db,
        { ...fields, tenantId: school.tenantId, schoolId: school.schoolId, source: 1, createUser: null },
        ctx.config.complaintReplyDays,
      );
      const { rows } = await db.query<{ dueAt: string }>(sql`SELECT ${TIME('due_at')} AS "dueAt" FROM complaint WHERE id = ${made.id}`);
      return ok({ refNo: made.refNo, dueAt: rows[0]!.dueAt }, '提交成功，请保存查询编号');
    },
  );

  app.post(
    `${base}/complaint/reply`,
    {
      schema: {
        tags,
        summary: 'A complaint’s status and reply by its reference number, at the school it was sent to (never its contact)',
        description: 'Open. Rate-limited as the submissions are; 404 `未找到该编号的投诉建议` for any other number.',
        body: LookupInput,
        response: answers(PublicReply),
      },
      bodyLimit: PUBLIC_BODY_LIMIT,
      config: open(),
      ...limits.submit,
    },
    async (request) => {
      const school = await schoolOfToken(db, request.body.token);
      const { rows } = await db.query(
        sql`SELECT ref_no AS "refNo", kind, title, status, ${TIME('create_time')} AS "createTime", ${TIME('due_at')} AS "dueAt",
                   CASE WHEN status >= 2 THEN reply ELSE '' END AS reply, ${TIME('reply_time')} AS "replyTime"
              FROM complaint WHERE ref_no = ${request.body.refNo} AND school_id = ${school.schoolId}`,
      );
      if (!rows[0]) throw notFound('未找到该编号的投诉建议');
      return ok(rows[0]);
    },
  );
}
