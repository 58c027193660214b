import useSWR, { useSWRConfig } from 'swr';
import { useAccess } from '../../components/use-access';
import { USER_TYPE } from '../../session';
import { fetchBatches, fetchCatalogue, fetchStockGoods, fetchWarehouses } from './api';
import { purchaseKeys } from './queries';

/** After a write (an order, an inspection, a movement): every read and list of this domain. */
export function useRefreshPurchase() {
  const { mutate } = useSWRConfig();
  return () => void mutate(purchaseKeys.written);
}

/**
 * Whether the user keeps a canteen's records (the server's supply.write: a canteen's staff at its canteen). The
 * school and the supervisors read; their screens show no write action, whatever buttons their role holds.
 */
export const useKeeper = (): boolean => useAccess().userType === USER_TYPE.canteen;

/** Whether the user approves its school's quotes (the server's supply.approveQuote: a school's user). */
export const useQuoteApprover = (): boolean => useAccess().userType === USER_TYPE.school;

/** The goods a canteen may hold (期初入库's choice; none asked until its dialog opens). */
export const useStockGoods = (enabled: boolean) => useSWR(enabled ? purchaseKeys.stockGoods : null, fetchStockGoods);
/** The warehouses the caller reads, for a filter or a choice (仓库设置 keeps them). */
export const useWarehouses = (enabled = true) => useSWR(enabled ? purchaseKeys.warehouses : null, fetchWarehouses);

/** What the canteen may order on a day (none asked without a day, or for a non-keeper). */
export const useCatalogue = (deliveryDate: string | undefined, enabled = true) =>
  useSWR(enabled ? purchaseKeys.catalogue(deliveryDate ?? '') : null, () => fetchCatalogue(deliveryDate || undefined));

/** The batches on hand in the canteens the user reads. */
export const useBatches = () => useSWR(purchaseKeys.batches, () => fetchBatches());
