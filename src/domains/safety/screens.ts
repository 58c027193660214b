// The safety screens (src/app/screens.ts collects every domain's): 日常检查 and 隐患整改.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const safetyScreens: ScreenDescriptor[] = [
  { path: '/anquan/inspection/index', buttons: ['inspection_add'], load: () => import('./pages/inspection-page').then((m) => m.InspectionPage) },
  { path: '/anquan/rectify/index', buttons: ['rectify_confirm'], load: () => import('./pages/rectify-page').then((m) => m.RectifyPage) },
];
