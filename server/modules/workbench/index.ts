// The workbench module: The signed-in user's overview and to-do summary. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { todoRoutes } from './routes/todo.ts';
import { workbenchRoutes } from './routes/workbench.ts';

export const workbenchModule = defineModule({
  name: 'workbench',
  routes: (app, ctx) => {
    todoRoutes(app, ctx);
    workbenchRoutes(app, ctx);
  },
});

// the home pages (homes) show the same to-do items
export { TodoSummary } from './answers.ts';
