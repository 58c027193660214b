import useSWR from 'swr';
import { fetchDeliverySummary, fetchTransactions } from './api';
import { merchantKeys } from './queries';

/** 配送监管's counts for the list's filters (its kind of finding left out: the counts are of every kind). */
export function useDeliverySummary(filters: Record<string, string>) {
  return useSWR(merchantKeys.deliverySummary(filters), () => fetchDeliverySummary(filters), { keepPreviousData: true });
}

/** 交易统计's figures for the chosen months, school and supplier. */
export function useTransactions(filters: Record<string, string>) {
  return useSWR(merchantKeys.transactions(filters), () => fetchTransactions(filters), { keepPreviousData: true });
}
