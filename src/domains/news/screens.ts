// The notices' screens (src/app/screens.ts collects every domain's): 新闻资讯 and 通知公告.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const newsScreens: ScreenDescriptor[] = [
  { path: '/liancan2/home/news', buttons: ['notice_publish'], load: () => import('./pages/news-page').then((m) => m.NewsPage) },
  {
    path: '/open/notice/index',
    buttons: ['notice_add', 'notice_edit', 'notice_delete'],
    load: () => import('./pages/notice-board-page').then((m) => m.NoticeBoardPage),
  },
];
