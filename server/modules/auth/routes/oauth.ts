// /api/rabbit-auth/oauth: captcha, token (captcha and refresh_token grants), logout, user-info —
// exactly as docs/contract.md#authentication. Credential failures answer HTTP 200 with error_description; a wrong captcha
// is a business error (400 验证码不正确).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findAccount, loadProfile, type Profile } from '../../../platform/auth/accounts.ts';
import { consumeCaptcha, issueCaptcha } from '../captcha.ts';
import { authenticate, bearerToken } from '../../../platform/auth/guard.ts';
import { verifyPassword } from '../../../platform/auth/password.ts';
import { createSession, revokeSession, rotateRefreshToken, type SessionGrant, type Subject } from '../../../platform/auth/sessions.ts';
import { accountScope, addressScope, clearFailures, countAttempt, forgiveAttempt, lockedMessage, recordFailure } from '../../../platform/auth/throttle.ts';
import type { SubjectKind } from '../../../platform/auth/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import { answers, answersBare } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { limits } from '../../../platform/http/limits.ts';
import { open } from '../../../platform/http/open-route.ts';
import { Captcha, CredentialFailure, Token, UserInfo } from '../answers.ts';

const BAD_CREDENTIALS = '用户名或密码不正确';

/**
 * A sign-in field as the legacy token endpoint takes it: text (or a number), trimmed unless `raw`, '' when absent.
 * Nothing more is checked here: a missing or wrong credential is answered in the token endpoint's own shape
 * (HTTP 200 with error_description), after the captcha, never as a validation error.
 */
const formText = (description: string, raw = false) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((value) => (value === undefined ? '' : raw ? String(value) : String(value).trim()))
    .describe(description);

/** The form-encoded body of /oauth/token (src/session/auth-api.ts sends it so, never in the URL). A request without a body reads as an empty form. */
const TokenForm = z.preprocess(
  (body) => body ?? {},
  z.object({
    grant_type: formText('`captcha` (sign in) or `refresh_token`; anything else: 400 `不支持的授权类型`'),
    tenantId: formText('the tenant; the `Tenant-Id` header when absent'),
    username: formText('sign-in: the account'),
    password: formText('sign-in: the password, taken as typed', true),
    type: formText('sign-in: `1` for a supplier account (as does the `User-Type: supplier` header)'),
    scope: formText('`all`'),
    refresh_token: formText('refresh: the refresh token'),
  }),
);
type TokenForm = z.output<typeof TokenForm>;

/** A request header, trimmed; '' when absent. */
const headerText = (description: string) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? '')
    .describe(description);

/** The sign-in headers; every other header passes through untouched (Fastify's header names are lower case). */
const TokenHeaders = z.looseObject({
  'tenant-id': headerText('the tenant, when the form has no `tenantId`'),
  'captcha-key': headerText('sign-in: the key of the captcha answered'),
  'captcha-code': headerText('sign-in: the characters of the captcha image'),
  'user-type': headerText('sign-in: `supplier` signs a supplier account in'),
});
type TokenHeaders = z.output<typeof TokenHeaders>;

