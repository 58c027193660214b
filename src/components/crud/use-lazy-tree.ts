import { useState } from 'react';
import useSWR from 'swr';
import { keyFamily } from '../../lib/swr-keys';

export interface LazyNode {
  id: string;
  hasChildren: boolean;
  children?: LazyNode[];
}

/** Rows with their loaded children; a row that has children not yet loaded gets [] (so it can expand). */
function withChildren<Row extends LazyNode>(rows: Row[], loaded: Map<string, Row[]>): Row[] {
  return rows.map((row) => {
    const children = loaded.get(row.id);
    if (children) return { ...row, children: withChildren(children, loaded) };
    return { ...row, children: row.hasChildren ? [] : undefined };
  });
}

/** The top level of each lazily loaded tree, by the tree's name. */
export const lazyTreeKeys = keyFamily<[name: string]>('lazy-tree');

/**
 * A tree table loaded level by level (lazy-list): the top level through SWR under `name`, each level
 * fetched when its row is first expanded, and every open level fetched again after a write.
 */
export function useLazyTree<Row extends LazyNode>(name: string, fetchChildren: (parentId?: string) => Promise<Row[]>) {
  const top = useSWR(lazyTreeKeys.key(name), () => fetchChildren());
  const [loaded, setLoaded] = useState(new Map<string, Row[]>());
  const [expanded, setExpanded] = useState<string[]>([]);

  const load = async (id: string) => {
    const children = await fetchChildren(id);
    setLoaded((current) => new Map(current).set(id, children));
  };

  return {
    top,
    data: withChildren(top.data ?? [], loaded),
    expanded,
    onExpand: (row: Row, open: boolean) => {
      setExpanded((keys) => (open ? [...keys, row.id] : keys.filter((key) => key !== row.id)));
      // a level that fails to load (the request layer has said why) closes again, to be retried
      if (open && !loaded.has(row.id)) load(row.id).catch(() => setExpanded((keys) => keys.filter((key) => key !== row.id)));
    },
    /** Refetches the top and every open level; `parentId` (a row just given a child) opens too. */
    refresh: async (parentId?: string) => {
      if (parentId && !expanded.includes(parentId)) setExpanded((keys) => [...keys, parentId]);
      await top.mutate();
      await Promise.all([...new Set([...expanded, ...(parentId ? [parentId] : [])])].map(load));
    },
  };
}

export type LazyTree<Row extends LazyNode> = ReturnType<typeof useLazyTree<Row>>;
