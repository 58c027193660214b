// What other code may use of the 财务监管 domain (the app reads its screens.ts).
export { FINANCE_SUPERVISION_PATHS } from './paths';
export type { BookRow, Indicators, MealFee } from './types';
