// 系统人员's SWR keys: people's meals, cards and the meal plans, and its CRUD lists (`crud` · `diner…`).
import { crudListsWhere } from '../../components/crud';
import { keyFamily } from '../../lib/swr-keys';

const systemPersonnel = keyFamily<['meals', personId: string] | ['cards', personId: string] | ['meal-categories', schoolId: string]>('system-personnel');
const dinerLists = crudListsWhere((name) => name.startsWith('diner'));

export const systemPersonnelKeys = {
  meals: (personId: string) => systemPersonnel.key('meals', personId),
  cards: (personId: string) => systemPersonnel.key('cards', personId),
  mealCategories: (schoolId: string) => systemPersonnel.key('meal-categories', schoolId),
  /** The people's own reads (meals, cards, meal plans): balances a wallet write changes. */
  matches: systemPersonnel.matches,
  /** Every read of this domain, the diners' lists included (people, cards, wallets). */
  withLists: (key: unknown) => systemPersonnel.matches(key) || dinerLists(key),
};
