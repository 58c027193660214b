// The canteen-supply module: 食堂供餐 (供餐概况, 就餐人数统计, 餐次统计, 食堂排名). Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { canteenSupplyRoutes } from './routes/read.ts';

export const canteenSupplyModule = defineModule({
  name: 'canteen-supply',
  routes: (app, ctx) => {
    canteenSupplyRoutes(app, ctx);
  },
});
export { complaintDays } from './complaints.ts';
