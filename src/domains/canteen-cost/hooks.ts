import useSWR from 'swr';
import { fetchCanteens, fetchComputed, fetchCostHistory } from './api';
import { costKeys } from './queries';

export const useCanteens = () => useSWR(costKeys.canteens, fetchCanteens);
export const useCostHistory = (id: string | undefined) => useSWR(id ? costKeys.history(id) : null, () => fetchCostHistory(id!));
/** The month's computed figures, once a canteen and a month are chosen. */
export const useComputed = (canteenId: string | undefined, month: string | undefined) =>
  useSWR(canteenId && month ? costKeys.computed(canteenId, month) : null, () => fetchComputed(canteenId!, month!));
