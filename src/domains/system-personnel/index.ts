export { fetchDiner, fetchPickerDiners } from './api';
export { SYSTEM_PERSONNEL_PATHS } from './paths';
export type { Diner, PickerDiner } from './types';
