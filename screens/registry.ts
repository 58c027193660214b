// The six statistics screens: their console paths (docs/product-rules.md#screens-under-the-main-layout) and the
// console pages. Nothing here imports ECharts: the pages' chunk does, when a screen opens.
import type { ComponentType } from 'react';
import { SCREEN_IDS, type ScreenId } from './data/types';

const BASE = '/liancan/zhuanxiangtongji';

export const CONSOLE_PATHS: Record<ScreenId, string> = {
  kitchen: `${BASE}/mingchuliangzhao/index`,
  trace: `${BASE}/shicaisuyuan/index`,
  rice: `${BASE}/damijiage/index`,
  frozen: `${BASE}/lengdongshicai/index`,
  cost: `${BASE}/shicaichengben/index`,
  meal: `${BASE}/shitangpeican/index`,
};

/** The console pages of the screens, for the screen table (src/app/screens.ts). */
export const statisticsPages: Record<string, () => Promise<ComponentType>> = Object.fromEntries(
  SCREEN_IDS.map((id) => [CONSOLE_PATHS[id], () => import('./pages/console-screen').then((module) => module.consoleScreen(id))]),
);
