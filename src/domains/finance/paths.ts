// Every call of the finance console (凭证, 账簿, 科目, 结账), in one table: the organisation's backend may serve them
// elsewhere, and remapping a path is a change here only (docs/contract.md, docs/product-rules.md#finance).
const FINANCE = '/api/rabbit-finance';

export const FINANCE_PATHS = {
  bookList: `${FINANCE}/book/list`,
  subjectTree: `${FINANCE}/subject/tree`,
  subjectLeaves: `${FINANCE}/subject/leaves`,
  subjectSubmit: `${FINANCE}/subject/submit`,
  subjectRemove: `${FINANCE}/subject/remove`,
  periodList: `${FINANCE}/period/list`,
  periodClose: `${FINANCE}/period/close`,
  periodReopen: `${FINANCE}/period/reopen`,
  voucherPage: `${FINANCE}/voucher/page`,
  voucherDetail: `${FINANCE}/voucher/detail`,
  voucherNextNumber: `${FINANCE}/voucher/next-number`,
  voucherSubmit: `${FINANCE}/voucher/submit`,
  voucherRemove: `${FINANCE}/voucher/remove`,
  voucherAudit: `${FINANCE}/voucher/audit`,
  voucherUnaudit: `${FINANCE}/voucher/unaudit`,
  voucherPost: `${FINANCE}/voucher/post`,
  voucherReverse: `${FINANCE}/voucher/reverse`,
  voucherExport: `${FINANCE}/voucher/export`,
  ledgerDetail: `${FINANCE}/ledger/detail`,
  ledgerBalance: `${FINANCE}/ledger/balance`,
  ledgerDetailExport: `${FINANCE}/ledger/detail/export`,
  ledgerBalanceExport: `${FINANCE}/ledger/balance/export`,
} as const;
