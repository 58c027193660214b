// 财务监管 (docs/product-rules.md#finance-supervision): the supervisors' read of the schools' books and 财务's to-do
// items. The finance module (../index.ts) registers the routes and the items; nothing else imports this folder.
export { supervisionRoutes as financeSupervisionRoutes, SUPERVISION_BASE } from './routes.ts';
export { financeTodo } from './todo.ts';
