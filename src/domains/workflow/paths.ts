// Every call of 办公审批 and 流程管理 (docs/product-rules.md#workflow, "Routes"), and the console's own addresses of
// the leave's form, handle and detail pages and of a model's detail and node rules.
const FLOW = '/api/rabbit-flow';

export const FLOW_PATHS = {
  startList: `${FLOW}/work/start-list`,
  todoList: `${FLOW}/work/todo-list`,
  claimList: `${FLOW}/work/claim-list`,
  sendList: `${FLOW}/work/send-list`,
  doneList: `${FLOW}/work/done-list`,
  claimTask: `${FLOW}/work/claim-task`,
  completeTask: `${FLOW}/work/complete-task`,
  history: `${FLOW}/work/history-flow-list`,
  formInfo: `${FLOW}/leave/form-info`,
  startProcess: `${FLOW}/leave/start-process`,
  resubmit: `${FLOW}/leave/resubmit`,
  close: `${FLOW}/leave/close`,
  cancel: `${FLOW}/leave/cancel`,
  leaveDetail: `${FLOW}/leave/detail`,
  diagram: `${FLOW}/process/diagram`,
  modelList: `${FLOW}/model/list`,
  modelDetail: `${FLOW}/model/detail`,
  modelSubmit: `${FLOW}/model/submit`,
  modelDeploy: `${FLOW}/model/deploy`,
  modelRemove: `${FLOW}/model/remove`,
  managerList: `${FLOW}/manager/list`,
  changeState: `${FLOW}/manager/change-state`,
  followList: `${FLOW}/follow/list`,
  nodeList: `${FLOW}/node/list`,
  nodeSubmit: `${FLOW}/node/submit`,
} as const;

/** The menu screens of 办公审批 and 流程管理 (server/seed/menus.ts). */
export const MENU = {
  leave: '/work/leave/index',
  todo: '/work/todo',
  claim: '/work/claim',
  send: '/work/send',
  done: '/work/done',
  model: '/activitiManage/model/index',
  manager: '/activitiManage/manager/index',
  follow: '/activitiManage/follow/index',
} as const;

/** The pages reached from them, with their parameters (the customer's routes). */
export const ROUTE = {
  form: '/work/process/leave/form/:processDefinitionId',
  handle: '/work/process/leave/handle/:taskId/:processInstanceId/:businessId',
  detail: '/work/process/leave/detail/:processInstanceId/:businessId',
  model: '/activitiManage/model/detail/:id',
  node: '/activitiManage/node/:id/:tenantId',
} as const;

export const detailPath = (processInstanceId: string, businessId: string) => `/work/process/leave/detail/${processInstanceId}/${businessId}`;
export const modelPath = (id: string) => `/activitiManage/model/detail/${id}`;
export const nodePath = (id: string, tenantId: string) => `/activitiManage/node/${id}/${tenantId}`;
