// The attendance screens' catalogue (namespace `attendance`), registered with each screen's chunk. The patching and
// meal-stop pickers' texts are the pickers' (namespace `pickers`, keys `patching` and `mealStop`).
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/attendance.json';
import zh from '../../locales/zh-CN/attendance.json';

export const attendanceResources = { 'zh-CN': { attendance: zh }, 'en-US': { attendance: en } } as const;

addCatalogues(attendanceResources);
