import { useSWRConfig } from 'swr';

const isOurs = (key: unknown) =>
  Array.isArray(key) && (key[0] === 'consume' || (key[0] === 'crud' && String(key[1]).startsWith('consume-')) || key[0] === 'system-personnel');

/** After a write: every list and summary of this domain (and the diners' balances). */
export function useRefreshConsume() {
  const { mutate } = useSWRConfig();
  return () => void mutate(isOurs);
}
