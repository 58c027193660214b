import useSWR, { useSWRConfig } from 'swr';
import { fetchKitchenCanteens } from './api';
import { kitchenKeys } from './queries';

/** The canteens whose kitchen alerts the caller reads. */
export const useKitchenCanteens = () => useSWR(kitchenKeys.canteens, fetchKitchenCanteens);

/** After an acknowledgement: every read of this domain. */
export function useRefreshKitchen() {
  const { mutate } = useSWRConfig();
  return () => void mutate(kitchenKeys.matches);
}
