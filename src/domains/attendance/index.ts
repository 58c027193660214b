export { ATTENDANCE_PATHS } from './paths';
export { PatchingPicker } from './components/patching-picker';
export { MealStopPicker } from './components/meal-stop-picker';
export type { Group, GroupDetail, MakeUp, MealStop, Punch, ReportRow } from './types';
