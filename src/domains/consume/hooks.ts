import { useSWRConfig } from 'swr';
import { consumeKeys } from './queries';

/** After a write: every list and summary of this domain (and the diners' balances). */
export function useRefreshConsume() {
  const { mutate } = useSWRConfig();
  return () => void mutate(consumeKeys.written);
}
