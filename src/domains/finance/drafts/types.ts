// What 生成凭证 and 付款登记 read and send (docs/product-rules.md#drafted-vouchers): money in integer fen, days 'YYYY-MM-DD'.

export type DraftKind = 'recharge' | 'refund' | 'subsidy' | 'consume' | 'acceptance' | 'issue' | 'payment' | 'sale' | 'receipt';

/** What a kind has waiting on a book. */
export interface PendingKind {
  kind: DraftKind;
  label: string;
  /** records waiting in open periods, and their amount */
  count: number;
  amount: number;
  /** the vouchers they make */
  vouchers: number;
  firstDate: string | null;
  lastDate: string | null;
  /** records in closed periods: reported, never drafted */
  closedCount: number;
  closedAmount: number;
}

export interface DraftedVoucher {
  id: string;
  voucherNo: string;
  kind: DraftKind;
  date: string;
  summary: string;
  total: number;
}

export interface Payment {
  id: string;
  supplierId: string;
  supplierName: string;
  amount: number;
  payDate: string;
  method: string;
  fileIds: string[];
  remark: string;
  createUserName: string;
  createTime: string;
  voucherId: string | null;
  voucherNo: string | null;
  voucherStatus: 0 | 1 | 2 | null;
}

export interface PaymentValues {
  bookId: string;
  supplierId: string;
  amount: number;
  payDate: string;
  method: string;
  fileIds: string[];
  remark: string;
}

export const PAYMENT_METHODS = ['转账', '现金', '支票', '其他'] as const;
