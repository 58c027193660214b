export { StudentPicker, toPickedStudent, type PickedStudent, type StudentPickerProps } from './components/student-picker';
export { DinerPicker, type DinerPickerProps } from './components/diner-picker';
export { fetchDiner, fetchPickerDiners } from './api';
export { useSchoolsAndCanteens } from './hooks';
export { yuan, fenOf } from './money';
export { SYSTEM_PERSONNEL_PATHS } from './paths';
export type { Diner, PickerDiner } from './types';
