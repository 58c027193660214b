// The Fastify application: security headers, form bodies, rate limits, the client and session checks
// on /api (closed unless a route is open()), the rabbit-* route modules, the OpenAPI description and
// the console with history fallback.
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { clientAuthCheck } from './auth/client-auth.ts';
import { authenticate } from './auth/guard.ts';
import type { AppContext } from './context.ts';
import { errorHandler } from './http/errors.ts';
import { inputGuard } from './http/input-guard.ts';
import { open } from './http/open-route.ts';
import { securityHeaders } from './http/security.ts';
import { staticSite } from './http/static-site.ts';
import { attendanceGroupRoutes } from './routes/attendance-group.ts';
import { attendanceMakeUpRoutes } from './routes/attendance-make-up.ts';
import { attendanceMealStopRoutes } from './routes/attendance-meal-stop.ts';
import { attendanceRecordRoutes } from './routes/attendance-record.ts';
import { authRoutes } from './routes/auth.ts';
import { bigscreenLayoutRoutes } from './routes/bigscreen-layout.ts';
import { canteenCostRoutes } from './routes/canteen-cost.ts';
import { deptRoutes } from './routes/dept.ts';
import { deptWriteRoutes } from './routes/dept-write.ts';
import { bindingRoutes } from './routes/binding.ts';
import { biddingRoutes } from './routes/bidding.ts';
import { biddingCatalogueRoutes } from './routes/bidding-catalogue.ts';
import { biddingCommandRoutes } from './routes/bidding-commands.ts';
import { biddingEvaluationRoutes } from './routes/bidding-evaluation.ts';
import { biddingSignUpRoutes } from './routes/bidding-signup.ts';
import { biddingSupplierRoutes } from './routes/bidding-supplier.ts';
import { biddingGroupRoutes } from './routes/bidding-group.ts';
import { dictRoutes } from './routes/dict.ts';
import { letterRoutes } from './routes/letter.ts';
import { supplierRoutes } from './routes/supplier.ts';
import { qualificationRoutes } from './routes/qualification.ts';
import { DOWNLOAD_PATH, fileRoutes } from './routes/file.ts';
import { healthRoutes } from './routes/health.ts';
import { menuRoutes } from './routes/menu.ts';
import { menuAdminRoutes } from './routes/menu-admin.ts';
import { portalRoutes } from './routes/portal.ts';
import { recoveryRoutes } from './routes/recovery.ts';
import { statisticsRoutes } from './routes/special-statistics.ts';
import { tenantRoutes } from './routes/tenant.ts';
import { userRoutes } from './routes/user.ts';
import { userWriteRoutes } from './routes/user-write.ts';
import { systemPersonnelRoutes } from './routes/system-personnel.ts';
import { mealCategoryRoutes } from './routes/meal-categories.ts';
import { personnelImportRoutes, personnelSyncRoutes } from './routes/personnel-import.ts';
import { systemPersonnelWalletRoutes } from './routes/system-personnel-wallet.ts';
import { deviceRoutes } from './routes/devices.ts';
import { devicePersonnelRoutes } from './routes/device-personnel.ts';
import { faceSyncRoutes } from './routes/face-sync.ts';
import { consumeRoutes } from './routes/consume.ts';
import { consumeWriteRoutes } from './routes/consume-write.ts';
import { testSupportRoutes, type RegisteredRoute } from './routes/test-support.ts';
import { clockRoutes } from './routes/clock.ts';
import { todoRoutes } from './routes/todo.ts';
import { workbenchRoutes } from './routes/workbench.ts';
import { workPersonnelRoutes } from './routes/work-personnel.ts';
import { workPersonnelReportRoutes } from './routes/work-personnel-reports.ts';

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
  // one validation style: every route's request schema is a Zod schema built from http/fields.ts
  app.setValidatorCompiler(validatorCompiler);
  inputGuard(app);
  await securityHeaders(app, config.frameOrigins);
  await app.register(formbody);
  await app.register(multipart);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    transform: jsonSchemaTransform,
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
  // before the body is read, unless its config says `open()` (http/open-route.ts).
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

  const services = [
    [
      healthRoutes,
      authRoutes,
      recoveryRoutes,
      tenantRoutes,
      menuRoutes,
      menuAdminRoutes,
      dictRoutes,
      userRoutes,
      userWriteRoutes,
      deptRoutes,
      deptWriteRoutes,
      fileRoutes,
      supplierRoutes,
      qualificationRoutes,
      bindingRoutes,
      biddingGroupRoutes,
    ],
    [biddingRoutes, biddingCommandRoutes, biddingSignUpRoutes, biddingSupplierRoutes, biddingEvaluationRoutes, biddingCatalogueRoutes],
    [letterRoutes, workbenchRoutes, todoRoutes, portalRoutes, statisticsRoutes, canteenCostRoutes, bigscreenLayoutRoutes],
    [workPersonnelRoutes, workPersonnelReportRoutes],
    [attendanceGroupRoutes, attendanceMakeUpRoutes, attendanceMealStopRoutes, attendanceRecordRoutes],
    [systemPersonnelRoutes, systemPersonnelWalletRoutes, mealCategoryRoutes, personnelImportRoutes, personnelSyncRoutes],
    [deviceRoutes, faceSyncRoutes, devicePersonnelRoutes],
    [consumeRoutes, consumeWriteRoutes],
  ].flat();
  for (const register of services) register(app, ctx);
  await clockRoutes(app, ctx);
  // The description maps every route and field of the API: in production it is for signed-in callers, like the
  // routes it describes, unless OPENAPI_PUBLIC opens it; elsewhere (development, tests) anyone may read it.
  const description = () => app.swagger();
  if (config.openapiPublic) app.get(OPENAPI_PATH, { schema: { hide: true }, config: open() }, description);
  else app.get(OPENAPI_PATH, { schema: { hide: true } }, description);
  if (config.testRoutes) testSupportRoutes(app, ctx, routes);
  await staticSite(app, config.staticDir);
  return app;
}
