// 商户配送监管's SWR keys: 配送监管's counts and 交易统计's figures by their filters, and the names of its CRUD lists.
import { keyFamily } from '../../lib/swr-keys';

const merchant = keyFamily<['delivery-summary' | 'transactions', filters: Record<string, string>]>('merchant');

/** The CRUD lists' names (their keys are `crud` · name · query). */
export const MERCHANT_LISTS = { merchants: 'merchant-suppliers', deliveries: 'merchant-deliveries', warnings: 'merchant-warnings' } as const;

export const merchantKeys = {
  deliverySummary: (filters: Record<string, string>) => merchant.key('delivery-summary', filters),
  transactions: (filters: Record<string, string>) => merchant.key('transactions', filters),
};
