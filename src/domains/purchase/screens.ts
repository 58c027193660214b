// The purchase domain's screens (src/app/screens.ts collects every domain's): 采购仓储's 采购计划, 采购订单, 收货验收, 商品库,
// and 仓储管理's 入库管理, 出库管理, 库存查询, 库存盘点, 仓库设置.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const purchaseScreens: ScreenDescriptor[] = [
  {
    path: '/caigou/plan/index',
    // 删除计划 is the voiding (nothing of the chain is deleted); 修改计划 also submits a plan and orders from it
    buttons: ['purchase_plan_add', 'purchase_plan_edit', 'purchase_plan_delete'],
    load: () => import('./pages/plan-page').then((m) => m.PlanPage),
  },
  {
    path: '/caigou/order/index',
    // 删除订单 is the cancellation (nothing of the chain is deleted), 修改订单 the closing of an inspected order
    buttons: ['purchase_order_add', 'purchase_order_edit', 'purchase_order_delete', 'purchase_order_submit'],
    load: () => import('./pages/order-page').then((m) => m.OrderPage),
  },
  {
    path: '/caigou/acceptance/index',
    buttons: ['purchase_acceptance_add'],
    load: () => import('./pages/acceptance-page').then((m) => m.AcceptancePage),
  },
  { path: '/caigou/goods/index', load: () => import('./pages/goods-page').then((m) => m.GoodsPage) },
  // 入库登记 (opening balances) has no server yet: the accepted inspections' 入库 only
  { path: '/warehouse/in/index', buttons: ['stock_in_add'], load: () => import('./pages/in-page').then((m) => m.InPage) },
  { path: '/warehouse/out/index', buttons: ['stock_out_add'], load: () => import('./pages/out-page').then((m) => m.OutPage) },
  { path: '/warehouse/stock/index', load: () => import('./pages/stock-page').then((m) => m.StockPage) },
  { path: '/warehouse/check/index', buttons: ['stock_check_add'], load: () => import('./pages/check-page').then((m) => m.CheckPage) },
  { path: '/warehouse/setting/index', load: () => import('./pages/warehouse-page').then((m) => m.WarehousePage) },
];
