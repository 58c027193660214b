// The disclosure module: 信息公开 for parents — 食谱公示, 价格公示, 满意度评价, 投诉建议 and the schools' public pages
// (docs/product-rules.md#public-disclosure, decision 0019). Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { scheduleEscalation } from './complaints.ts';
import { complaintRoutes } from './routes/complaint.ts';
import { overviewRoutes } from './routes/overview.ts';
import { publicRoutes } from './routes/public.ts';
import { surveyRoutes } from './routes/survey.ts';
import { disclosureTodo } from './todo.ts';

export const disclosureModule = defineModule({
  name: 'disclosure',
  routes: (app, ctx) => {
    overviewRoutes(app, ctx);
    surveyRoutes(app, ctx);
    complaintRoutes(app, ctx);
    publicRoutes(app, ctx);
  },
  todo: disclosureTodo,
  schedule: scheduleEscalation,
});

// the demo seed's complaints draw their reference numbers as the public form does
export { newReference } from './public-input.ts';
