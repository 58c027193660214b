import useSWR from 'swr';
import { fetchLinks, fetchPrices, fetchRecipes, fetchSchools, fetchSurveyResult } from './api';
import { disclosureKeys } from './queries';

export const useSchools = () => useSWR(disclosureKeys.schools, fetchSchools);
export const usePrices = (schoolId: string | undefined) => useSWR(schoolId ? disclosureKeys.prices(schoolId) : null, () => fetchPrices(schoolId!));
export const useRecipes = (schoolId: string | undefined) => useSWR(schoolId ? disclosureKeys.recipes(schoolId) : null, () => fetchRecipes(schoolId!));
export const useLinks = () => useSWR(disclosureKeys.links, fetchLinks);
export const useSurveyResult = (id: string | undefined, schoolId = '') =>
  useSWR(id ? disclosureKeys.result(id, schoolId) : null, () => fetchSurveyResult(id!, schoolId || undefined));
