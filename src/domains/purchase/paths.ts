// Every call of the purchase domain (采购订单, 收货验收, 商品库, 入库 / 出库管理, 库存查询, 库存盘点), in one table: the
// organisation's backend may serve them elsewhere, and remapping a path is a change here only (docs/contract.md,
// docs/product-rules.md#supply-chain).
const SUPPLY = '/api/rabbit-supply';

export const PURCHASE_PATHS = {
  catalogue: `${SUPPLY}/catalogue`,
  orderSubmit: `${SUPPLY}/order/submit`,
  orderSend: `${SUPPLY}/order/send`,
  orderCancel: `${SUPPLY}/order/cancel`,
  orderClose: `${SUPPLY}/order/close`,
  orderList: `${SUPPLY}/order/list`,
  orderDetail: `${SUPPLY}/order/detail`,
  deliveryDetail: `${SUPPLY}/delivery/detail`,
  acceptanceSubmit: `${SUPPLY}/acceptance/submit`,
  acceptanceList: `${SUPPLY}/acceptance/list`,
  stockList: `${SUPPLY}/stock/list`,
  stockLedger: `${SUPPLY}/stock/ledger`,
  stockSuggest: `${SUPPLY}/stock/suggest`,
  stockIssue: `${SUPPLY}/stock/issue`,
  stockLoss: `${SUPPLY}/stock/loss`,
  stockMovements: `${SUPPLY}/stock/movements`,
  stocktakeOpen: `${SUPPLY}/stocktake/open`,
  stocktakeSubmit: `${SUPPLY}/stocktake/submit`,
  stocktakeList: `${SUPPLY}/stocktake/list`,
  // 采购计划 and 仓库设置
  planList: `${SUPPLY}/plan/list`,
  planDetail: `${SUPPLY}/plan/detail`,
  planSubmit: `${SUPPLY}/plan/submit`,
  planSend: `${SUPPLY}/plan/send`,
  planApprove: `${SUPPLY}/plan/approve`,
  planReturn: `${SUPPLY}/plan/return`,
  planVoid: `${SUPPLY}/plan/void`,
  planOrder: `${SUPPLY}/plan/order`,
  warehouseList: `${SUPPLY}/warehouse/list`,
  warehouseSubmit: `${SUPPLY}/warehouse/submit`,
  warehouseEnable: `${SUPPLY}/warehouse/enable`,
  // 期初入库 (入库管理) and 商品报价's review by the school (商品库's 待审报价)
  stockGoods: `${SUPPLY}/stock/goods`,
  stockOpening: `${SUPPLY}/stock/opening`,
  quoteList: `${SUPPLY}/quote/list`,
  quoteApprove: `${SUPPLY}/quote/approve`,
  quoteReject: `${SUPPLY}/quote/reject`,
} as const;
