// The org module: the organisation as the other domains read it (the school picker and 学校一览, the department trees
// of the pickers, 机构首页); the dept module maintains it. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { agencyRoutes } from './routes/agency.ts';
import { orgRoutes } from './routes/org.ts';

export const orgModule = defineModule({
  name: 'org',
  routes: (app, ctx) => {
    orgRoutes(app, ctx);
    agencyRoutes(app, ctx);
  },
});
