// 食堂供餐's figures as the server answers them (server/modules/canteen-supply/answers.ts): counts of meals (消费 not
// reversed) and of distinct diners.

/** The 餐别 in their order: 早餐, 午餐, 晚餐, 夜宵. */
export const MEALS = ['breakfast', 'lunch', 'dinner', 'supper'] as const;
export type MealKey = (typeof MEALS)[number];
/** Meals of each 餐别; total also counts a meal of no 餐别. */
export type ByMeal = Record<MealKey, number> & { total: number };

export interface Named {
  canteenId: string;
  canteenName: string;
  schoolName: string;
}

export interface Period {
  meals: ByMeal;
  diners: number;
}

export interface Overview {
  today: string;
  weekStart: string;
  monthStart: string;
  periods: Record<'today' | 'week' | 'month', Period>;
  trend: { day: string; meals: number; diners: number }[];
  canteens: (Named & { todayMeals: number; monthMeals: number; monthDiners: number })[];
}

export type DinerRow = Named & { period: string; diners: number; teachers: number; students: number; staff: number };
export interface DinerFigures {
  first: string;
  last: string;
  by: 'day' | 'month';
  rows: DinerRow[];
}

export type MealRow = Named & { day: string; meals: ByMeal };
export interface MealFigures {
  first: string;
  last: string;
  rows: MealRow[];
}

export type RankRow = Named & {
  rank: number;
  meals: number;
  diners: number;
  servedDays: number;
  complaintFreeDays: number | null;
  complaintRank: number | null;
};
export interface RankingFigures {
  first: string;
  last: string;
  /** false while no complaint is recorded: complaintFreeDays is then null (暂无投诉数据). */
  complaintData: boolean;
  rows: RankRow[];
}

/** A screen's filters as sent: canteenId, startDate, endDate (YYYY-MM-DD), by (day | month). */
export type SupplyFilters = Record<string, string>;
