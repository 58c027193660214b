// What other code may use of the 食堂供餐 domain (the app reads its screens.ts).
export { SUPPLY_PATHS } from './paths';
export { supplyKeys } from './queries';
export type { ByMeal, Overview } from './types';
