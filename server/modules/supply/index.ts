// The supply module: 供应链 — purchase orders on the award's catalogue, the suppliers' confirmations, delivery with cold
// chain, receiving inspection, stock batches and their ledger, stock-takes and returns
// (docs/product-rules.md#supply-chain). Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { acceptanceRoutes } from './routes/acceptance.ts';
import { deliveryRoutes } from './routes/delivery.ts';
import { openingRoutes } from './routes/opening.ts';
import { orderRoutes } from './routes/orders.ts';
import { quoteRoutes } from './routes/quotes.ts';
import { salesRoutes } from './routes/sales.ts';
import { stockRoutes } from './routes/stock.ts';
import { supervisionRoutes } from './routes/supervision.ts';
import { supplyTodo } from './todo.ts';

export const supplyModule = defineModule({
  name: 'supply',
  routes: (app, ctx) => {
    orderRoutes(app, ctx);
    deliveryRoutes(app, ctx);
    acceptanceRoutes(app, ctx);
    stockRoutes(app, ctx);
    supervisionRoutes(app, ctx);
    salesRoutes(app, ctx);
    quoteRoutes(app, ctx);
    openingRoutes(app, ctx);
  },
  todo: supplyTodo,
});

// what the seed uses of this one
export { lineAmount } from './rules.ts';
export { BATCH_SOURCE, DECISION, DELIVERY, MOVEMENT, ORDER, QUOTE } from './states.ts';
