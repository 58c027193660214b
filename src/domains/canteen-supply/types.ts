// 食堂供餐's figures as the server answers them (server/modules/canteen-supply/answers.ts): counts of meals (消费 not
// reversed) and of distinct diners.
import type { Page } from '../../lib/http';

/** The 餐别 in their order: 早餐, 午餐, 晚餐, 夜宵. */
export const MEALS = ['breakfast', 'lunch', 'dinner', 'supper'] as const;
export type MealKey = (typeof MEALS)[number];
/** The kinds of diner in their order: 教师, 学生, 职工. */
export const DINER_KINDS = ['teachers', 'students', 'staff'] as const;
export type DinerKind = (typeof DINER_KINDS)[number];
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

export interface Diners {
  diners: number;
  teachers: number;
  students: number;
  staff: number;
}
export type DinerRow = Named & Diners & { period: string };
export interface DinerFigures {
  first: string;
  last: string;
  by: 'day' | 'month';
  /** Each period with diners, oldest first: the canteens' diners summed. */
  series: (Diners & { period: string })[];
  /** The canteen-periods, newest first. */
  page: Page<DinerRow>;
}

export type MealRow = Named & { day: string; meals: ByMeal };
export interface MealFigures {
  first: string;
  last: string;
  /** Each day with meals over the canteens, oldest first. */
  days: { day: string; meals: ByMeal }[];
  /** The canteen-days, newest first. */
  page: Page<MealRow>;
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

/** A screen's filters as sent: canteenId, startDate, endDate (YYYY-MM-DD), by (day | month); current and size for a page. */
export type SupplyFilters = Record<string, string>;
