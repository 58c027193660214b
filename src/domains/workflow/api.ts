// 办公审批 and 流程管理's calls, through the single HTTP client (src/lib/http). Refusals the page shows where the user
// acted are `silent` (the page tells them); the rest are toasted by the client.
import { http, type Page, type R } from '../../lib/http';
import { FLOW_PATHS as P } from './paths';
import type {
  Definition,
  Diagram,
  FlowNode,
  Followed,
  FormInfo,
  HistoryStep,
  Leave,
  LeaveValues,
  Model,
  ModelDetail,
  ModelValues,
  Sent,
  StartItem,
  Task,
} from './types';

type Query = Record<string, string | number>;

const get = async <T>(path: string, params?: Query): Promise<T> => (await http.get<R<T>>(path, { params })).data.data;
const post = async <T>(path: string, body: object): Promise<T> => (await http.post<R<T>>(path, body, { silent: true })).data.data;

export const fetchStartList = (query: Query) => get<Page<StartItem>>(P.startList, query);
export const fetchTodo = (query: Query) => get<Page<Task>>(P.todoList, query);
export const fetchClaim = (query: Query) => get<Page<Task>>(P.claimList, query);
export const fetchSent = (query: Query) => get<Page<Sent>>(P.sendList, query);
export const fetchDone = (query: Query) => get<Page<Task>>(P.doneList, query);
export const fetchHistory = (processInstanceId: string) => get<HistoryStep[]>(P.history, { processInstanceId });
export const fetchFormInfo = () => get<FormInfo>(P.formInfo);
export const fetchLeave = (processInstanceId: string, businessId: string, taskId?: string) =>
  get<Leave>(P.leaveDetail, { processInstanceId, businessId, ...(taskId ? { taskId } : {}) });
export const fetchDiagram = (processInstanceId: string) => get<Diagram>(P.diagram, { processInstanceId });

export const startLeave = (processDefinitionId: string, values: LeaveValues) => post<Leave>(P.startProcess, { processDefinitionId, ...values });
export const claimTask = (taskId: string) => post<Task>(P.claimTask, { taskId });
/** 同意 (`ok`) or 驳回 (no flag), with the 批复意见. */
export const completeTask = (task: Pick<Task, 'id' | 'processInstanceId'>, approve: boolean, comment: string) =>
  post<Task>(P.completeTask, { taskId: task.id, processInstanceId: task.processInstanceId, ...(approve ? { flag: 'ok' } : {}), comment });
export const resubmitLeave = (task: Pick<Task, 'id' | 'processInstanceId'>, values: LeaveValues) =>
  post<Leave>(P.resubmit, { taskId: task.id, processInstanceId: task.processInstanceId, ...values });
export const closeLeave = (task: Pick<Task, 'id' | 'processInstanceId'>, comment: string) =>
  post<Leave>(P.close, { taskId: task.id, processInstanceId: task.processInstanceId, comment });
export const cancelLeave = (id: string) => post<Leave>(P.cancel, { id });

export const fetchModels = (query: Query) => get<Page<Model>>(P.modelList, query);
export const fetchModel = (id: string) => get<ModelDetail>(P.modelDetail, { id });
export const saveModel = (values: ModelValues) => post<Model>(P.modelSubmit, values);
export const deployModel = (id: string) => post<Definition>(P.modelDeploy, { id });
export const removeModel = (id: string) => post<null>(P.modelRemove, { id });
export const fetchDefinitions = (query: Query) => get<Page<Definition>>(P.managerList, query);
export const changeState = (id: string, state: 'active' | 'suspended') => post<Definition>(P.changeState, { id, state });
export const fetchFollowed = (query: Query) => get<Page<Followed>>(P.followList, query);
export const fetchNodes = (modelId: string, tenantId: string) => get<FlowNode[]>(P.nodeList, { modelId, tenantId });
export const saveNode = (modelId: string, tenantId: string, node: Omit<FlowNode, 'name'>) => post<FlowNode>(P.nodeSubmit, { modelId, tenantId, ...node });
