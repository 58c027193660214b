// Links out of the console (docs/security.md#hand-off-links): single-use, 60-second hand-off codes instead of tokens in
// URLs; the service hotline of the caller's unit; the settings the console needs (the iframe allowlist, which
// outside systems are configured). The front-end error log upload: modules/error-log.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadProfile } from '../../../platform/auth/accounts.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { answers } from '../../../platform/http/answers.ts';
import { ApiError, badRequest, ok } from '../../../platform/http/envelope.ts';
import { MAX_TREE_DEPTH } from '../../../platform/db/trees.ts';
import { open } from '../../../platform/http/open-route.ts';
import { sql } from '../../../platform/db/sql.ts';

const HANDOFF_TTL_SECONDS = 60;
const TARGETS = ['bigdata', 'warningscreen', 'foodtrading'] as const;
const INVALID_CODE = '无效的授权码';
const hash = (code: string) => createHash('sha256').update(code).digest('hex');
export function portalRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const urls = ctx.config.handoffUrls;

  app.get(
    '/api/shian/settings',
    {
      schema: {
        tags: ['portal'],
        summary: 'What the console needs to know of this server',
        response: answers(
          z.object({
            timeZone: z.string(),
            frameOrigins: z.array(z.string()),
            bigDataConfigured: z.boolean(),
            warningScreenConfigured: z.boolean(),
            foodTradingConfigured: z.boolean(),
          }),
        ),
      },
    },
    async () =>
      ok({
        timeZone: ctx.config.timeZone,
        frameOrigins: ctx.config.frameOrigins,
        bigDataConfigured: urls.bigdata !== '',
        warningScreenConfigured: urls.warningscreen !== '',
        foodTradingConfigured: urls.foodtrading !== '',
      }),
  );

  app.post(
    '/api/shian/handoff',
    {
      schema: {
        tags: ['portal'],
        summary: 'A single-use, 60-second hand-off link to another site (bigdata, warningscreen, foodtrading)',
        body: z.object({ target: z.enum(TARGETS) }),
        response: answers(z.object({ url: z.string() })),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const { target } = request.body;
      const base = urls[target];
      if (!base) throw new ApiError(404, '未配置该外部系统');
      const code = randomBytes(32).toString('base64url');
      await db.query(sql`DELETE FROM handoff_code WHERE session_id = ${claims.sessionId} AND expires_at < now()`);
      await db.query(
        sql`INSERT INTO handoff_code (code_hash, session_id, target, expires_at) VALUES (${hash(code)}, ${claims.sessionId}, ${target}, now() + make_interval(secs => ${HANDOFF_TTL_SECONDS}))`,
      );
      const url = new URL(base);
      url.searchParams.set('code', code);
      if (target === 'foodtrading') {
        const profile = await loadProfile(db, claims.kind, claims.subjectId);
        url.searchParams.set('nickname', profile?.nickName ?? '');
        url.searchParams.set('account', profile?.account ?? '');
        url.searchParams.set('avatar', profile?.avatar ?? '');
      }
      return ok({ url: url.toString() });
    },
  );

  app.post(
    '/api/shian/handoff/exchange',
    {
      schema: {
        tags: ['portal'],
        summary: 'The other site exchanges ?code= once for the user it stands for (client header only, no bearer token)',
        querystring: z.object({ code: z.string({ error: INVALID_CODE }).trim().min(1, INVALID_CODE).max(200, INVALID_CODE) }),
        response: answers(
          z.object({
            userId: z.string(),
            tenantId: z.string(),
            account: z.string(),
            userName: z.string(),
            nickName: z.string(),
            userType: z.string(),
            loginType: z.number().int(),
            target: z.string(),
          }),
        ),
      },
      config: open(),
    },
    async (request) => {
      const { code } = request.query;
      const { rows } = await db.query<{ subject_kind: 'user' | 'supplier'; subject_id: string; target: string }>(
        sql`UPDATE handoff_code h SET used_at = now()
           FROM auth_session s
          WHERE h.code_hash = ${hash(code)} AND h.used_at IS NULL AND h.expires_at > now()
            AND s.id = h.session_id AND s.revoked_at IS NULL AND s.absolute_expires_at > now()
          RETURNING s.subject_kind, s.subject_id::text, h.target`,
      );
      const row = rows[0];
      if (!row) throw badRequest(INVALID_CODE);
      const profile = await loadProfile(db, row.subject_kind, row.subject_id);
      if (!profile) throw badRequest(INVALID_CODE);
      const { userId, tenantId, account, userName, nickName, userType, loginType } = profile;
      return ok({ userId, tenantId, account, userName, nickName, userType, loginType, target: row.target });
    },
  );

  app.get(
    '/api/rabbit-personnel/service/number',
    { schema: { tags: ['portal'], summary: "The service hotline of the caller's unit ('' when none)", response: answers(z.string()) } },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const { rows } = await db.query<{ phone: string }>(
        sql`WITH RECURSIVE up AS (
         SELECT d.id, d.parent_id, 0 AS depth FROM dept d JOIN app_user u ON u.dept_id = d.id WHERE u.id = ${claims.subjectId} AND u.tenant_id = ${claims.tenantId} AND ${claims.kind}::text = 'user'
         UNION ALL
         SELECT d.id, d.parent_id, up.depth + 1 FROM dept d JOIN up ON d.id = up.parent_id WHERE d.tenant_id = ${claims.tenantId} AND up.depth < ${MAX_TREE_DEPTH}
       )
       SELECT n.phone FROM service_number n LEFT JOIN up ON up.id = n.dept_id
        WHERE n.tenant_id = ${claims.tenantId} AND (n.dept_id IS NULL OR up.id IS NOT NULL)
        ORDER BY (n.dept_id IS NULL), up.depth LIMIT 1`,
      );
      return ok(rows[0]?.phone ?? '');
    },
  );
}
