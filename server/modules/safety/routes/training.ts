// 培训考核 (/api/shian/safety/course|training/…, docs/product-rules.md#培训考核): the district's courses (the bureau
// keeps them, policy `safety.templates`), the sessions held in a canteen with the food handlers who attended (the
// school's side or the bureau records them, policy `safety.train`), each food handler's hours in a year against the
// tenant's required hours (学时不足), and that requirement (the bureau sets it). Every change is logged (safety_log).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { allows } from '../../../platform/access/policy.ts';
import type { Scope } from '../../../platform/access/scope.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { transaction } from '../../../platform/db/database.ts';
import { notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { id, isDay, lookupId, offsetOf, optionalText, paging, text, version } from '../../../platform/http/fields.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { APP_TODAY, TIME } from '../../../platform/db/zoned.ts';
import { MAX_PHOTOS, photosOfEach, requirePhotos } from '../photos.ts';
import { inReach, logAction, readScope, templateScope, trainScope } from '../scope.ts';

const FileAnswer = z.object({ id: z.string(), name: z.string(), link: z.string() });

export const Course = z.object({
  id: z.string(),
  title: z.string(),
  hours: z.number().int(),
  materials: z.array(FileAnswer),
  updateTime: z.string(),
  editable: z.boolean(),
  version: z.number().int(),
});

export const Training = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  hours: z.number().int(),
  schoolName: z.string(),
  canteenId: z.string(),
  canteenName: z.string(),
  trainDate: z.string(),
  attendees: z.array(z.object({ id: z.string(), name: z.string() })),
  recordBy: z.string(),
});

export const Hours = z.object({
  personId: z.string(),
  name: z.string(),
  number: z.string(),
  schoolName: z.string(),
  canteenName: z.string(),
  hours: z.number().int(),
  required: z.number().int(),
  short: z.boolean(),
});

/** The tenant's required hours a year (safety_setting, default 40). */
export async function requiredHours(db: Queryable, tenantId: string): Promise<number> {
  const { rows } = await db.query<{ hours: number }>(sql`SELECT required_hours AS hours FROM safety_setting WHERE tenant_id = ${tenantId}`);
  return rows[0]?.hours ?? 40;
}

/** The food handlers of the caller's reach (present, not removed), alias w. */
const handlers = (scope: Scope): Sql =>
  sql`w.tenant_id = ${scope.actor.tenantId} AND w.canteen_id = ANY(${scope.canteenIds}::bigint[]) AND w.is_deleted = 0 AND w.status <> 3`;

const TRAINING = sql`
  SELECT t.id::text, t.course_id::text AS "courseId", c.title AS "courseTitle", t.hours, s.dept_name AS "schoolName", t.canteen_id::text AS "canteenId",
         n.dept_name AS "canteenName", to_char(t.train_date, 'YYYY-MM-DD') AS "trainDate",
         COALESCE((SELECT json_agg(json_build_object('id', w.id::text, 'name', w.name) ORDER BY w.name, w.id)
                     FROM safety_training_attendee a JOIN work_personnel w ON w.id = a.person_id WHERE a.training_id = t.id), '[]') AS attendees,
         u.real_name AS "recordBy"
    FROM safety_training t JOIN safety_course c ON c.id = t.course_id JOIN dept s ON s.id = t.school_id JOIN dept n ON n.id = t.canteen_id
    JOIN app_user u ON u.id = t.create_user`;

const yearOf = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value && /^\d{4}$/.test(value) ? Number(value) : null))
    .describe('YYYY; absent: this year');

