export { StudentPicker, toPickedStudent, type PickedStudent, type StudentPickerProps } from './components/student-picker';
export { DinerPicker, type DinerPickerProps } from './components/diner-picker';
export { fetchDiner, fetchPickerDiners } from './api';
export { yuan, fenOf } from './money';
export { systemPersonnelKeys } from './queries';
export { SYSTEM_PERSONNEL_PATHS } from './paths';
export type { Diner, PickerDiner } from './types';
