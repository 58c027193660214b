import useSWR, { useSWRConfig } from 'swr';
import { fetchOrder, fetchStatistics } from './api';
import { salesKeys } from './queries';
import type { SalesGrouping } from './types';

/** After a write: every list and record of this domain. */
export function useRefreshSales() {
  const { mutate } = useSWRConfig();
  return () => void mutate(salesKeys.matches);
}

/** One order with its lines; none asked without an id. */
export const useSalesOrder = (id: string | undefined) => useSWR(id ? salesKeys.order(id) : null, () => fetchOrder(id!));

export const useSalesStatistics = (by: SalesGrouping, year: number) => useSWR(salesKeys.statistics(by, year), () => fetchStatistics(by, year));
