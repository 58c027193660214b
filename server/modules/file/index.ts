// The file module: Uploads and downloads of stored files. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { fileRoutes } from './routes/file.ts';

export const fileModule = defineModule({
  name: 'file',
  routes: (app, ctx) => {
    fileRoutes(app, ctx);
  },
});
