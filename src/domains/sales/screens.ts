// The sales domain's screens (src/app/screens.ts collects every domain's): 销售订单, 商品报价, 退货管理, 客户管理, 销售统计 —
// a supplier's side of the supply chain (docs/product-rules.md#supply-chain).
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const salesScreens: ScreenDescriptor[] = [
  {
    path: '/xiaoshou/order/index',
    serves: ['supplier'],
    buttons: ['sales_order_confirm'],
    load: () => import('./pages/order-page').then((m) => m.SalesOrderPage),
  },
  {
    path: '/xiaoshou/quote/index',
    serves: ['supplier'],
    buttons: ['sales_quote_edit'],
    load: () => import('./pages/quote-page').then((m) => m.SalesQuotePage),
  },
  { path: '/xiaoshou/return/index', serves: ['supplier'], load: () => import('./pages/return-page').then((m) => m.SalesReturnPage) },
  { path: '/xiaoshou/customer/index', serves: ['supplier'], load: () => import('./pages/customer-page').then((m) => m.SalesCustomerPage) },
  { path: '/xiaoshou/statistics/index', serves: ['supplier'], load: () => import('./pages/statistics-page').then((m) => m.SalesStatisticsPage) },
];
