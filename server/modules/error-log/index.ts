// The error-log module: the console's error log, uploaded by its user. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { errorLogRoutes } from './routes/error-log.ts';

export const errorLogModule = defineModule({
  name: 'error-log',
  routes: (app, ctx) => {
    errorLogRoutes(app, ctx);
  },
});
