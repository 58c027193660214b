// The notice module: 通知 / 新闻资讯 and 通知公告 (read receipts). Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { noticeRoutes } from './routes/notice.ts';
import { receiptRoutes } from './routes/receipts.ts';

export const noticeModule = defineModule({
  name: 'notice',
  routes: (app, ctx) => {
    noticeRoutes(app, ctx);
    receiptRoutes(app, ctx);
  },
});
