import useSWR, { useSWRConfig } from 'swr';
import { fetchAllDeliveries, fetchConfirmedOrders, fetchDelivery, fetchDrivers, fetchVehicles } from './api';
import { deliveryKeys } from './queries';

/** After a write: every list and record of this domain. */
export function useRefreshDelivery() {
  const { mutate } = useSWRConfig();
  return () => void mutate(deliveryKeys.matches);
}

/** A delivery note with its readings, asked again every 30 s while shown (the logger keeps reporting). */
export const useDelivery = (id: string | undefined) => useSWR(id ? deliveryKeys.detail(id) : null, () => fetchDelivery(id!), { refreshInterval: 30_000 });

/** Every delivery note, kept live (30 s) while shown: 配送跟踪. */
export const useAllDeliveries = () => useSWR(deliveryKeys.all, () => fetchAllDeliveries(0), { refreshInterval: 30_000 });

export const useVehicles = () => useSWR(deliveryKeys.vehicles, fetchVehicles);
export const useDrivers = () => useSWR(deliveryKeys.drivers, fetchDrivers);
export const useConfirmedOrders = (enabled: boolean) => useSWR(enabled ? deliveryKeys.confirmedOrders : null, fetchConfirmedOrders);
