// The workflow module: 办公审批 and 流程管理 on bpmn-engine (docs/product-rules.md#workflow). Other modules import it
// only through this file.
import { defineModule } from '../../platform/module.ts';
import { scheduleOverdue } from './overdue.ts';
import { leaveRoutes } from './routes/leave.ts';
import { manageRoutes } from './routes/manage.ts';
import { workRoutes } from './routes/work.ts';
import { workflowTodo } from './todo.ts';

export const workflowModule = defineModule({
  name: 'workflow',
  routes: (app, ctx) => {
    workRoutes(app, ctx);
    leaveRoutes(app, ctx);
    manageRoutes(app, ctx);
  },
  todo: workflowTodo,
  schedule: scheduleOverdue,
});

// what the demo seed runs the engine with (server/seed/workflow-seed.ts)
export { ensureLeaveProcess, LEAVE_KEY } from './definitions.ts';
export { claimTaskIn, completeTaskIn, startLeaveIn, type Outcome } from './leave.ts';
