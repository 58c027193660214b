// What the other domains use of the canteen's purchasing: the order as a record (销售订单 reads the same order from
// the supplier's side), its state codes and the delivery note's.
export { DELIVERY, ORDER } from './format';
export type { Order, OrderDetail, OrderLine } from './types';
