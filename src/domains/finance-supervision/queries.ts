// 财务监管's SWR keys: a month's warnings, the thresholds, 伙食费收支 by its filters, a school's balance and a
// subject's ledger, and the names of its CRUD lists.
import { keyFamily } from '../../lib/swr-keys';

const family = keyFamily<
  | ['indicators', month: string]
  | ['thresholds']
  | ['meal-fee', filters: Record<string, string>]
  | ['balance', bookId: string, from: string, to: string]
  | ['ledger', bookId: string, subjectId: string, from: string, to: string]
>('finance-supervision');

/** The CRUD lists' names (their keys are `crud` · name · query). */
export const FINANCE_SUPERVISION_LISTS = { books: 'finance-supervision-books', vouchers: 'finance-supervision-vouchers' } as const;

export const financeSupervisionKeys = {
  indicators: (month: string) => family.key('indicators', month),
  thresholds: family.key('thresholds'),
  mealFee: (filters: Record<string, string>) => family.key('meal-fee', filters),
  balance: (bookId: string, from: string, to: string) => family.key('balance', bookId, from, to),
  ledger: (bookId: string, subjectId: string, from: string, to: string) => family.key('ledger', bookId, subjectId, from, to),
};
