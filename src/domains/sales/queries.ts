// 销售订单, 商品报价, 退货管理, 客户管理, 销售统计's SWR keys, and their CRUD lists (`crud` · `salesOrder`, `salesQuote`, `salesReturn`,
// `salesCustomer`).
import { crudListsWhere } from '../../components/crud';
import { keyFamily } from '../../lib/swr-keys';
import type { SalesGrouping } from './types';

const sales = keyFamily<['order', id: string] | ['statistics', by: SalesGrouping, year: number] | ['quoteOptions']>('sales');
const ourLists = crudListsWhere((name) => /^sales/.test(name));

export const salesKeys = {
  order: (id: string) => sales.key('order', id),
  statistics: (by: SalesGrouping, year: number) => sales.key('statistics', by, year),
  quoteOptions: sales.key('quoteOptions'),
  /** Every read of this domain, its lists included. */
  matches: (key: unknown) => sales.matches(key) || ourLists(key),
};
