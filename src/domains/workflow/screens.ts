// 办公审批 and 流程管理's screens (src/app/screens.ts collects every domain's): the five menu screens of 办公审批 and
// their leave's form, handle and detail pages; the three of 流程管理 and a model's detail and node rules. The pages
// reached from a menu screen have the customer's routes, with their parameters (docs/product-rules.md#workflow).
import type { ScreenDescriptor } from '../../components/screen-descriptor';
import { MENU, ROUTE } from './paths';

const tasks = () => import('./pages/task-list-page');

export const workflowScreens: ScreenDescriptor[] = [
  { path: MENU.leave, buttons: ['leave_start'], load: () => import('./pages/leave-page').then((m) => m.LeavePage) },
  { path: MENU.todo, load: () => tasks().then((m) => m.TodoPage) },
  { path: MENU.claim, load: () => tasks().then((m) => m.ClaimPage) },
  { path: MENU.send, load: () => import('./pages/send-page').then((m) => m.SendPage) },
  { path: MENU.done, load: () => tasks().then((m) => m.DonePage) },
  {
    path: ROUTE.form,
    within: MENU.leave,
    ownRoute: true,
    title: 'workflow:title.leaveForm',
    buttons: ['leave_start'],
    load: () => import('./pages/leave-form-page').then((m) => m.LeaveFormPage),
  },
  {
    path: ROUTE.handle,
    within: MENU.todo,
    ownRoute: true,
    title: 'workflow:title.leaveHandle',
    load: () => import('./pages/leave-handle-page').then((m) => m.LeaveHandlePage),
  },
  {
    path: ROUTE.detail,
    within: MENU.send,
    ownRoute: true,
    title: 'workflow:title.leaveDetail',
    load: () => import('./pages/leave-detail-page').then((m) => m.LeaveDetailPage),
  },
  {
    path: MENU.model,
    buttons: ['flow_model_add', 'flow_model_deploy', 'flow_model_delete'],
    load: () => import('./pages/model-page').then((m) => m.ModelPage),
  },
  { path: MENU.manager, buttons: ['flow_manager_state'], load: () => import('./pages/manager-page').then((m) => m.ManagerPage) },
  { path: MENU.follow, load: () => import('./pages/follow-page').then((m) => m.FollowPage) },
  {
    path: ROUTE.model,
    within: MENU.model,
    ownRoute: true,
    title: 'workflow:title.flowModelDetail',
    buttons: ['flow_model_deploy'],
    load: () => import('./pages/model-detail-page').then((m) => m.ModelDetailPage),
  },
  { path: ROUTE.node, within: MENU.model, ownRoute: true, title: 'workflow:title.flowNode', load: () => import('./pages/node-page').then((m) => m.NodePage) },
];
