import useSWR, { useSWRConfig } from 'swr';
import { workbenchKeys } from '../workbench';
import { fetchOrder, fetchQuoteOptions, fetchStatistics } from './api';
import { salesKeys } from './queries';
import type { SalesGrouping } from './types';

/** After a write: every list and record of this domain, and 待办提醒 (its 待确认订单 and 待确认退货 count these records). */
export function useRefreshSales() {
  const { mutate } = useSWRConfig();
  return () => {
    void mutate(salesKeys.matches);
    void mutate(workbenchKeys.todo);
    void mutate(workbenchKeys.dashboard);
  };
}

/** One order with its lines; none asked without an id. */
export const useSalesOrder = (id: string | undefined) => useSWR(id ? salesKeys.order(id) : null, () => fetchOrder(id!));

export const useSalesStatistics = (by: SalesGrouping, year: number) => useSWR(salesKeys.statistics(by, year), () => fetchStatistics(by, year));

/** 商品报价: the schools the supplier is bound to and the goods it may quote (none asked until the dialog opens). */
export const useQuoteOptions = (enabled: boolean) => useSWR(enabled ? salesKeys.quoteOptions : null, fetchQuoteOptions);
