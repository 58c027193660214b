// The canteen-cost domain's screen (src/app/screens.ts collects every domain's): 食堂数据填报, a route of its own.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const canteenCostScreens: ScreenDescriptor[] = [
  {
    path: '/liancan/zhuanxiangtongji/shicaichengben/canteen-manage',
    ownRoute: true,
    buttons: ['canteen_cost_edit'],
    load: () => import('./pages/canteen-cost-page').then((m) => m.CanteenCostPage),
  },
];
