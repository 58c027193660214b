// The work-personnel domain's screens (src/app/screens.ts collects every domain's): 从业人员管理, 部门人员统计, 健康证管理.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const workPersonnelScreens: ScreenDescriptor[] = [
  {
    path: '/workPersonnel/list',
    buttons: ['work_personnel_add', 'work_personnel_edit', 'work_personnel_delete'],
    load: () => import('./pages/personnel-page').then((m) => m.PersonnelPage),
  },
  { path: '/workPersonnel/statistics', load: () => import('./pages/statistics-page').then((m) => m.StatisticsPage) },
  { path: '/workPersonnel/healthCertificate', load: () => import('./pages/health-certificate-page').then((m) => m.HealthCertificatePage) },
];
