export { DeptTree, filterTree } from './components/dept-tree';
export { SchoolPicker } from './components/school-picker';
export { fetchDeptTree, type DeptNode } from './api';
export { useDeptTree, useSchoolsAndCanteens, type OrgUnit } from './hooks';
export { deptTreeKey, deptTreeKeys } from './queries';
