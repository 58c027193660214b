// The 开户统计 domain's screens (src/app/screens.ts collects every domain's): 学校开户统计, 开卡统计, 充值统计, 开户明细,
// and the bank's home page 银行首页 built on the same figures — each page its own chunk.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const openingScreens: ScreenDescriptor[] = [
  { path: '/kaihutongji/school/index', load: () => import('./pages/school-page').then((m) => m.SchoolPage) },
  { path: '/kaihutongji/card/index', load: () => import('./pages/card-page').then((m) => m.CardPage) },
  { path: '/kaihutongji/recharge/index', load: () => import('./pages/recharge-page').then((m) => m.RechargePage) },
  { path: '/kaihutongji/detail/index', buttons: ['opening_export'], load: () => import('./pages/detail-page').then((m) => m.DetailPage) },
  { path: '/liancan2/home/bankstaff', load: () => import('./pages/bank-home-page').then((m) => m.BankHomePage) },
];
