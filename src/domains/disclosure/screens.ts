// 信息公开's screens (src/app/screens.ts collects every domain's): 食谱公示, 价格公示, 满意度评价, 投诉建议.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const disclosureScreens: ScreenDescriptor[] = [
  { path: '/open/recipe/index', load: () => import('./pages/recipe-page').then((m) => m.RecipePage) },
  { path: '/open/price/index', load: () => import('./pages/price-page').then((m) => m.PricePage) },
  { path: '/open/satisfaction/index', load: () => import('./pages/satisfaction-page').then((m) => m.SatisfactionPage) },
  { path: '/open/complaint/index', buttons: ['complaint_reply'], load: () => import('./pages/complaint-page').then((m) => m.ComplaintPage) },
];
