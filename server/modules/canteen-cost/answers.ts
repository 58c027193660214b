// What the 食材成本 routes answer (server/platform/http/answers.ts). Amounts are yuan, as numbers.
import { z } from 'zod';

export const CostEntry = z.object({
  id: z.string().nullable().describe('the confirmed entry; null for a month not yet confirmed (its figures computed)'),
  key: z.string().describe('canteenId:YYYY-MM, one per canteen and month'),
  status: z.union([z.literal(0), z.literal(1)]).describe('0 待确认 (computed figures) · 1 已确认'),
  canteenId: z.string(),
  canteenName: z.string(),
  month: z.string().describe('YYYY-MM'),
  mealsServed: z.number().int(),
  headCount: z.number().int(),
  ingredientCost: z.number().describe('yuan'),
  mealFeeRevenue: z.number().describe('yuan'),
  costPerMeal: z.number().nullable().describe('yuan; null without meals served'),
  foodRatio: z.number().nullable().describe('percent, one decimal; null without revenue'),
  remark: z.string(),
  version: z.number().int(),
  updateTime: z.string(),
  updatedBy: z.string(),
});

/** A saved state of an entry. */
export const CostHistory = z.object({
  version: z.number().int(),
  changedAt: z.string(),
  changedBy: z.string(),
  reason: z.string().describe('why a figure differs from the computed or the confirmed one; empty when none did'),
  snapshot: z.object({
    mealsServed: z.number().int(),
    headCount: z.number().int(),
    ingredientCost: z.number(),
    mealFeeRevenue: z.number(),
    remark: z.string(),
  }),
});

export const CostCanteen = z.object({ id: z.string(), name: z.string(), schoolName: z.string() });

/** A canteen-month's figures as computed from its acceptances and consumptions (yuan). */
export const CostComputed = z.object({
  mealsServed: z.number().int(),
  headCount: z.number().int(),
  ingredientCost: z.number().describe('yuan'),
  mealFeeRevenue: z.number().describe('yuan'),
});
