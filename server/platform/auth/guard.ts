// The signed-in caller of a request: `Blade-Auth: bearer <token>` (header name a setting, prefix in any
// case), a valid signature and an active session. The tenant always comes from the token.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { unauthorized } from '../http/envelope.ts';
import { isSessionActive } from './sessions.ts';
import type { AccessClaims } from './tokens.ts';

const BEARER = /^bearer\s+(\S+)$/i;

export function bearerToken(request: FastifyRequest, headerName: string): string | undefined {
  const value = request.headers[headerName];
  const text = Array.isArray(value) ? value[0] : value;
  return text ? BEARER.exec(text.trim())?.[1] : undefined;
}

const cache = new WeakMap<FastifyRequest, Promise<AccessClaims>>();

/** The caller's claims, or a 401 `请求未授权`. Checked once per request. */
export function authenticate(ctx: AppContext, request: FastifyRequest): Promise<AccessClaims> {
  let pending = cache.get(request);
  if (!pending) {
    pending = (async () => {
      const token = bearerToken(request, ctx.config.tokenHeader);
      const claims = token ? await ctx.tokens.verify(token) : undefined;
      if (!claims || !(await isSessionActive(ctx.db.pool, claims.sessionId))) throw unauthorized();
      return claims;
    })();
    cache.set(request, pending);
  }
  return pending;
}
