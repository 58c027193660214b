// The canteen-cost module: 食堂数据填报. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { canteenCostRoutes } from './routes/entries.ts';

export const canteenCostModule = defineModule({
  name: 'canteen-cost',
  routes: (app, ctx) => {
    canteenCostRoutes(app, ctx);
  },
});
export { monthFigures } from './figures.ts';
