// The 食堂供餐 domain's screens (src/app/screens.ts collects every domain's): 供餐概况, 就餐人数统计, 餐次统计, 食堂排名 —
// read-only figures computed from the consumptions (docs/product-rules.md#canteen-supply), each page its own chunk,
// the chart library coming with them.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const canteenSupplyScreens: ScreenDescriptor[] = [
  { path: '/canteenstatistics/overview/index', load: () => import('./pages/overview-page').then((m) => m.SupplyOverviewPage) },
  { path: '/canteenstatistics/diner/index', load: () => import('./pages/diner-page').then((m) => m.DinerStatisticsPage) },
  { path: '/canteenstatistics/meal/index', load: () => import('./pages/meal-page').then((m) => m.MealStatisticsPage) },
  { path: '/canteenstatistics/ranking/index', load: () => import('./pages/ranking-page').then((m) => m.CanteenRankingPage) },
];
