// 应急预案 (/api/shian/safety/plan/…, docs/product-rules.md#应急预案): a school's emergency plans — type, title, the
// responsible people, the steps and contacts as plain text lines, attachments — and the drills recorded on a plan.
// The school's side keeps them (policy `safety.plans`); every reader of 安全服务 reads those of its schools. Every
// change is logged (safety_log); attachments and photos go through the file rules (photos.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { allows } from '../../../platform/access/policy.ts';
import type { Scope } from '../../../platform/access/scope.ts';
import type { AppContext } from '../../../platform/context.ts';
import { transaction } from '../../../platform/db/database.ts';
import { notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { id, isDay, lookupId, offsetOf, optionalId, optionalText, paging, text, version } from '../../../platform/http/fields.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { APP_TODAY, TIME } from '../../../platform/db/zoned.ts';
import { MAX_PHOTOS, photosOfEach, requirePhotos } from '../photos.ts';
import { logAction, planScope, readScope } from '../scope.ts';

const PhotoAnswer = z.object({ id: z.string(), name: z.string(), link: z.string() });

export const Plan = z.object({
  id: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  kind: z.number().int().describe('1 food poisoning, 2 water/power cut, 3 fire, 4 other'),
  title: z.string(),
  responsible: z.string(),
  steps: z.string(),
  contacts: z.string(),
  drillCount: z.number().int(),
  lastDrill: z.string().nullable(),
  updateTime: z.string(),
  editable: z.boolean(),
  version: z.number().int(),
});

export const Drill = z.object({
  id: z.string(),
  drillDate: z.string(),
  participantCount: z.number().int(),
  participants: z.string(),
  findings: z.string(),
  photos: z.array(PhotoAnswer),
  recordBy: z.string(),
});

const PlanDetail = Plan.extend({ attachments: z.array(PhotoAnswer), drills: z.array(Drill) });

const record = (role: string) => sql`
  SELECT p.id::text, p.school_id::text AS "schoolId", s.dept_name AS "schoolName", p.kind, p.title, p.responsible, p.steps, p.contacts,
         (SELECT count(*)::int FROM safety_drill d WHERE d.plan_id = p.id) AS "drillCount",
         (SELECT to_char(max(d.drill_date), 'YYYY-MM-DD') FROM safety_drill d WHERE d.plan_id = p.id) AS "lastDrill",
         ${TIME('p.update_time')} AS "updateTime", ${allows('safety.plans', role)}::boolean AS editable, p.version
    FROM safety_plan p JOIN dept s ON s.id = p.school_id`;

/** The plans of the caller's reach: those of its schools. */
const visible = (scope: Scope): Sql => sql`p.tenant_id = ${scope.actor.tenantId} AND p.school_id = ANY(${scope.schoolIds}::bigint[])`;

const kindField = () =>
  z.coerce
    .number({ error: '请选择预案类型' })
    .int()
    .refine((value) => [1, 2, 3, 4].includes(value), '请选择预案类型');

const PlanInput = z.object({
  id: lookupId().describe('absent: a new plan'),
  version: version().optional(),
  schoolId: optionalId('学校不正确').describe('absent: the caller’s own school'),
  kind: kindField(),
  title: text('请输入预案名称', 60),
  responsible: text('请输入责任人', 500),
  steps: text('请输入处置步骤', 5000),
  contacts: optionalText('联系方式', 1000),
  attachmentIds: z.array(id('附件不存在')).max(MAX_PHOTOS, `附件不能超过 ${MAX_PHOTOS} 个`).optional().default([]),
});

const DrillInput = z.object({
  planId: id('预案不存在'),
  drillDate: text('请选择演练日期', 10).refine((value) => isDay(value), '演练日期格式应为 YYYY-MM-DD'),
  participantCount: z.coerce.number({ error: '请输入参演人数' }).int('请输入参演人数').min(1, '请输入参演人数').max(10000, '参演人数不正确'),
  participants: optionalText('参演人员', 1000),
  findings: text('请输入演练发现的问题', 2000),
  photoIds: z.array(id('照片不存在')).max(MAX_PHOTOS, `照片不能超过 ${MAX_PHOTOS} 张`).optional().default([]),
});

export function planRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['safety'];
  const base = '/api/shian/safety/plan';

  const detailOf = async (scope: Scope, planId: string) => {
    const { rows } = await db.query<z.infer<typeof Plan> & { attachmentIds: string[] }>(
      sql`SELECT r.*, p.attachment_ids::text[] AS "attachmentIds" FROM (${record(scope.actor.role)} WHERE ${visible(scope)} AND p.id = ${planId}) r
            JOIN safety_plan p ON p.id = r.id::bigint`,
    );
    const plan = rows[0];
    if (!plan) throw notFound('预案不存在');
    const drills = await db.query<Omit<z.infer<typeof Drill>, 'photos'> & { photoIds: string[] }>(
      sql`SELECT d.id::text, to_char(d.drill_date, 'YYYY-MM-DD') AS "drillDate", d.participant_count AS "participantCount", d.participants, d.findings,
                 d.photo_ids::text[] AS "photoIds", u.real_name AS "recordBy"
            FROM safety_drill d JOIN app_user u ON u.id = d.create_user WHERE d.plan_id = ${planId} ORDER BY d.drill_date DESC, d.id DESC`,
    );
    const { attachmentIds, ...rest } = plan;
    const [attachments = [], ...photos] = await photosOfEach(db, scope.actor.tenantId, [attachmentIds, ...drills.rows.map((drill) => drill.photoIds)]);
    return { ...rest, attachments, drills: drills.rows.map(({ photoIds: _, ...drill }, index) => ({ ...drill, photos: photos[index]! })) };
  };

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: 'A page of the plans of the caller’s schools, newest first; ?kind= 1–4, ?schoolId=',
        querystring: z.object({
          ...paging(),
          kind: z
            .string()
            .trim()
            .optional()
            .transform((value) => (value && ['1', '2', '3', '4'].includes(value) ? Number(value) : null)),
          schoolId: lookupId(),
        }),
        response: answers(paged(Plan)),
      },
    },
    async (request) => {
      const scope = await readScope(db, await authenticate(ctx, request));
      const { kind, schoolId = null, ...page } = request.query;
      const filter = sql`${visible(scope)} AND (${kind}::int IS NULL OR p.kind = ${kind}) AND (${schoolId}::bigint IS NULL OR p.school_id = ${schoolId})`;
      const [rows, total] = await Promise.all([
        db.query(sql`${record(scope.actor.role)} WHERE ${filter} ORDER BY p.update_time DESC, p.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM safety_plan p WHERE ${filter}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.get(
    `${base}/detail`,
    {
      schema: {
        tags,
        summary: 'One plan with its attachments and drills; 404 outside the caller’s reach',
        querystring: z.object({ id: lookupId() }),
        response: answers(PlanDetail),
      },
    },
    async (request) => {
      const scope = await readScope(db, await authenticate(ctx, request));
      if (!request.query.id) throw notFound('预案不存在');
      return ok(await detailOf(scope, request.query.id));
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'Writes a plan: id and version to edit; schoolId (absent: the caller’s own school), kind, title, responsible, steps, contacts, attachmentIds',
        description: 'Policy `safety.plans` (the school and its canteens), for a school of the caller’s reach.',
        body: PlanInput,
        response: answers(PlanDetail),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const scope = await planScope(db, claims);
      const { id: planId, version: seen, schoolId: chosen, kind, title, responsible, steps, contacts, attachmentIds } = request.body;
      const schoolId = chosen ?? (scope.schoolIds.length === 1 ? scope.schoolIds[0]! : null);
      if (!schoolId) throw badRequest('请选择学校');
      if (!scope.schoolIds.includes(schoolId)) throw badRequest('学校不在管辖范围内');
      await requirePhotos(db, claims, attachmentIds, '附件不存在');
      const saved = await transaction(db, async (client) => {
        if (!planId) {
          const { rows } = await client.query<{ id: string }>(
            sql`INSERT INTO safety_plan (tenant_id, school_id, kind, title, responsible, steps, contacts, attachment_ids, create_dept, create_user)
                VALUES (${scope.actor.tenantId}, ${schoolId}, ${kind}, ${title}, ${responsible}, ${steps}, ${contacts}, ${attachmentIds}::bigint[],
                        ${scope.actor.deptId}, ${scope.actor.userId}) RETURNING id::text`,
          );
          await logAction(client, scope, 'plan', rows[0]!.id, 'create', { kind });
          return rows[0]!.id;
        }
        const { rows } = await client.query(
          sql`UPDATE safety_plan p SET school_id = ${schoolId}, kind = ${kind}, title = ${title}, responsible = ${responsible}, steps = ${steps},
                     contacts = ${contacts}, attachment_ids = ${attachmentIds}::bigint[], update_time = now(), version = p.version + 1
               WHERE p.id = ${planId} AND ${visible(scope)} AND p.version = ${seen ?? 0} RETURNING p.id`,
        );
        if (!rows[0]) {
          const found = await client.query(sql`SELECT 1 FROM safety_plan p WHERE p.id = ${planId} AND ${visible(scope)}`);
          throw found.rows[0] ? staleVersion() : notFound('预案不存在');
        }
        await logAction(client, scope, 'plan', planId, 'save', { kind });
        return planId;
      });
      return ok(await detailOf(scope, saved));
    },
  );

  app.post(
    '/api/shian/safety/drill/submit',
    {
      schema: {
        tags,
        summary: 'Records a drill on a plan: planId, drillDate (not after today), participantCount, participants, findings, photoIds',
        description: 'Policy `safety.plans`, for a plan of the caller’s reach.',
        body: DrillInput,
        response: answers(PlanDetail),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const scope = await planScope(db, claims);
      const { planId, drillDate, participantCount, participants, findings, photoIds } = request.body;
      const found = await db.query<{ future: boolean }>(
        sql`SELECT ${drillDate}::date > ${APP_TODAY} AS future FROM safety_plan p WHERE p.id = ${planId} AND ${visible(scope)}`,
      );
      if (!found.rows[0]) throw notFound('预案不存在');
      if (found.rows[0].future) throw badRequest('演练日期不能晚于今天');
      await requirePhotos(db, claims, photoIds);
      await transaction(db, async (client) => {
        const { rows } = await client.query<{ id: string }>(
          sql`INSERT INTO safety_drill (plan_id, drill_date, participant_count, participants, findings, photo_ids, create_user)
              VALUES (${planId}, ${drillDate}::date, ${participantCount}, ${participants}, ${findings}, ${photoIds}::bigint[], ${scope.actor.userId}) RETURNING id::text`,
        );
        await logAction(client, scope, 'drill', rows[0]!.id, 'create', { planId, drillDate, participantCount });
      });
      return ok(await detailOf(scope, planId));
    },
  );
}
