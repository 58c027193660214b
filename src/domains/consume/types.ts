export type TxnType = 'RECHARGE' | 'CONSUME' | 'REFUND' | 'SUBSIDY_GRANT' | 'SUBSIDY_EXPIRE' | 'ADJUST' | 'CLOSE_REFUND';

/** A wallet transaction as the lists show it; amounts in fen (signed: + in, − out). */
export interface TxnRow {
  id: string;
  createTime: string;
  personnelId: string;
  personnelNo: string;
  name: string;
  personnelType: number;
  className: string;
  schoolName: string;
  cardNo: string;
  txnType: TxnType;
  amount: number;
  cashAmount: number;
  subsidyAmount: number;
  cashAfter: number;
  subsidyAfter: number;
  balanceAfter: number;
  dinnerType: number | null;
  deviceSn: string;
  remark: string;
  reversesId: string | null;
  reversedBy: string | null;
}

/** What a write answers: the transaction it made (or made the first time). */
export interface Txn {
  id: string;
  type: TxnType;
  amount: number;
  /** The signed parts of the amount (a consumption: both ≤ 0, the subsidy taken first). */
  cashAmount: number;
  subsidyAmount: number;
  cashAfter: number;
  subsidyAfter: number;
  dinnerType: number | null;
}

export interface Granted {
  requestId: string;
  granted: number;
  total: number;
}

/** Counts, and amounts in fen — null for the supervising units (counts only). */
export interface MealFigure {
  dinnerType: number;
  count: number;
  amount: number | null;
}
export interface DayFigure {
  date: string;
  count: number;
  amount: number | null;
  meals: MealFigure[];
}
export interface DailySummary {
  startDate: string;
  endDate: string;
  days: DayFigure[];
  total: { count: number; amount: number | null; meals: MealFigure[] };
}
export interface SchoolFigure {
  schoolId: string;
  schoolName: string;
  count: number;
  amount: number | null;
  recharge: number | null;
  refund: number | null;
  subsidy: number | null;
}
