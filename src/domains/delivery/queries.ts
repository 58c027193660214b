// 配送单, 配送跟踪, 车辆管理, 配送人员, 冷链温控's SWR keys, and their CRUD lists (`crud` · `delivery…`, `vehicle`, `driver`).
import { crudListsWhere } from '../../components/crud';
import { keyFamily } from '../../lib/swr-keys';

const delivery = keyFamily<['detail', id: string] | ['all'] | ['vehicles'] | ['drivers'] | ['confirmed-orders']>('delivery');
const ourLists = crudListsWhere((name) => /^(delivery|vehicle|driver|coldChain)/.test(name));

export const deliveryKeys = {
  detail: (id: string) => delivery.key('detail', id),
  all: delivery.key('all'),
  vehicles: delivery.key('vehicles'),
  drivers: delivery.key('drivers'),
  confirmedOrders: delivery.key('confirmed-orders'),
  /** Every read of this domain, its lists included. */
  matches: (key: unknown) => delivery.matches(key) || ourLists(key),
};
