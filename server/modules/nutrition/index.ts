// The nutrition module: 营养管理 (食材营养库, 营养标准, 菜品库, 食谱管理) and 营养分析 (营养摄入分析, 食谱评价, 营养报告),
// docs/product-rules.md#nutrition. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { analysisRoutes } from './routes/analysis.ts';
import { dishRoutes } from './routes/dishes.ts';
import { foodRoutes } from './routes/foods.ts';
import { recipeRoutes } from './routes/recipes.ts';

export const nutritionModule = defineModule({
  name: 'nutrition',
  routes: (app, ctx) => {
    foodRoutes(app, ctx);
    dishRoutes(app, ctx);
    recipeRoutes(app, ctx);
    analysisRoutes(app, ctx);
  },
});
export { publishedDishesOn, publishedWeeks, type PublishedWeek, type PublishedDay, type PublishedMeal, type PublishedDish } from './published.ts';
