// The bidding-group module: 招标小组. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { biddingGroupRoutes } from './routes/groups.ts';

export const biddingGroupModule = defineModule({
  name: 'bidding-group',
  routes: (app, ctx) => {
    biddingGroupRoutes(app, ctx);
  },
});
