// The supply module: 供应链 — purchase orders on the award's catalogue, the suppliers' confirmations, delivery with cold
// chain, receiving inspection, stock batches and their ledger, stock-takes and returns
// (docs/product-rules.md#supply-chain). Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { acceptanceRoutes } from './routes/acceptance.ts';
import { deliveryRoutes } from './routes/delivery.ts';
import { openingRoutes } from './routes/opening.ts';
import { orderRoutes } from './routes/orders.ts';
import { planRoutes } from './routes/plans.ts';
import { quoteRoutes } from './routes/quotes.ts';
import { salesRoutes } from './routes/sales.ts';
import { stockRoutes } from './routes/stock.ts';
import { supervisionRoutes } from './routes/supervision.ts';
import { warehouseRoutes } from './routes/warehouses.ts';
import { supplyTodo } from './todo.ts';
import { coldChainRoutes } from './routes/cold-chain.ts';
import { configureLogger, scheduleLogger } from './logger.ts';

export const supplyModule = defineModule({
  name: 'supply',
  routes: (app, ctx) => {
    orderRoutes(app, ctx);
    deliveryRoutes(app, ctx);
    acceptanceRoutes(app, ctx);
    stockRoutes(app, ctx);
    supervisionRoutes(app, ctx);
    salesRoutes(app, ctx);
    // the cold-chain logger simulator's settings, and its alerts
    configureLogger(ctx.config);
    coldChainRoutes(app, ctx);
    planRoutes(app, ctx);
    warehouseRoutes(app, ctx);
    quoteRoutes(app, ctx);
    openingRoutes(app, ctx);
  },
  todo: supplyTodo,
  schedule: scheduleLogger,
});

// what the seed uses of this one
export { lineAmount } from './rules.ts';
export { BATCH_SOURCE, DECISION, DELIVERY, MOVEMENT, ORDER, QUOTE } from './states.ts';
// what the seed uses of the cold-chain logger
export { raiseAlerts, READING_SOURCE } from './logger.ts';
export { simulatedTenths } from './logger-draw.ts';
// what the supply bench's seed uses besides (server/seed/bench-supply-seed.ts: the readings under each order's limit)
export { CHILLED_MARGIN_TENTHS, FROZEN_LIMIT_TENTHS } from './rules.ts';
export { PLAN, PLAN_PERIOD, STORAGE } from './states.ts';
// what the trace module reads of the chain (server/modules/trace, 溯源管理): who calls, and the suppliers serving a reach
export { readerOf, type SupplyCaller } from './caller.ts';
export { DELIVERY_LIMIT } from './logger.ts';
export { SERVED, type Reach } from './supervision-queries.ts';
// the home pages (homes)
export { acceptedToday, supplierMonthlySales, supplierOrders, WEEK_DAYS } from './home.ts';
