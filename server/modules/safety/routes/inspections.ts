// 日常检查 (/api/shian/safety/inspection/…): an inspection of a canteen from a checklist template's current version,
// every item 符合 / 不符合 / 不适用 with a note and photos; every 不符合 item becomes a hazard (隐患整改) with its deadline
// and responsible person. Who inspects: the bureau, market supervision and the school's side (policy `safety.inspect`),
// for the canteens of their reach; the inspection's kind is the inspector's (policy SAFETY_INSPECTION_KIND).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { requireButton } from '../../../platform/access/buttons.ts';
import { SAFETY_INSPECTION_KIND, type RoleAlias } from '../../../platform/access/policy.ts';
import type { AppContext } from '../../../platform/context.ts';
import { transaction } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/crud-errors.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { id, isDay, lookupId, offsetOf, optionalText, paging, text } from '../../../platform/http/fields.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { APP_TODAY, TIME } from '../../../platform/db/zoned.ts';
import { Canteen, Inspection, InspectionDetail } from '../answers.ts';
import { MAX_PHOTOS, photosOf, requirePhotos } from '../photos.ts';
import { HAZARD_STATUS, inReach, inspectScope, logAction, readScope, RESULT } from '../scope.ts';

/** The answer's columns over `inspections` (the table or a page of it, as alias i). */
const record = (inspections: Sql = sql`safety_inspection`): Sql => sql`
  SELECT i.id::text, i.school_id::text AS "schoolId", s.dept_name AS "schoolName", i.canteen_id::text AS "canteenId", c.dept_name AS "canteenName",
         i.kind, t.name AS "templateName", v.version AS "templateVersion", to_char(i.inspect_date, 'YYYY-MM-DD') AS "inspectDate", i.summary,
         d.dept_name AS "inspectDeptName", u.real_name AS "inspectorName",
         (SELECT count(*)::int FROM safety_inspection_item x WHERE x.inspection_id = i.id) AS "itemCount",
         (SELECT count(*)::int FROM safety_inspection_item x WHERE x.inspection_id = i.id AND x.result = ${RESULT.fail}) AS "failCount",
         (SELECT count(*)::int FROM safety_hazard h WHERE h.inspection_id = i.id AND h.status < ${HAZARD_STATUS.confirmed}) AS "openCount",
         ${TIME('i.create_time')} AS "createTime"
    FROM ${inspections} i JOIN dept s ON s.id = i.school_id JOIN dept c ON c.id = i.canteen_id
    JOIN safety_template_version v ON v.id = i.template_version_id JOIN safety_template t ON t.id = v.template_id
    JOIN dept d ON d.id = i.inspect_dept JOIN app_user u ON u.id = i.inspect_user`;

const day = (message: string, format: string) => text(message, 10).refine((value) => isDay(value), format);

const ListQuery = z.object({
  ...paging(),
  kind: z
    .string()
    .trim()
    .optional()
    .transform((kind) => (kind && ['1', '2', '3'].includes(kind) ? Number(kind) : null))
    .describe('1|2|3; all when absent'),
  canteenId: lookupId(),
});

const ItemInput = z.object({
  seq: z.coerce.number({ error: '检查项不正确' }).int('检查项不正确'),
  result: z.coerce
    .number({ error: '请选择检查结果' })
    .int()
    .refine((result) => [1, 2, 3].includes(result), '请选择检查结果'),
  note: optionalText('说明', 200),
  photoIds: z.array(id('照片不存在')).max(MAX_PHOTOS, `每项照片不能超过 ${MAX_PHOTOS} 张`).optional().default([]),
  deadline: z.string().trim().optional().default(''),
  responsible: optionalText('整改责任人', 20),
});

const InspectionInput = z.object({
  canteenId: id('请选择检查食堂'),
  templateId: id('请选择检查模板'),
  inspectDate: day('请选择检查日期', '检查日期格式应为 YYYY-MM-DD'),
  summary: optionalText('检查小结', 500),
  items: z.array(ItemInput, { error: '请填写检查结果' }).max(200),
});

