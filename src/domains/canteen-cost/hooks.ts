import useSWR from 'swr';
import { fetchCanteens, fetchCostHistory } from './api';
import { costKeys } from './queries';

export const useCanteens = () => useSWR(costKeys.canteens, fetchCanteens);
export const useCostHistory = (id: string | undefined) => useSWR(id ? costKeys.history(id) : null, () => fetchCostHistory(id!));
