// The user domain's screen (src/app/screens.ts collects every domain's): 用户管理, whose first page of users is asked
// for while the page's code loads.
import { prefetchCrudList } from '../../components/crud/prefetch';
import type { ScreenDescriptor } from '../../components/screen-descriptor';
import { fetchUserPage } from './api';

export const userScreens: ScreenDescriptor[] = [
  {
    path: '/system/user',
    buttons: ['user_add', 'user_edit', 'user_delete', 'user_reset'],
    load: () => import('./pages/user-page').then((m) => m.UserPage),
    prefetch: (search) => prefetchCrudList('user', fetchUserPage, search),
  },
];
