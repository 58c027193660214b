// The bidding module: 招标: tenders, sign-ups, quotes, evaluation and award. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { biddingCatalogueRoutes } from './routes/catalogue.ts';
import { biddingCommandRoutes } from './routes/commands.ts';
import { biddingEvaluationRoutes } from './routes/evaluation.ts';
import { biddingSignUpRoutes } from './routes/signup.ts';
import { biddingSupplierRoutes } from './routes/supplier.ts';
import { biddingRoutes } from './routes/tenders.ts';
import { biddingTodo } from './todo.ts';
import { scheduleBiddingSweeper } from './clock.ts';

export const biddingModule = defineModule({
  name: 'bidding',
  routes: (app, ctx) => {
    biddingCatalogueRoutes(app, ctx);
    biddingCommandRoutes(app, ctx);
    biddingEvaluationRoutes(app, ctx);
    biddingSignUpRoutes(app, ctx);
    biddingSupplierRoutes(app, ctx);
    biddingRoutes(app, ctx);
  },
  todo: biddingTodo,
  schedule: scheduleBiddingSweeper,
});

// what the seed uses of this one
export { rankBids } from './scoring.ts';

// the supplier's home pages (homes)
export { supplierTenders } from './home.ts';
