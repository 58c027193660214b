// The two sides the finance screens serve: a school's canteen book and a supplier company's own (the same components,
// `side` picks the book kind, the routes and the button codes — the supplier's menu has no 冲销 button of its own, so
// its 冲销 goes with 新增凭证, as the server holds it).
export type Side = 'school' | 'supplier';

export interface SideConfig {
  /** fin_book.kind of the side's books. */
  kind: 1 | 2;
  paths: { list: string; add: string; view: string; edit: string; ledger: string };
  codes: { add: string; edit: string; remove: string; audit: string; post: string; reverse: string };
}

export const SIDES: Record<Side, SideConfig> = {
  school: {
    kind: 1,
    paths: {
      list: '/finance/voucher/index',
      add: '/financialVoucherAdd',
      view: '/financialVoucherView',
      edit: '/financialVoucherEdit',
      ledger: '/subsidiaryLedger',
    },
    codes: { add: 'voucher_add', edit: 'voucher_edit', remove: 'voucher_delete', audit: 'voucher_audit', post: 'voucher_post', reverse: 'voucher_reverse' },
  },
  supplier: {
    kind: 2,
    paths: {
      list: '/finance/supplier/voucher',
      add: '/supplierFinancialVoucherAdd',
      view: '/supplierFinancialVoucherView',
      edit: '/supplierFinancialVoucherEdit',
      ledger: '/suplierSubsidiaryLedger',
    },
    codes: {
      add: 'supplier_voucher_add',
      edit: 'supplier_voucher_edit',
      remove: 'supplier_voucher_delete',
      audit: 'supplier_voucher_audit',
      post: 'supplier_voucher_post',
      reverse: 'supplier_voucher_add',
    },
  },
};

/** The props every finance page takes: the side, and (for 财务监管) a book given from outside, read-only. */
export interface FinancePageProps {
  side?: Side;
  bookId?: string;
  readOnly?: boolean;
}
