// 明厨亮灶告警's SWR keys: the canteens of the filter, and the name of its CRUD list (`crud` · `kitchen-alerts`).
import { crudListsWhere } from '../../components/crud';
import { keyFamily, statisticsKeys } from '../../lib/swr-keys';

const kitchen = keyFamily<['canteens']>('kitchen');

/** The CRUD lists' names (their keys are `crud` · name · query). */
export const KITCHEN_LISTS = { alerts: 'kitchen-alerts' } as const;
const ourLists = crudListsWhere((name) => name === KITCHEN_LISTS.alerts);

export const kitchenKeys = {
  canteens: kitchen.key('canteens'),
  /** Every read of this domain, its list included, and the 明厨亮灶 wall's figures (its handled count). */
  matches: (key: unknown) => kitchen.matches(key) || ourLists(key) || (statisticsKeys.matches(key) && (key as unknown[])[1] === 'kitchen'),
};
