// What the workflow calls answer (server/modules/workflow/answers.ts, docs/product-rules.md#workflow).
export interface CurrentNode {
  nodeId: string;
  name: string;
  assigneeName: string;
}

export interface Task {
  id: string;
  processInstanceId: string;
  businessId: string;
  definitionKey: string;
  processName: string;
  nodeId: string;
  name: string;
  assigneeId: string;
  assigneeName: string;
  candidate: boolean;
  state: 'open' | 'claimed' | 'done';
  applicantName: string;
  dueAt: string | null;
  overdue: boolean;
  outcome: Outcome;
  comment: string;
  createTime: string;
  endTime: string | null;
  handlePath: string;
}

export type Outcome = '' | 'ok' | 'reject' | 'resubmit' | 'close';
/** 1 事假, 2 病假, 3 年假, 4 调休, 5 其他. */
export type LeaveType = 1 | 2 | 3 | 4 | 5;
/** 1 审批中, 2 已通过, 3 驳回待调整, 4 已关闭. */
export type LeaveStatus = 1 | 2 | 3 | 4;

export interface Leave {
  id: string;
  processInstanceId: string;
  processDefinitionId: string;
  applicantId: string;
  applicantName: string;
  taskUser: string;
  taskUserName: string;
  leaveType: LeaveType;
  startTime: string;
  endTime: string;
  days: number;
  reason: string;
  stopMeals: boolean;
  mealStopId: string | null;
  status: LeaveStatus;
  statusName: string;
  currentNodes: CurrentNode[];
  createTime: string;
  task?: Task | null;
}

/** An instance the caller started (已发事务). */
export interface Sent {
  id: string;
  businessId: string;
  definitionKey: string;
  processName: string;
  version: number;
  /** 1 running, 2 completed. */
  status: 1 | 2;
  leaveStatus: LeaveStatus | null;
  /** The leave's days, `YYYY-MM-DD ~ YYYY-MM-DD` ('' for another process). */
  leavePeriod: string;
  /** An approved leave not yet begun: its applicant may still cancel it. */
  cancellable: boolean;
  currentNodes: CurrentNode[];
  startTime: string;
  endTime: string | null;
}

export interface Followed {
  id: string;
  tenantId: string;
  /** The tenant's name (the lists of every tenant show it). */
  tenantName: string;
  definitionKey: string;
  version: number;
  applicantName: string;
  businessKey: string;
  /** The leave behind the instance ('' for another process). */
  businessId: string;
  currentNodes: CurrentNode[];
  startTime: string;
}

export interface StartItem {
  id: string;
  key: string;
  name: string;
  version: number;
  category: string;
  categoryName: string;
  /** '' when the category is not in the flow dictionary. */
  formPath: string;
  /** false: the category is not in the flow dictionary, the row is shown disabled. */
  available: boolean;
  suspended: boolean;
}

export interface FormInfo {
  diner: { kind: 'staff' | 'teacher'; name: string } | null;
  stopMealsReason: string;
  approvers: { id: string; name: string; deptName: string }[];
}

export interface HistoryStep {
  nodeId: string;
  nodeName: string;
  assigneeName: string;
  outcome: Outcome;
  comment: string;
  createTime: string;
  endTime: string | null;
}

export interface Diagram {
  xml: string;
  currentNodeIds: string[];
  doneNodeIds: string[];
}

export interface Definition {
  id: string;
  tenantId: string;
  /** The tenant's name (the lists of every tenant show it). */
  tenantName: string;
  key: string;
  name: string;
  category: string;
  version: number;
  suspended: boolean;
  deployTime: string;
  running: number;
}

export interface Model {
  id: string;
  tenantId: string;
  /** The tenant's name (the lists of every tenant show it). */
  tenantName: string;
  modelKey: string;
  name: string;
  category: string;
  version: number;
  deployedVersion: number | null;
  updateTime: string;
}

export interface ModelDetail extends Model {
  xml: string;
  definitions: Definition[];
}

export type AssigneeType = 'form' | 'user' | 'role' | 'leader' | 'initiator';

export interface FlowNode {
  nodeId: string;
  name: string;
  assigneeType: AssigneeType;
  assigneeValue: string;
  dueHours: number;
}

/** What the leave form sends (start, or resubmit with the task's ids). */
export interface LeaveValues {
  taskUser: string;
  leaveType: LeaveType;
  startTime: string;
  endTime: string;
  reason: string;
  stopMeals: boolean;
}

export interface ModelValues {
  id?: string;
  version?: number;
  tenantId: string;
  modelKey: string;
  name: string;
  category: string;
  xml: string;
}
