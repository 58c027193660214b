// 付款登记's screen (src/app/screens.ts collects every domain's): a menu leaf under 凭证管理.
import type { ScreenDescriptor } from '../../../components/screen-descriptor';

export const financeDraftScreens: ScreenDescriptor[] = [
  {
    path: '/finance/payment/index',
    buttons: ['payment_add', 'payment_delete'],
    load: () => import('../payments/payment-page').then((m) => m.PaymentPage),
  },
];
