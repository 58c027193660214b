// What the 消费 routes answer (server/platform/http/answers.ts): wallet rows listed, summed and written. Amounts are fen.
import { z } from 'zod';
export { WalletTxn } from '../system-personnel/index.ts';

/** A wallet row as the lists show it (queries.ts TxnRow, as `present` names its codes). */
export const TxnListRow = z.object({
  id: z.string(),
  createTime: z.string(),
  personnelId: z.string(),
  personnelNo: z.string(),
  name: z.string(),
  personnelType: z.number().int(),
  personnelTypeName: z.string(),
  className: z.string(),
  schoolName: z.string(),
  cardNo: z.string(),
  txnType: z.string(),
  txnTypeName: z.string(),
  amount: z.number().int(),
  cashAmount: z.number().int(),
  subsidyAmount: z.number().int(),
  cashAfter: z.number().int(),
  subsidyAfter: z.number().int(),
  balanceAfter: z.number().int(),
  dinnerType: z.number().int().nullable(),
  dinnerTypeName: z.string(),
  deviceSn: z.string(),
  remark: z.string(),
  reversesId: z.string().nullable(),
  reversedBy: z.string().nullable(),
});

const MealFigures = z.object({ dinnerType: z.number().int(), dinnerTypeName: z.string(), count: z.number().int(), amount: z.number().int().nullable() });
const Figures = z.object({
  count: z.number().int(),
  amount: z.number().int().nullable().describe('null for the supervising units'),
  meals: z.array(MealFigures),
});

export const DailySummary = z.object({
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(Figures.extend({ date: z.string() })),
  total: Figures,
});

export const SchoolSummary = z.object({
  schoolId: z.string(),
  schoolName: z.string(),
  count: z.number().int(),
  amount: z.number().int().nullable(),
  recharge: z.number().int().nullable(),
  refund: z.number().int().nullable(),
  subsidy: z.number().int().nullable(),
});

export const Granted = z.object({ requestId: z.string(), granted: z.number().int().describe('people'), total: z.number().int().describe('fen in all') });

export const SchoolSummaries = z.array(SchoolSummary);
