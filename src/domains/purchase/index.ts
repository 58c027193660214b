// What the other domains use of the canteen's purchasing: the order as a record (销售订单 reads the same order from
// the supplier's side), its state codes, the delivery note's and the quotes' (商品报价, the supplier's; reviewed in 商品库).
export { DELIVERY, formatQty, ORDER, QUOTE, QUOTE_COLOR } from './format';
export type { Order, OrderDetail, OrderLine } from './types';
