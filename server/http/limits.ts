// Rate limits (@fastify/rate-limit, counted in each instance's memory: a limit per instance, which is what a flood
// against one address or from one account needs). Per address: the routes anyone can reach, and uploads. Per
// signed-in account: the heavy writes — sheet imports and syncs, and money. A refused request is a 429
// `请求过于频繁，请稍后再试` (http/errors.ts).
import type { FastifyRequest } from 'fastify';
import { authenticate } from '../auth/guard.ts';
import type { Config } from '../config.ts';
import type { AppContext } from '../context.ts';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export const limits = (config: Config) => ({
  /** Account look-ups of the sign-in forms (get-tenant, get-supplier): they tell whether an account exists. */
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

/**
 * Limits per signed-in account, each shared by the routes of its group (so an account cannot spread a flood over
 * several of them). The closed-by-default hook has already checked the session when the key is made.
 */
export const accountLimits = (ctx: AppContext) => {
  const perAccount = (groupId: string, max: number) => ({
    rateLimit: {
      max,
      timeWindow: '1 minute',
      groupId,
      keyGenerator: async (request: FastifyRequest) => {
        const claims = await authenticate(ctx, request);
        return `${claims.kind}:${claims.subjectId}`;
      },
    },
  });
  return {
    /** 导入人员, 餐别 uploads and the four synchron* calls: each reads a sheet or a school's records whole. */
    sheets: perAccount('sheets', ctx.config.sheetRateLimit),
    /** 充值, 退款, 撤销消费, 发放补贴 and 手工扣费. */
    wallet: perAccount('wallet', ctx.config.walletRateLimit),
  };
};
