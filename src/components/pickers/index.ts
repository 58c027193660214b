export { PickerDialog, pickerKeys, pickerKeysOf, type PickerKind } from './picker-dialog';
export { PickerField } from './picker-field';
export { PersonPicker, type PersonPickerProps, type PersonQuery } from './person-picker';
export { usePickedField } from './use-picked-field';
export { addPick, removePick, joinIds, splitIds, isPicked, type Picked, type PickerProps, type PickMode } from './selection';