const userAgentOf = (request: FastifyRequest) => {
  const value = request.headers['user-agent'];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

const credentialFailure = (description: string) => ({ error_code: 400, error_description: description });

/**
 * The token answer. A refresh signs its access token as of the rotation (`issued.at`, seconds since the epoch), so
 * that a replay within the grace gets the same token; a replay is told the lifetime the token has left.
 */
async function tokenBody(ctx: AppContext, subject: Subject, grant: SessionGrant, issued?: { at: number; replayed: boolean }) {
  const profile = (await loadProfile(ctx.db.pool, subject.kind, subject.id)) as Profile;
  const claims = { kind: subject.kind, subjectId: subject.id, tenantId: subject.tenantId, sessionId: grant.sessionId };
  const accessToken = await ctx.tokens.sign(claims, issued?.at);
  const ttl = ctx.tokens.ttlSeconds;
  const expiresIn = issued?.replayed ? Math.max(0, Math.min(ttl, issued.at + ttl - Math.floor(Date.now() / 1000))) : ttl;
  return {
    access_token: accessToken,
    refresh_token: grant.refreshToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    tenant_id: profile.tenantId,
    user_id: profile.userId,
    dept_id: profile.deptId,
    role_id: profile.roleId,
    role_name: profile.roleName,
    account: profile.account,
    user_name: profile.userName,
    nick_name: profile.nickName,
    real_name: profile.realName,
    avatar: profile.avatar,
    user_type: profile.userType,
    login_type: profile.loginType,
    school_name: profile.schoolName,
  };
}

async function passwordGrant(ctx: AppContext, request: FastifyRequest, form: TokenForm, headers: TokenHeaders) {
  const { config, db } = ctx;
  const tenantId = form.tenantId || headers['tenant-id'];
  const { username, password } = form;
  const supplier = headers['user-type'].toLowerCase() === 'supplier' || form.type === '1';
  const kind: SubjectKind = supplier ? 'supplier' : 'user';

  const captchaOk = await consumeCaptcha(db.pool, headers['captcha-key'], headers['captcha-code'], config.captchaFixedCode);
  if (!captchaOk) throw badRequest('验证码不正确');
  if (!tenantId || !username || !password) return credentialFailure('请输入租户、账号和密码');

  const scopes = { account: accountScope(tenantId, kind, username), address: addressScope(request.ip) };
  // each attempt is counted before the password is checked, so parallel guesses cannot pass the limit together
  const onAccount = await countAttempt(db.pool, scopes.account, config.loginMaxFailures, config);
  const onAddress = onAccount.locked ? onAccount : await countAttempt(db.pool, scopes.address, config.loginMaxFailuresPerAddress, config);
  const locked = Math.max(onAccount.locked, onAddress.locked);
  if (locked > 0) return credentialFailure(lockedMessage(locked));

  const account = await findAccount(db.pool, kind, tenantId, username);
  const valid = await verifyPassword(password, account?.passwordHash);
  if (!account || !valid) {
    await recordFailure(db.pool, onAccount, config.loginMaxFailures, config);
    await recordFailure(db.pool, onAddress, config.loginMaxFailuresPerAddress, config);
    request.log.info({ tenantId, kind, address: request.ip }, 'sign-in refused');
    return credentialFailure(BAD_CREDENTIALS);
  }
  await clearFailures(db.pool, scopes.account);
  await forgiveAttempt(db.pool, scopes.address);
  if (account.status !== 1) return credentialFailure('账号已被停用，请联系管理员');
  const subject = { kind, id: account.id, tenantId: account.tenantId };
  const grant = await createSession(db.pool, subject, config, { address: request.ip, userAgent: userAgentOf(request) });
  return tokenBody(ctx, subject, grant);
}

async function refreshGrant(ctx: AppContext, request: FastifyRequest, form: TokenForm, headers: TokenHeaders) {
  const token = form.refresh_token;
  const tenantId = form.tenantId || headers['tenant-id'];
  const successorOf = (presented: string) => ctx.tokens.digest('refresh-rotation', presented);
  const outcome = token ? await rotateRefreshToken(ctx.db.pool, token, tenantId, ctx.config, successorOf) : ({ ok: false, reason: 'invalid' } as const);
  if (!outcome.ok) {
    if (outcome.reason === 'reused') request.log.warn({ tenantId }, 'refresh token reused: session revoked');
    return undefined;
  }
  if (outcome.replayed) request.log.info({ tenantId, sessionId: outcome.grant.sessionId }, 'refresh token replayed within the grace: same pair');
  return tokenBody(ctx, outcome.subject, outcome.grant, { at: outcome.issuedAt, replayed: outcome.replayed });
}

export function authRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = '/api/rabbit-auth/oauth';

  app.get(
    `${base}/captcha`,
    {
      schema: { tags: ['auth'], summary: 'A single-use image captcha: { key, image }', response: answersBare(Captcha) },
      config: open(limits(ctx.config).captcha),
    },
    () => issueCaptcha(ctx.db.pool),
  );

  app.post(
    `${base}/token`,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in (grant_type=captcha) or refresh (grant_type=refresh_token); form-encoded body',
        headers: TokenHeaders,
        body: TokenForm,
        response: { 200: z.union([Token, CredentialFailure]), 400: CredentialFailure },
      },
      config: open(limits(ctx.config).token),
    },
    async (request, reply) => {
      const { body: form, headers } = request;
      if (form.grant_type === 'captcha') return passwordGrant(ctx, request, form, headers);
      if (form.grant_type === 'refresh_token') {
        const body = await refreshGrant(ctx, request, form, headers);
        if (body) return body;
        return reply.status(400).send(credentialFailure('刷新令牌无效或已失效'));
      }
      return reply.status(400).send(credentialFailure('不支持的授权类型'));
    },
  );

  const logout = async (request: FastifyRequest) => {
    const token = bearerToken(request, ctx.config.tokenHeader);
    const claims = token ? await ctx.tokens.verify(token) : undefined;
    if (claims) await revokeSession(ctx.db.pool, claims.sessionId, 'logout');
    return ok(null);
  };
  app.get(
    `${base}/logout`,
    { schema: { tags: ['auth'], summary: 'Revoke the session of the bearer token', response: answers(z.null()) }, config: open() },
    logout,
  );
  app.post(
    `${base}/logout`,
    { schema: { tags: ['auth'], summary: 'Revoke the session of the bearer token', response: answers(z.null()) }, config: open() },
    logout,
  );

  app.get(
    `${base}/user-info`,
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: answers(UserInfo.optional().describe('absent only when the account went away during the call')),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      return ok(await loadProfile(ctx.db.pool, claims.kind, claims.subjectId));
    },
  );
}
