// The portal module: Links out of the console and the settings it reads. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { portalRoutes } from './routes/portal.ts';

export const portalModule = defineModule({
  name: 'portal',
  routes: (app, ctx) => {
    portalRoutes(app, ctx);
  },
});