export function inspectionRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['safety'];
  const base = '/api/shian/safety/inspection';

  app.get(
    '/api/shian/safety/canteens',
    { schema: { tags, summary: 'The canteens of the caller’s reach, with their schools', response: answers(z.array(Canteen)) } },
    async (request) => {
      const scope = await readScope(db, await authenticate(ctx, request));
      const { rows } = await db.query(
        sql`SELECT c.id::text, c.dept_name AS name, s.id::text AS "schoolId", s.dept_name AS "schoolName" FROM dept c JOIN dept s ON s.id = c.parent_id
             WHERE c.id = ANY(${scope.canteenIds}::bigint[]) ORDER BY s.sort, s.id, c.sort, c.id`,
      );
      return ok(rows);
    },
  );

  app.get(
    `${base}/list`,
    {
      schema: { tags, summary: 'A page of inspections, newest first; ?kind= 1|2|3, ?canteenId=', querystring: ListQuery, response: answers(paged(Inspection)) },
    },
    async (request) => {
      const scope = await readScope(db, await authenticate(ctx, request));
      const { kind, canteenId = null, ...page } = request.query;
      const filter = sql`${inReach(scope, 'i')} AND (${kind}::int IS NULL OR i.kind = ${kind}) AND (${canteenId}::bigint IS NULL OR i.canteen_id = ${canteenId})`;
      // the page is cut from the inspections alone, then joined (as the hazards' list does)
      const order = sql`ORDER BY i.inspect_date DESC, i.id DESC`;
      const pageRows = sql`(SELECT * FROM safety_inspection i WHERE ${filter} ${order} LIMIT ${page.size} OFFSET ${offsetOf(page)})`;
      const [rows, total] = await Promise.all([
        db.query(sql`${record(pageRows)} ${order}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM safety_inspection i WHERE ${filter}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.get(
    `${base}/detail`,
    {
      schema: {
        tags,
        summary: 'One inspection with its items; 404 outside the caller’s reach',
        querystring: z.object({ id: lookupId() }),
        response: answers(InspectionDetail),
      },
    },
    async (request) => {
      const scope = await readScope(db, await authenticate(ctx, request));
      const { id } = request.query;
      const { rows } = id ? await db.query(sql`${record()} WHERE ${inReach(scope, 'i')} AND i.id = ${id}`) : { rows: [] };
      if (!rows[0]) throw notFound('检查记录不存在');
      const items = await db.query<{ seq: number; area: string; content: string; result: number; note: string; photoIds: string[]; hazardId: string | null }>(
        sql`SELECT x.seq, x.area, x.content, x.result, x.note, x.photo_ids::text[] AS "photoIds", h.id::text AS "hazardId"
              FROM safety_inspection_item x LEFT JOIN safety_hazard h ON h.inspection_id = x.inspection_id AND h.seq = x.seq
             WHERE x.inspection_id = ${id} ORDER BY x.seq`,
      );
      const withPhotos = await Promise.all(
        items.rows.map(async ({ photoIds, ...item }) => ({ ...item, photos: await photosOf(db, scope.actor.tenantId, photoIds) })),
      );
      return ok({ ...rows[0], items: withPhotos });
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'Records an inspection: canteenId, templateId (its current version is used), inspectDate, summary, items',
        description:
          'Button `inspection_add`. One item per template item (seq from 1): result 1 符合, 2 不符合, 3 不适用, note, photoIds; a 不符合 item needs a deadline (YYYY-MM-DD, not before the inspection) and a responsible person, and becomes a hazard.',
        body: InspectionInput,
        response: answers(z.object({ id: z.string(), hazardIds: z.array(z.string()) })),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const scope = await inspectScope(db, claims);
      await requireButton(db, claims, 'inspection_add');
      const { canteenId, templateId, inspectDate, summary, items } = request.body;
      if (!scope.canteenIds.includes(canteenId)) throw forbidden('检查食堂不在管辖范围内');
      const kind = SAFETY_INSPECTION_KIND[scope.actor.role as RoleAlias];
      if (!kind) throw forbidden();
      const template = await db.query<{ versionId: string; items: { area: string; content: string }[]; future: boolean }>(
        sql`SELECT v.id::text AS "versionId", v.items, ${inspectDate}::date > ${APP_TODAY} AS future FROM safety_template t
              JOIN safety_template_version v ON v.template_id = t.id AND v.version = t.current_version
             WHERE t.id = ${templateId} AND t.tenant_id = ${scope.actor.tenantId} AND t.is_deleted = 0`,
      );
      const chosen = template.rows[0];
      if (!chosen) throw badRequest('检查模板不存在');
      if (chosen.future) throw badRequest('检查日期不能晚于今天');
      const bySeq = new Map(items.map((item) => [item.seq, item]));
      if (bySeq.size !== items.length || items.length !== chosen.items.length || chosen.items.some((_, index) => !bySeq.has(index + 1)))
        throw badRequest('请逐项填写检查结果');
      for (const item of items) {
        if (item.result !== RESULT.fail) continue;
        if (!item.deadline) throw badRequest('请选择整改期限');
        if (!isDay(item.deadline)) throw badRequest('整改期限格式应为 YYYY-MM-DD');
        if (item.deadline < inspectDate) throw badRequest('整改期限不能早于检查日期');
        if (!item.responsible) throw badRequest('请输入整改责任人');
      }
      await requirePhotos(
        db,
        claims,
        items.flatMap((item) => item.photoIds),
      );
      const schoolId = (await db.query<{ id: string }>(sql`SELECT parent_id::text AS id FROM dept WHERE id = ${canteenId}`)).rows[0]!.id;
      const { actor } = scope;
      const saved = await transaction(db, async (client) => {
        const made = await client.query<{ id: string }>(
          sql`INSERT INTO safety_inspection (tenant_id, school_id, canteen_id, kind, template_version_id, inspect_date, summary, inspect_dept, inspect_user)
              VALUES (${actor.tenantId}, ${schoolId}, ${canteenId}, ${kind}, ${chosen.versionId}, ${inspectDate}::date, ${summary}, ${actor.deptId}, ${actor.userId})
              RETURNING id::text`,
        );
        const inspectionId = made.rows[0]!.id;
        const hazardIds: string[] = [];
        for (const [index, line] of chosen.items.entries()) {
          const item = bySeq.get(index + 1)!;
          await client.query(
            sql`INSERT INTO safety_inspection_item (inspection_id, seq, area, content, result, note, photo_ids)
                VALUES (${inspectionId}, ${index + 1}, ${line.area}, ${line.content}, ${item.result}, ${item.note}, ${item.photoIds}::bigint[])`,
          );
          if (item.result !== RESULT.fail) continue;
          const hazard = await client.query<{ id: string }>(
            sql`INSERT INTO safety_hazard (tenant_id, school_id, canteen_id, inspection_id, seq, description, deadline, responsible)
                VALUES (${actor.tenantId}, ${schoolId}, ${canteenId}, ${inspectionId}, ${index + 1}, ${item.note ? `${line.content}：${item.note}` : line.content},
                        ${item.deadline}::date, ${item.responsible}) RETURNING id::text`,
          );
          hazardIds.push(hazard.rows[0]!.id);
          await logAction(client, scope, 'hazard', hazard.rows[0]!.id, 'create', { inspectionId, deadline: item.deadline });
        }
        await logAction(client, scope, 'inspection', inspectionId, 'create', { kind, templateVersionId: chosen.versionId, hazards: hazardIds.length });
        return { id: inspectionId, hazardIds };
      });
      return ok(saved);
    },
  );
}
