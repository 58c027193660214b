// The safety module: 安全服务 (日常检查, 隐患整改 and their checklist templates, 服务热线's call log, 食安知识库, 应急预案, 培训考核). Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { articleRoutes } from './routes/articles.ts';
import { callRoutes } from './routes/calls.ts';
import { hazardRoutes } from './routes/hazards.ts';
import { inspectionRoutes } from './routes/inspections.ts';
import { planRoutes } from './routes/plans.ts';
import { templateRoutes } from './routes/templates.ts';
import { trainingRoutes } from './routes/training.ts';
import { safetyTodo } from './todo.ts';

export const safetyModule = defineModule({
  name: 'safety',
  routes: (app, ctx) => {
    templateRoutes(app, ctx);
    inspectionRoutes(app, ctx);
    hazardRoutes(app, ctx);
    callRoutes(app, ctx);
    articleRoutes(app, ctx);
    planRoutes(app, ctx);
    trainingRoutes(app, ctx);
  },
  todo: safetyTodo,
});
