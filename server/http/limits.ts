// Per-address rate limits of the routes anyone can reach or that write a lot (@fastify/rate-limit, counted
// in each instance's memory: a limit per instance, which is what a flood against one address needs).
// A refused request is a 429 `请求过于频繁，请稍后再试` (http/errors.ts).
import type { Config } from '../config.ts';

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
