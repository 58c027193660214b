// The Fastify application: security headers, form bodies, rate limits, the client check on /api,
// the rabbit-* route modules, the OpenAPI description and the console with history fallback.
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { clientAuthCheck } from './auth/client-auth.ts';
import type { AppContext } from './context.ts';
import { errorHandler } from './http/errors.ts';
import { securityHeaders } from './http/security.ts';
import { staticSite } from './http/static-site.ts';
import { authRoutes } from './routes/auth.ts';
import { bigscreenLayoutRoutes } from './routes/bigscreen-layout.ts';
import { canteenCostRoutes } from './routes/canteen-cost.ts';
import { dictRoutes } from './routes/dict.ts';
import { healthRoutes } from './routes/health.ts';
import { menuRoutes } from './routes/menu.ts';
import { portalRoutes } from './routes/portal.ts';
import { recoveryRoutes } from './routes/recovery.ts';
import { statisticsRoutes } from './routes/special-statistics.ts';
import { tenantRoutes } from './routes/tenant.ts';
import { testSupportRoutes } from './routes/test-support.ts';
import { workbenchRoutes } from './routes/workbench.ts';

/** Paths under /api that need no client header. */
const OPEN_PATHS = new Set(['/api/health', '/api/openapi.json']);

// Secrets never reach the log: the query of a legacy sign-in URL may carry a password.
const SECRET_PARAMS = /([?&](?:password|newPassword|refresh_token|access_token|code|value)=)[^&]*/gi;
const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1***');

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["blade-auth"]', 'req.headers["captcha-code"]'],
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: redactUrl(request.url), ip: request.ip }),
      },
    },
  });
  app.setErrorHandler(errorHandler);
  await securityHeaders(app, config.frameOrigins);
  await app.register(formbody);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: '食安云 reference API',
        version: '0.1.0',
        description:
          'The backend contract of the console (design/CONTRACT.md). Every /api call carries `Authorization: Basic base64(clientId:clientSecret)`; ' +
          'signed-in calls carry `Blade-Auth: bearer <access_token>`. Responses use the envelope `{ code, success, data, msg }` except /oauth/token and /oauth/captcha.',
      },
    },
  });

  const checkClient = clientAuthCheck(config.clientId, config.clientSecret);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/api/') && !OPEN_PATHS.has(path)) checkClient(request);
  });

  for (const routes of [healthRoutes, authRoutes, recoveryRoutes, tenantRoutes, menuRoutes, dictRoutes, workbenchRoutes, portalRoutes, statisticsRoutes, canteenCostRoutes, bigscreenLayoutRoutes]) routes(app, ctx);
  if (config.testRoutes) testSupportRoutes(app, ctx);
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  await staticSite(app, config.staticDir);
  return app;
}
