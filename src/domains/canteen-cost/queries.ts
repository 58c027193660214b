// 食堂数据填报's SWR keys: its own reads (canteens, history) and its CRUD list.
import { crudKeyOf } from '../../components/crud';
import { keyFamily, statisticsKeys } from '../../lib/swr-keys';

const cost = keyFamily<['canteens'] | ['history', id: string] | ['computed', canteenId: string, month: string]>('canteen-cost');

/** The CRUD list of the entries. */
export const COST_LIST = 'cost';

export const costKeys = {
  canteens: cost.key('canteens'),
  history: (id: string) => cost.key('history', id),
  computed: (canteenId: string, month: string) => cost.key('computed', canteenId, month),
  /** Every key of the cost entry's own data (canteens, history, computed figures). */
  matches: cost.matches,
  /** What a save changes: the list, the history and the statistics screens, which read these figures. */
  saved: (key: unknown) => crudKeyOf(COST_LIST)(key) || cost.matches(key) || statisticsKeys.matches(key),
};
