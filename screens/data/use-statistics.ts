import useSWR from 'swr';
import { fetchStatistics, type StatisticsQuery } from './api';
import type { ScreenId, Statistics } from './types';
import { missingCallOf } from '../../src/lib/http';
import { statisticsKeys } from '../../src/lib/swr-keys';

export const statisticsKey = (screen: ScreenId, query: StatisticsQuery) => statisticsKeys.key(screen, query.month ?? '', query.schoolId ?? '');

export interface StatisticsState {
  data: Statistics | undefined;
  /** When the data on screen arrived (ms); set only by successful polls. */
  receivedAt: number | undefined;
  /** The last poll failed: the data on screen is the last good one. */
  stale: boolean;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

interface Received {
  stats: Statistics;
  at: number;
}

/**
 * One screen's figures as the hook keeps them (with the time they arrived), asked with a timeout that ends before
 * the next poll is due. Also the screens' `prefetch` (./prefetch.ts), so the page takes that request as its own.
 */
export const statisticsFetcher = (screen: ScreenId, query: StatisticsQuery, intervalMs: number) => {
  const timeout = Math.max(100, Math.min(intervalMs - 100, 20_000));
  return async (): Promise<Received> => ({ stats: await fetchStatistics(screen, query, timeout), at: Date.now() });
};

/**
 * Polls one screen's figures (docs/big-screen.md#data): every `intervalMs` while the page is visible, at
 * once on return; a request times out before the next poll is due; after a failure the last good data
 * stays and the retry comes at the polling interval — SWR's own retry backs off to ~20 minutes, and its
 * polling skips a key that holds an error, so both are overridden here.
 */
export function useStatistics(screen: ScreenId, query: StatisticsQuery, intervalMs: number): StatisticsState {
  const { data, error, isLoading, mutate } = useSWR<Received>(statisticsKey(screen, query), statisticsFetcher(screen, query, intervalMs), {
      refreshInterval: intervalMs,
      refreshWhenHidden: false,
      // A wall's network is judged by its requests, not by navigator.onLine (often wrong on intranets).
      refreshWhenOffline: true,
      revalidateOnFocus: true,
      focusThrottleInterval: Math.min(5_000, intervalMs),
      dedupingInterval: Math.min(2_000, intervalMs / 2),
      keepPreviousData: true,
      shouldRetryOnError: true,
      onErrorRetry: (error, _key, config, revalidate, options) => {
        // a backend without the statistics call will not grow one by being asked again
        if (missingCallOf(error)) return;
        if (config.isVisible()) setTimeout(() => void revalidate(options), intervalMs);
      },
    },
  );
  return {
    data: data?.stats,
    receivedAt: data?.at,
    stale: Boolean(error) && data !== undefined,
    loading: isLoading && data === undefined,
    error,
    retry: () => void mutate(),
  };
}
