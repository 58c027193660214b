// The sales domain's records, as /api/rabbit-supply answers them: money in whole fen, quantities in the goods' base
// unit (g, ml or 个), unit prices in fen per kg, L or 个.

export interface SalesOrder {
  id: string;
  orderNo: string;
  canteenId: string;
  canteenName: string;
  supplierId: string;
  supplierName: string;
  deliveryDate: string;
  meal: number;
  emergency: boolean;
  emergencyReason: string;
  status: number;
  totalAmount: number;
  refuseReason: string;
  cancelReason: string;
  createTime: string;
  version: number;
}

export interface SalesOrderLine {
  id: string;
  lineNo: number;
  goodsCode: string;
  goodsName: string;
  baseUnit: string;
  storageClass: number;
  unitPrice: number;
  quantity: number;
  amount: number;
  confirmedQty: number | null;
  accepted: boolean;
}

export interface SalesOrderDetail extends SalesOrder {
  lines: SalesOrderLine[];
  deliveryId: string | null;
}

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
