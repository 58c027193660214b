// 指标预警's rules (docs/product-rules.md#finance-supervision), pure: the district's thresholds with their defaults,
// the median of the schools' food-cost ratios, and each finding's level. The queries (queries.ts) read the figures,
// this file says which of them are warnings.

/** The thresholds a district (tenant) may set, with the defaults used until it does (fin_indicator_setting.code). */
export const DEFAULT_THRESHOLDS = {
  /** a month must be closed by this day of the next month */
  closeDay: 10,
  /** the food-cost ratio (food cost ÷ meal income), percent: above is a warning */
  foodCostHigh: 70,
  /** … and below */
  foodCostLow: 45,
  /** a single emergency purchase above this (fen) */
  emergencyAmount: 500_000,
  /** … or above this share of the month's purchases, percent */
  emergencyShare: 10,
  /** a ratio more than this many points from the district's median */
  medianGap: 10,
} as const;

export type ThresholdCode = keyof typeof DEFAULT_THRESHOLDS;
export type Thresholds = Record<ThresholdCode, number>;
export const THRESHOLD_CODES = Object.keys(DEFAULT_THRESHOLDS) as ThresholdCode[];

/** The district's thresholds: its own rows over the defaults. */
export const thresholdsOf = (rows: readonly { code: string; value: number }[]): Thresholds => {
  const thresholds: Thresholds = { ...DEFAULT_THRESHOLDS };
  for (const row of rows) if (row.code in thresholds) thresholds[row.code as ThresholdCode] = row.value;
  return thresholds;
};

/** A share in percent with one decimal, half up; null when there is nothing to divide by. */
export const percentOf = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : null);

/** The median of the known values (null when none): the middle one, or the mean of the middle two, to one decimal. */
export function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (!known.length) return null;
  const middle = Math.floor(known.length / 2);
  const value = known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
  return Math.round(value * 10) / 10;
}

export type IndicatorCode = 'unclosed' | 'foodCostHigh' | 'foodCostLow' | 'emergencyAmount' | 'emergencyShare' | 'medianGap';
export type Level = 'high' | 'medium';

/**
 * A finding's level: `high` (red) when it is far past its line — a month still open a month after its closing day,
 * a ratio or a gap more than ten points beyond it, an emergency purchase twice the amount or the share —, else
 * `medium` (orange).
 */
export function levelOf(code: IndicatorCode, value: number, threshold: number): Level {
  switch (code) {
    case 'unclosed':
      return value > 30 ? 'high' : 'medium';
    case 'foodCostHigh':
    case 'medianGap':
      return value - threshold > 10 ? 'high' : 'medium';
    case 'foodCostLow':
      return threshold - value > 10 ? 'high' : 'medium';
    default:
      return value > threshold * 2 ? 'high' : 'medium';
  }
}

/** One school's month, as the queries read it. */
export interface SchoolMonth {
  schoolId: string;
  schoolName: string;
  /** null before the school's book is made */
  bookId: string | null;
  /** days the month has been open past its closing day; null when closed, not due yet or before the book */
  overdueDays: number | null;
  foodCost: number;
  mealIncome: number;
  /** the school's purchases of the month (fen) and its emergency ones, each by its total */
  purchases: number;
  emergencies: readonly { orderId: string; orderNo: string; amount: number }[];
}

export interface Warning {
  schoolId: string;
  schoolName: string;
  bookId: string | null;
  code: IndicatorCode;
  value: number;
  threshold: number;
  level: Level;
  /** the emergency purchase's order number, for the two emergency findings */
  orderNo?: string;
}

/** The warnings of the schools of a month: `all` the district's schools (for the median), `reach` those shown. */
export function warningsOf(all: readonly SchoolMonth[], reach: ReadonlySet<string>, thresholds: Thresholds): { median: number | null; warnings: Warning[] } {
  const districtMedian = median(all.map((school) => percentOf(school.foodCost, school.mealIncome)));
  const warnings: Warning[] = [];
  for (const school of all) {
    if (!reach.has(school.schoolId)) continue;
    const add = (code: IndicatorCode, value: number, threshold: number, orderNo?: string) =>
      warnings.push({
        schoolId: school.schoolId,
        schoolName: school.schoolName,
        bookId: school.bookId,
        code,
        value,
        threshold,
        level: levelOf(code, value, threshold),
        ...(orderNo ? { orderNo } : {}),
      });
    if (school.overdueDays !== null) add('unclosed', school.overdueDays, thresholds.closeDay);
    const ratio = percentOf(school.foodCost, school.mealIncome);
    if (ratio !== null) {
      if (ratio > thresholds.foodCostHigh) add('foodCostHigh', ratio, thresholds.foodCostHigh);
      if (ratio < thresholds.foodCostLow) add('foodCostLow', ratio, thresholds.foodCostLow);
      if (districtMedian !== null && Math.abs(ratio - districtMedian) > thresholds.medianGap)
        add('medianGap', Math.round(Math.abs(ratio - districtMedian) * 10) / 10, thresholds.medianGap);
    }
    for (const purchase of school.emergencies) {
      if (purchase.amount > thresholds.emergencyAmount) add('emergencyAmount', purchase.amount, thresholds.emergencyAmount, purchase.orderNo);
      const share = percentOf(purchase.amount, school.purchases);
      if (share !== null && share > thresholds.emergencyShare) add('emergencyShare', share, thresholds.emergencyShare, purchase.orderNo);
    }
  }
  const rank = (warning: Warning) => (warning.level === 'high' ? 0 : 1);
  warnings.sort((a, b) => rank(a) - rank(b));
  return { median: districtMedian, warnings };
}
