export { DeptTree, fetchDeptTree, deptTreeKey, filterTree, type DeptNode } from './dept-tree';
export { PickerDialog, type PickerKind } from './picker-dialog';
export { PickerField } from './picker-field';
export { UserPicker } from './user-picker';
export { SupplierPicker } from './supplier-picker';
export { SchoolPicker } from './school-picker';
export { addPick, removePick, joinIds, splitIds, isPicked, type Picked, type PickMode } from './selection';
