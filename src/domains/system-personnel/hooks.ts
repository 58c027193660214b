import useSWR, { useSWRConfig } from 'swr';
import { fetchMealCategories } from './api';
import { systemPersonnelKeys } from './queries';

/** The meal plans of the caller's schools (of `schoolId` when given). */
export const useMealCategories = (schoolId?: string) => useSWR(systemPersonnelKeys.mealCategories(schoolId ?? ''), () => fetchMealCategories(schoolId));

/** After a write: every list of this domain (people, cards, wallets). */
export function useRefreshDiners() {
  const { mutate } = useSWRConfig();
  return () => void mutate(systemPersonnelKeys.withLists);
}
