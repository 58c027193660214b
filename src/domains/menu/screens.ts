// The menu domain's screen (src/app/screens.ts collects every domain's): 菜单管理.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const menuAdminScreens: ScreenDescriptor[] = [
  { path: '/system/menu', buttons: ['menu_add', 'menu_edit', 'menu_delete'], load: () => import('./pages/menu-page').then((m) => m.MenuPage) },
];
