import { useSWRConfig } from 'swr';
import { workbenchKeys } from '../workbench';
import { workPersonnelKeys } from './queries';

/**
 * After a person is saved or removed: this domain's figures (morning check, counts, certificates) and the 待办提醒
 * count of certificates, which the server computes from the same people.
 */
export function useRefreshAfterWrite() {
  const { mutate } = useSWRConfig();
  return () => {
    void mutate(workPersonnelKeys.matches);
    void mutate(workbenchKeys.todo);
    void mutate(workbenchKeys.dashboard);
  };
}
