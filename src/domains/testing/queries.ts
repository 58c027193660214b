// The testing screens' SWR keys: the choices of a report (batches, suppliers) and the CRUD lists (`crud` · `testing-…`).
import { crudListsWhere } from '../../components/crud';
import { keyFamily } from '../../lib/swr-keys';

const testing = keyFamily<['batches'] | ['suppliers']>('testing');
const ourLists = crudListsWhere((name) => name.startsWith('testing-'));

export const testingKeys = {
  batches: testing.key('batches'),
  suppliers: testing.key('suppliers'),
  /** What a write of this domain may change: its choices and lists. */
  written: (key: unknown) => testing.matches(key) || ourLists(key),
};
