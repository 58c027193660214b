// What other code may use of the 商户配送监管 domain (the app reads its screens.ts).
export { MERCHANT_PATHS } from './paths';
export type { DeliveryRow, MerchantRow, Transactions, WarningRow } from './types';
// the school filter of a supervisor's screens (财务监管 uses it too)
export { useSchoolField } from './components/school-select';
