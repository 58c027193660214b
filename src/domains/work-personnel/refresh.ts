import { useSWRConfig } from 'swr';
import { workbenchKeys } from '../workbench';

const isOurs = (key: unknown) => Array.isArray(key) && (key[0] === 'work-personnel' || (key[0] === 'crud' && String(key[1]).startsWith('work-')));

/**
 * After a person is saved or removed: this domain's figures (morning check, counts, certificates) and the 待办提醒
 * count of certificates, which the server computes from the same people.
 */
export function useRefreshAfterWrite() {
  const { mutate } = useSWRConfig();
  return () => {
    void mutate(isOurs);
    void mutate(workbenchKeys.todo);
    void mutate(workbenchKeys.dashboard);
  };
}
