// The statistics module: The six special-statistics walls and their saved layouts. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { bigscreenLayoutRoutes } from './routes/layouts.ts';
import { statisticsRoutes } from './routes/walls.ts';

export const statisticsModule = defineModule({
  name: 'statistics',
  routes: (app, ctx) => {
    bigscreenLayoutRoutes(app, ctx);
    statisticsRoutes(app, ctx);
  },
});
