// The home pages of the organisation (src/app/screens.ts collects every domain's): 学校一览 and 机构首页.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const schoolsScreens: ScreenDescriptor[] = [
  { path: '/home/school/list/index', load: () => import('./pages/school-list-page').then((m) => m.SchoolListPage) },
  { path: '/home/education/agency', load: () => import('./pages/agency-page').then((m) => m.AgencyPage) },
];
