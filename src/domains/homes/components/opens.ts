import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { session, type MenuNode } from '../../../session';

/**
 * Whether the user's menus open a card's list (its path, the query aside): a supervisor without 函询管理 (市场监管) sees
 * the letters' count, not a link to a page it may not open.
 */
export function useOpens(): (link: string) => boolean {
  const { menuAll } = useSnapshot(session);
  return useMemo(() => {
    const paths = new Set<string>();
    const walk = (nodes: readonly MenuNode[]) => nodes.forEach((node) => (paths.add(node.path), walk(node.children ?? [])));
    walk(menuAll as readonly MenuNode[]);
    return (link: string) => paths.has(link.split('?')[0]!);
  }, [menuAll]);
}
