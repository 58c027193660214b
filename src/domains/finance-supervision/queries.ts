// 财务监管's SWR keys: a month's warnings, the thresholds, a school's vouchers by page, 伙食费收支 by its filters, its
// balance and a subject's ledger, and the name of its CRUD list.
import { keyFamily } from '../../lib/swr-keys';

const family = keyFamily<
  | ['thresholds']
  | ['vouchers', bookId: string, current: number]
  | ['meal-fee', filters: Record<string, string>]
  | ['balance', bookId: string, from: string, to: string]
  | ['ledger', bookId: string, subjectId: string, from: string, to: string]
>('finance-supervision');

/** A month's warnings: their own family, so a threshold saved refreshes every month's. */
const indicators = keyFamily<[month: string]>('finance-supervision-indicators');

/** The CRUD lists' names (their keys are `crud` · name · query). */
export const FINANCE_SUPERVISION_LISTS = { books: 'finance-supervision-books' } as const;

export const financeSupervisionKeys = {
  indicators: (month: string) => indicators.key(month),
  /** Whether a key is one month's warnings. */
  isIndicators: indicators.matches,
  vouchers: (bookId: string, current: number) => family.key('vouchers', bookId, current),
  thresholds: family.key('thresholds'),
  mealFee: (filters: Record<string, string>) => family.key('meal-fee', filters),
  balance: (bookId: string, from: string, to: string) => family.key('balance', bookId, from, to),
  ledger: (bookId: string, subjectId: string, from: string, to: string) => family.key('ledger', bookId, subjectId, from, to),
};
