// The profile module: one's own record — the signed-in user's record, profile and password. Other modules import
// it only through this file.
import { defineModule } from '../../platform/module.ts';
import { profileRoutes } from './routes/profile.ts';

export const profileModule = defineModule({
  name: 'profile',
  routes: (app, ctx) => {
    profileRoutes(app, ctx);
  },
});
