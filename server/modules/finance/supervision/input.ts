// 财务监管's request schemas and answers (routes.ts, docs/product-rules.md#finance-supervision). Money in integer fen,
// ratios in percent with one decimal (null when there is nothing to divide by), months 'YYYY-MM'.
import { z } from 'zod';
import { nullAsAbsent, optionalId, optionalText, whole } from '../../../platform/http/fields.ts';
import { DEFAULT_THRESHOLDS } from './thresholds.ts';

/** The most months 伙食费收支 reads at once. */
export const MAX_MEAL_FEE_MONTHS = 12;
export const MONTH_ORDER = '结束月份不能早于开始月份';
export const MONTHS_TOO_LONG = `统计范围不能超过 ${MAX_MEAL_FEE_MONTHS} 个月`;
export const LOW_ABOVE_HIGH = '食材成本率下限须低于上限';

const isMonth = (text: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
const optionalMonth = (label: string) =>
  nullAsAbsent(optionalText(label, 7))
    .refine((value) => !value || isMonth(value), `${label}格式应为 YYYY-MM`)
    .transform((value) => value || undefined);
export const monthsBetween = (start: string, end: string) =>
  (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(end.slice(5)) - Number(start.slice(5));

export const BooksQuery = z.object({
  schoolId: nullAsAbsent(optionalId('学校不正确')),
  overdue: nullAsAbsent(optionalText('逾期未结账', 5))
    .refine((value) => !value || value === 'true' || value === 'false', '逾期未结账不正确')
    .transform((value) => value === 'true'),
});

export const BookRow = z.object({
  schoolId: z.string(),
  schoolName: z.string(),
  bookId: z.string().nullable().describe('null until the school’s book is made (its first finance call)'),
  bookName: z.string().nullable(),
  startPeriod: z.string().nullable(),
  lastClosed: z.string().nullable().describe('the latest closed month'),
  openPeriods: z.array(z.string()),
  unposted: z.number().int().describe('vouchers not posted yet (drafts and audited)'),
  lastPosting: z.string().nullable().describe('the date of its latest posted voucher, YYYY-MM-DD'),
  overdueMonths: z.number().int().describe('months left open past the district’s closing day of the next month'),
});

export const IndicatorQuery = z.object({ month: optionalMonth('月份') });

const CODES = ['unclosed', 'foodCostHigh', 'foodCostLow', 'emergencyAmount', 'emergencyShare', 'medianGap'] as const;

export const Thresholds = z.object({
  closeDay: z.number().int().describe('a month is due closed by this day of the next month'),
  foodCostHigh: z.number().int().describe('percent'),
  foodCostLow: z.number().int().describe('percent'),
  emergencyAmount: z.number().int().describe('fen'),
  emergencyShare: z.number().int().describe('percent of the month’s purchases'),
  medianGap: z.number().int().describe('points from the district’s median ratio'),
});

export const Indicators = z.object({
  month: z.string(),
  thresholds: Thresholds,
  median: z.number().nullable().describe('the district’s median food-cost ratio of the month, percent'),
  schools: z.number().int().describe('the schools of the reach'),
  warnings: z.array(
    z.object({
      schoolId: z.string(),
      schoolName: z.string(),
      bookId: z.string().nullable(),
      code: z.enum(CODES),
      value: z.number().describe('days past the closing day, a ratio or a share in percent, a gap in points, or an amount in fen'),
      threshold: z.number(),
      level: z.enum(['high', 'medium']),
      orderNo: z.string().optional(),
    }),
  ),
});

const threshold = (label: string, fallback: number, min: number, max: number) => whole(label, fallback, min, max);

/** The thresholds a district's education bureau sets: each absent one kept at its default. */
export const ThresholdsInput = z
  .object({
    closeDay: threshold('结账截止日', DEFAULT_THRESHOLDS.closeDay, 1, 28),
    foodCostHigh: threshold('食材成本率上限', DEFAULT_THRESHOLDS.foodCostHigh, 1, 100),
    foodCostLow: threshold('食材成本率下限', DEFAULT_THRESHOLDS.foodCostLow, 0, 99),
    emergencyAmount: threshold('应急采购单笔金额', DEFAULT_THRESHOLDS.emergencyAmount, 0, 100_000_000),
    emergencyShare: threshold('应急采购占比', DEFAULT_THRESHOLDS.emergencyShare, 0, 100),
    medianGap: threshold('偏离中位数', DEFAULT_THRESHOLDS.medianGap, 0, 100),
  })
  .refine((input) => input.foodCostLow < input.foodCostHigh, { path: ['foodCostLow'], message: LOW_ABOVE_HIGH });

export const MealFeeQuery = z
  .object({ schoolId: nullAsAbsent(optionalId('学校不正确')), from: optionalMonth('开始月份'), to: optionalMonth('结束月份') })
  .refine((input) => !input.from || !input.to || input.from <= input.to, { path: ['to'], message: MONTH_ORDER })
  .refine((input) => !input.from || !input.to || monthsBetween(input.from, input.to) < MAX_MEAL_FEE_MONTHS, { path: ['to'], message: MONTHS_TOO_LONG });

const MealFeeFigures = {
  mealIncome: z.number().int().describe('伙食费收入 (4001), fen'),
  foodCost: z.number().int().describe('食材成本 (5001–5003), fen'),
  ratio: z.number().nullable().describe('food cost ÷ meal income, percent'),
  recharges: z.number().int().describe('what the diners paid in (2203 credits), fen'),
};

export const MealFee = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(z.object({ schoolId: z.string(), schoolName: z.string(), period: z.string(), ...MealFeeFigures, balance: z.number().int() })),
  byMonth: z.array(z.object({ period: z.string(), ...MealFeeFigures, balance: z.number().int() })),
});
