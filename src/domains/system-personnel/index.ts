export { StudentPicker, toPickedStudent, type PickedStudent, type StudentPickerProps } from './components/student-picker';
export { fetchDiner, fetchPickerDiners } from './api';
export { SYSTEM_PERSONNEL_PATHS } from './paths';
export type { Diner, PickerDiner } from './types';
