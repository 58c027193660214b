// 通知 (/api/rabbit-desk/notice/…), read on 新闻资讯: every staff user reads the published notices of their reach
// (scope.ts), newest first; the publishers (policy `notice.publish`, button `notice_publish`) save drafts, publish
// and withdraw their unit's notices: 草稿 → 已发布 → 已撤回, each step once. The body is plain text, never HTML.
// This product's own endpoints (docs/contract.md#this-products-own-endpoints).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { schoolsInReach } from '../../../platform/access/reach.ts';
import { requireButton } from '../../../platform/access/buttons.ts';
import type { AccessClaims } from '../../../platform/auth/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import { staffActor, type StaffActor } from '../../../platform/access/actor.ts';
import { notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { transaction, type Queryable } from '../../../platform/db/database.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { id, lookupId, offsetOf, oneOf, optionalText, paging, text, version } from '../../../platform/http/fields.ts';
import { Notice } from '../answers.ts';
import { markRead } from './receipts.ts';
import { isPublisher, NOTICE_STATUS, ownNotice, visibility } from '../scope.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';

const record = (actor: StaffActor) => sql`
  SELECT n.id::text, n.title, n.subtitle, n.tag, n.img, n.content, n.status, n.audience,
         COALESCE((SELECT array_agg(ns.school_id::text ORDER BY s.sort, s.id) FROM notice_school ns JOIN dept s ON s.id = ns.school_id WHERE ns.notice_id = n.id), '{}') AS "schoolIds",
         COALESCE((SELECT array_agg(s.dept_name ORDER BY s.sort, s.id) FROM notice_school ns JOIN dept s ON s.id = ns.school_id WHERE ns.notice_id = n.id), '{}') AS "schoolNames",
         d.dept_name AS "deptName", c.real_name AS "createBy", ${TIME('n.create_time')} AS "createTime",
         ${TIME('n.publish_time')} AS "publishTime", ${TIME('n.withdraw_time')} AS "withdrawTime",
         ${ownNotice(actor)} AND ${isPublisher(actor)} AS own, n.version
    FROM notice n JOIN dept d ON d.id = n.create_dept JOIN app_user c ON c.id = n.create_user`;

/** An image link: one of this server's (a path) or an https address; never a script. */
const IMAGE_LINK = /^(\/(?!\/)|https:\/\/)[^\s"'<>\\]*$/;

const ListQuery = z.object({
  ...paging(50),
  status: z
    .string({ error: '状态不正确' })
    .trim()
    .refine((status) => !status || ['0', '1', '2'].includes(status), '状态不正确')
    .optional()
    .transform((status) => (status ? Number(status) : null))
    .describe('0 草稿, 1 已发布, 2 已撤回; all the caller sees when absent'),
  title: optionalText('标题', 50),
});

const NoticeInput = z.object({
  id: lookupId().describe('absent: a new draft'),
  version: version().optional(),
  title: text('请输入标题', 60),
  subtitle: optionalText('副标题', 120),
  tag: optionalText('标签', 10),
  img: optionalText('图片', 500).refine((img) => !img || IMAGE_LINK.test(img), '图片地址不正确'),
  content: text('请输入正文', 5000),
  audience: oneOf(['0', '1'], '请选择发布范围').transform(Number),
  schoolIds: z.array(id('接收学校不正确'), { error: '接收学校不正确' }).max(500, '接收学校最多 500 所').optional().default([]),
});

const StepInput = z.object({ id: id('通知不存在'), version: version() });

/** Why a step changed nothing: no such notice of the caller's unit, a notice past that step, or a stale version. */
async function refusal(db: Queryable, actor: StaffActor, noticeId: string, step: 'edit' | 'publish' | 'withdraw') {
  const { rows } = await db.query<{ status: number }>(sql`SELECT n.status FROM notice n WHERE n.id = ${noticeId} AND n.is_deleted = 0 AND ${ownNotice(actor)}`);
  const status = rows[0]?.status;
  if (status === undefined) return notFound('通知不存在');
  if (step === 'edit' && status !== NOTICE_STATUS.draft) return badRequest('只有草稿可以修改');
  if (step === 'publish' && status !== NOTICE_STATUS.draft) return badRequest(status === 1 ? '通知已发布' : '已撤回的通知不能再发布');
  if (step === 'withdraw' && status !== NOTICE_STATUS.published) return badRequest(status === 2 ? '通知已撤回' : '只有已发布的通知可以撤回');
  return staleVersion();
}

export function noticeRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['notice'];
  const base = '/api/rabbit-desk/notice';

  /** The publisher behind a write: the button first, then the role (no grant widens the policy). */
  const publisher = async (claims: AccessClaims) => {
    await requireButton(db, claims, 'notice_publish');
    const actor = await staffActor(db, claims);
    if (!isPublisher(actor)) throw forbidden();
    return actor;
  };
  const one = async (actor: StaffActor, noticeId: string) => (await db.query(sql`${record(actor)} WHERE n.id = ${noticeId}`)).rows[0];

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: 'A page of the notices the caller sees, newest first; ?status= 0|1|2, ?title= contains',
        querystring: ListQuery,
        response: answers(paged(Notice)),
      },
    },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const { status, title, ...page } = request.query;
      const filter = sql`${await visibility(db, actor)} AND (${status}::int IS NULL OR n.status = ${status})
        AND (${title} = '' OR strpos(lower(n.title), lower(${title})) > 0)`;
      const [rows, total] = await Promise.all([
        db.query(
          sql`${record(actor)} WHERE ${filter} ORDER BY COALESCE(n.publish_time, n.update_time) DESC, n.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM notice n WHERE ${filter}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.get(
    `${base}/detail`,
    { schema: { tags, summary: 'One notice the caller sees; 404 otherwise', querystring: z.object({ id: lookupId() }), response: answers(Notice) } },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const { id: noticeId } = request.query;
      const { rows } = noticeId ? await db.query(sql`${record(actor)} WHERE ${await visibility(db, actor)} AND n.id = ${noticeId}`) : { rows: [] };
      if (!rows[0]) throw notFound('通知不存在');
      // opening it is the reader's receipt (通知公告, receipts.ts)
      await markRead(db, actor, noticeId!, rows[0].status as number, rows[0].own as boolean);
      return ok(rows[0]);
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'Saves a draft: without id a new one, with id and version the unit’s draft; audience 0 the tenant, 1 schoolIds',
        description: 'Button `notice_publish`; the schools must be in the caller’s reach.',
        body: NoticeInput,
        response: answers(Notice),
      },
    },
    async (request) => {
      const actor = await publisher(await authenticate(ctx, request));
      const { id: noticeId, version: seen, schoolIds: chosen, ...fields } = request.body;
      const schoolIds = fields.audience === 1 ? [...new Set(chosen)] : [];
      if (fields.audience === 1 && !schoolIds.length) throw badRequest('请选择接收学校');
      const reach = await schoolsInReach(db, actor);
      if (schoolIds.some((school) => !reach.includes(school))) throw badRequest('接收学校不在管辖范围内');
      if (noticeId && seen === undefined) throw badRequest('缺少版本号，请刷新后再保存');
      const { title, subtitle, tag, img, content, audience } = fields;
      const saved = await transaction(db, async (client) => {
        const { rows } = noticeId
          ? await client.query<{ id: string }>(
              sql`UPDATE notice n SET title = ${title}, subtitle = ${subtitle}, tag = ${tag}, img = ${img}, content = ${content}, audience = ${audience},
                  update_time = now(), version = n.version + 1
                WHERE n.id = ${noticeId} AND n.version = ${seen} AND n.status = 0 AND n.is_deleted = 0 AND ${ownNotice(actor)} RETURNING n.id::text`,
            )
          : await client.query<{ id: string }>(
              sql`INSERT INTO notice (tenant_id, create_dept, title, subtitle, tag, img, content, audience, create_user)
                VALUES (${actor.tenantId}, ${actor.deptId}, ${title}, ${subtitle}, ${tag}, ${img}, ${content}, ${audience}, ${actor.userId}) RETURNING id::text`,
            );
        const savedId = rows[0]?.id;
        if (!savedId) return undefined;
        await client.query(sql`DELETE FROM notice_school WHERE notice_id = ${savedId}`);
        if (schoolIds.length) await client.query(sql`INSERT INTO notice_school (notice_id, school_id) SELECT ${savedId}, unnest(${schoolIds}::bigint[])`);
        return savedId;
      });
      if (!saved) throw await refusal(db, actor, noticeId!, 'edit');
      return ok(await one(actor, saved));
    },
  );

  const step = (path: string, summary: string, change: (actor: StaffActor) => Sql, from: number, name: 'publish' | 'withdraw') =>
    app.post(
      `${base}/${path}`,
      { schema: { tags, summary, description: 'Button `notice_publish`; the caller’s unit’s notices only.', body: StepInput, response: answers(Notice) } },
      async (request) => {
        const actor = await publisher(await authenticate(ctx, request));
        const { id: noticeId, version: seen } = request.body;
        const { rows } = await db.query<{ id: string }>(
          sql`UPDATE notice n SET ${change(actor)}, update_time = now(), version = n.version + 1
            WHERE n.id = ${noticeId} AND n.version = ${seen} AND n.status = ${from} AND n.is_deleted = 0 AND ${ownNotice(actor)} RETURNING n.id::text`,
        );
        if (!rows[0]) throw await refusal(db, actor, noticeId, name);
        return ok(await one(actor, noticeId));
      },
    );

  step(
    'publish',
    'Publishes a draft of the caller’s unit: id, version',
    (actor) => sql`status = 1, publish_time = now(), publish_user = ${actor.userId}`,
    0,
    'publish',
  );
  step(
    'withdraw',
    'Withdraws a published notice of the caller’s unit: id, version',
    (actor) => sql`status = 2, withdraw_time = now(), withdraw_user = ${actor.userId}`,
    1,
    'withdraw',
  );
}
