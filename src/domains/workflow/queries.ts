// 办公审批's SWR keys: its reads by id, and its CRUD lists (by name) — a decision refreshes both.
import { crudListsWhere } from '../../components/crud';
import { keyFamily } from '../../lib/swr-keys';

const flow = keyFamily<
  | ['form-info']
  | ['leave', processInstanceId: string, businessId: string, taskId: string]
  | ['history', processInstanceId: string]
  | ['diagram', processInstanceId: string]
  | ['model', id: string]
  | ['nodes', modelId: string, tenantId: string]
>('workflow');

/** The CRUD lists' names: each starts with `workflow-`. */
export const LIST = {
  start: 'workflow-start',
  todo: 'workflow-todo',
  claim: 'workflow-claim',
  send: 'workflow-send',
  done: 'workflow-done',
  model: 'workflow-model',
  manager: 'workflow-manager',
  follow: 'workflow-follow',
} as const;

export const flowKeys = {
  formInfo: flow.key('form-info'),
  leave: (processInstanceId: string, businessId: string, taskId = '') => flow.key('leave', processInstanceId, businessId, taskId),
  history: (processInstanceId: string) => flow.key('history', processInstanceId),
  diagram: (processInstanceId: string) => flow.key('diagram', processInstanceId),
  model: (id: string) => flow.key('model', id),
  nodes: (modelId: string, tenantId: string) => flow.key('nodes', modelId, tenantId),
  /** What a step of an instance changes: every workflow read and list. */
  changed: (key: unknown) => flow.matches(key) || crudListsWhere((name) => name.startsWith('workflow-'))(key),
};
