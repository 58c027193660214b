// The consume module: 消费: the transactions of the diners' wallets. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { consumeRoutes } from './routes/read.ts';
import { consumeWriteRoutes } from './routes/write.ts';

export const consumeModule = defineModule({
  name: 'consume',
  routes: (app, ctx) => {
    consumeRoutes(app, ctx);
    consumeWriteRoutes(app, ctx);
  },
});
