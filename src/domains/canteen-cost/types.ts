/**
 * A canteen-month of 食堂数据填报 as the list shows it: `id` is the row's own key (canteenId:YYYY-MM), `entryId` the
 * confirmed entry's id, null while the month is not confirmed and its figures are the computed ones (status 0).
 */
export interface CostEntry {
  id: string;
  entryId: string | null;
  /** 0 待确认 (computed from acceptances and consumptions) · 1 已确认 */
  status: 0 | 1;
  canteenId: string;
  canteenName: string;
  month: string;
  mealsServed: number;
  headCount: number;
  ingredientCost: number;
  mealFeeRevenue: number;
  costPerMeal: number | null;
  foodRatio: number | null;
  remark: string;
  version: number;
  updateTime: string;
  updatedBy: string;
}

export interface CostInput {
  id?: string;
  canteenId: string;
  month: string;
  mealsServed: number;
  headCount: number;
  ingredientCost: number;
  mealFeeRevenue: number;
  remark: string;
  /** Why a figure differs from the computed one (confirming) or the confirmed one (changing). */
  reason?: string;
  version?: number;
}

/** A canteen-month's figures computed from its acceptances and consumptions (yuan). */
export interface CostFigures {
  mealsServed: number;
  headCount: number;
  ingredientCost: number;
  mealFeeRevenue: number;
}

export interface Canteen {
  id: string;
  name: string;
  schoolName: string;
}

export interface CostVersion {
  version: number;
  changedAt: string;
  changedBy: string;
  reason: string;
  snapshot: Partial<CostInput>;
}

export interface CostQuery {
  canteenId?: string;
  status?: string;
  current: number;
  size: number;
}
