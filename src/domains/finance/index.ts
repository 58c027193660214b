// What the other domains use of the finance console (财务监管 opens a school's book read-only with these pages, each
// taking `bookId` and `readOnly`): the pages, the side's routes and the amount formats.
export { VoucherListPage } from './pages/voucher-list-page';
export { VoucherViewPage } from './pages/voucher-view-page';
export { LedgerPage } from './pages/ledger-page';
export { BalancePage } from './pages/balance-page';
export { capitalAmount, formatAmount } from './format';
export { SIDES, type FinancePageProps, type Side } from './side';
export type { BalanceRow, Book, LedgerDetail, LedgerLine, Voucher, VoucherDetail } from './types';
