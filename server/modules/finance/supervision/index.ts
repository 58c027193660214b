// 财务监管 (docs/product-rules.md#finance-supervision): the supervisors' read of the schools' books and 财务's to-do
// items. The finance module (../index.ts) registers the routes and the items; nothing else imports this folder.
import { defineModule } from '../../../platform/module.ts';
import { supervisionRoutes } from './routes.ts';
import { financeTodo } from './todo.ts';

export { supervisionRoutes as financeSupervisionRoutes, SUPERVISION_BASE } from './routes.ts';
export { financeTodo } from './todo.ts';

/** Until the finance module's index registers them: the routes and the to-do items as a module of their own. */
export const financeSupervisionModule = defineModule({ name: 'finance-supervision', routes: supervisionRoutes, todo: financeTodo });
