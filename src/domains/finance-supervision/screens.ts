// The 财务监管 domain's screens (src/app/screens.ts collects every domain's): 学校账簿, 指标预警, 伙食费收支 — the
// district supervisors' read of the schools' books, each page its own chunk (伙食费收支's with the chart library).
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const financeSupervisionScreens: ScreenDescriptor[] = [
  { path: '/financialSupervision/books/index', load: () => import('./pages/books-page').then((m) => m.BooksPage) },
  {
    path: '/financialSupervision/indicator/index',
    buttons: ['indicator_setting'],
    load: () => import('./pages/indicator-page').then((m) => m.IndicatorPage),
  },
  { path: '/financialSupervision/mealFee/index', load: () => import('./pages/meal-fee-page').then((m) => m.MealFeePage) },
];
