// The six statistics screens as console screens (src/app/screens.ts collects them with the domains'): routes of their
// own under /liancan/zhuanxiangtongji/, whose figures are asked for while the chart library loads.
import type { ScreenDescriptor } from '../src/components/screen-descriptor';
import { prefetchStatistics } from './data/prefetch';
import { SCREEN_IDS } from './data/types';
import { CONSOLE_PATHS, statisticsPages } from './registry';

export const statisticsScreens: ScreenDescriptor[] = SCREEN_IDS.map((id) => ({
  path: CONSOLE_PATHS[id],
  ownRoute: true,
  load: statisticsPages[CONSOLE_PATHS[id]],
  prefetch: (search: string) => prefetchStatistics(id, search),
}));
