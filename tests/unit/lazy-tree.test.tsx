import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { useLazyTree, type LazyNode } from '../../src/components/crud/use-lazy-tree';

// The lazy tree tables' loading (机构管理, 菜单管理): the level fetch stands in for the server here.
interface Node extends LazyNode {
  name: string;
}
const node = (id: string, hasChildren = false): Node => ({ id, name: id, hasChildren });
const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

describe('a lazily loaded tree', () => {
  it('shows the top level, an expand arrow for rows with children, and loads a level when it is first opened', async () => {
    const fetchChildren = vi.fn(async (parentId?: string) => (parentId ? [node(`${parentId}.1`)] : [node('a', true), node('b')]));
    const { result } = renderHook(() => useLazyTree<Node>('test', fetchChildren), { wrapper });
    await waitFor(() => expect(result.current.data.map((row) => row.id)).toEqual(['a', 'b']));
    expect(result.current.data[0]!.children).toEqual([]);
    expect(result.current.data[1]!.children).toBeUndefined();

    act(() => result.current.onExpand(result.current.data[0]!, true));
    await waitFor(() => expect(result.current.data[0]!.children?.map((row) => row.id)).toEqual(['a.1']));
    expect(result.current.expanded).toEqual(['a']);
    act(() => result.current.onExpand(result.current.data[0]!, false));
    act(() => result.current.onExpand(result.current.data[0]!, true));
    // opened again: not fetched again
    expect(fetchChildren.mock.calls.filter(([parent]) => parent === 'a')).toHaveLength(1);
  });

  it('closes a level that fails to load, so it can be retried', async () => {
    const fetchChildren = vi.fn(async (parentId?: string) => {
      if (parentId) throw new Error('offline');
      return [node('a', true)];
    });
    const { result } = renderHook(() => useLazyTree<Node>('test', fetchChildren), { wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    act(() => result.current.onExpand(result.current.data[0]!, true));
    await waitFor(() => expect(result.current.expanded).toEqual([]));
  });

  it('after a write fetches the top and every open level again, and opens the row just given a child', async () => {
    let version = 1;
    const fetchChildren = vi.fn(async (parentId?: string) => (parentId ? [node(`${parentId}.v${version}`)] : [node('a', true), node('b', true)]));
    const { result } = renderHook(() => useLazyTree<Node>('test', fetchChildren), { wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    act(() => result.current.onExpand(result.current.data[0]!, true));
    await waitFor(() => expect(result.current.data[0]!.children?.[0]?.id).toBe('a.v1'));

    version = 2;
    await act(() => result.current.refresh('b'));
    expect(result.current.expanded).toEqual(['a', 'b']);
    expect(result.current.data[0]!.children?.[0]?.id).toBe('a.v2');
    expect(result.current.data[1]!.children?.[0]?.id).toBe('b.v2');
  });
});
