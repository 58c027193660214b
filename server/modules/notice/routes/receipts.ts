// 通知公告's read receipts and draft removal (/api/rabbit-desk/notice/…): a reader opening a published notice of
// another unit is its receipt (notice_read, once per user, under the reader's own school — a school's or its
// canteen's staff); the publishing unit reads, per school addressed (the schools listed, or every school of its
// reach for a notice to the whole district), how many of its people opened it and when first. A draft of the
// caller's unit may be removed (button `notice_delete`).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { ownSchoolOf, schoolsInReach } from '../../../platform/access/reach.ts';
import { requireButton } from '../../../platform/access/buttons.ts';
import type { AppContext } from '../../../platform/context.ts';
import { staffActor, type StaffActor } from '../../../platform/access/actor.ts';
import { notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { answers } from '../../../platform/http/answers.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { id, lookupId, version } from '../../../platform/http/fields.ts';
import { sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { isPublisher, NOTICE_STATUS, ownNotice } from '../scope.ts';

/** Records that the reader opened a published notice of another unit (once per user). */
export async function markRead(db: Queryable, actor: StaffActor, noticeId: string, status: number, own: boolean): Promise<void> {
  if (status !== NOTICE_STATUS.published || own) return;
  await db.query(
    sql`INSERT INTO notice_read (notice_id, user_id, school_id) VALUES (${noticeId}, ${actor.userId}, ${ownSchoolOf(actor) ?? null}) ON CONFLICT DO NOTHING`,
  );
}

const Receipt = z.object({
  schoolId: z.string(),
  schoolName: z.string(),
  readers: z.number().int().describe('how many of its people opened it'),
  firstReadTime: z.string().nullable(),
});
const Receipts = z.object({ schools: z.number().int(), read: z.number().int(), receipts: z.array(Receipt) });

export function receiptRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['notice'];
  const base = '/api/rabbit-desk/notice';

  app.get(
    `${base}/receipts`,
    {
      schema: {
        tags,
        summary: 'The read receipts of a notice of the caller’s unit, per school addressed: { schools, read, receipts }',
        description: 'Publishers (policy `notice.publish`) only; another unit’s notice is 404.',
        querystring: z.object({ id: lookupId() }),
        response: answers(Receipts),
      },
    },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      if (!isPublisher(actor)) throw forbidden();
      const { id: noticeId } = request.query;
      const found = noticeId
        ? await db.query<{ audience: number }>(sql`SELECT n.audience FROM notice n WHERE n.id = ${noticeId} AND n.is_deleted = 0 AND ${ownNotice(actor)}`)
        : { rows: [] };
      if (!found.rows[0]) throw notFound('通知不存在');
      const schools =
        found.rows[0].audience === 1
          ? (await db.query<{ id: string }>(sql`SELECT school_id::text AS id FROM notice_school WHERE notice_id = ${noticeId}`)).rows.map((row) => row.id)
          : await schoolsInReach(db, actor);
      const { rows } = await db.query<z.infer<typeof Receipt>>(
        sql`SELECT s.id::text AS "schoolId", s.dept_name AS "schoolName", count(r.user_id)::int AS readers, ${TIME('min(r.read_time)')} AS "firstReadTime"
              FROM dept s LEFT JOIN notice_read r ON r.notice_id = ${noticeId} AND r.school_id = s.id
             WHERE s.id = ANY(${schools}::bigint[]) GROUP BY s.id, s.dept_name, s.sort ORDER BY count(r.user_id) = 0, s.sort, s.id`,
      );
      return ok({ schools: rows.length, read: rows.filter((row) => row.readers > 0).length, receipts: rows });
    },
  );

  app.post(
    `${base}/remove`,
    {
      schema: {
        tags,
        summary: 'Removes a draft of the caller’s unit: id, version',
        description: 'Button `notice_delete`; a published or withdrawn notice stays (400 `只有草稿可以删除`).',
        body: z.object({ id: id('通知不存在'), version: version() }),
        response: answers(z.null()),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await requireButton(db, claims, 'notice_delete');
      const actor = await staffActor(db, claims);
      if (!isPublisher(actor)) throw forbidden();
      const { id: noticeId, version: seen } = request.body;
      const { rows } = await db.query(
        sql`UPDATE notice n SET is_deleted = 1, update_time = now(), version = n.version + 1
             WHERE n.id = ${noticeId} AND n.version = ${seen} AND n.status = ${NOTICE_STATUS.draft} AND n.is_deleted = 0 AND ${ownNotice(actor)} RETURNING n.id`,
      );
      if (!rows[0]) {
        const found = await db.query<{ status: number }>(
          sql`SELECT n.status FROM notice n WHERE n.id = ${noticeId} AND n.is_deleted = 0 AND ${ownNotice(actor)}`,
        );
        if (!found.rows[0]) throw notFound('通知不存在');
        throw found.rows[0].status === NOTICE_STATUS.draft ? staleVersion() : badRequest('只有草稿可以删除');
      }
      return ok(null);
    },
  );
}
