// The purchase screens' SWR keys: the catalogue of a day, an order, its delivery and inspections, the batches on hand,
// a batch's ledger, and the CRUD lists (`crud` · `purchase-…`).
import { crudListsWhere } from '../../components/crud';
import { keyFamily } from '../../lib/swr-keys';

const purchase = keyFamily<
  | ['catalogue', deliveryDate: string]
  | ['order', id: string]
  | ['delivery', id: string]
  | ['acceptances', orderId: string]
  | ['batches']
  | ['ledger', batchId: string]
  | ['plan', id: string]
  | ['stockGoods']
  | ['warehouses']
>('purchase');
const ourLists = crudListsWhere((name) => name.startsWith('purchase-'));

export const purchaseKeys = {
  catalogue: (deliveryDate: string) => purchase.key('catalogue', deliveryDate),
  order: (id: string) => purchase.key('order', id),
  delivery: (id: string) => purchase.key('delivery', id),
  acceptances: (orderId: string) => purchase.key('acceptances', orderId),
  batches: purchase.key('batches'),
  ledger: (batchId: string) => purchase.key('ledger', batchId),
  plan: (id: string) => purchase.key('plan', id),
  stockGoods: purchase.key('stockGoods'),
  warehouses: purchase.key('warehouses'),
  /** What a write of the chain may change: every read and list of this domain. */
  written: (key: unknown) => purchase.matches(key) || ourLists(key),
};
