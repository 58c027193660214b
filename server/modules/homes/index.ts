// The homes module: the supplier's and the supervisors' home pages (供应商待办, 供应商首页, 监管待办, 教育局首页), each one
// summary call composed of the other modules' figures. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { homeRoutes } from './routes/home.ts';

export const homesModule = defineModule({
  name: 'homes',
  routes: (app, ctx) => {
    homeRoutes(app, ctx);
  },
});
