// The dict module: Dictionaries. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { dictRoutes } from './routes/dict.ts';

export const dictModule = defineModule({
  name: 'dict',
  routes: (app, ctx) => {
    dictRoutes(app, ctx);
  },
});
