// 投诉建议 (/api/shian/disclosure/complaint/…): the complaints of the schools of the caller's reach. A school enters one
// taken by phone or in person, assigns it to one of its staff (受理), replies (button `complaint_reply`) and closes it;
// once a complaint is past its deadline unreplied it is escalated to the bureau, which may then reply too. The contact
// is shown only to the school and its bureau.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEPT_CATEGORY } from '../../../../contract/org.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import { requireButton } from '../../../platform/access/buttons.ts';
import { staffActor, type StaffActor } from '../../../platform/access/actor.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { id, lookupId, offsetOf, oneOf, optionalPhone, paging, version } from '../../../platform/http/fields.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { Complaint } from '../answers.ts';
import { complaintRecord, escalateOverdue, insertComplaint } from '../complaints.ts';
import { optionalPlainText, plainText } from '../public-input.ts';
import { COMPLAINT_STATUS, keptSchools, readableSchools, readsContact } from '../scope.ts';

const GONE = '投诉建议不存在';

const ListQuery = z.object({
  ...paging(),
  status: z
    .string({ error: '状态不正确' })
    .trim()
    .refine((status) => !status || ['0', '1', '2', '3'].includes(status), '状态不正确')
    .optional()
    .transform((status) => (status ? Number(status) : null))
    .describe('0 待受理, 1 处理中, 2 已回复, 3 已办结; all when absent'),
  escalated: z.enum(['', '0', '1'], { error: '参数不正确' }).optional().describe('1: only the escalated ones still unreplied'),
  schoolId: lookupId(),
});

export const ComplaintFields = {
  kind: oneOf(['1', '2'], '请选择类型').transform(Number),
  title: plainText('请输入标题', 50),
  content: plainText('请输入内容', 1000),
  contactName: optionalPlainText('联系人', 20),
  contactPhone: optionalPhone(),
};

const EntryInput = z.object({ schoolId: id('请选择学校'), ...ComplaintFields });
const AssignInput = z.object({ id: id(GONE), version: version(), handlerId: id('请选择处理人') });
const ReplyInput = z.object({ id: id(GONE), version: version(), reply: plainText('请输入回复内容', 1000) });
const CloseInput = z.object({ id: id(GONE), version: version() });

/** The complaints the caller sees: `c` of the schools of its reach. */
async function visible(db: Queryable, actor: StaffActor): Promise<Sql> {
  return sql`c.tenant_id = ${actor.tenantId} AND c.school_id = ANY(${await readableSchools(db, actor)}::bigint[])`;
}

/** The complaints the caller may act on: its school's, or its reach's once escalated (a bureau). */
async function actionable(db: Queryable, actor: StaffActor): Promise<Sql> {
  const kept = await keptSchools(db, actor);
  const school = actor.deptCategory === DEPT_CATEGORY.school;
  return sql`c.tenant_id = ${actor.tenantId} AND c.school_id = ANY(${kept}::bigint[]) AND (${school}::boolean OR c.escalated_time IS NOT NULL)`;
}

/** Why an action changed nothing: none the caller may act on, a step already past, or a stale version. */
async function refusal(db: Queryable, actor: StaffActor, id: string, allowed: readonly number[]) {
  const { rows } = await db.query<{ status: number; mine: boolean }>(
    sql`SELECT c.status, ${await actionable(db, actor)} AS mine FROM complaint c WHERE c.id = ${id} AND ${await visible(db, actor)}`,
  );
  const found = rows[0];
  if (!found) return notFound(GONE);
  if (!found.mine) return badRequest('该投诉建议由学校处理，逾期未回复升级后方可由主管部门处理');
  if (!allowed.includes(found.status)) return badRequest(found.status === COMPLAINT_STATUS.closed ? '投诉建议已办结' : '投诉建议已回复');
  return staleVersion();
}

