import useSWR from 'swr';
import { DEPT_CATEGORY } from '../../../contract/org';
import { fetchDeptTree, type DeptNode } from './api';
import { deptTreeKey } from './queries';

/** The department tree of the caller's scope (or the whole tenant); none asked while not `enabled`. */
export const useDeptTree = (whole = false, enabled = true) => useSWR(enabled ? deptTreeKey(whole) : null, () => fetchDeptTree(whole));

export interface OrgUnit {
  id: string;
  name: string;
}

/** The schools and canteens of the caller's scope (the department tree the pickers use), in the tree's order. */
export function useSchoolsAndCanteens() {
  const tree = useDeptTree();
  const schools: OrgUnit[] = [];
  const canteens: (OrgUnit & { schoolId: string })[] = [];
  const walk = (nodes: DeptNode[]) =>
    nodes.forEach((node) => {
      if (node.deptCategory === DEPT_CATEGORY.school) schools.push({ id: node.id, name: node.title });
      if (node.deptCategory === DEPT_CATEGORY.canteen) canteens.push({ id: node.id, name: node.title, schoolId: node.parentId });
      walk(node.children);
    });
  walk(tree.data ?? []);
  return { schools, canteens, isLoading: tree.isLoading };
}
