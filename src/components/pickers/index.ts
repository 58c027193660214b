export { DeptTree, fetchDeptTree, deptTreeKey, deptTreeKeys, filterTree, type DeptNode } from './dept-tree';
export { PickerDialog, type PickerKind } from './picker-dialog';
export { PickerField } from './picker-field';
export { UserPicker, type PickedUser } from './user-picker';
export { PersonChooseTable } from './person-choose-table';
export { personError, tableError, type Person } from './person';
export { SupplierPicker } from './supplier-picker';
export { SchoolPicker } from './school-picker';
export { addPick, removePick, joinIds, splitIds, isPicked, type Picked, type PickMode } from './selection';
