// The safety screens (src/app/screens.ts collects every domain's): 日常检查, 隐患整改, 食安知识库, 服务热线, 应急预案 and 培训考核.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const safetyScreens: ScreenDescriptor[] = [
  { path: '/anquan/inspection/index', buttons: ['inspection_add'], load: () => import('./pages/inspection-page').then((m) => m.InspectionPage) },
  { path: '/anquan/service/knowledge', load: () => import('./pages/knowledge-page').then((m) => m.KnowledgePage) },
  { path: '/anquan/service/hotline', load: () => import('./pages/hotline-page').then((m) => m.HotlinePage) },
  { path: '/anquan/emergency/index', load: () => import('./pages/emergency-page').then((m) => m.EmergencyPage) },
  { path: '/anquan/training/index', load: () => import('./pages/training-page').then((m) => m.TrainingPage) },
  { path: '/anquan/rectify/index', buttons: ['rectify_confirm'], load: () => import('./pages/rectify-page').then((m) => m.RectifyPage) },
];
