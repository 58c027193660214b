import useSWR from 'swr';
import { fetchDiners, fetchMeals, fetchOverview, fetchRanking } from './api';
import { supplyKeys } from './queries';
import type { SupplyFilters } from './types';

export const useOverview = () => useSWR(supplyKeys.overview, fetchOverview);
export const useDiners = (filters: SupplyFilters) => useSWR(supplyKeys.diners(filters), () => fetchDiners(filters), { keepPreviousData: true });
export const useMeals = (filters: SupplyFilters) => useSWR(supplyKeys.meals(filters), () => fetchMeals(filters), { keepPreviousData: true });
export const useRanking = (filters: SupplyFilters) => useSWR(supplyKeys.ranking(filters), () => fetchRanking(filters), { keepPreviousData: true });
