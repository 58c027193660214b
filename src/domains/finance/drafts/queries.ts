// 生成凭证's and 付款登记's SWR keys.
import { keyFamily } from '../../../lib/swr-keys';

const drafts = keyFamily<['pending', bookId: string] | ['suppliers', bookId: string]>('finance-drafts');

/** The CRUD list of payments. */
export const PAYMENT_LIST = 'finance-payment';

export const draftKeys = {
  pending: (bookId: string) => drafts.key('pending', bookId),
  suppliers: (bookId: string) => drafts.key('suppliers', bookId),
};
