import useSWR from 'swr';
import { fetchBalance, fetchIndicators, fetchLedger, fetchMealFee, fetchThresholds } from './api';
import { financeSupervisionKeys as keys } from './queries';

export const useIndicators = (month: string) => useSWR(keys.indicators(month), () => fetchIndicators(month), { keepPreviousData: true });

export const useThresholds = () => useSWR(keys.thresholds, fetchThresholds);

export const useMealFee = (filters: Record<string, string>) => useSWR(keys.mealFee(filters), () => fetchMealFee(filters), { keepPreviousData: true });

export const useBalance = (bookId: string, from: string, to: string) => useSWR(keys.balance(bookId, from, to), () => fetchBalance(bookId, from, to));

export const useLedger = (bookId: string, subjectId: string | undefined, from: string, to: string) =>
  useSWR(subjectId ? keys.ledger(bookId, subjectId, from, to) : null, () => fetchLedger(bookId, subjectId!, from, to));
