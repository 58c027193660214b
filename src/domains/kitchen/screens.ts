// The kitchen domain's screens (src/app/screens.ts collects every domain's): 明厨亮灶告警 — the kitchen cameras'
// alerts of the caller's canteens, acknowledged by the canteen (docs/product-rules.md#kitchen-alerts).
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const kitchenScreens: ScreenDescriptor[] = [
  {
    path: '/shengchan/kitchenAlert/index',
    buttons: ['kitchen_alert_ack'],
    load: () => import('./pages/alert-page').then((m) => m.KitchenAlertPage),
  },
];
