// The dictionaries' screens (src/app/screens.ts collects every domain's): 字典管理 and 字典树管理.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const dictScreens: ScreenDescriptor[] = [
  {
    path: '/dict-horizontal/index',
    ownRoute: true,
    buttons: ['dict_add', 'dict_edit', 'dict_delete'],
    load: () => import('./pages/dict-page').then((m) => m.DictHorizontalPage),
  },
  {
    path: '/dict-vertical/index',
    ownRoute: true,
    buttons: ['dict_vertical_add', 'dict_vertical_edit', 'dict_vertical_delete'],
    load: () => import('./pages/dict-page').then((m) => m.DictVerticalPage),
  },
];
