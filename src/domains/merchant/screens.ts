// The 商户配送监管 domain's screens (src/app/screens.ts collects every domain's): 商户档案, 配送监管, 资质预警, 交易统计 —
// the district supervisors' read of the supply chain, each page its own chunk.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const merchantScreens: ScreenDescriptor[] = [
  { path: '/merchantSupervision/merchant/index', load: () => import('./pages/merchant-page').then((m) => m.MerchantPage) },
  { path: '/merchantSupervision/delivery/index', load: () => import('./pages/delivery-page').then((m) => m.DeliveryPage) },
  { path: '/merchantSupervision/qualification/index', load: () => import('./pages/qualification-page').then((m) => m.QualificationPage) },
  { path: '/merchantSupervision/transaction/index', load: () => import('./pages/transaction-page').then((m) => m.TransactionPage) },
];
