// The trace module: 溯源管理 — a batch's whole chain both ways, the issues of a meal traced back to their suppliers,
// every paper with an expiry, and the suppliers' profiles, read from the supply chain and the daily ledgers
// (docs/product-rules.md#traceability). Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { traceRoutes } from './routes.ts';

export const traceModule = defineModule({
  name: 'trace',
  routes: (app, ctx) => traceRoutes(app, ctx),
});
