// The sales domain's records, as /api/rabbit-supply answers them: money in whole fen, quantities in the goods' base
// unit (g, ml or 个), unit prices in fen per kg, L or 个.

// The order is the canteen's record (src/domains/purchase), read here from the supplier's side.
export type { Order as SalesOrder, OrderDetail as SalesOrderDetail, OrderLine as SalesOrderLine } from '../purchase';

export interface SalesReturn {
  id: string;
  orderId: string;
  orderNo: string;
  canteenName: string;
  supplierName: string;
  goodsName: string;
  quantity: number;
  reason: string;
  status: number;
  createTime: string;
}

export interface Customer {
  deptId: string;
  deptName: string;
  parentName: string;
  contactName: string;
  contactPhone: string;
  category: string;
  validFrom: string | null;
  validTo: string | null;
  orderCount: number;
  amount: number;
  lastOrderDate: string | null;
}

export type CustomerRow = Customer & { id: string };

export type SalesGrouping = 'month' | 'customer' | 'goods';

export interface SalesRow {
  key: string;
  label: string;
  orders: number;
  amount: number;
}

export interface SalesStatistics {
  by: SalesGrouping;
  rows: SalesRow[];
  orders: number;
  amount: number;
}
