// 供餐管理 (the school served by a meal provider: 供餐计划, 订餐管理, 送餐记录, 供餐验收) and 校外供餐 (the supervisors: 供餐企业,
// 订餐统计, 验收记录, 供餐评价) — src/app/screens.ts collects every domain's; each page its own chunk.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const mealSupplyScreens: ScreenDescriptor[] = [
  { path: '/gongcan/plan/index', load: () => import('./pages/plan-page').then((m) => m.PlanPage) },
  { path: '/gongcan/order/index', buttons: ['meal_order_add'], load: () => import('./pages/order-page').then((m) => m.OrderPage) },
  { path: '/gongcan/delivery/index', load: () => import('./pages/delivery-page').then((m) => m.DeliveryPage) },
  { path: '/gongcan/acceptance/index', load: () => import('./pages/acceptance-page').then((m) => m.AcceptancePage) },
  // the meal provider's own accounts (配送管理 › 供餐订单)
  { path: '/peisong/mealOrder/index', load: () => import('./pages/provided-page').then((m) => m.ProvidedPage) },
  { path: '/xiaowaigongcan/company/index', load: () => import('./pages/company-page').then((m) => m.CompanyPage) },
  { path: '/xiaowaigongcan/order/index', load: () => import('./pages/stats-page').then((m) => m.StatsPage) },
  { path: '/xiaowaigongcan/acceptance/index', load: () => import('./pages/records-page').then((m) => m.RecordsPage) },
  { path: '/xiaowaigongcan/evaluation/index', load: () => import('./pages/evaluation-page').then((m) => m.EvaluationPage) },
];
