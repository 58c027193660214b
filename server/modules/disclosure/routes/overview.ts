// 食谱公示, 价格公示 and the schools' public links (/api/shian/disclosure/…): what a school shows parents, read by the
// roles of 信息公开 for the schools of their reach; the public link (the QR code's) kept by the school and its bureau.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import { staffActor } from '../../../platform/access/actor.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Queryable } from '../../../platform/db/database.ts';
import { answers } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { id, isDay, lookupId } from '../../../platform/http/fields.ts';
import { sql } from '../../../platform/db/sql.ts';
import { localClock } from '../../../platform/db/zoned.ts';
import { Prices, PublicLink, PublishedWeek } from '../answers.ts';
import { pricesOf } from '../prices.ts';
import { newPublicToken } from '../public-input.ts';
import { publishedWeeks } from '../recipes.ts';
import { keptSchools, readableSchools } from '../scope.ts';

/** The public links of the schools, made for those that have none yet. */
export async function linksOf(db: Queryable, tenantId: string, schoolIds: string[]) {
  if (schoolIds.length) {
    await db.query(
      sql`INSERT INTO school_public_link (school_id, tenant_id, token)
          SELECT s.id, ${tenantId}, s.token FROM unnest(${schoolIds}::bigint[], ${schoolIds.map(() => newPublicToken())}::text[]) AS s(id, token)
          ON CONFLICT (school_id) DO NOTHING`,
    );
  }
  const { rows } = await db.query<{ schoolId: string; schoolName: string; token: string }>(
    sql`SELECT l.school_id::text AS "schoolId", d.dept_name AS "schoolName", l.token FROM school_public_link l JOIN dept d ON d.id = l.school_id
         WHERE l.tenant_id = ${tenantId} AND l.school_id = ANY(${schoolIds}::bigint[]) ORDER BY d.sort, d.id`,
  );
  return rows;
}

const SchoolQuery = z.object({ schoolId: lookupId() });

export function overviewRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['disclosure'];
  const base = '/api/shian/disclosure';

  /** The one school asked for, if in the caller's reach; else the first of its reach (none: null). */
  const schoolOf = async (request: { query: { schoolId?: string } }, claims: Awaited<ReturnType<typeof authenticate>>) => {
    const actor = await staffActor(db, claims);
    const schools = await readableSchools(db, actor);
    const asked = request.query.schoolId;
    return { actor, schoolId: asked ? (schools.includes(asked) ? asked : null) : (schools[0] ?? null) };
  };

  app.get(
    `${base}/schools`,
    {
      schema: {
        tags,
        summary: 'The schools of the caller’s reach, in the tree’s order: the pickers of 信息公开',
        response: answers(z.array(z.object({ id: z.string(), name: z.string() }))),
      },
    },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const ids = await readableSchools(db, actor);
      const { rows } = await db.query<{ id: string; name: string }>(
        sql`SELECT id::text, dept_name AS name FROM dept WHERE id = ANY(${ids}::bigint[]) ORDER BY array_position(${ids}::bigint[], id)`,
      );
      return ok(rows);
    },
  );

  app.get(
    `${base}/price`,
    {
      schema: {
        tags,
        summary: '价格公示 of a school of the caller’s reach (?schoolId=, else its first): meal prices and 30 days of accepted unit prices',
        querystring: SchoolQuery,
        response: answers(Prices),
      },
    },
    async (request) => {
      const { actor, schoolId } = await schoolOf(request, await authenticate(ctx, request));
      if (!schoolId) return ok({ meals: [], goods: [], since: (await localClock(db)).today });
      return ok(await pricesOf(db, actor.tenantId, schoolId));
    },
  );

  app.get(
    `${base}/recipe`,
    {
      schema: {
        tags,
        summary: '食谱公示: the weeks published for a school of the caller’s reach holding ?day= (YYYY-MM-DD, today when absent)',
        querystring: SchoolQuery.extend({
          day: z
            .string()
            .optional()
            .refine((day) => !day || isDay(day), '日期格式应为 YYYY-MM-DD'),
        }),
        response: answers(z.array(PublishedWeek)),
      },
    },
    async (request) => {
      const { actor, schoolId } = await schoolOf(request, await authenticate(ctx, request));
      if (!schoolId) return ok([]);
      return ok(await publishedWeeks(db, actor.tenantId, schoolId, request.query.day || (await localClock(db)).today));
    },
  );

  app.get(
    `${base}/links`,
    {
      schema: {
        tags,
        summary: 'The public links (QR codes) of the schools the caller keeps: a school its own, a bureau its reach’s',
        response: answers(z.array(PublicLink)),
      },
    },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      return ok(await linksOf(db, actor.tenantId, await keptSchools(db, actor)));
    },
  );

  app.post(
    `${base}/links/renew`,
    {
      schema: {
        tags,
        summary: 'Replaces a school’s public token: the old link and QR code stop working (schoolId)',
        body: z.object({ schoolId: id('请选择学校') }),
        response: answers(PublicLink),
      },
    },
    async (request) => {
      const actor = await staffActor(db, await authenticate(ctx, request));
      const { schoolId } = request.body;
      if (!(await keptSchools(db, actor)).includes(schoolId)) throw badRequest('请选择学校');
      await db.query(sql`DELETE FROM school_public_link WHERE school_id = ${schoolId} AND tenant_id = ${actor.tenantId}`);
      return ok((await linksOf(db, actor.tenantId, [schoolId]))[0]!);
    },
  );
}
