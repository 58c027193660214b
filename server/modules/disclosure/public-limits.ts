// The public pages' rate limits (decision 0019): every public route counts against its caller's address
// (PUBLIC_RATE_LIMIT a minute) and against the school its link names (PUBLIC_SCHOOL_RATE_LIMIT a minute, so a flood
// spread over many addresses still stops at one school); submissions — survey answers, complaints and reply look-ups —
// also against a smaller per-address budget (PUBLIC_SUBMIT_RATE_LIMIT). Counted in each instance's memory, as the
// platform's limits are (platform/http/limits.ts). A refused request is a 429 `请求过于频繁，请稍后再试`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { ApiError } from '../../platform/http/envelope.ts';

type Check = ReturnType<FastifyInstance['createRateLimit']>;

const refuse = async (check: Check, request: FastifyRequest) => {
  const limit = await check(request);
  if (!limit.isAllowed && limit.isExceeded) throw new ApiError(429, '请求过于频繁，请稍后再试');
};

/** The token a public request names: in its path, its query or its body. */
const tokenOf = (request: FastifyRequest) => {
  const from = (value: unknown) => (value && typeof value === 'object' && 'token' in value ? String((value as { token: unknown }).token) : '');
  return from(request.params) || from(request.query) || from(request.body) || '-';
};

export function publicLimits(app: FastifyInstance, ctx: AppContext) {
  const { publicRateLimit, publicSchoolRateLimit, publicSubmitRateLimit } = ctx.config;
  const perAddress = app.createRateLimit({ max: publicRateLimit, timeWindow: 60_000, keyGenerator: (request) => `a:${request.ip}` });
  const perSchool = app.createRateLimit({ max: publicSchoolRateLimit, timeWindow: 60_000, keyGenerator: (request) => `s:${tokenOf(request)}` });
  const submits = app.createRateLimit({ max: publicSubmitRateLimit, timeWindow: 60_000, keyGenerator: (request) => `w:${request.ip}` });
  const read = {
    onRequest: async (request: FastifyRequest) => refuse(perAddress, request),
    // after the body is read, so a token in it counts too
    preValidation: async (request: FastifyRequest) => refuse(perSchool, request),
  };
  return {
    /** A public page's read. */
    read,
    /** A submission: a read's limits and the per-address submission budget. */
    submit: {
      onRequest: async (request: FastifyRequest) => {
        await refuse(perAddress, request);
        await refuse(submits, request);
      },
      preValidation: read.preValidation,
    },
  };
}
