// 服务热线's call log (/api/shian/safety/call/…): the calls the district's service line took (the number itself is the
// spec's `service/number`). The education bureau records a call — about a school of its reach or the district — and
// handles it (policy `safety.calls`); the school reads the calls about itself, the supervisors those of their reach
// and the district's. Every record and handling is logged (safety_log).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Scope } from '../../../platform/access/scope.ts';
import { transaction } from '../../../platform/db/database.ts';
import { notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { id, offsetOf, optionalId, optionalText, paging, text, version } from '../../../platform/http/fields.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { callScope, logAction, readScope } from '../scope.ts';

export const Call = z.object({
  id: z.string(),
  schoolId: z.string().nullable(),
  schoolName: z.string().describe('"" for a call about the district'),
  callTime: z.string(),
  caller: z.string(),
  phone: z.string(),
  kind: z.number().int().describe('1 enquiry, 2 complaint, 3 help'),
  content: z.string(),
  status: z.number().int().describe('0 open, 1 handled'),
  result: z.string(),
  recordBy: z.string(),
  handleBy: z.string(),
  handleTime: z.string().nullable(),
  version: z.number().int(),
});

const RECORD = sql`
  SELECT c.id::text, c.school_id::text AS "schoolId", COALESCE(s.dept_name, '') AS "schoolName", ${TIME('c.call_time')} AS "callTime", c.caller, c.phone,
         c.kind, c.content, c.status, c.result, u.real_name AS "recordBy", COALESCE(h.real_name, '') AS "handleBy", ${TIME('c.handle_time')} AS "handleTime", c.version
    FROM safety_call c LEFT JOIN dept s ON s.id = c.school_id JOIN app_user u ON u.id = c.record_user LEFT JOIN app_user h ON h.id = c.handle_user`;

/** The calls of the caller's reach: about its schools, and the district's own for the units over schools. */
const visible = (scope: Scope): Sql =>
  sql`c.tenant_id = ${scope.actor.tenantId} AND (c.school_id = ANY(${scope.schoolIds}::bigint[]) OR (c.school_id IS NULL AND ${scope.reach === 'tenant' || scope.reach === 'subtree'}::boolean))`;

const flag = (values: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value && values.includes(value) ? Number(value) : null));

const CallInput = z.object({
  schoolId: optionalId('学校不正确'),
  caller: text('请输入来电人', 20),
  phone: optionalText('来电号码', 20).refine((phone) => !phone || /^[\d-]{5,20}$/.test(phone), '来电号码格式不正确'),
  kind: z.coerce
    .number({ error: '请选择来电类型' })
    .int()
    .refine((kind) => [1, 2, 3].includes(kind), '请选择来电类型'),
  content: text('请输入来电内容', 1000),
});

export function callRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['safety'];
  const base = '/api/shian/safety/call';
  const one = async (callId: string) => (await db.query(sql`${RECORD} WHERE c.id = ${callId}`)).rows[0];

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: 'A page of the service line’s calls, newest first; ?status= 0|1, ?kind= 1|2|3',
        querystring: z.object({ ...paging(), status: flag(['0', '1']), kind: flag(['1', '2', '3']) }),
        response: answers(paged(Call)),
      },
    },
    async (request) => {
      const scope = await readScope(db, await authenticate(ctx, request));
      const { status, kind, ...page } = request.query;
      const filter = sql`${visible(scope)} AND (${status}::int IS NULL OR c.status = ${status}) AND (${kind}::int IS NULL OR c.kind = ${kind})`;
      const [rows, total] = await Promise.all([
        db.query(sql`${RECORD} WHERE ${filter} ORDER BY c.call_time DESC, c.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM safety_call c WHERE ${filter}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags,
        summary: 'Records a call taken now: schoolId (absent: the district), caller, phone, kind, content',
        description: 'Policy `safety.calls` (the education bureau); the school must be of its reach.',
        body: CallInput,
        response: answers(Call),
      },
    },
    async (request) => {
      const scope = await callScope(db, await authenticate(ctx, request));
      const { schoolId = null, caller, phone, kind, content } = request.body;
      if (schoolId && !scope.schoolIds.includes(schoolId)) throw badRequest('学校不在管辖范围内');
      const made = await transaction(db, async (client) => {
        const { rows } = await client.query<{ id: string }>(
          sql`INSERT INTO safety_call (tenant_id, school_id, call_time, caller, phone, kind, content, record_dept, record_user)
              VALUES (${scope.actor.tenantId}, ${schoolId}, now(), ${caller}, ${phone}, ${kind}, ${content}, ${scope.actor.deptId}, ${scope.actor.userId}) RETURNING id::text`,
        );
        await logAction(client, scope, 'call', rows[0]!.id, 'create', { kind });
        return rows[0]!.id;
      });
      return ok(await one(made));
    },
  );

  app.post(
    `${base}/handle`,
    {
      schema: {
        tags,
        summary: 'Handles an open call of the caller’s reach: id, version, result',
        description: 'Policy `safety.calls`.',
        body: z.object({ id: id('来电记录不存在'), version: version(), result: text('请输入处理结果', 1000) }),
        response: answers(Call),
      },
    },
    async (request) => {
      const scope = await callScope(db, await authenticate(ctx, request));
      const { id: callId, version: seen, result } = request.body;
      await transaction(db, async (client) => {
        const { rows } = await client.query(
          sql`UPDATE safety_call c SET status = 1, result = ${result}, handle_user = ${scope.actor.userId}, handle_time = now(), version = c.version + 1
               WHERE c.id = ${callId} AND ${visible(scope)} AND c.status = 0 AND c.version = ${seen} RETURNING c.id`,
        );
        if (!rows[0]) {
          const found = await client.query<{ status: number }>(sql`SELECT c.status FROM safety_call c WHERE c.id = ${callId} AND ${visible(scope)}`);
          if (!found.rows[0]) throw notFound('来电记录不存在');
          throw found.rows[0].status === 1 ? badRequest('来电已处理') : staleVersion();
        }
        await logAction(client, scope, 'call', callId, 'handle');
      });
      return ok(await one(callId));
    },
  );
}
