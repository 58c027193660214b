import { prefetch } from '../../src/lib/prefetch';
import { pollInterval, wallSettings } from './settings';
import type { ScreenId } from './types';
import { statisticsFetcher, statisticsKey } from './use-statistics';

/**
 * Asks for a screen's figures while its page and the chart library load: the query a screen opens with at an
 * address with this query string (this month; `?school=` narrows it, `?pollMs=` sets the interval), as
 * ScreenView asks it.
 */
export function prefetchStatistics(screen: ScreenId, search: string): void {
  const query = { schoolId: new URLSearchParams(search).get('school') || undefined };
  prefetch(statisticsKey(screen, query), statisticsFetcher(screen, query, pollInterval(search, wallSettings.pollSeconds)));
}
