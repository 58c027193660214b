import useSWR from 'swr';
import { fetchBidding, fetchEvaluationProgress, fetchOpening, fetchScoringBids, fetchShortList } from '../../api';
import { reviewKeys } from '../../queries';

/**
 * What the scoring page reads: the tender (score items, price weight), the panel's matrix, the opening record, the
 * line quotes and — for each bidder's documents — the sign-ups, matched to the bids by supplier name (the opening
 * record names no sign-up).
 */
export function useScoring(id: string) {
  const detail = useSWR(id ? reviewKeys.of('detail', id) : null, () => fetchBidding(id));
  const progress = useSWR(id ? reviewKeys.of('evaluation-progress', id) : null, () => fetchEvaluationProgress(id));
  const opening = useSWR(id ? reviewKeys.of('opening', id) : null, () => fetchOpening(id));
  const quotes = useSWR(id ? reviewKeys.of('scoring-bids', id) : null, () => fetchScoringBids(id));
  const shortId = detail.data?.shortId;
  const signUps = useSWR(shortId ? reviewKeys.shortList(shortId) : null, () => fetchShortList(shortId!));
  const parts = [detail, progress, opening, quotes];
  return {
    detail: detail.data,
    progress: progress.data,
    opening: opening.data,
    quotes: quotes.data,
    signUpOf: (supplierName: string) => signUps.data?.find((row) => row.supplierName === supplierName)?.id,
    isLoading: parts.some((part) => part.isLoading),
    error: parts.map((part) => part.error as unknown).find(Boolean),
    retry: () => parts.forEach((part) => void part.mutate()),
    refresh: () => Promise.all([progress.mutate(), detail.mutate()]),
  };
}
