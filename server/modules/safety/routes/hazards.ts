// 隐患整改 (/api/shian/safety/hazard/…): the hazards the 不符合 items became. The school's side rectifies with photos
// (policy `safety.rectify`): 待整改 → 待确认; the inspecting unit confirms (button `rectify_confirm`: → 已确认) or
// returns it (→ 待整改, with a reason) — never the person who rectified it. Every step is logged (safety_log).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { requireButton } from '../../../platform/access/buttons.ts';
import { allows } from '../../../platform/access/policy.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Scope } from '../../../platform/access/scope.ts';
import { transaction, type Queryable } from '../../../platform/db/database.ts';
import { notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { id, lookupId, offsetOf, paging, text, version } from '../../../platform/http/fields.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { Hazard, HazardDetail } from '../answers.ts';
import { MAX_PHOTOS, photosOf, requirePhotos } from '../photos.ts';
import { HAZARD_STATUS, hazardFilter, inReach, inspectScope, logAction, OVERDUE, readScope, rectifyScope } from '../scope.ts';

/** The answer's columns over `hazards` (a table or a page of it, as alias h). */
const record = (scope: Scope, hazards: Sql = sql`safety_hazard`): Sql => sql`
  SELECT h.id::text, h.inspection_id::text AS "inspectionId", h.school_id::text AS "schoolId", s.dept_name AS "schoolName",
         h.canteen_id::text AS "canteenId", c.dept_name AS "canteenName", i.kind, x.area, h.description,
         to_char(h.deadline, 'YYYY-MM-DD') AS deadline, h.responsible, h.status, ${OVERDUE} AS overdue, h.rectify_note AS "rectifyNote",
         COALESCE(r.real_name, '') AS "rectifyBy", h.rectify_user::text AS "rectifyUserId", ${TIME('h.rectify_time')} AS "rectifyTime",
         h.return_reason AS "returnReason", COALESCE(f.real_name, '') AS "confirmBy", ${TIME('h.confirm_time')} AS "confirmTime",
         d.dept_name AS "inspectDeptName", i.inspect_dept = ${scope.actor.deptId} AS mine,
         (${allows('safety.rectify', scope.actor.role)}::boolean AND h.status = ${HAZARD_STATUS.open}) AS "canRectify",
         (${allows('safety.inspect', scope.actor.role)}::boolean AND i.inspect_dept = ${scope.actor.deptId} AND h.status = ${HAZARD_STATUS.rectified}
          AND h.rectify_user <> ${scope.actor.userId}) AS "canDecide", ${TIME('h.create_time')} AS "createTime", h.version
    FROM ${hazards} h JOIN safety_inspection i ON i.id = h.inspection_id
    JOIN safety_inspection_item x ON x.inspection_id = h.inspection_id AND x.seq = h.seq
    JOIN dept s ON s.id = h.school_id JOIN dept c ON c.id = h.canteen_id JOIN dept d ON d.id = i.inspect_dept
    LEFT JOIN app_user r ON r.id = h.rectify_user LEFT JOIN app_user f ON f.id = h.confirm_user`;

const ListQuery = z.object({
  ...paging(),
  status: z
    .string()
    .trim()
    .optional()
    .transform((status) => (status && ['0', '1', '2'].includes(status) ? Number(status) : null))
    .describe('0 to rectify, 1 to confirm, 2 confirmed; all when absent'),
  overdue: z
    .string()
    .optional()
    .transform((flag) => flag === '1')
    .describe('1: only the overdue ones (待整改 past the deadline)'),
  mine: z
    .string()
    .optional()
    .transform((flag) => flag === '1')
    .describe('1: only the hazards of the caller’s unit’s inspections'),
  canteenId: lookupId(),
});

const RectifyInput = z.object({
  id: id('隐患不存在'),
  version: version(),
  note: text('请输入整改说明', 500),
  photoIds: z.array(id('照片不存在'), { error: '请上传整改照片' }).min(1, '请上传整改照片').max(MAX_PHOTOS, `整改照片不能超过 ${MAX_PHOTOS} 张`),
});
const ConfirmInput = z.object({ id: id('隐患不存在'), version: version() });
const ReturnInput = z.object({ id: id('隐患不存在'), version: version(), reason: text('请输入退回原因', 200) });

/** Why a step changed nothing: no such hazard of the caller's reach, a hazard past that step, or a stale version. */
async function refusal(db: Queryable, scope: Scope, id: string, expected: number) {
  const { rows } = await db.query<{ status: number }>(sql`SELECT h.status FROM safety_hazard h WHERE h.id = ${id} AND ${inReach(scope, 'h')}`);
  const status = rows[0]?.status;
  if (status === undefined) return notFound('隐患不存在');
  if (status === HAZARD_STATUS.confirmed) return badRequest('隐患已确认整改');
  if (status !== expected) return badRequest(expected === HAZARD_STATUS.open ? '隐患已整改，等待确认' : '隐患尚未整改');
  return staleVersion();
}

export function hazardRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['safety'];
  const base = '/api/shian/safety/hazard';
  const detailOf = async (scope: Scope, id: string) => (await db.query(sql`${record(scope)} WHERE h.id = ${id}`)).rows[0];

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: 'A page of hazards, the overdue first, then by deadline; ?status=, ?overdue=1, ?mine=1, ?canteenId=',
        querystring: ListQuery,
        response: answers(paged(Hazard)),
      },
    },
    async (request) => {
      const scope = await readScope(db, await authenticate(ctx, request));
      const { status, overdue, mine, canteenId = null, ...page } = request.query;
      const filter = hazardFilter(scope, { status, overdue, mine, canteenId });
      // the page is cut from the hazards alone, then joined: joined first, PostgreSQL built every row of a district's
      // thousands of open hazards to keep ten (bench:safety)
      const order = sql`ORDER BY h.status, h.deadline, h.id DESC`;
      const pageRows = sql`(SELECT * FROM safety_hazard h WHERE ${filter} ${order} LIMIT ${page.size} OFFSET ${offsetOf(page)})`;
      const [rows, total] = await Promise.all([
        db.query(sql`${record(scope, pageRows)} ${order}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM safety_hazard h WHERE ${filter}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.get(
    `${base}/detail`,
    {
      schema: {
        tags,
        summary: 'One hazard with its photos; 404 outside the caller’s reach',
        querystring: z.object({ id: lookupId() }),
        response: answers(HazardDetail),
      },
    },
    async (request) => {
      const scope = await readScope(db, await authenticate(ctx, request));
      const { id } = request.query;
      const { rows } = id ? await db.query(sql`${record(scope)} WHERE ${inReach(scope, 'h')} AND h.id = ${id}`) : { rows: [] };
      if (!rows[0]) throw notFound('隐患不存在');
      const ids = await db.query<{ item: string[]; rectify: string[] }>(
        sql`SELECT x.photo_ids::text[] AS item, h.rectify_photo_ids::text[] AS rectify FROM safety_hazard h
              JOIN safety_inspection_item x ON x.inspection_id = h.inspection_id AND x.seq = h.seq WHERE h.id = ${id}`,
      );
      const [photos, rectifyPhotos] = await Promise.all([
        photosOf(db, scope.actor.tenantId, ids.rows[0]!.item),
        photosOf(db, scope.actor.tenantId, ids.rows[0]!.rectify),
      ]);
      return ok({ ...rows[0], photos, rectifyPhotos });
    },
  );

  app.post(
    `${base}/rectify`,
    {
      schema: {
        tags,
        summary: 'The school’s side rectifies: id, version, note, photoIds (1–9)',
        description: 'Policy `safety.rectify`.',
        body: RectifyInput,
        response: answers(Hazard),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const scope = await rectifyScope(db, claims);
      const { id, version, note, photoIds } = request.body;
      await requirePhotos(db, claims, photoIds);
      await transaction(db, async (client) => {
        const { rows } = await client.query(
          sql`UPDATE safety_hazard h SET status = ${HAZARD_STATUS.rectified}, rectify_note = ${note}, rectify_photo_ids = ${[...new Set(photoIds)]}::bigint[],
                     rectify_user = ${scope.actor.userId}, rectify_time = now(), version = version + 1
               WHERE h.id = ${id} AND ${inReach(scope, 'h')} AND h.status = ${HAZARD_STATUS.open} AND h.version = ${version} RETURNING h.id`,
        );
        if (!rows[0]) throw await refusal(client, scope, id, HAZARD_STATUS.open);
        await logAction(client, scope, 'hazard', id, 'rectify', { photos: photoIds.length });
      });
      return ok(await detailOf(scope, id));
    },
  );

  /** Confirm (→ 已确认) or return (→ 待整改): the inspecting unit, with the button, never the one who rectified. */
  const decide = async (claims: Awaited<ReturnType<typeof authenticate>>, id: string, version: number, step: 'confirm' | 'return', reason = '') => {
    const scope = await inspectScope(db, claims);
    await requireButton(db, claims, 'rectify_confirm');
    const found = await db.query<{ mine: boolean; rectifier: string | null }>(
      sql`SELECT i.inspect_dept = ${scope.actor.deptId} AS mine, h.rectify_user::text AS rectifier
            FROM safety_hazard h JOIN safety_inspection i ON i.id = h.inspection_id WHERE h.id = ${id} AND ${inReach(scope, 'h')}`,
    );
    if (!found.rows[0]) throw notFound('隐患不存在');
    if (!found.rows[0].mine) throw forbidden('只有检查单位可以确认整改');
    if (found.rows[0].rectifier === scope.actor.userId) throw forbidden('整改人不能确认自己的整改');
    await transaction(db, async (client) => {
      const change =
        step === 'confirm'
          ? sql`status = ${HAZARD_STATUS.confirmed}, confirm_user = ${scope.actor.userId}, confirm_time = now()`
          : sql`status = ${HAZARD_STATUS.open}, return_reason = ${reason}`;
      const { rows } = await client.query(
        sql`UPDATE safety_hazard h SET ${change}, version = version + 1
             WHERE h.id = ${id} AND h.status = ${HAZARD_STATUS.rectified} AND h.version = ${version} AND h.rectify_user <> ${scope.actor.userId} RETURNING h.id`,
      );
      if (!rows[0]) throw await refusal(client, scope, id, HAZARD_STATUS.rectified);
      await logAction(client, scope, 'hazard', id, step, reason ? { reason } : {});
    });
    return ok(await detailOf(scope, id));
  };

  app.post(
    `${base}/confirm`,
    {
      schema: {
        tags,
        summary: 'The inspecting unit confirms a rectification: id, version',
        description: 'Button `rectify_confirm`; 403 `整改人不能确认自己的整改` for the person who rectified.',
        body: ConfirmInput,
        response: answers(Hazard),
      },
    },
    async (request) => decide(await authenticate(ctx, request), request.body.id, request.body.version, 'confirm'),
  );

  app.post(
    `${base}/return`,
    {
      schema: {
        tags,
        summary: 'The inspecting unit returns a rectification: id, version, reason',
        description: 'Button `rectify_confirm`.',
        body: ReturnInput,
        response: answers(Hazard),
      },
    },
    async (request) => decide(await authenticate(ctx, request), request.body.id, request.body.version, 'return', request.body.reason),
  );
}
