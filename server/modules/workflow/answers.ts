// What the workflow routes answer (server/platform/http/answers.ts; docs/product-rules.md#workflow).
import { z } from 'zod';

export const CurrentNode = z.object({ nodeId: z.string(), name: z.string(), assigneeName: z.string() });

export const Task = z.object({
  id: z.string(),
  processInstanceId: z.string(),
  businessId: z.string(),
  definitionKey: z.string(),
  processName: z.string(),
  nodeId: z.string(),
  name: z.string(),
  assigneeId: z.string(),
  assigneeName: z.string(),
  candidate: z.boolean().describe('claimable by the holders of a post'),
  state: z.string().describe('open, claimed or done'),
  applicantName: z.string(),
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
  outcome: z.string().describe("'', ok, reject, resubmit, close"),
  comment: z.string(),
  createTime: z.string(),
  endTime: z.string().nullable(),
  handlePath: z.string(),
});

export const Leave = z.object({
  id: z.string(),
  processInstanceId: z.string(),
  processDefinitionId: z.string(),
  applicantId: z.string(),
  applicantName: z.string(),
  taskUser: z.string(),
  taskUserName: z.string(),
  leaveType: z.number().int().describe('1 事假，2 病假，3 年假，4 调休，5 其他'),
  startTime: z.string(),
  endTime: z.string(),
  days: z.number().int(),
  reason: z.string(),
  stopMeals: z.boolean(),
  mealStopId: z.string().nullable(),
  status: z.number().int().describe('1 审批中，2 已通过，3 驳回待调整，4 已关闭'),
  statusName: z.string(),
  currentNodes: z.array(CurrentNode),
  createTime: z.string(),
  task: Task.nullable().optional(),
});

export const Sent = z.object({
  id: z.string(),
  businessId: z.string(),
  definitionKey: z.string(),
  processName: z.string(),
  version: z.number().int(),
  status: z.number().int().describe('1 running, 2 completed'),
  leaveStatus: z.number().int().nullable(),
  leavePeriod: z.string().describe('the leave\'s days, `YYYY-MM-DD ~ YYYY-MM-DD` ("" for another process)'),
  cancellable: z.boolean().describe('an approved leave not yet begun: its applicant may still cancel it'),
  currentNodes: z.array(CurrentNode),
  startTime: z.string(),
  endTime: z.string().nullable(),
});

export const Followed = z.object({
  id: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  definitionKey: z.string(),
  version: z.number().int(),
  applicantName: z.string(),
  businessKey: z.string(),
  businessId: z.string().describe('the leave behind the instance (its detail page), "" for another process'),
  currentNodes: z.array(CurrentNode),
  startTime: z.string(),
});

export const StartItem = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  version: z.number().int(),
  category: z.string(),
  categoryName: z.string(),
  formPath: z.string().describe("'' when the category is not in the flow dictionary"),
  available: z.boolean().describe('false: the category is not in the flow dictionary, the row is shown disabled'),
  suspended: z.boolean(),
});

export const FormInfo = z.object({
  diner: z.object({ kind: z.string().describe('staff or teacher'), name: z.string() }).nullable(),
  stopMealsReason: z.string(),
  approvers: z.array(z.object({ id: z.string(), name: z.string(), deptName: z.string() })),
});

export const HistoryStep = z.object({
  nodeId: z.string(),
  nodeName: z.string(),
  assigneeName: z.string(),
  outcome: z.string(),
  comment: z.string(),
  createTime: z.string(),
  endTime: z.string().nullable(),
});

export const Diagram = z.object({ xml: z.string(), currentNodeIds: z.array(z.string()), doneNodeIds: z.array(z.string()) });

export const Definition = z.object({
  id: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  key: z.string(),
  name: z.string(),
  category: z.string(),
  version: z.number().int(),
  suspended: z.boolean(),
  deployTime: z.string(),
  running: z.number().int(),
});

export const Model = z.object({
  id: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  modelKey: z.string(),
  name: z.string(),
  category: z.string(),
  version: z.number().int(),
  deployedVersion: z.number().int().nullable(),
  updateTime: z.string(),
});

export const ModelDetail = Model.extend({ xml: z.string(), definitions: z.array(Definition) });

export const Node = z.object({
  nodeId: z.string(),
  name: z.string(),
  assigneeType: z.string(),
  assigneeValue: z.string(),
  dueHours: z.number().int(),
});

export const PostHolder = z.object({ post: z.string(), userId: z.string(), userName: z.string() });