export function trainingRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['safety'];
  const S = '/api/shian/safety';

  const courses = async (scope: Scope, courseId: string | null) => {
    const { rows } = await db.query<Omit<z.infer<typeof Course>, 'materials'> & { materialIds: string[] }>(
      sql`SELECT c.id::text, c.title, c.hours, c.material_ids::text[] AS "materialIds", ${TIME('c.update_time')} AS "updateTime",
                 ${allows('safety.templates', scope.actor.role)}::boolean AS editable, c.version
            FROM safety_course c WHERE c.tenant_id = ${scope.actor.tenantId} AND (${courseId}::bigint IS NULL OR c.id = ${courseId})
           ORDER BY c.update_time DESC, c.id DESC`,
    );
    const materials = await photosOfEach(
      db,
      scope.actor.tenantId,
      rows.map((row) => row.materialIds),
    );
    return rows.map(({ materialIds: _, ...course }, index) => ({ ...course, materials: materials[index]! }));
  };

  app.get(
    `${S}/course/list`,
    { schema: { tags, summary: 'The tenant’s training courses, newest first', response: answers(z.array(Course)) } },
    async (request) => ok(await courses(await readScope(db, await authenticate(ctx, request)), null)),
  );

  app.post(
    `${S}/course/submit`,
    {
      schema: {
        tags,
        summary: 'Writes a course: id and version to edit; title, hours (1–100), materialIds',
        description: 'Policy `safety.templates` (the education bureau).',
        body: z.object({
          id: lookupId().describe('absent: a new course'),
          version: version().optional(),
          title: text('请输入课程名称', 60),
          hours: z.coerce.number({ error: '请输入学时' }).int('学时应为 1–100 的整数').min(1, '学时应为 1–100 的整数').max(100, '学时应为 1–100 的整数'),
          materialIds: z.array(id('资料不存在')).max(MAX_PHOTOS, `资料不能超过 ${MAX_PHOTOS} 个`).optional().default([]),
        }),
        response: answers(Course),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const scope = await templateScope(db, claims);
      const { id: courseId, version: seen, title, hours, materialIds } = request.body;
      await requirePhotos(db, claims, materialIds, '资料不存在');
      const saved = await transaction(db, async (client) => {
        if (!courseId) {
          const { rows } = await client.query<{ id: string }>(
            sql`INSERT INTO safety_course (tenant_id, title, hours, material_ids, create_dept, create_user)
                VALUES (${scope.actor.tenantId}, ${title}, ${hours}, ${materialIds}::bigint[], ${scope.actor.deptId}, ${scope.actor.userId}) RETURNING id::text`,
          );
          await logAction(client, scope, 'course', rows[0]!.id, 'create', { hours });
          return rows[0]!.id;
        }
        const { rows } = await client.query(
          sql`UPDATE safety_course c SET title = ${title}, hours = ${hours}, material_ids = ${materialIds}::bigint[], update_time = now(), version = c.version + 1
               WHERE c.id = ${courseId} AND c.tenant_id = ${scope.actor.tenantId} AND c.version = ${seen ?? 0} RETURNING c.id`,
        );
        if (!rows[0]) {
          const found = await client.query(sql`SELECT 1 FROM safety_course c WHERE c.id = ${courseId} AND c.tenant_id = ${scope.actor.tenantId}`);
          throw found.rows[0] ? staleVersion() : notFound('课程不存在');
        }
        await logAction(client, scope, 'course', courseId, 'save', { hours });
        return courseId;
      });
      return ok((await courses(scope, saved))[0]!);
    },
  );

  app.get(
    `${S}/training/list`,
    {
      schema: {
        tags,
        summary: 'A page of the training sessions of the caller’s canteens, newest first; ?canteenId=',
        querystring: z.object({ ...paging(), canteenId: lookupId() }),
        response: answers(paged(Training)),
      },
    },
    async (request) => {
      const scope = await readScope(db, await authenticate(ctx, request));
      const { canteenId = null, ...page } = request.query;
      const filter = sql`${inReach(scope, 't')} AND (${canteenId}::bigint IS NULL OR t.canteen_id = ${canteenId})`;
      const [rows, total] = await Promise.all([
        db.query(sql`${TRAINING} WHERE ${filter} ORDER BY t.train_date DESC, t.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM safety_training t WHERE ${filter}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.get(
    `${S}/training/people`,
    {
      schema: {
        tags,
        summary: 'The food handlers of a canteen of the caller’s reach (the attendees to choose from)',
        querystring: z.object({ canteenId: lookupId() }),
        response: answers(z.array(z.object({ id: z.string(), name: z.string(), number: z.string() }))),
      },
    },
    async (request) => {
      const scope = await readScope(db, await authenticate(ctx, request));
      const { canteenId = null } = request.query;
      const { rows } = await db.query(
        sql`SELECT w.id::text, w.name, w.number FROM work_personnel w WHERE ${handlers(scope)} AND w.canteen_id = ${canteenId} ORDER BY w.number, w.id`,
      );
      return ok(rows);
    },
  );

  app.post(
    `${S}/training/submit`,
    {
      schema: {
        tags,
        summary: 'Records a training session: courseId, canteenId, trainDate (not after today), personIds (the canteen’s food handlers)',
        description: 'Policy `safety.train` (the school’s side and the bureau), for a canteen of the caller’s reach.',
        body: z.object({
          courseId: id('请选择培训课程'),
          canteenId: id('请选择培训食堂'),
          trainDate: text('请选择培训日期', 10).refine((value) => isDay(value), '培训日期格式应为 YYYY-MM-DD'),
          personIds: z.array(id('参训人员不正确'), { error: '请选择参训人员' }).min(1, '请选择参训人员').max(500),
        }),
        response: answers(Training),
      },
    },
    async (request) => {
      const scope = await trainScope(db, await authenticate(ctx, request));
      const { courseId, canteenId, trainDate, personIds } = request.body;
      if (!scope.canteenIds.includes(canteenId)) throw forbidden('培训食堂不在管辖范围内');
      const course = await db.query<{ future: boolean; hours: number }>(
        sql`SELECT ${trainDate}::date > ${APP_TODAY} AS future, c.hours FROM safety_course c WHERE c.id = ${courseId} AND c.tenant_id = ${scope.actor.tenantId}`,
      );
      if (!course.rows[0]) throw badRequest('课程不存在');
      if (course.rows[0].future) throw badRequest('培训日期不能晚于今天');
      const { hours } = course.rows[0];
      const people = [...new Set(personIds)];
      const found = await db.query<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM work_personnel w WHERE ${handlers(scope)} AND w.canteen_id = ${canteenId} AND w.id = ANY(${people}::bigint[])`,
      );
      if (found.rows[0]!.n !== people.length) throw badRequest('参训人员不属于该食堂');
      const made = await transaction(db, async (client) => {
        const { rows } = await client.query<{ id: string }>(
          // the session keeps the course's hours of the day: a course edited later does not change it
          sql`INSERT INTO safety_training (tenant_id, course_id, hours, school_id, canteen_id, train_date, create_dept, create_user)
              SELECT ${scope.actor.tenantId}::varchar, ${courseId}::bigint, ${hours}::int, parent_id, id, ${trainDate}::date, ${scope.actor.deptId}::bigint,
                     ${scope.actor.userId}::bigint FROM dept WHERE id = ${canteenId}
              RETURNING id::text`,
        );
        const trainingId = rows[0]!.id;
        await client.query(sql`INSERT INTO safety_training_attendee (training_id, person_id) SELECT ${trainingId}::bigint, unnest(${people}::bigint[])`);
        await logAction(client, scope, 'training', trainingId, 'create', { courseId, attendees: people.length });
        return trainingId;
      });
      return ok((await db.query(sql`${TRAINING} WHERE t.id = ${made}`)).rows[0]);
    },
  );

  app.get(
    `${S}/training/hours`,
    {
      schema: {
        tags,
        summary:
          'Each food handler of the caller’s reach with the hours attended in a year; ?short=1 only those short of the required hours (学时不足), ?keyword= a part of the name or 工号',
        querystring: z.object({
          ...paging(),
          year: yearOf(),
          short: z
            .string()
            .trim()
            .optional()
            .transform((value) => value === '1'),
          canteenId: lookupId(),
          keyword: optionalText('关键字', 40),
        }),
        response: answers(paged(Hours)),
      },
    },
    async (request) => {
      const scope = await readScope(db, await authenticate(ctx, request));
      const { year, short, canteenId = null, keyword, ...page } = request.query;
      const word = keyword.trim();
      const required = await requiredHours(db, scope.actor.tenantId);
      const chosenYear = year ?? Number((await db.query<{ y: string }>(sql`SELECT to_char(${APP_TODAY}, 'YYYY') AS y`)).rows[0]!.y);
      const counted = sql`
        SELECT w.id::text AS "personId", w.name, w.number, s.dept_name AS "schoolName", n.dept_name AS "canteenName",
               COALESCE((SELECT sum(t.hours)::int FROM safety_training_attendee a JOIN safety_training t ON t.id = a.training_id
                          WHERE a.person_id = w.id AND extract(year FROM t.train_date) = ${chosenYear}), 0) AS hours
          FROM work_personnel w JOIN dept s ON s.id = w.school_id JOIN dept n ON n.id = w.canteen_id
         WHERE ${handlers(scope)} AND (${canteenId}::bigint IS NULL OR w.canteen_id = ${canteenId})
           AND (${word} = '' OR w.name ILIKE ${containing(word)} OR w.number ILIKE ${containing(word)})`;
      const filter = short ? sql`WHERE x.hours < ${required}` : sql.empty;
      const [rows, total] = await Promise.all([
        db.query(
          sql`SELECT x.*, ${required}::int AS required, x.hours < ${required} AS short FROM (${counted}) x ${filter}
               ORDER BY x.hours, x."schoolName", x.number, x."personId" LIMIT ${page.size} OFFSET ${offsetOf(page)}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM (${counted}) x ${filter}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.get(
    `${S}/training/setting`,
    {
      schema: {
        tags,
        summary: 'The tenant’s required training hours a year',
        response: answers(z.object({ requiredHours: z.number().int(), editable: z.boolean() })),
      },
    },
    async (request) => {
      const scope = await readScope(db, await authenticate(ctx, request));
      return ok({ requiredHours: await requiredHours(db, scope.actor.tenantId), editable: allows('safety.templates', scope.actor.role) });
    },
  );

  app.post(
    `${S}/training/setting`,
    {
      schema: {
        tags,
        summary: 'Sets the tenant’s required training hours a year (1–1000)',
        description: 'Policy `safety.templates` (the education bureau).',
        body: z.object({
          requiredHours: z.coerce
            .number({ error: '请输入年度学时要求' })
            .int('年度学时要求应为 1–1000 的整数')
            .min(1, '年度学时要求应为 1–1000 的整数')
            .max(1000, '年度学时要求应为 1–1000 的整数'),
        }),
        response: answers(z.object({ requiredHours: z.number().int(), editable: z.boolean() })),
      },
    },
    async (request) => {
      const scope = await templateScope(db, await authenticate(ctx, request));
      const { requiredHours: hours } = request.body;
      await transaction(db, async (client) => {
        await client.query(
          sql`INSERT INTO safety_setting (tenant_id, required_hours, update_user) VALUES (${scope.actor.tenantId}, ${hours}, ${scope.actor.userId})
              ON CONFLICT (tenant_id) DO UPDATE SET required_hours = EXCLUDED.required_hours, update_user = EXCLUDED.update_user, update_time = now()`,
        );
        await logAction(client, scope, 'setting', '0', 'save', { requiredHours: hours });
      });
      return ok({ requiredHours: hours, editable: true });
    },
  );
}
