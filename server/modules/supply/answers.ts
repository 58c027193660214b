// What the supply-chain routes answer (server/platform/http/answers.ts). Money in integer fen, quantities in the goods'
// base unit (g, ml or 个), unit prices in fen per kg, L or 个, temperatures in °C.
import { z } from 'zod';

/** A goods line the canteen may order from a supplier on a day: the award's catalogue row, or a quote the school approved, and its price. */
export const Orderable = z.object({
  commodityId: z.string().nullable().describe('the catalogue row; null for an approved quote'),
  supplierId: z.string(),
  supplierName: z.string(),
  goodsCode: z.string(),
  goodsName: z.string(),
  unit: z.string(),
  baseUnit: z.string(),
  storageClass: z.number().int(),
  unitPrice: z.number().int().describe('fen per kg, L or 个'),
  validFrom: z.string(),
  validTo: z.string(),
  quoteId: z.string().nullable().describe('the approved quote (商品报价) it is priced from; null for a catalogue row'),
});
export const Catalogue = z.object({ today: z.string().describe('the app clock’s day'), records: z.array(Orderable) });

export const OrderLine = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  goodsCode: z.string(),
  goodsName: z.string(),
  baseUnit: z.string(),
  storageClass: z.number().int(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  amount: z.number().int(),
  confirmedQty: z.number().int().nullable(),
  accepted: z.boolean(),
});

export const Order = z.object({
  id: z.string(),
  orderNo: z.string(),
  canteenId: z.string(),
  canteenName: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  deliveryDate: z.string(),
  meal: z.number().int(),
  emergency: z.boolean(),
  emergencyReason: z.string(),
  status: z.number().int(),
  totalAmount: z.number().int(),
  refuseReason: z.string(),
  cancelReason: z.string(),
  createTime: z.string(),
  submitTime: z.string().nullable().describe('sent to the supplier (已提交)'),
  confirmTime: z.string().nullable().describe('confirmed or refused by the supplier'),
  endTime: z.string().nullable().describe('closed or cancelled (null in every other state)'),
  version: z.number().int(),
});
export const OrderDetail = Order.extend({ lines: z.array(OrderLine), deliveryId: z.string().nullable() });

export const Vehicle = z.object({ id: z.string(), plate: z.string(), refrigerated: z.boolean() });
export const Driver = z.object({ id: z.string(), name: z.string(), phone: z.string(), healthCertNo: z.string(), healthCertExpiry: z.string() });

export const Delivery = z.object({
  id: z.string(),
  orderId: z.string(),
  status: z.number().int(),
  plate: z.string(),
  refrigerated: z.boolean(),
  driverName: z.string(),
  departTime: z.string().nullable(),
  arriveTime: z.string().nullable(),
  readings: z.array(z.object({ temperature: z.number(), readTime: z.string() })),
});

export const Acceptance = z.object({
  id: z.string(),
  lineId: z.string(),
  goodsName: z.string(),
  receivedQty: z.number().int(),
  acceptedQty: z.number().int(),
  temperature: z.number().nullable(),
  productionDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  decision: z.number().int(),
  reason: z.string(),
  receiver: z.string(),
  witness: z.string(),
  createTime: z.string().describe('when the line was inspected'),
  batchId: z.string().nullable(),
  returnId: z.string().nullable(),
});

export const Batch = z.object({
  id: z.string(),
  canteenId: z.string(),
  goodsCode: z.string(),
  goodsName: z.string(),
  baseUnit: z.string(),
  source: z.number().int(),
  supplierName: z.string().nullable(),
  productionDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  expired: z.boolean(),
  onHand: z.number().int(),
  unitPrice: z.number().int(),
  warehouseId: z.string().nullable().describe('the warehouse it is kept in; null when the canteen had none for its storage class'),
  warehouseName: z.string().nullable(),
  testFailed: z.boolean().describe('its latest food test of an item (快速检测 / 农残检测) is 不合格: not issued until a passing re-test'),
});

export const Movement = z.object({
  id: z.string(),
  batchId: z.string(),
  kind: z.number().int(),
  quantity: z.number().int(),
  meal: z.number().int(),
  purpose: z.string(),
  reason: z.string(),
  userName: z.string(),
  createTime: z.string(),
});
export const Ledger = z.object({ batch: Batch, movements: z.array(Movement), sum: z.number().int() });

export const Allocation = z.object({ batchId: z.string(), expiryDate: z.string().nullable(), quantity: z.number().int() });
export const Suggestion = z.object({ allocations: z.array(Allocation), shortfall: z.number().int() });

export const Stocktake = z.object({
  id: z.string(),
  goodsCodes: z.array(z.string()),
  status: z.number().int(),
  lines: z.array(z.object({ batchId: z.string(), goodsName: z.string(), bookQty: z.number().int() })),
});

export const Return = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  canteenName: z.string(),
  supplierName: z.string(),
  goodsName: z.string(),
  quantity: z.number().int(),
  reason: z.string(),
  status: z.number().int(),
  createTime: z.string(),
});

// The canteen's 入库 / 出库 ledgers and its stock-takes (the purchase screens): a movement with its batch's goods, a
// stock-take with what it counted.
export const LedgerRow = Movement.extend({
  source: z.number().int().describe('its batch’s source: 1 an acceptance, 2 an opening balance (期初), 3 a stock-take gain'),
  goodsCode: z.string(),
  goodsName: z.string(),
  baseUnit: z.string(),
  expiryDate: z.string().nullable(),
  supplierName: z.string().nullable(),
});
export const StocktakeRecord = z.object({
  id: z.string(),
  goodsCodes: z.array(z.string()),
  status: z.number().int(),
  counter: z.string(),
  createTime: z.string(),
  closeTime: z.string().nullable(),
  /** its 盘盈 / 盘亏 movements: how many, and their sum */
  differences: z.number().int(),
  change: z.number().int(),
});

// 采购计划 (routes/plans.ts): a plan with its lines in force, each with the order that ordered it (none yet: null).
export const Plan = z.object({
  id: z.string(),
  planNo: z.string(),
  canteenId: z.string(),
  canteenName: z.string(),
  periodKind: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.number().int(),
  totalAmount: z.number().int(),
  lineCount: z.number().int(),
  orderedCount: z.number().int(),
  remark: z.string(),
  returnReason: z.string(),
  voidReason: z.string(),
  createTime: z.string(),
  submitTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
  reviewerName: z.string().nullable(),
  version: z.number().int(),
});
export const PlanLine = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  goodsCode: z.string(),
  goodsName: z.string(),
  baseUnit: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  amount: z.number().int(),
  orderId: z.string().nullable(),
  orderNo: z.string().nullable(),
});
export const PlanDetail = Plan.extend({
  lines: z.array(PlanLine),
  orders: z.array(z.object({ id: z.string(), orderNo: z.string(), supplierName: z.string(), deliveryDate: z.string(), status: z.number().int() })),
});

// 仓库设置 (routes/warehouses.ts); temperatures in °C.
export const Warehouse = z.object({
  id: z.string(),
  canteenId: z.string(),
  canteenName: z.string(),
  name: z.string(),
  storageClass: z.number().int(),
  tempMin: z.number().nullable(),
  tempMax: z.number().nullable(),
  keeper: z.string(),
  enabled: z.boolean(),
  isDefault: z.boolean(),
  remark: z.string(),
  updateTime: z.string(),
});
