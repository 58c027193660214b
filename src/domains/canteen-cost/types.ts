/** A canteen's monthly cost entry (食堂数据填报), as /api/shian/canteen-cost answers it. */
export interface CostEntry {
  id: string;
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
  version?: number;
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
  snapshot: Partial<CostInput>;
}

export interface CostQuery {
  canteenId?: string;
  current: number;
  size: number;
}
