// The finance console's SWR keys: its reads by book, and the voucher list (a CRUD list).
import { crudKeyOf } from '../../components/crud';
import { keyFamily } from '../../lib/swr-keys';

const finance = keyFamily<
  | ['books']
  | ['subjects', bookId: string]
  | ['periods', bookId: string]
  | ['voucher', id: string]
  | ['next', bookId: string, date: string, word: string]
  | ['ledger', bookId: string, subjectId: string, from: string, to: string]
  | ['balance', bookId: string, from: string, to: string]
>('finance');

/** The CRUD list of vouchers. */
export const VOUCHER_LIST = 'finance-voucher';

export const financeKeys = {
  books: finance.key('books'),
  subjects: (bookId: string) => finance.key('subjects', bookId),
  periods: (bookId: string) => finance.key('periods', bookId),
  voucher: (id: string) => finance.key('voucher', id),
  next: (bookId: string, date: string, word: string) => finance.key('next', bookId, date, word),
  ledger: (bookId: string, subjectId: string, from: string, to: string) => finance.key('ledger', bookId, subjectId, from, to),
  balance: (bookId: string, from: string, to: string) => finance.key('balance', bookId, from, to),
  /** What a voucher write changes: the lists, the vouchers, the numbers, the ledgers and the periods' counts. */
  vouchersChanged: (key: unknown) => crudKeyOf(VOUCHER_LIST)(key) || (finance.matches(key) && (key as unknown[])[1] !== 'books'),
  /** Every finance key but the books. */
  matches: finance.matches,
};
