import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutItem, SavedLayout } from '../../screens/data/types';
import '../../screens/i18n';
import { HttpError } from '../../src/lib/http';

// The layout calls stand in for the server here; the server's own 409 is tested in tests/api/layouts.test.ts.
const api = vi.hoisted(() => ({ fetchLayout: vi.fn(), saveLayout: vi.fn(), resetLayout: vi.fn() }));
vi.mock('../../screens/data/api', () => api);
const { useSavedLayout } = await import('../../screens/grid/use-saved-layout');

const defaults: LayoutItem[] = [
  { i: 'trend', x: 0, y: 0, w: 12, h: 6 },
  { i: 'ranking', x: 12, y: 0, w: 12, h: 6 },
];
const moved: LayoutItem[] = [
  { i: 'trend', x: 0, y: 6, w: 12, h: 6 },
  { i: 'ranking', x: 12, y: 0, w: 12, h: 6 },
];
const saved = (version: number, layout = defaults): SavedLayout => ({ schemaVersion: 1, layout, version, updateTime: '2026-11-23 10:00:00' });
const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

describe('a wall layout saved over the version it loaded', () => {
  beforeEach(() => vi.resetAllMocks());

  it('sends the version it loaded with each save', async () => {
    api.fetchLayout.mockResolvedValue(saved(3));
    api.saveLayout.mockResolvedValue(saved(4, moved));
    const { result } = renderHook(() => useSavedLayout('rice', defaults), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.save(moved));
    expect(api.saveLayout).toHaveBeenCalledWith('rice', moved, 1, 3);
    expect(result.current.layout).toEqual(moved);
  });

  it('on a conflict offers to overwrite: it loads the latest version and saves over it', async () => {
    api.fetchLayout.mockResolvedValueOnce(saved(3)).mockResolvedValue(saved(5));
    api.saveLayout.mockRejectedValueOnce(new HttpError(409, '布局已在其他窗口或设备上修改', { silent: true })).mockResolvedValue(saved(6, moved));
    const { result } = renderHook(() => useSavedLayout('rice', defaults), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.save(moved));
    expect(await screen.findByText('布局已在其他窗口或设备上修改')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '覆盖保存' }));
    await waitFor(() => expect(api.saveLayout).toHaveBeenLastCalledWith('rice', moved, 1, 5));
    await waitFor(() => expect(result.current.layout).toEqual(moved));
  });

  it('on a conflict offers to load the latest: the other window’s layout replaces this one', async () => {
    api.fetchLayout.mockResolvedValueOnce(saved(3)).mockResolvedValue(saved(5, moved));
    api.saveLayout.mockRejectedValueOnce(new HttpError(409, '布局已在其他窗口或设备上修改', { silent: true }));
    const mine: LayoutItem[] = [
      { i: 'trend', x: 12, y: 0, w: 12, h: 6 },
      { i: 'ranking', x: 0, y: 0, w: 12, h: 6 },
    ];
    const { result } = renderHook(() => useSavedLayout('rice', defaults), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.save(mine));
    await userEvent.click(await screen.findByRole('button', { name: '载入最新' }));
    await waitFor(() => expect(result.current.layout).toEqual(moved));
    expect(api.saveLayout).toHaveBeenCalledTimes(1);
  });
});
