// Every call of the sales domain (销售订单, 商品报价, 退货管理, 客户管理, 销售统计), in one table (docs/contract.md#calls-by-module,
// the supply module): a supplier's orders received, their confirmation or refusal, its returns, customers and sales.
const SUPPLY = '/api/rabbit-supply';

export const SALES_PATHS = {
  orderList: `${SUPPLY}/order/list`,
  orderDetail: `${SUPPLY}/order/detail`,
  orderConfirm: `${SUPPLY}/order/confirm`,
  orderRefuse: `${SUPPLY}/order/refuse`,
  returnList: `${SUPPLY}/return/list`,
  returnConfirm: `${SUPPLY}/return/confirm`,
  customers: `${SUPPLY}/sales/customers`,
  statistics: `${SUPPLY}/sales/statistics`,
  // 商品报价: the supplier's prices for goods outside every catalogue, which the school approves
  quoteList: `${SUPPLY}/quote/list`,
  quoteOptions: `${SUPPLY}/quote/options`,
  quoteSubmit: `${SUPPLY}/quote/submit`,
  quoteWithdraw: `${SUPPLY}/quote/withdraw`,
} as const;
