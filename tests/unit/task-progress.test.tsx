import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextPoll, percentOf, POLL_MS, TaskProgress, useTaskStatus, type Task, type TaskStatus } from '../../src/components/task-progress';
import { HttpError } from '../../src/lib/http';

// The task progress part over a stand-in uploadTaskStatus (the engine itself is in the API suite): it asks every
// 2 s while the task is queued or running, stops at each final status (成功, 部分失败, 失败, 取消), on a refusal
// (an unknown task) and when the component using it unmounts; the dialog shows the status, counts and errors. The
// hook's polls run on a fake clock: its seconds pass at once, and exactly.

const task = (status: TaskStatus, done = 0): Task => ({
  taskId: 't1',
  kind: 'DEVICE_DOWN',
  status,
  total: 4,
  success: done,
  fail: status === 3 ? 1 : 0,
  errors: status === 3 ? [{ name: '朱雨', deviceSn: 'SN-1', reason: '人脸照片不合格' }] : [],
  errorFileUrl: null,
  createTime: '2026-11-25 10:00:00',
  finishTime: null,
});

const fresh = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
/** Lets `ms` pass on the fake clock, with the polls it brings and React's updates after them. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A fetch answering the statuses in turn, then the last one again. */
const answering = (...statuses: TaskStatus[]) => {
  let index = 0;
  return vi.fn(async () => task(statuses[Math.min(index++, statuses.length - 1)]!, 2));
};

describe('the task status hook', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 2 s while queued or running, never once final', () => {
    expect(nextPoll(undefined)).toBe(2000);
    expect(nextPoll(task(0))).toBe(2000);
    expect(nextPoll(task(1))).toBe(2000);
    for (const status of [2, 3, 4, 5] as const) expect(nextPoll(task(status))).toBe(0);
  });

  it.each([2, 3, 4, 5] as const)('stops asking once the task reaches the final status %i, and says so once', async (final) => {
    const fetchTask = answering(0, 1, final);
    const onFinal = vi.fn();
    const { result } = renderHook(() => useTaskStatus('t1', fetchTask, { onFinal }), { wrapper: fresh });
    // asked at once, then every 2 s: queued, running, final
    await pass(POLL_MS * 2);
    expect(fetchTask).toHaveBeenCalledTimes(3);
    expect(result.current.final).toBe(true);
    await pass(POLL_MS * 10);
    expect(fetchTask).toHaveBeenCalledTimes(3);
    expect(result.current.task?.status).toBe(final);
    expect(onFinal).toHaveBeenCalledTimes(1);
  });

  it('stops asking when its component unmounts', async () => {
    const fetchTask = answering(1);
    const { unmount } = renderHook(() => useTaskStatus('t1', fetchTask), { wrapper: fresh });
    await pass(POLL_MS * 2);
    expect(fetchTask).toHaveBeenCalledTimes(3);
    unmount();
    await pass(POLL_MS * 10);
    expect(fetchTask).toHaveBeenCalledTimes(3);
  });

  it('stops asking for a task the server refuses (4xx), and asks nothing without a task', async () => {
    const fetchTask = vi.fn(async (): Promise<Task> => {
      throw new HttpError(404, '数据不存在');
    });
    const { result } = renderHook(() => useTaskStatus('t1', fetchTask), { wrapper: fresh });
    await pass(POLL_MS * 10);
    expect(result.current.error).toBeTruthy();
    expect(fetchTask).toHaveBeenCalledTimes(1);

    const idle = vi.fn();
    renderHook(() => useTaskStatus(null, idle), { wrapper: fresh });
    await pass(POLL_MS * 10);
    expect(idle).not.toHaveBeenCalled();
  });

  it('counts done of total as a percent', () => {
    expect(percentOf({ status: 1, total: 4, success: 1, fail: 1 })).toBe(50);
    expect(percentOf({ status: 0, total: 0, success: 0, fail: 0 })).toBe(0);
    expect(percentOf({ status: 2, total: 0, success: 0, fail: 0 })).toBe(100);
  });
});

describe('the task progress', () => {
  it('shows the status, the counts and the failed items with their reason', async () => {
    render(<TaskProgress taskId="t1" fetchTask={answering(3)} deviceName={(sn) => (sn === 'SN-1' ? '一号机' : undefined)} />, { wrapper: fresh });
    expect(await screen.findByTestId('task-status')).toHaveTextContent('部分失败');
    expect(screen.getByTestId('task-counts')).toHaveTextContent('总数 4 · 成功 2 · 失败 1');
    const errors = screen.getByTestId('task-errors');
    expect(errors).toHaveTextContent('朱雨');
    expect(errors).toHaveTextContent('一号机');
    expect(errors).toHaveTextContent('人脸照片不合格');
  });
});
