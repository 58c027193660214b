// The ledgers' SWR keys: a record's detail, 今日, the pickers' options, and the CRUD lists (`crud` · `ledger-<code>`,
// `ledger-completeness`).
import { crudListsWhere } from '../../components/crud';
import { keyFamily } from '../../lib/swr-keys';

const ledgers = keyFamily<
  | ['detail', code: string, id: string]
  | ['today', canteenId: string, day: string]
  | ['people']
  | ['dishes', meal: number]
  | ['issues', meal: number]
  | ['additiveKeepers']
  | ['batches']
  | ['devices']
>('ledgers');
const ourLists = crudListsWhere((name) => name.startsWith('ledger-'));

export const ledgerKeys = {
  detail: (code: string, id: string) => ledgers.key('detail', code, id),
  today: (canteenId: string, day: string) => ledgers.key('today', canteenId, day),
  people: ledgers.key('people'),
  dishes: (meal: number) => ledgers.key('dishes', meal),
  issues: (meal: number) => ledgers.key('issues', meal),
  additiveKeepers: ledgers.key('additiveKeepers'),
  batches: ledgers.key('batches'),
  devices: ledgers.key('devices'),
  /** The list of a ledger (the CRUD pattern's name). */
  list: (code: string) => `ledger-${code}`,
  /** What a record's write may change: every read and list of this domain. */
  written: (key: unknown) => ledgers.matches(key) || ourLists(key),
};
