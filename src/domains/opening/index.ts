// What other code may use of the 开户统计 domain (the app reads its screens.ts).
export { OPENING_PATHS } from './paths';
export type { CardFigure, DetailRow, RechargeFigure, SchoolFigure } from './types';
