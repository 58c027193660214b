// The 消费 domain's screens (src/app/screens.ts collects every domain's): 消费流水, 充值记录, 退款记录, 补贴发放, 消费汇总.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const consumeScreens: ScreenDescriptor[] = [
  {
    path: '/consume/detail/index',
    buttons: ['consume_reverse', 'consume_manual'],
    load: () => import('./pages/detail-page').then((m) => m.DetailPage),
  },
  {
    path: '/consume/recharge/index',
    buttons: ['recharge_add'],
    load: () => import('./pages/recharge-page').then((m) => m.RechargePage),
  },
  {
    path: '/consume/refund/index',
    buttons: ['refund_add'],
    load: () => import('./pages/refund-page').then((m) => m.RefundPage),
  },
  {
    path: '/consume/subsidy/index',
    buttons: ['subsidy_grant'],
    load: () => import('./pages/subsidy-page').then((m) => m.SubsidyPage),
  },
  { path: '/consume/summary/index', load: () => import('./pages/summary-page').then((m) => m.SummaryPage) },
];
