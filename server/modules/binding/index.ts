// The binding module: A supplier's binding to schools. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { bindingRoutes } from './routes/binding.ts';

export const bindingModule = defineModule({
  name: 'binding',
  routes: (app, ctx) => {
    bindingRoutes(app, ctx);
  },
});
