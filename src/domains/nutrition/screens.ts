// 营养管理 (食谱管理, 菜品库, 食材营养库, 营养标准) and 营养分析 (营养摄入分析, 食谱评价, 营养报告): src/app/screens.ts collects them.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const nutritionScreens: ScreenDescriptor[] = [
  {
    path: '/yingyang/recipe/index',
    buttons: ['recipe_add', 'recipe_edit', 'recipe_delete', 'recipe_publish'],
    load: () => import('./pages/recipe-page').then((m) => m.RecipePage),
  },
  { path: '/yingyang/dish/index', load: () => import('./pages/dish-page').then((m) => m.DishPage) },
  { path: '/yingyang/food/index', buttons: ['nutrition_food_revise'], load: () => import('./pages/food-page').then((m) => m.FoodPage) },
  { path: '/yingyang/standard/index', buttons: ['nutrition_standard_revise'], load: () => import('./pages/standard-page').then((m) => m.StandardPage) },
  { path: '/yingyangfenxi/intake/index', load: () => import('./pages/intake-page').then((m) => m.IntakePage) },
  { path: '/yingyangfenxi/recipe/index', load: () => import('./pages/evaluation-page').then((m) => m.EvaluationPage) },
  { path: '/yingyangfenxi/report/index', load: () => import('./pages/report-page').then((m) => m.ReportPage) },
];
