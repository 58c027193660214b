// The meal-supply module: 供餐管理 (a school served by a meal provider) and 校外供餐 (its supervisors). Other modules
// import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { figureRoutes } from './routes/figures.ts';
import { orderRoutes } from './routes/orders.ts';
import { planRoutes } from './routes/plan.ts';
import { providedRoutes } from './routes/provided.ts';
import { providerRoutes } from './routes/providers.ts';
import { mealSupplyTodo } from './todo.ts';

export const mealSupplyModule = defineModule({
  name: 'meal-supply',
  routes: (app, ctx) => {
    providerRoutes(app, ctx);
    planRoutes(app, ctx);
    orderRoutes(app, ctx);
    providedRoutes(app, ctx);
    figureRoutes(app, ctx);
  },
  todo: mealSupplyTodo,
});

export { MEAL_ORDER, HOT_FOOD_MIN } from './states.ts';
