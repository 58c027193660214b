// The supply chain's records as the canteen's screens read them (server/modules/supply/answers.ts). Amounts in fen,
// quantities in the goods' base unit (g, ml or 个), unit prices in fen per kg, L or 个, temperatures in °C.

export type BaseUnit = 'g' | 'ml' | '个' | string;

/** A goods line the canteen may order from a supplier on a day, at the award's price or a quote the school approved. */
export interface Orderable {
  /** the award's catalogue row; null for an approved quote */
  commodityId: string | null;
  supplierId: string;
  supplierName: string;
  goodsCode: string;
  goodsName: string;
  unit: string;
  baseUnit: BaseUnit;
  storageClass: number;
  unitPrice: number;
  validFrom: string;
  validTo: string;
  /** the approved quote (商品报价) it is priced from; null for a catalogue row */
  quoteId?: string | null;
}
export interface Catalogue {
  today: string;
  records: Orderable[];
}

export interface OrderLine {
  id: string;
  lineNo: number;
  goodsCode: string;
  goodsName: string;
  baseUnit: BaseUnit;
  storageClass: number;
  unitPrice: number;
  quantity: number;
  amount: number;
  confirmedQty: number | null;
  accepted: boolean;
}

export interface Order {
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
  /** sent to the supplier */
  submitTime: string | null;
  /** confirmed or refused by the supplier */
  confirmTime: string | null;
  /** closed or cancelled */
  endTime: string | null;
  version: number;
}
export interface OrderDetail extends Order {
  lines: OrderLine[];
  deliveryId: string | null;
}

export interface OrderValues {
  supplierId: string;
  deliveryDate: string;
  meal: number;
  emergency: boolean;
  emergencyReason?: string;
  remark?: string;
  submit: boolean;
  lines: { goodsCode: string; quantity: number; unitPrice?: number }[];
}

export interface Delivery {
  id: string;
  orderId: string;
  status: number;
  plate: string;
  refrigerated: boolean;
  driverName: string;
  departTime: string | null;
  arriveTime: string | null;
  readings: { temperature: number; readTime: string }[];
}

export interface Acceptance {
  id: string;
  lineId: string;
  goodsName: string;
  receivedQty: number;
  acceptedQty: number;
  temperature: number | null;
  productionDate: string | null;
  expiryDate: string | null;
  decision: number;
  reason: string;
  receiver: string;
  witness: string;
  createTime: string;
  batchId: string | null;
  returnId: string | null;
}

export interface AcceptanceLineValues {
  lineId: string;
  receivedQty: number;
  acceptedQty?: number;
  temperature?: number | null;
  productionDate?: string | null;
  expiryDate?: string | null;
  decision: number;
  reason?: string;
  certificates: { kind: number; fileId: string }[];
}
export interface AcceptanceValues {
  orderId: string;
  receiver: string;
  witness: string;
  lines: AcceptanceLineValues[];
}

export interface Batch {
  id: string;
  canteenId: string;
  goodsCode: string;
  goodsName: string;
  baseUnit: BaseUnit;
  source: number;
  supplierName: string | null;
  productionDate: string | null;
  expiryDate: string | null;
  expired: boolean;
  onHand: number;
  unitPrice: number;
  /** The warehouse it is kept in (仓库设置); null when its canteen had none for its storage class. */
  warehouseId: string | null;
  warehouseName: string | null;
  /** Its latest food test of an item (快速检测 / 农残检测) is 不合格: not issued until a passing re-test. */
  testFailed: boolean;
}

export interface Movement {
  id: string;
  batchId: string;
  kind: number;
  quantity: number;
  meal: number;
  purpose: string;
  reason: string;
  userName: string;
  createTime: string;
}
export interface Ledger {
  batch: Batch;
  movements: Movement[];
  sum: number;
}
/** A movement with its batch's goods (stock/movements). */
export interface LedgerRow extends Movement {
  /** its batch's source: 1 an acceptance, 2 an opening balance (期初), 3 a stock-take gain */
  source?: number;
  goodsCode: string;
  goodsName: string;
  baseUnit: BaseUnit;
  expiryDate: string | null;
  supplierName: string | null;
}

