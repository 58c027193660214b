// What the other domains use of the canteen's purchasing: the order as a record (销售订单 reads the same order from
// the supplier's side) and its state codes.
export { ORDER } from './format';
export type { Order, OrderDetail, OrderLine } from './types';
