import useSWR from 'swr';
import { fetchBalance, fetchBooks, fetchLedger, fetchNextNumber, fetchPeriods, fetchSubjectTree, fetchVoucher } from './api';
import { financeKeys } from './queries';
import type { VoucherWord } from './types';

export const useBooks = () => useSWR(financeKeys.books, fetchBooks);
export const useSubjectTree = (bookId: string | undefined) => useSWR(bookId ? financeKeys.subjects(bookId) : null, () => fetchSubjectTree(bookId!));
export const usePeriods = (bookId: string | undefined) => useSWR(bookId ? financeKeys.periods(bookId) : null, () => fetchPeriods(bookId!));
export const useVoucher = (id: string | undefined) => useSWR(id ? financeKeys.voucher(id) : null, () => fetchVoucher(id!));
export const useNextNumber = (bookId: string | undefined, date: string | undefined, word: VoucherWord) =>
  useSWR(bookId && date ? financeKeys.next(bookId, date, word) : null, () => fetchNextNumber(bookId!, date!, word), { shouldRetryOnError: false });
export const useLedger = (bookId: string | undefined, subjectId: string | undefined, from: string, to: string) =>
  useSWR(bookId && subjectId && from && to ? financeKeys.ledger(bookId, subjectId, from, to) : null, () => fetchLedger(bookId!, subjectId!, from, to));
export const useBalance = (bookId: string | undefined, from: string, to: string) =>
  useSWR(bookId && from && to ? financeKeys.balance(bookId, from, to) : null, () => fetchBalance(bookId!, from, to));
