// The notice module: 通知 / 新闻资讯. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { noticeRoutes } from './routes/notice.ts';

export const noticeModule = defineModule({
  name: 'notice',
  routes: (app, ctx) => {
    noticeRoutes(app, ctx);
  },
});