export interface Allocation {
  batchId: string;
  expiryDate: string | null;
  quantity: number;
}
export interface Suggestion {
  allocations: Allocation[];
  shortfall: number;
}

export interface Stocktake {
  id: string;
  goodsCodes: string[];
  status: number;
  lines: { batchId: string; goodsName: string; bookQty: number }[];
}
export interface StocktakeRecord {
  id: string;
  goodsCodes: string[];
  status: number;
  counter: string;
  createTime: string;
  closeTime: string | null;
  differences: number;
  change: number;
}

// 采购计划 (server/modules/supply/routes/plans.ts)
export interface Plan {
  id: string;
  planNo: string;
  canteenId: string;
  canteenName: string;
  /** 1 周计划, 2 月计划 */
  periodKind: number;
  periodStart: string;
  periodEnd: string;
  status: number;
  totalAmount: number;
  lineCount: number;
  orderedCount: number;
  remark: string;
  returnReason: string;
  voidReason: string;
  createTime: string;
  submitTime: string | null;
  reviewTime: string | null;
  reviewerName: string | null;
  version: number;
}
export interface PlanLine {
  id: string;
  lineNo: number;
  goodsCode: string;
  goodsName: string;
  baseUnit: BaseUnit;
  supplierId: string;
  supplierName: string;
  unitPrice: number;
  quantity: number;
  amount: number;
  /** the order that orders it (none yet: null) */
  orderId: string | null;
  orderNo: string | null;
}
export interface PlanDetail extends Plan {
  lines: PlanLine[];
  orders: { id: string; orderNo: string; supplierName: string; deliveryDate: string; status: number }[];
}
export interface PlanValues {
  id?: string;
  periodKind: number;
  periodStart: string;
  remark?: string;
  submit: boolean;
  lines: { goodsCode: string; supplierId: string; quantity: number; unitPrice?: number }[];
}

// 仓库设置 (routes/warehouses.ts); temperatures in °C
export interface Warehouse {
  id: string;
  canteenId: string;
  canteenName: string;
  name: string;
  storageClass: number;
  tempMin: number | null;
  tempMax: number | null;
  keeper: string;
  enabled: boolean;
  isDefault: boolean;
  remark: string;
  updateTime: string;
}
export interface WarehouseValues {
  id?: string;
  name: string;
  storageClass: number;
  tempMin?: number | null;
  tempMax?: number | null;
  keeper?: string;
  enabled: boolean;
  isDefault: boolean;
  remark?: string;
}

/** A goods item a canteen may hold, with its base unit and shelf life (期初入库). */
export interface StockGoods {
  code: string;
  name: string;
  unit: string;
  baseUnit: BaseUnit;
  storageClass: number;
  shelfLifeDays: number | null;
}

/** 期初入库 as sent: the quantity in the base unit, the unit price in fen. */
export interface OpeningBody {
  goodsCode: string;
  quantity: number;
  unitPrice: number;
  productionDate: string | null;
  expiryDate: string | null;
  reason: string;
  /** The warehouse to keep it in; the default of its storage class when absent. */
  warehouseId?: string;
}

/** A supplier's quote as the school reviews it (商品库's 待审报价): 0 待审核 · 1 已批准 · 2 已驳回 · 3 已撤回. */
export interface ReviewQuote {
  id: string;
  quoteNo: string;
  supplierName: string;
  schoolName: string;
  goodsCode: string;
  goodsName: string;
  baseUnit: BaseUnit;
  unitPrice: number;
  validFrom: string;
  validTo: string;
  remark: string;
  status: number;
  rejectReason: string;
  reviewName: string;
  reviewTime: string | null;
  createTime: string;
  lapsed: boolean;
}
