// 消费's SWR keys: the summaries, the transaction lists (`crud` · `consume-<kind>`), and after a write the diners'
// balances the system-personnel domain shows.
import { crudListsWhere } from '../../components/crud';
import { keyFamily } from '../../lib/swr-keys';
import { systemPersonnelKeys } from '../system-personnel';
import type { TxnKind } from './paths';

const consume = keyFamily<['summary-daily' | 'summary-school', filters: Record<string, string>]>('consume');
const ourLists = crudListsWhere((name) => name.startsWith('consume-'));

/** The list name (CRUD key) of a kind of transaction. */
export const txnListName = (kind: TxnKind) => `consume-${kind}`;

export const consumeKeys = {
  summaryDaily: (filters: Record<string, string>) => consume.key('summary-daily', filters),
  summarySchool: (filters: Record<string, string>) => consume.key('summary-school', filters),
  /** What a wallet write changes: every list and summary of this domain, and the diners' balances. */
  written: (key: unknown) => consume.matches(key) || ourLists(key) || systemPersonnelKeys.matches(key),
};
