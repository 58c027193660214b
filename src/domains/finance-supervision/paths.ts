// Every call of the 财务监管 domain, in one table: the organisation's backend may serve them elsewhere, and remapping a
// path is a change here only (docs/contract.md#calls-by-module, finance). A school's book is read with the finance
// module's own voucher and ledger reads, by its id.
const FINANCE = '/api/rabbit-finance';
const SUPERVISION = `${FINANCE}/supervision`;

export const FINANCE_SUPERVISION_PATHS = {
  books: `${SUPERVISION}/books`,
  indicators: `${SUPERVISION}/indicators`,
  settings: `${SUPERVISION}/settings`,
  mealFee: `${SUPERVISION}/meal-fee`,
  vouchers: `${FINANCE}/voucher/page`,
  balance: `${FINANCE}/ledger/balance`,
  ledger: `${FINANCE}/ledger/detail`,
} as const;
