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

/** 商品报价: supply_quote.status 0 待审核 · 1 已批准 · 2 已驳回 · 3 已撤回 */
export interface Quote {
  id: string;
  quoteNo: string;
  supplierId: string;
  supplierName: string;
  schoolId: string;
  schoolName: string;
  goodsCode: string;
  goodsName: string;
  unit: string;
  baseUnit: string;
  /** fen per kg, L or 个 */
  unitPrice: number;
  validFrom: string;
  validTo: string;
  remark: string;
  status: number;
  rejectReason: string;
  reviewName: string;
  reviewTime: string | null;
  createTime: string;
  /** its period has ended */
  lapsed: boolean;
}

export interface QuoteOptions {
  schools: { id: string; name: string }[];
  goods: { code: string; name: string; unit: string; baseUnit: string }[];
}

/** What the new-quote dialog sends: the price in fen. */
export interface QuoteBody {
  schoolId: string;
  goodsCode: string;
  unitPrice: number;
  validFrom: string;
  validTo: string;
  remark: string;
}
