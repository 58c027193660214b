// The profile domain's screen (src/app/screens.ts collects every domain's): 个人信息, one of the shell's own screens — a
// fixed route with its own title, on no menu.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const profileScreens: ScreenDescriptor[] = [
  { path: '/info/index', title: 'shell:user.info', access: { hideFor: ['supplier'] }, load: () => import('./pages/info-page').then((m) => m.InfoPage) },
];
