import useSWR from 'swr';
import { deptTreeKey, fetchDeptTree, type DeptNode } from '../org';
import { fetchPosts } from './api';

const SCHOOL = 2;
const CANTEEN = 3;

/** The posts a person may hold, with whether each handles food. */
export const usePosts = () => useSWR(['work-personnel', 'posts'], fetchPosts);

/**
 * The canteens of the caller's scope (from the department tree the pickers use), in the tree's order, and the schools
 * that hold them (a supervising unit filters by school).
 */
export function useCanteens() {
  const tree = useSWR(deptTreeKey(false), () => fetchDeptTree(false));
  const canteens: { id: string; name: string }[] = [];
  const schools: { id: string; name: string }[] = [];
  const walk = (nodes: DeptNode[]) =>
    nodes.forEach((node) => {
      if (node.deptCategory === CANTEEN) canteens.push({ id: node.id, name: node.title });
      if (node.deptCategory === SCHOOL) schools.push({ id: node.id, name: node.title });
      walk(node.children);
    });
  walk(tree.data ?? []);
  return { canteens, schools, isLoading: tree.isLoading };
}
