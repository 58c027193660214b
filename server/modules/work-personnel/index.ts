// The work-personnel module: 从业人员 and their reports. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { workPersonnelRoutes } from './routes/people.ts';
import { workPersonnelReportRoutes } from './routes/reports.ts';
import { workPersonnelTodo } from './todo.ts';

export const workPersonnelModule = defineModule({
  name: 'work-personnel',
  routes: (app, ctx) => {
    workPersonnelRoutes(app, ctx);
    workPersonnelReportRoutes(app, ctx);
  },
  todo: workPersonnelTodo,
});

// what other modules use of this one
export { AFTER_LEAVING, LEAVING_VERB, REMOVAL_CHECKS, type AfterLeaving, type RemovalCheck } from './removal.ts';

// what the seed uses of this one
export { idCardCheckChar } from './id-card.ts';

// the supervisors' home pages (homes) and 学校一览 (org): the certificates expired, as 健康证管理 filters them
export { CERT_STATE, certStateWhere, STATUS } from './queries.ts';
