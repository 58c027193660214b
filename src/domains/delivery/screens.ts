// The delivery domain's screens (src/app/screens.ts collects every domain's): 配送单, 配送跟踪, 车辆管理, 配送人员 and
// 冷链温控 — a supplier's deliveries with their cold chain (docs/product-rules.md#supply-chain).
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const deliveryScreens: ScreenDescriptor[] = [
  {
    path: '/peisong/order/index',
    serves: ['supplier'],
    buttons: ['delivery_add', 'delivery_confirm'],
    load: () => import('./pages/delivery-order-page').then((m) => m.DeliveryOrderPage),
  },
  { path: '/peisong/track/index', serves: ['supplier'], load: () => import('./pages/track-page').then((m) => m.DeliveryTrackPage) },
  { path: '/peisong/vehicle/index', serves: ['supplier'], load: () => import('./pages/vehicle-page').then((m) => m.VehiclePage) },
  { path: '/peisong/driver/index', serves: ['supplier'], load: () => import('./pages/driver-page').then((m) => m.DriverPage) },
  { path: '/peisong/coldChain/index', serves: ['supplier'], load: () => import('./pages/cold-chain-page').then((m) => m.ColdChainPage) },
];
