import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { isHttpError } from '../../lib/http';
import { keyFamily } from '../../lib/swr-keys';
import { isFinal, type Task } from './types';

/** How often a task still running is asked for (docs/product-rules.md#task-progress). */
export const POLL_MS = 2000;

/** One task's status, by its id. */
export const taskKeys = keyFamily<[taskId: string]>('task');

/** The next poll's delay after `task`: none once it is final, else `every`. */
export const nextPoll = (task: Task | undefined, every = POLL_MS) => (task && isFinal(task.status) ? 0 : every);

/**
 * Follows one task: asks `fetchTask` every 2 s (SWR's refreshInterval) until the task reaches a final status
 * (成功, 部分失败, 失败, 取消) or the server refuses the question (a 4xx: an unknown task is not asked again),
 * and stops when the component using it unmounts. `onFinal` runs once, when the final status arrives.
 */
export function useTaskStatus(
  taskId: string | null,
  fetchTask: (taskId: string) => Promise<Task>,
  { every = POLL_MS, onFinal }: { every?: number; onFinal?: (task: Task) => void } = {},
) {
  const [refused, setRefused] = useState(false);
  const swr = useSWR(taskId ? taskKeys.key(taskId) : null, ([, id]: readonly [string, string]) => fetchTask(id), {
    refreshInterval: (latest) => (refused ? 0 : nextPoll(latest, every)),
    revalidateOnFocus: false,
    dedupingInterval: 0,
    shouldRetryOnError: false,
    onError: (error) => setRefused(isHttpError(error) && error.code >= 400 && error.code < 500),
    onSuccess: () => setRefused(false),
  });
  const task = swr.data?.taskId === taskId ? swr.data : undefined;
  const final = isFinal(task?.status);

  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!task || !final || announced.current === task.taskId) return;
    announced.current = task.taskId;
    onFinal?.(task);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per task reaching its end
  }, [task?.taskId, final]);

  return { task, final, error: swr.error as unknown, retry: () => void swr.mutate() };
}
