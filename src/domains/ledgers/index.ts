// What other code uses of the ledgers: nothing yet beyond its screens (collected by the app from screens.ts).
export type { Today, TodayLedger } from './types';
