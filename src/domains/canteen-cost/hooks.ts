import useSWR from 'swr';
import { fetchCanteens, fetchCostHistory } from './api';

export const costKeys = {
  all: ['canteen-cost'] as const,
  /** Every key of the cost entry's own data (canteens, history; the list is a CRUD list, `crud` · `cost`). */
  matches: (key: unknown) => Array.isArray(key) && key[0] === 'canteen-cost',
  canteens: ['canteen-cost', 'canteens'] as const,
  history: (id: string) => ['canteen-cost', 'history', id] as const,
};

export const useCanteens = () => useSWR(costKeys.canteens, fetchCanteens);
export const useCostHistory = (id: string | undefined) => useSWR(id ? costKeys.history(id) : null, () => fetchCostHistory(id!));
