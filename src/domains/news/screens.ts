// The notices' screen (src/app/screens.ts collects every domain's): 新闻资讯.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const newsScreens: ScreenDescriptor[] = [
  { path: '/liancan2/home/news', buttons: ['notice_publish'], load: () => import('./pages/news-page').then((m) => m.NewsPage) },
];
