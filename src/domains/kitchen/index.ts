// What other code may use of the kitchen domain (the app reads its screens.ts).
export { KITCHEN_PATHS } from './paths';
export type { KitchenAlert, Violation } from './types';
