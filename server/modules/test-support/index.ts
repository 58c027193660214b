// The test-support module: routes only the tests (and the screenshot tool) call — moving the app clock, ticking the
// task runner, simulated devices, the SMS outbox. Registered only with TEST_SUPPORT (server/modules.ts).
import { defineModule } from '../../platform/module.ts';
import { testSupportRoutes, type RegisteredRoute } from './routes.ts';

export type { RegisteredRoute };

/** The module, given the list of every /api route the app registered (GET /api/test/routes answers it). */
export const testSupportModule = (routes: readonly RegisteredRoute[]) =>
  defineModule({ name: 'test-support', routes: (app, ctx) => testSupportRoutes(app, ctx, routes) });
