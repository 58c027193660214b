// The 溯源管理 domain's screens (src/app/screens.ts collects every domain's): 批次溯源, 溯源查询, 资质证照, 供应商档案 —
// the supply chain and the daily ledgers read along a batch, each page its own chunk.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const traceScreens: ScreenDescriptor[] = [
  { path: '/suyuan/batch/index', load: () => import('./pages/batch-page').then((m) => m.BatchPage) },
  { path: '/suyuan/query/index', load: () => import('./pages/query-page').then((m) => m.QueryPage) },
  { path: '/suyuan/certificate/index', load: () => import('./pages/certificate-page').then((m) => m.CertificatePage) },
  { path: '/suyuan/supplier/index', load: () => import('./pages/supplier-page').then((m) => m.SupplierPage) },
];
