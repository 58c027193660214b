// The system-personnel domain's screens (src/app/screens.ts collects every domain's): 人员信息, 卡务管理, 钱包余额, 餐别设置.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const systemPersonnelScreens: ScreenDescriptor[] = [
  {
    path: '/personnel/list',
    buttons: ['personnel_add', 'personnel_edit', 'personnel_delete', 'personnel_export', 'personnel_close', 'personnel_import', 'personnel_sync'],
    load: () => import('./pages/personnel-page').then((m) => m.PersonnelPage),
  },
  {
    path: '/personnel/card',
    buttons: ['card_status_edit', 'card_replace'],
    load: () => import('./pages/card-page').then((m) => m.CardPage),
  },
  {
    path: '/personnel/wallet',
    buttons: ['wallet_export'],
    load: () => import('./pages/wallet-page').then((m) => m.WalletPage),
  },
  {
    path: '/personnel/mealCategory',
    buttons: ['meal_category_upload', 'meal_category_edit'],
    load: () => import('./pages/meal-category-page').then((m) => m.MealCategoryPage),
  },
];
