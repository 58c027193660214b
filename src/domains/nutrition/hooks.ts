// 营养管理's SWR reads: the food table, the standard, the dishes to pick from, the canteens, the live analysis.
import useSWR from 'swr';
import { keyFamily } from '../../lib/swr-keys';
import { analyzeWeek, fetchAllDishes, fetchAllFoods, fetchCanteens, fetchIntake, fetchRecipe, fetchReport, fetchStandard, type RecipeItem } from './api';

export const nutritionKeys = keyFamily<[kind: string, ...args: unknown[]]>('nutrition');

export const useFoods = () => useSWR(nutritionKeys.key('foods'), fetchAllFoods);
export const useStandard = () => useSWR(nutritionKeys.key('standard'), fetchStandard);
export const useDishes = () => useSWR(nutritionKeys.key('dishes'), fetchAllDishes);
export const useCanteens = () => useSWR(nutritionKeys.key('canteens'), fetchCanteens);
export const useRecipe = (id: string | undefined) => useSWR(id ? nutritionKeys.key('recipe', id) : null, () => fetchRecipe(id!));
/** The week's figures as it is edited: asked again whenever the age group or a dish changes. */
export const useAnalysis = (ageGroup: string, items: RecipeItem[]) =>
  useSWR(nutritionKeys.key('analysis', ageGroup, JSON.stringify(items)), () => analyzeWeek(ageGroup, items), { keepPreviousData: true });
export const useIntake = (from: string, to: string) => useSWR(nutritionKeys.key('intake', from, to), () => fetchIntake(from, to));
export const useReport = (month: string) => useSWR(nutritionKeys.key('report', month), () => fetchReport(month));
