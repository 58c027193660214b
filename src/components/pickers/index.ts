export { PickerDialog, pickerKeys, pickerKeysOf, type PickerKind } from './picker-dialog';
export { PickerField } from './picker-field';
export { addPick, removePick, joinIds, splitIds, isPicked, type Picked, type PickerProps, type PickMode } from './selection';
