// The auth module: Sign-in, password recovery and the tenant look-up. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { authRoutes } from './routes/oauth.ts';
import { recoveryRoutes } from './routes/recovery.ts';
import { tenantRoutes } from './routes/tenant.ts';

export const authModule = defineModule({
  name: 'auth',
  routes: (app, ctx) => {
    authRoutes(app, ctx);
    recoveryRoutes(app, ctx);
    tenantRoutes(app, ctx);
  },
});

// what other modules use of this one
export { tenantOfAccount } from './lookup.ts';
// the public pages' submissions (disclosure) answer the sign-in's captcha
export { consumeCaptcha } from './captcha.ts';
