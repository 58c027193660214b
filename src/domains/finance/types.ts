// The finance console's records, as the server answers them (docs/product-rules.md#finance): money in integer fen,
// ids as strings, periods 'YYYY-MM', dates 'YYYY-MM-DD'.

/** 0 草稿, 1 已审核, 2 已记账. */
export type VoucherStatus = 0 | 1 | 2;
export type VoucherWord = '记' | '收' | '付' | '转';
export const WORDS: readonly VoucherWord[] = ['记', '收', '付', '转'];

export interface Book {
  id: string;
  /** 1 a school's canteen book, 2 a supplier company's. */
  kind: 1 | 2;
  name: string;
  schoolId: string | null;
  supplierId: string | null;
  startPeriod: string;
  openPeriod: string;
}

export interface SubjectNode {
  id: string;
  code: string;
  name: string;
  parentId: string | null;
  /** 1 资产 2 负债 3 净资产 4 收入 5 费用. */
  category: number;
  /** 1 借, -1 贷. */
  direction: 1 | -1;
  isLeaf: boolean;
  status: number;
  openingBalance: number;
  version?: number;
  children?: SubjectNode[];
}

export interface LeafSubject {
  id: string;
  code: string;
  name: string;
  fullName: string;
  direction: 1 | -1;
}

export interface SubjectValues {
  id?: string;
  bookId: string;
  parentId?: string;
  code: string;
  name: string;
  category: number;
  direction: 1 | -1;
  openingBalance?: number;
  version?: number;
}

export interface Period {
  period: string;
  /** 0 未结账, 1 已结账. */
  status: 0 | 1;
  vouchers: number;
  unposted: number;
  closedByName: string | null;
  closedTime: string | null;
}

export interface Voucher {
  id: string;
  word: VoucherWord;
  number: number;
  voucherNo: string;
  voucherDate: string;
  period: string;
  summary: string;
  total: number;
  status: VoucherStatus;
  preparerName: string;
  auditorName: string | null;
  posterName: string | null;
  attachments: number;
  sourceKind: string | null;
  reversalOf: string | null;
  reversedBy: string | null;
}

export interface VoucherLine {
  lineNo: number;
  summary: string;
  subjectId: string;
  subjectCode: string;
  subjectName: string;
  debit: number;
  credit: number;
}

export interface VoucherDetail extends Voucher {
  bookId?: string;
  remark?: string;
  fileIds?: string[];
  auditTime?: string | null;
  postTime?: string | null;
  createTime?: string | null;
  lines: VoucherLine[];
  sources: { kind: string; key: string; label: string }[];
  prevId: string | null;
  nextId: string | null;
  version: number;
}

export interface VoucherValues {
  id?: string;
  bookId: string;
  word: VoucherWord;
  voucherDate: string;
  attachments: number;
  fileIds: string[];
  remark: string;
  lines: { summary: string; subjectId: string; debit: number; credit: number }[];
  version?: number;
}

export interface LedgerLine {
  date: string;
  voucherId: string;
  voucherNo: string;
  summary: string;
  debit: number;
  credit: number;
  /** 1 借, -1 贷, 0 平. */
  direction: number;
  balance: number;
}

export interface LedgerDetail {
  subject: { id: string; code: string; name: string; direction: 1 | -1 };
  opening: number;
  months: {
    period: string;
    lines: LedgerLine[];
    monthDebit: number;
    monthCredit: number;
    monthBalance: number;
    yearDebit: number;
    yearCredit: number;
  }[];
}

export interface BalanceRow {
  subjectId: string;
  code: string;
  name: string;
  level: number;
  isLeaf: boolean;
  openingDebit: number;
  openingCredit: number;
  debit: number;
  credit: number;
  closingDebit: number;
  closingCredit: number;
}

export type BalanceTotals = Omit<BalanceRow, 'subjectId' | 'code' | 'name' | 'level' | 'isLeaf'>;

export interface BalanceSheet {
  rows: BalanceRow[];
  totals: BalanceTotals;
}
