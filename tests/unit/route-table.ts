// The reference server's route table, read without a database: every module's routes registered on a bare Fastify
// instance (as server/app.ts registers them, with a stand-in context whose database is never reached), each with the
// parts of the request its schema declares and its config. The demo clock's POST (demo data only) and the test-support
// routes (tests only) are not part of it; GET /api/openapi.json is added as app.ts adds it.
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { MODULES } from '../../server/modules.ts';
import { clockRoutes } from '../../server/platform/clock/routes.ts';
import type { AppContext } from '../../server/platform/context.ts';
import { readConfig } from '../../server/platform/config.ts';
import { healthRoutes } from '../../server/platform/http/health.ts';

export interface RouteEntry {
  method: string;
  url: string;
  /** The server module that registers it (server/modules/<name>), or `platform`. */
  module: string;
  /** The request parts its schema declares. */
  querystring: boolean;
  body: boolean;
  params: boolean;
  /** Its parameters may travel in the query, a form or a JSON body (server/platform/http/any-place.ts). */
  anyPlace: boolean;
  open: boolean;
  summary: string;
}

export async function routeTable(): Promise<RouteEntry[]> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(rateLimit, { global: false });
  const routes: RouteEntry[] = [];
  let module = 'platform';
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const config = (route.config ?? {}) as { anyPlace?: boolean; open?: boolean };
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        module,
        querystring: Boolean(schema.querystring),
        body: Boolean(schema.body),
        params: Boolean(schema.params),
        anyPlace: Boolean(config.anyPlace),
        open: Boolean(config.open),
        summary: typeof schema.summary === 'string' ? schema.summary : '',
      });
    }
  });
  const config = { ...readConfig({ NODE_ENV: 'test' }), demoClock: false };
  const ctx = { config, db: { pool: {}, engine: 'postgres' }, tokens: {}, sms: {} } as unknown as AppContext;
  healthRoutes(app, ctx);
  for (const one of MODULES) {
    module = one.name;
    one.routes(app, ctx);
  }
  module = 'platform';
  await clockRoutes(app, ctx);
  app.get('/api/openapi.json', () => ({}));
  await app.ready();
  await app.close();
  return routes;
}
