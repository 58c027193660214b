// The safety module: 安全服务 (日常检查, 隐患整改 and their checklist templates). Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { hazardRoutes } from './routes/hazards.ts';
import { inspectionRoutes } from './routes/inspections.ts';
import { templateRoutes } from './routes/templates.ts';
import { safetyTodo } from './todo.ts';

export const safetyModule = defineModule({
  name: 'safety',
  routes: (app, ctx) => {
    templateRoutes(app, ctx);
    inspectionRoutes(app, ctx);
    hazardRoutes(app, ctx);
  },
  todo: safetyTodo,
});
