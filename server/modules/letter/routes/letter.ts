// 函询 (/api/shian/letter/…): a discipline-inspection (or education) user writes to a school of its reach
// and follows the letter's status — 0 sent, 1 replied, 2 closed. The school addressed replies (button
// `letter_reply`); only the sender's unit closes it.
// This product's own endpoints (docs/contract.md#this-products-own-endpoints): the console hides the screen when they answer 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { schoolsInReach } from '../../../platform/access/reach.ts';
import { requireButton } from '../../../platform/access/buttons.ts';
import type { AppContext } from '../../../platform/context.ts';
import { staffActor } from '../../../platform/access/actor.ts';
import { notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { id, isDay, lookupId, offsetOf, paging, text, version } from '../../../platform/http/fields.ts';
import { Letter } from '../answers.ts';
import { isSender, visibility } from '../scope.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { DB_TODAY, TIME } from '../../../platform/db/zoned.ts';

const RECORD = sql`
  SELECT l.id::text, l.school_id::text AS "schoolId", s.dept_name AS "schoolName", l.title, l.content, to_char(l.deadline, 'YYYY-MM-DD') AS deadline,
         l.status, l.reply, COALESCE(r.real_name, '') AS "replyBy", ${TIME('l.reply_time')} AS "replyTime",
         c.real_name AS "createBy", ${TIME('l.create_time')} AS "createTime", l.version
    FROM inquiry_letter l JOIN dept s ON s.id = l.school_id JOIN app_user c ON c.id = l.create_user LEFT JOIN app_user r ON r.id = l.reply_user`;
/** Why a reply or close changed nothing: no such letter (of the caller's), a letter past that step, or a stale version. */
async function refusal(db: Queryable, id: string, where: Sql, step: 'reply' | 'close') {
  const { rows } = await db.query<{ status: number }>(sql`SELECT status FROM inquiry_letter WHERE id = ${id} AND is_deleted = 0 AND ${where}`);
  const status = rows[0]?.status;
  if (status === undefined) return notFound('函询不存在');
  if (status === 2) return badRequest('函询已办结');
  if (step === 'reply' && status === 1) return badRequest('函询已回复');
  return staleVersion();
}

const ListQuery = z.object({
  ...paging(),
  status: z
    .string({ error: '状态不正确' })
    .trim()
    .refine((status) => !status || ['0', '1', '2'].includes(status), '状态不正确')
    .optional()
    .transform((status) => (status ? Number(status) : null))
    .describe('0 sent, 1 replied, 2 closed; all when absent'),
  // a malformed school simply matches no letter
  schoolId: lookupId(),
});

const LetterInput = z.object({
  schoolId: id('请选择函询学校'),
  title: text('请输入函询标题', 50),
  content: text('请输入函询内容', 2000),
  deadline: text('请选择回复期限', 10).refine((deadline) => isDay(deadline), '回复期限格式应为 YYYY-MM-DD'),
});

const ReplyInput = z.object({ id: id('函询不存在'), reply: text('请输入回复内容', 2000), version: version() });
const CloseInput = z.object({ id: id('函询不存在'), version: version() });

export function letterRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['letter'];
  const base = '/api/shian/letter';

  app.get(
    `${base}/list`,
    { schema: { tags, summary: 'A page of letters, newest first; ?status= 0|1|2, ?schoolId=', querystring: ListQuery, response: answers(paged(Letter)) } },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const { status, schoolId = null, ...page } = request.query;
      const filter = sql`${await visibility(db, actor)} AND l.is_deleted = 0 AND (${status}::int IS NULL OR l.status = ${status})
        AND (${schoolId}::bigint IS NULL OR l.school_id = ${schoolId})`;
      const [rows, total] = await Promise.all([
        db.query(sql`${RECORD} WHERE ${filter} ORDER BY l.create_time DESC, l.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM inquiry_letter l WHERE ${filter}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.get(
    `${base}/detail`,
    { schema: { tags, summary: 'One letter the caller may see; 404 otherwise', querystring: z.object({ id: lookupId() }), response: answers(Letter) } },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const where = await visibility(db, actor);
      const { id } = request.query;
      const { rows } = id ? await db.query(sql`${RECORD} WHERE ${where} AND l.is_deleted = 0 AND l.id = ${id}`) : { rows: [] };
      if (!rows[0]) throw notFound('函询不存在');
      return ok(rows[0]);
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'Sends a letter: schoolId, title, content, deadline (YYYY-MM-DD, today or later)',
        description: 'Button `letter_add`.',
        body: LetterInput,
        response: answers(Letter),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await requireButton(db, claims, 'letter_add');
      const actor = await staffActor(db, claims);
      const { schoolId, title, content, deadline } = request.body;
      if (!isSender(actor) || !(await schoolsInReach(db, actor)).includes(schoolId)) throw badRequest('请选择函询学校');
      const { rows } = await db.query<{ id: string; past: boolean }>(
        sql`INSERT INTO inquiry_letter (tenant_id, school_id, title, content, deadline, create_user)
       SELECT ${actor.tenantId}, ${schoolId}, ${title}, ${content}, ${deadline}::date, ${actor.userId} WHERE ${deadline}::date >= ${DB_TODAY} RETURNING id::text`,
      );
      if (!rows[0]) throw badRequest('回复期限不能早于今天');
      return ok((await db.query(sql`${RECORD} WHERE l.id = ${rows[0].id}`)).rows[0]);
    },
  );

  app.post(
    `${base}/reply`,
    {
      schema: {
        tags,
        summary: 'The school addressed replies: id, version, reply',
        description: 'Button `letter_reply`.',
        body: ReplyInput,
        response: answers(Letter),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await requireButton(db, claims, 'letter_reply');
      const actor = await staffActor(db, claims);
      const { id, reply, version } = request.body;
      const { rows } = await db.query<{ id: string }>(
        sql`UPDATE inquiry_letter SET reply = ${reply}, reply_user = ${actor.userId}, reply_time = now(), status = 1, version = version + 1
        WHERE id = ${id} AND version = ${version} AND school_id = ${actor.deptId} AND status = 0 AND is_deleted = 0 RETURNING id::text`,
      );
      if (!rows[0]) throw await refusal(db, id, sql`school_id = ${actor.deptId}`, 'reply');
      return ok((await db.query(sql`${RECORD} WHERE l.id = ${id}`)).rows[0]);
    },
  );

  app.post(
    `${base}/close`,
    {
      schema: {
        tags,
        summary: 'The sender’s unit closes a letter (办结): id, version',
        description: 'Button `letter_add`; only a user of the department whose member sent the letter.',
        body: CloseInput,
        response: answers(Letter),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await requireButton(db, claims, 'letter_add');
      const actor = await staffActor(db, claims);
      const { id, version } = request.body;
      const { rows } = await db.query<{ id: string }>(
        sql`UPDATE inquiry_letter SET status = 2, version = version + 1
        WHERE id = ${id} AND tenant_id = ${actor.tenantId} AND create_user IN (SELECT id FROM app_user WHERE dept_id = ${actor.deptId})
          AND version = ${version} AND status <> 2 AND is_deleted = 0 RETURNING id::text`,
      );
      if (!rows[0]) {
        // only a letter the caller may see is told apart from none: another district's or school's is 函询不存在
        const found = await db.query<{ own: boolean }>(
          sql`SELECT l.create_user IN (SELECT id FROM app_user WHERE dept_id = ${actor.deptId}) AS own
             FROM inquiry_letter l WHERE l.id = ${id} AND l.is_deleted = 0 AND ${await visibility(db, actor)}`,
        );
        if (!found.rows[0]) throw notFound('函询不存在');
        if (!found.rows[0].own) throw forbidden('只有发函单位可以办结该函询');
        throw await refusal(db, id, sql`tenant_id = ${actor.tenantId}`, 'close');
      }
      return ok((await db.query(sql`${RECORD} WHERE l.id = ${id}`)).rows[0]);
    },
  );
}
