// The opening module: 开户统计 (and the figures 银行首页 shows). Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { openingRoutes } from './routes.ts';

export const openingModule = defineModule({
  name: 'opening',
  routes: (app, ctx) => {
    openingRoutes(app, ctx);
  },
});
