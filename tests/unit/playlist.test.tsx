import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESUME_AFTER_MS, usePlaylist } from '../../screens/playlist/use-playlist';

const key = (name: string) => act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: name })));

describe('playlist rotation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves on after each dwell and wraps around', () => {
    const { result } = renderHook(() => usePlaylist(3, 30_000));
    expect(result.current.index).toBe(0);
    act(() => void vi.advanceTimersByTime(29_999));
    expect(result.current.index).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => void vi.advanceTimersByTime(30_000));
    act(() => void vi.advanceTimersByTime(30_000));
    expect(result.current.index).toBe(0);
  });

  it('goes back and forth with the arrow keys and restarts the dwell', () => {
    const { result } = renderHook(() => usePlaylist(3, 30_000));
    key('ArrowLeft');
    expect(result.current.index).toBe(2);
    key('ArrowRight');
    expect(result.current.index).toBe(0);
    act(() => void vi.advanceTimersByTime(20_000));
    key('ArrowRight');
    act(() => void vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(1);
  });

  it('pauses on interaction and goes on after a quiet minute', () => {
    const { result } = renderHook(() => usePlaylist(3, 30_000));
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    expect(result.current.paused).toBe(true);
    act(() => void vi.advanceTimersByTime(RESUME_AFTER_MS - 1));
    expect(result.current.index).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.paused).toBe(false);
    act(() => void vi.advanceTimersByTime(30_000));
    expect(result.current.index).toBe(1);
  });

  it('stays paused by Space until Space again', () => {
    const { result } = renderHook(() => usePlaylist(3, 30_000));
    key(' ');
    expect(result.current.paused).toBe(true);
    act(() => void vi.advanceTimersByTime(10 * RESUME_AFTER_MS));
    expect(result.current).toMatchObject({ paused: true, index: 0 });
    key(' ');
    expect(result.current.paused).toBe(false);
  });

  it('leaves no timer behind when it unmounts', () => {
    const { unmount } = renderHook(() => usePlaylist(3, 30_000));
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
