// 营养管理 and 营养分析's calls (/api/shian/nutrition, server/modules/nutrition).
import { http, type Page, type R } from '../../lib/http';

const BASE = '/api/shian/nutrition';

export type Figure = number | 'Tr' | null;
import { AGE_GROUPS, FOOD_KINDS, NUTRIENTS, STANDARD_NUTRIENTS, type Nutrient } from '../../../contract/nutrition';

export { AGE_GROUPS, FOOD_KINDS, NUTRIENTS, STANDARD_NUTRIENTS, type Nutrient };

export interface Food {
  code: string;
  name: string;
  bookName: string;
  bookGroup: string;
  kind: string;
  dark: boolean;
  edible: number | null;
  nutrients: Record<Nutrient, Figure>;
  source: string;
  energyFlag: boolean;
  revision: number;
}
export type FoodPage = Page<Food & { id: string }> & { version: string; coverage: Record<string, number> };

export interface Check {
  nutrient: string;
  value: number;
  target: number | null;
  percent: number | null;
  light: 'green' | 'yellow' | 'red' | 'none';
  missing: string[];
}
export interface Evaluation {
  score: number;
  grade: string;
  reasons: string[];
}
export interface Analysis {
  ageGroup: string;
  foodVersion: string;
  standardVersion: string;
  meals: number[];
  days: { day: number; served: boolean; checks: Check[] }[];
  week: { checks: Check[] };
  evaluation: Evaluation;
}

export interface Dish {
  id: string;
  schoolId: string;
  schoolName: string;
  name: string;
  cookingMethod: string;
  ingredients: { foodCode: string; foodName: string; grams: number }[];
  energy: number;
  protein: number;
  missing: string[];
  version: number;
}
export interface DishValues {
  id?: string;
  version?: number;
  name: string;
  cookingMethod: string;
  ingredients: { foodCode: string; grams: number }[];
}

export interface RecipeItem {
  day: number;
  meal: 1 | 2 | 3;
  dishIds: string[];
}
export interface RecipeRow {
  id: string;
  canteenId: string;
  canteenName: string;
  schoolName: string;
  weekStart: string;
  ageGroup: string;
  status: 0 | 1 | 2;
  publishedAt: string | null;
  dishCount: number;
  version: number;
}
export interface Recipe extends RecipeRow {
  items: { day: number; meal: 1 | 2 | 3; dishes: { id: string; name: string }[] }[];
  analysis: Analysis;
}
export interface RecipeValues {
  id?: string;
  version?: number;
  canteenId: string;
  weekStart: string;
  ageGroup: string;
  items: RecipeItem[];
}
export interface Canteen {
  id: string;
  name: string;
  schoolName: string;
  kept: boolean;
}
export interface Standard {
  name: string;
  version: string;
  revision: number;
  daily: Record<string, { male: Record<string, number | null>; female: Record<string, number | null> }>;
  sources: Record<string, string>;
  revisions: { revision: number; reason: string; createUser: string; createTime: string }[];
}
export interface EvaluationRow {
  id: string;
  schoolName: string;
  canteenName: string;
  weekStart: string;
  ageGroup: string;
  publishedAt: string;
  evaluation: Evaluation;
  checks: Check[];
  foodVersion: string;
  standardVersion: string;
}
export interface IntakeRow {
  schoolId: string;
  schoolName: string;
  ageGroup: string;
  canteens: number;
  days: number;
  checks: Check[];
  standardVersion: string;
}
export interface Report {
  month: string;
  scope: string;
  weeks: number;
  averageScore: number | null;
  versions: string[];
  rows: {
    schoolName: string;
    canteenName: string;
    weekStart: string;
    ageGroup: string;
    score: number;
    grade: string;
    reasons: string[];
    percents: Record<string, number | null>;
  }[];
}

const get = async <T>(path: string, params?: object): Promise<T> => (await http.get<R<T>>(`${BASE}/${path}`, { params })).data.data;
const post = async <T>(path: string, body: unknown): Promise<T> => (await http.post<R<T>>(`${BASE}/${path}`, body, { silent: true })).data.data;

/** A page of foods, each with its code as its id (the lists' key). */
export const fetchFoods = async (query: Record<string, string | number>): Promise<FoodPage> => {
  const page = await get<FoodPage>('food/list', query);
  return { ...page, records: page.records.map((food) => ({ ...food, id: food.code })) };
};
export const fetchAllFoods = () => fetchFoods({ size: 500 });
export const fetchStandard = () => get<Standard>('standard/detail');
/** A food revised (`code`) or added (no code) by the district, with the reason (a new version of the table). */
export interface FoodValues {
  code?: string;
  name: string;
  kind: string;
  dark: boolean;
  edible: number | null;
  nutrients: Partial<Record<Nutrient, Figure>>;
  reason: string;
}
export const saveFood = (values: FoodValues) => post<Food>('food/save', values);
export const saveStandard = (daily: Standard['daily'], reason: string) => post<{ version: string; revision: number }>('standard/save', { daily, reason });
export const fetchDishes = (query: Record<string, string | number>) => get<Page<Dish>>('dish/list', query);
export const fetchAllDishes = () => get<Page<Dish>>('dish/list', { size: 500 });
export const fetchDish = (id: string) => get<Dish>('dish/detail', { id });
export const saveDish = (values: DishValues) => post<Dish>('dish/save', values);
export const removeDish = (dish: Dish) => post<null>('dish/remove', { id: dish.id, version: dish.version });
export const fetchCanteens = () => get<Canteen[]>('canteens');
export const fetchRecipes = (query: Record<string, string | number>) => get<Page<RecipeRow>>('recipe/list', query);
export const fetchRecipe = (id: string) => get<Recipe>('recipe/detail', { id });
export const saveRecipe = (values: RecipeValues) => post<Recipe>('recipe/save', values);
export const publishRecipe = (recipe: Pick<RecipeRow, 'id' | 'version'>) => post<Recipe>('recipe/publish', { id: recipe.id, version: recipe.version });
export const removeRecipe = (recipe: RecipeRow) => post<null>('recipe/remove', { id: recipe.id, version: recipe.version });
export const analyzeWeek = (ageGroup: string, items: RecipeItem[]) => post<Analysis>('recipe/analyze', { ageGroup, items });
export const fetchEvaluations = (query: Record<string, string | number>) => get<Page<EvaluationRow>>('analysis/evaluations', query);
export const fetchIntake = (from: string, to: string) => get<IntakeRow[]>('analysis/intake', { from, to });
export const fetchReport = (month: string) => get<Report>('analysis/report', { month });
export const REPORT_EXPORT = `${BASE}/analysis/report/export`;
