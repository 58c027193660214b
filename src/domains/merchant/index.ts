// What other code may use of the 商户配送监管 domain (the app reads its screens.ts).
export { MERCHANT_PATHS } from './paths';
export type { DeliveryRow, MerchantRow, Transactions, WarningRow } from './types';
