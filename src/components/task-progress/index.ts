export { TaskProgress, TaskProgressDialog, TaskStatusTag } from './task-progress';
export { UploadTaskDialog } from './upload-task-dialog';
export { useTaskStatus, nextPoll, POLL_MS } from './use-task-status';
export { isFinal, percentOf, FINAL_STATUSES, TASK_STATUSES, type Task, type TaskError, type TaskKind, type TaskStatus } from './types';