export function complaintRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['disclosure'];
  const base = '/api/shian/disclosure/complaint';
  const one = async (actor: StaffActor, id: string) =>
    (await db.query(sql`${complaintRecord(readsContact(actor), await actionable(db, actor))} WHERE c.id = ${id}`)).rows[0];

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: 'A page of complaints of the schools of the caller’s reach, newest first; ?status=, ?escalated=1, ?schoolId=',
        querystring: ListQuery,
        response: answers(paged(Complaint)),
      },
    },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const { status, escalated, schoolId = null, ...page } = request.query;
      const where = await visible(db, actor);
      await escalateOverdue(db, where);
      const filter = sql`${where} AND (${status}::int IS NULL OR c.status = ${status}) AND (${escalated !== '1'}::boolean OR (c.escalated_time IS NOT NULL AND c.status < 2))
        AND (${schoolId}::bigint IS NULL OR c.school_id = ${schoolId})`;
      const [rows, total] = await Promise.all([
        db.query(
          sql`${complaintRecord(readsContact(actor), await actionable(db, actor))} WHERE ${filter} ORDER BY c.create_time DESC, c.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM complaint c WHERE ${filter}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.get(
    `${base}/handlers`,
    {
      schema: {
        tags,
        summary: 'The staff a school’s complaint may be assigned to: the users of the school and its canteens',
        querystring: z.object({ schoolId: lookupId() }),
        response: answers(z.array(z.object({ id: z.string(), name: z.string() }))),
      },
    },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const { schoolId } = request.query;
      if (!schoolId || !(await keptSchools(db, actor)).includes(schoolId)) return ok([]);
      const { rows } = await db.query<{ id: string; name: string }>(
        sql`SELECT u.id::text, u.real_name AS name FROM app_user u JOIN dept d ON d.id = u.dept_id
             WHERE u.tenant_id = ${actor.tenantId} AND u.is_deleted = 0 AND d.is_deleted = 0 AND (d.id = ${schoolId} OR d.parent_id = ${schoolId})
             ORDER BY u.real_name, u.id LIMIT 200`,
      );
      return ok(rows);
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'Enters a complaint taken by phone or in person: schoolId, kind (1 投诉, 2 建议), title, content, contactName, contactPhone',
        description: 'Button `complaint_reply`; a school for itself, a bureau for a school of its reach.',
        body: EntryInput,
        response: answers(Complaint),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await requireButton(db, claims, 'complaint_reply');
      const actor = await staffActor(db, claims);
      const { schoolId, ...fields } = request.body;
      if (!(await keptSchools(db, actor)).includes(schoolId)) throw badRequest('请选择学校');
      const made = await insertComplaint(
        db,
        { ...fields, tenantId: actor.tenantId, schoolId, source: 2, createUser: actor.userId },
        ctx.config.complaintReplyDays,
      );
      return ok(await one(actor, made.id));
    },
  );

  app.post(
    `${base}/assign`,
    {
      schema: {
        tags,
        summary: '受理: assigns the complaint to a staff member of its school (id, version, handlerId)',
        description: 'Button `complaint_reply`.',
        body: AssignInput,
        response: answers(Complaint),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await requireButton(db, claims, 'complaint_reply');
      const actor = await staffActor(db, claims);
      const { id, version, handlerId } = request.body;
      const { rows } = await db.query(
        sql`UPDATE complaint c SET handler_user = ${handlerId}, assign_time = app_now(), status = 1, version = version + 1
             WHERE c.id = ${id} AND c.version = ${version} AND c.status IN (0, 1) AND ${await actionable(db, actor)}
               AND EXISTS (SELECT 1 FROM app_user u JOIN dept d ON d.id = u.dept_id WHERE u.id = ${handlerId} AND u.is_deleted = 0 AND (d.id = c.school_id OR d.parent_id = c.school_id))
           RETURNING c.id`,
      );
      if (!rows[0]) {
        const known = await db.query(
          sql`SELECT 1 FROM complaint c WHERE c.id = ${id} AND c.version = ${version} AND c.status IN (0, 1) AND ${await actionable(db, actor)}`,
        );
        throw known.rows[0] ? badRequest('请选择处理人') : await refusal(db, actor, id, [0, 1]);
      }
      return ok(await one(actor, id));
    },
  );

  app.post(
    `${base}/reply`,
    {
      schema: {
        tags,
        summary: 'Replies to the complaint (id, version, reply): the parent reads it by the reference number',
        description: 'Button `complaint_reply`.',
        body: ReplyInput,
        response: answers(Complaint),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await requireButton(db, claims, 'complaint_reply');
      const actor = await staffActor(db, claims);
      const { id, version, reply } = request.body;
      const { rows } = await db.query(
        sql`UPDATE complaint c SET reply = ${reply}, reply_user = ${actor.userId}, reply_time = app_now(), status = 2, version = version + 1
             WHERE c.id = ${id} AND c.version = ${version} AND c.status IN (0, 1) AND ${await actionable(db, actor)} RETURNING c.id`,
      );
      if (!rows[0]) throw await refusal(db, actor, id, [0, 1]);
      return ok(await one(actor, id));
    },
  );

  app.post(
    `${base}/close`,
    {
      schema: {
        tags,
        summary: '办结: closes a replied complaint (id, version)',
        description: 'Button `complaint_reply`.',
        body: CloseInput,
        response: answers(Complaint),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await requireButton(db, claims, 'complaint_reply');
      const actor = await staffActor(db, claims);
      const { id, version } = request.body;
      const { rows } = await db.query(
        sql`UPDATE complaint c SET status = 3, close_user = ${actor.userId}, close_time = app_now(), version = version + 1
             WHERE c.id = ${id} AND c.version = ${version} AND c.status = 2 AND ${await actionable(db, actor)} RETURNING c.id`,
      );
      if (!rows[0]) {
        const open = await db.query<{ status: number }>(sql`SELECT c.status FROM complaint c WHERE c.id = ${id} AND ${await actionable(db, actor)}`);
        if (open.rows[0] && open.rows[0].status < 2) throw badRequest('请先回复再办结');
        throw await refusal(db, actor, id, [2]);
      }
      return ok(await one(actor, id));
    },
  );
}
