// Links out of the console (docs/security.md#hand-off-links): single-use, 60-second hand-off codes instead of tokens in
// URLs; the service hotline of the caller's unit; the front-end error log upload; the settings the
// console needs (the iframe allowlist, which outside systems are configured).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadProfile } from '../../../platform/auth/accounts.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { answers } from '../../../platform/http/answers.ts';
import { ApiError, badRequest, ok } from '../../../platform/http/envelope.ts';
import { limits } from '../../../platform/http/limits.ts';
import { transaction } from '../../../platform/db/database.ts';
import { MAX_TREE_DEPTH } from '../../../platform/db/trees.ts';
import { open } from '../../../platform/http/open-route.ts';

const HANDOFF_TTL_SECONDS = 60;
const TARGETS = ['bigdata', 'warningscreen', 'foodtrading'] as const;
const INVALID_CODE = '无效的授权码';
const hash = (code: string) => createHash('sha256').update(code).digest('hex');
// Tokens are redacted again here: the console redacts before upload, but an old or foreign client may not.
const SECRETS: [RegExp, string][] = [
  [/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, '***'],
  [/(bearer\s+)\S+/gi, '$1***'],
  [/((?:access_token|refresh_token|token|password|code)=)[^&\s#]*/gi, '$1***'],
];
const redact = (text: string) => SECRETS.reduce((value, [pattern, replacement]) => value.replace(pattern, replacement), text);
/** Redacted first (a clipped token might no longer look like one), then clipped to `max` characters. */
const clean = (text: string | undefined, max: number) => {
  const value = redact(text ?? '');
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
};

const MAX_ENTRIES = 200;
const ERROR_LOG_BODY_LIMIT = 256 * 1024;
const ERROR_LOG_FULL = '今日错误日志已达上限';
/** Longest stored value of each field; longer values are clipped, not refused (the log is best effort). */
const CAPS = { type: 32, message: 1024, stack: 4096, info: 4096, url: 2048, time: 32 } as const;

/** One entry of the console's error log; other keys are dropped. */
const ErrorEntry = z.object({
  type: z.string(),
  message: z.string(),
  stack: z.string().optional(),
  info: z.string().optional(),
  url: z.string().optional(),
  time: z.string().optional(),
});

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
      await db.query('DELETE FROM handoff_code WHERE session_id = $1 AND expires_at < now()', [claims.sessionId]);
      await db.query(`INSERT INTO handoff_code (code_hash, session_id, target, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`, [
        hash(code),
        claims.sessionId,
        target,
        HANDOFF_TTL_SECONDS,
      ]);
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
        `UPDATE handoff_code h SET used_at = now()
           FROM auth_session s
          WHERE h.code_hash = $1 AND h.used_at IS NULL AND h.expires_at > now()
            AND s.id = h.session_id AND s.revoked_at IS NULL AND s.absolute_expires_at > now()
          RETURNING s.subject_kind, s.subject_id::text, h.target`,
        [hash(code)],
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
        `WITH RECURSIVE up AS (
         SELECT d.id, d.parent_id, 0 AS depth FROM dept d JOIN app_user u ON u.dept_id = d.id WHERE u.id = $2 AND u.tenant_id = $1 AND $3::text = 'user'
         UNION ALL
         SELECT d.id, d.parent_id, up.depth + 1 FROM dept d JOIN up ON d.id = up.parent_id WHERE d.tenant_id = $1 AND up.depth < ${MAX_TREE_DEPTH}
       )
       SELECT n.phone FROM service_number n LEFT JOIN up ON up.id = n.dept_id
        WHERE n.tenant_id = $1 AND (n.dept_id IS NULL OR up.id IS NOT NULL)
        ORDER BY (n.dept_id IS NULL), up.depth LIMIT 1`,
        [claims.tenantId, claims.subjectId, claims.kind],
      );
      return ok(rows[0]?.phone ?? '');
    },
  );

  app.post(
    '/api/shian/error-log',
    {
      schema: {
        tags: ['portal'],
        summary: "Stores the console's error log: at most 200 entries a call, long fields clipped, tokens redacted",
        description: `Body at most ${ERROR_LOG_BODY_LIMIT / 1024} KB; at most ERROR_LOG_DAILY_MAX entries a day per signed-in subject (429 \`${ERROR_LOG_FULL}\` beyond); entries beyond what is left of the day are dropped (\`saved\` says how many were kept).`,
        body: z.object({ entries: z.array(ErrorEntry).max(MAX_ENTRIES) }),
        response: answers(z.object({ saved: z.number().int() })),
      },
      bodyLimit: ERROR_LOG_BODY_LIMIT,
      config: limits(ctx.config).errorLog,
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const { entries } = request.body;
      if (!entries.length) return ok({ saved: 0 });
      const saved = await transaction(db, async (client) => {
        // counted and written under a lock on the subject, so parallel uploads cannot pass the daily cap together
        await client.query("SELECT pg_advisory_xact_lock(hashtext('error-log:' || $1 || ':' || $2))", [claims.kind, claims.subjectId]);
        const { rows } = await client.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM error_log WHERE subject_kind = $1 AND subject_id = $2 AND created_at > now() - interval '1 day'",
          [claims.kind, claims.subjectId],
        );
        const kept = entries.slice(0, Math.max(0, ctx.config.errorLogDailyMax - rows[0]!.n));
        if (!kept.length) throw new ApiError(429, ERROR_LOG_FULL);
        const values: unknown[] = [];
        const tuples = kept.map((entry, i) => {
          values.push(
            claims.tenantId,
            claims.kind,
            claims.subjectId,
            clean(entry.type, CAPS.type),
            clean(entry.message, CAPS.message),
            clean(entry.stack, CAPS.stack),
            clean(entry.info, CAPS.info),
            clean(entry.url, CAPS.url),
            clean(entry.time, CAPS.time),
          );
          return `(${Array.from({ length: 9 }, (_, c) => `$${i * 9 + c + 1}`).join(', ')})`;
        });
        await client.query(
          `INSERT INTO error_log (tenant_id, subject_kind, subject_id, type, message, stack, info, url, client_time) VALUES ${tuples.join(', ')}`,
          values,
        );
        return kept.length;
      });
      return ok({ saved });
    },
  );
}
