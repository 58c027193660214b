export { DeptTree, filterTree } from './components/dept-tree';
export { SchoolPicker } from './components/school-picker';
export { deptTreeKey, deptTreeKeys, fetchDeptTree, type DeptNode } from './api';
