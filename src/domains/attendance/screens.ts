// The attendance domain's screens (src/app/screens.ts collects every domain's): 考勤组, 考勤记录, 补卡管理, 停餐管理, 考勤统计.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const attendanceScreens: ScreenDescriptor[] = [
  {
    path: '/kaoqin/group/index',
    buttons: ['attendance_group_add', 'attendance_group_edit', 'attendance_group_delete'],
    load: () => import('./pages/group-page').then((m) => m.GroupPage),
  },
  { path: '/kaoqin/record/index', load: () => import('./pages/record-page').then((m) => m.RecordPage) },
  {
    path: '/kaoqin/patch/index',
    buttons: ['patch_add', 'patch_approve'],
    load: () => import('./pages/patch-page').then((m) => m.PatchPage),
  },
  {
    path: '/kaoqin/mealStop/index',
    buttons: ['meal_stop_add', 'meal_stop_delete'],
    load: () => import('./pages/meal-stop-page').then((m) => m.MealStopPage),
  },
  { path: '/kaoqin/report/index', load: () => import('./pages/report-page').then((m) => m.ReportPage) },
];
