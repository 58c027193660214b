// The department domain's screen (src/app/screens.ts collects every domain's): 机构管理.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const deptScreens: ScreenDescriptor[] = [
  { path: '/system/dept', buttons: ['dept_add', 'dept_edit', 'dept_delete'], load: () => import('./pages/dept-page').then((m) => m.DeptPage) },
];
