/** 0 排队, 1 执行中, 2 成功, 3 部分失败, 4 失败, 5 取消 */
export type TaskStatus = 0 | 1 | 2 | 3 | 4 | 5;
export const TASK_STATUSES: TaskStatus[] = [0, 1, 2, 3, 4, 5];
export const FINAL_STATUSES: readonly TaskStatus[] = [2, 3, 4, 5];

export type TaskKind = 'DEVICE_DOWN' | 'DEVICE_DELETE' | 'MEAL_CATEGORY_UPLOAD' | 'PERSONNEL_IMPORT';

/** One failed item: a person on a device, or a row of an uploaded file. */
export interface TaskError {
  name?: string;
  deviceSn?: string;
  row?: number;
  reason: string;
}

/** A task of the server's engine as uploadTaskStatus reports it. */
export interface Task {
  taskId: string;
  kind: TaskKind;
  status: TaskStatus;
  total: number;
  success: number;
  fail: number;
  errors: TaskError[];
  errorFileUrl: string | null;
  createTime: string;
  finishTime: string | null;
}

export const isFinal = (status: TaskStatus | undefined) => status !== undefined && FINAL_STATUSES.includes(status);

/** Done of total as a whole percent (a task without items is at 0 until it ends, then at 100). */
export function percentOf(task: Pick<Task, 'status' | 'total' | 'success' | 'fail'>): number {
  if (task.total <= 0) return isFinal(task.status) ? 100 : 0;
  return Math.min(100, Math.floor(((task.success + task.fail) * 100) / task.total));
}
