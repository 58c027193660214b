// The user module: Users. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { userRoutes } from './routes/read.ts';
import { userWriteRoutes } from './routes/write.ts';

export const userModule = defineModule({
  name: 'user',
  routes: (app, ctx) => {
    userRoutes(app, ctx);
    userWriteRoutes(app, ctx);
  },
});

// what other modules use of this one
export { ProfileInput } from './input.ts';
export { USER_RECORD } from './queries.ts';
export { UserDetail } from './answers.ts';
