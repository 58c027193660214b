import useSWR, { useSWRConfig } from 'swr';
import { deptTreeKey, fetchDeptTree, type DeptNode } from '../org';
import { fetchMealCategories } from './api';

/** The meal plans of the caller's schools (of `schoolId` when given). */
export const useMealCategories = (schoolId?: string) => useSWR(['system-personnel', 'meal-categories', schoolId ?? ''], () => fetchMealCategories(schoolId));

const isOurs = (key: unknown) => Array.isArray(key) && (key[0] === 'system-personnel' || (key[0] === 'crud' && String(key[1]).startsWith('diner')));

/** After a write: every list of this domain (people, cards, wallets). */
export function useRefreshDiners() {
  const { mutate } = useSWRConfig();
  return () => void mutate(isOurs);
}

const SCHOOL = 2;
const CANTEEN = 3;

/** The schools and canteens of the caller's scope (the department tree the pickers use), in the tree's order. */
export function useSchoolsAndCanteens() {
  const tree = useSWR(deptTreeKey(false), () => fetchDeptTree(false));
  const schools: { id: string; name: string }[] = [];
  const canteens: { id: string; name: string; schoolId: string }[] = [];
  const walk = (nodes: DeptNode[]) =>
    nodes.forEach((node) => {
      if (node.deptCategory === SCHOOL) schools.push({ id: node.id, name: node.title });
      if (node.deptCategory === CANTEEN) canteens.push({ id: node.id, name: node.title, schoolId: node.parentId });
      walk(node.children);
    });
  walk(tree.data ?? []);
  return { schools, canteens, isLoading: tree.isLoading };
}
