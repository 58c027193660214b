// The testing domain's screens (src/app/screens.ts collects every domain's): 检测设备, 检测报告. 快速检测 and 农残检测
// are ledgers of the engine: the ledgers domain draws them from their definitions.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const testingScreens: ScreenDescriptor[] = [
  { path: '/jiance/device/index', load: () => import('./pages/device-page').then((m) => m.DevicePage) },
  { path: '/jiance/report/index', load: () => import('./pages/report-page').then((m) => m.ReportPage) },
];
