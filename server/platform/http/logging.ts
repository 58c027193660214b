// The request log of both servers (the reference server and the front mode): secrets never reach it — the
// client and session headers are redacted, and so is the query of a legacy sign-in URL, which may carry a password.
import type { FastifyServerOptions } from 'fastify';

const SECRET_PARAMS = /([?&](?:password|newPassword|newPassword1|oldPassword|refresh_token|access_token|code|value)=)[^&]*/gi;
export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1***');

export function requestLogger(level: string, tokenHeader = 'blade-auth'): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', `req.headers["${tokenHeader.toLowerCase()}"]`, 'req.headers["captcha-code"]', 'req.headers.cookie'],
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: redactUrl(request.url), ip: request.ip }),
    },
  };
}
