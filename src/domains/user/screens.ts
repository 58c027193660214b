// The user domain's screen (src/app/screens.ts collects every domain's): 用户管理.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const userScreens: ScreenDescriptor[] = [
  {
    path: '/system/user',
    buttons: ['user_add', 'user_edit', 'user_delete', 'user_reset'],
    load: () => import('./pages/user-page').then((m) => m.UserPage),
  },
];
