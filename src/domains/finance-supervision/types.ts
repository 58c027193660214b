// What the 财务监管 calls answer (server/modules/finance/supervision/input.ts, and the finance module's voucher and
// ledger reads): money in integer fen, ratios in percent with one decimal (null when there is nothing to divide by).

export interface BookRow {
  /** the school's id, as the table's row key */
  id: string;
  schoolId: string;
  schoolName: string;
  bookId: string | null;
  bookName: string | null;
  startPeriod: string | null;
  lastClosed: string | null;
  openPeriods: string[];
  unposted: number;
  lastPosting: string | null;
  overdueMonths: number;
}

export type ThresholdCode = 'closeDay' | 'foodCostHigh' | 'foodCostLow' | 'emergencyAmount' | 'emergencyShare' | 'medianGap';
export type Thresholds = Record<ThresholdCode, number>;
export type IndicatorCode = 'unclosed' | 'foodCostHigh' | 'foodCostLow' | 'emergencyAmount' | 'emergencyShare' | 'medianGap';
export type Level = 'high' | 'medium';

export interface Warning {
  schoolId: string;
  schoolName: string;
  bookId: string | null;
  code: IndicatorCode;
  value: number;
  threshold: number;
  level: Level;
  orderNo?: string;
}

export interface Indicators {
  month: string;
  thresholds: Thresholds;
  median: number | null;
  schools: number;
  warnings: Warning[];
}

export interface MealFeeFigures {
  period: string;
  mealIncome: number;
  foodCost: number;
  ratio: number | null;
  recharges: number;
  balance: number;
}

export interface MealFee {
  from: string;
  to: string;
  rows: (MealFeeFigures & { schoolId: string; schoolName: string })[];
  byMonth: MealFeeFigures[];
}

/** A voucher of a school's book as the finance module's page lists it. */
export interface VoucherRow {
  id: string;
  voucherNo: string;
  voucherDate: string;
  summary: string;
  total: number;
  status: number;
  preparerName: string;
  auditorName: string | null;
  posterName: string | null;
}

// the ledgers' answers are the finance module's, read here with a school's book
export type { BalanceRow, LedgerDetail, LedgerLine } from '../finance';
