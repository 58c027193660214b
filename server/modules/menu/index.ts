// The menu module: Menus and buttons. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { menuAdminRoutes } from './routes/admin.ts';
import { menuRoutes } from './routes/menu.ts';

export const menuModule = defineModule({
  name: 'menu',
  routes: (app, ctx) => {
    menuAdminRoutes(app, ctx);
    menuRoutes(app, ctx);
  },
});
