// Rate limits (@fastify/rate-limit, counted in each instance's memory: a limit per instance, which is what a flood
// against one address or from one account needs). Per address: the routes anyone can reach, and uploads. Per
// signed-in account: the heavy writes — sheet imports and syncs, and money. A refused request is a 429
// `请求过于频繁，请稍后再试` (platform/http/errors.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/guard.ts';
import type { Config } from '../config.ts';
import type { AppContext } from '../context.ts';
import { ApiError } from './envelope.ts';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export const limits = (config: Config) => ({
  /** Account look-ups of the sign-in forms (get-tenant, get-supplier): each costs a query and digests. */
  lookup: perMinute(config.lookupRateLimit),
  /** Captchas: each one is a row in the database until it expires. */
  captcha: perMinute(config.captchaRateLimit),
  /** Password recovery: SMS codes and their checks. */
  recovery: perMinute(30),
  /** Sign-in and refresh. */
  token: perMinute(300),
  upload: perMinute(config.uploadRateLimit),
  errorLog: perMinute(60),
});

const groups = new WeakMap<FastifyInstance, ReturnType<typeof makeGroups>>();

function makeGroups(app: FastifyInstance, ctx: AppContext) {
  // one limiter (and one store) per group, shared by its routes: a route's own `config.rateLimit` would count each
  // route apart, and an account could spread a flood over recharge and refund
  const perAccount = (max: number) => {
    const check = app.createRateLimit({
      max,
      timeWindow: 60_000,
      keyGenerator: async (request: FastifyRequest) => {
        const claims = await authenticate(ctx, request);
        return `${claims.kind}:${claims.subjectId}`;
      },
    });
    return {
      onRequest: async (request: FastifyRequest) => {
        const limit = await check(request);
        if (!limit.isAllowed && limit.isExceeded) throw new ApiError(429, '请求过于频繁，请稍后再试');
      },
    };
  };
  return {
    /** 导入人员, 餐别 uploads and the four synchron* calls: each reads a sheet or a school's records whole. */
    sheets: perAccount(ctx.config.sheetRateLimit),
    /** 充值, 退款, 撤销消费, 发放补贴, and the meal-plan changes that move subsidy to cash. */
    wallet: perAccount(ctx.config.walletRateLimit),
    /** Face pushes and deletions (人脸下发, 删除): each queues a task item per person and device. */
    pushes: perAccount(ctx.config.pushRateLimit),
  };
}

/**
 * Limits per signed-in account, each shared by the routes of its group: spread into a route's options
 * (`{ ...accountLimits(fastify, ctx).wallet }`). The closed-by-default hook has already checked the session.
 */
export function accountLimits(app: FastifyInstance, ctx: AppContext) {
  let made = groups.get(app);
  if (!made) groups.set(app, (made = makeGroups(app, ctx)));
  return made;
}
