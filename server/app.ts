// The Fastify application: security headers, form bodies, rate limits, the client and session checks
// on /api (closed unless a route is open()), the rabbit-* route modules, the OpenAPI description and
// the console with history fallback.
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import { clientAuthCheck } from './platform/auth/client-auth.ts';
import { authenticate } from './platform/auth/guard.ts';
import type { AppContext } from './platform/context.ts';
import { errorHandler } from './platform/http/errors.ts';
import { inputGuard } from './platform/http/input-guard.ts';
import { open } from './platform/http/open-route.ts';
import { healthRoutes } from './platform/http/health.ts';
import { clockRoutes } from './platform/clock/routes.ts';
import { installModules, MODULES } from './modules.ts';
import { testSupportModule, type RegisteredRoute } from './modules/test-support/index.ts';
import { securityHeaders } from './platform/http/security.ts';
import { staticSite } from './platform/http/static-site.ts';
import { DOWNLOAD_PATH } from './platform/files/index.ts';

const OPENAPI_PATH = '/api/openapi.json';
/** Paths under /api that need no client header (the OpenAPI description only while it is public). */
// The file link is an <img src>: it carries the file's own key instead of client and session headers.
const openPaths = (openapiPublic: boolean) => new Set(['/api/health', DOWNLOAD_PATH, ...(openapiPublic ? [OPENAPI_PATH] : [])]);

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
  // one validation style: every route's request schema is a Zod schema built from platform/http/fields.ts
  app.setValidatorCompiler(validatorCompiler);
  // every route describes its answer too (platform/http/answers.ts), for the OpenAPI description and the API tests; the
  // description never reshapes what is sent: answers go out as plain JSON, as they would without one
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  inputGuard(app);
  await securityHeaders(app, config.frameOrigins);
  await app.register(formbody);
  await app.register(multipart);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    transform: jsonSchemaTransform,
    // the schemas given an id (the trees, which contain themselves) become components the answers refer to
    transformObject: jsonSchemaTransformObject,
    openapi: {
      info: {
        title: '食安云 reference API',
        version: '0.1.0',
        description:
          'The backend contract of the console (docs/contract.md). Every /api call carries `Authorization: Basic base64(clientId:clientSecret)`; ' +
          'signed-in calls carry `Blade-Auth: bearer <access_token>`. Responses use the envelope `{ code, success, data, msg }` except /oauth/token and /oauth/captcha.',
      },
    },
  });

  const checkClient = clientAuthCheck(config.clientId, config.clientSecret);
  const withoutClient = openPaths(config.openapiPublic);
  // Closed by default: every /api route needs the client header and a signed-in caller, checked here
  // before the body is read, unless its config says `open()` (platform/http/open-route.ts).
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0]!;
    if (!path.startsWith('/api/')) return;
    if (!withoutClient.has(path)) checkClient(request);
    // an /api path no route has falls to the console's history fallback: the 404 handler answers it
    if (request.routeOptions.url?.startsWith('/api/') && !request.routeOptions.config.open) await authenticate(ctx, request);
  });
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, open: Boolean(route.config?.open) });
  });

  installModules();
  healthRoutes(app, ctx);
  for (const module of MODULES) module.routes(app, ctx);
  await clockRoutes(app, ctx);
  // The description maps every route and field of the API: in production it is for signed-in callers, like the
  // routes it describes, unless OPENAPI_PUBLIC opens it; elsewhere (development, tests) anyone may read it.
  const description = () => app.swagger();
  if (config.openapiPublic) app.get(OPENAPI_PATH, { schema: { hide: true }, config: open() }, description);
  else app.get(OPENAPI_PATH, { schema: { hide: true } }, description);
  if (config.testRoutes) testSupportModule(routes).routes(app, ctx);
  await staticSite(app, config.staticDir);
  return app;
}
