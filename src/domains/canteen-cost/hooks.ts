import useSWR from 'swr';
import { fetchCanteens, fetchCostHistory, fetchCostPage } from './api';
import type { CostQuery } from './types';

export const costKeys = {
  all: ['canteen-cost'] as const,
  /** Every key of the cost entry (list, canteens, history). */
  matches: (key: unknown) => Array.isArray(key) && key[0] === 'canteen-cost',
  canteens: ['canteen-cost', 'canteens'] as const,
  page: (query: CostQuery) => ['canteen-cost', 'page', query.canteenId ?? '', query.current, query.size] as const,
  history: (id: string) => ['canteen-cost', 'history', id] as const,
};

export const useCanteens = () => useSWR(costKeys.canteens, fetchCanteens);
export const useCostPage = (query: CostQuery) => useSWR(costKeys.page(query), () => fetchCostPage(query), { keepPreviousData: true });
export const useCostHistory = (id: string | undefined) => useSWR(id ? costKeys.history(id) : null, () => fetchCostHistory(id!));
