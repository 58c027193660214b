// What the 溯源管理 calls answer (server/modules/trace/input.ts): quantities in the goods' base unit (g, ml or 个),
// money in integer fen (unit prices fen per kg, L or 个), temperatures in tenths of °C, days YYYY-MM-DD.

export type PaperState = 'valid' | 'expiring' | 'expired';
export type LicenseState = PaperState | 'missing';

export interface BatchRow {
  id: string;
  goodsCode: string;
  goodsName: string;
  baseUnit: string;
  /** 1 验收入库, 2 期初入库, 3 盘盈 */
  source: number;
  canteenId: string;
  canteenName: string;
  supplierId: string | null;
  supplierName: string | null;
  orderNo: string | null;
  receivedDate: string;
  productionDate: string | null;
  expiryDate: string | null;
  onHand: number;
}

export interface Reading {
  temp: number;
  time: string;
}

export interface ColdChainAlert {
  firstTime: string;
  lastTime: string;
  warmest: number;
  limit: number;
  readings: number;
  ackName: string | null;
  ackTime: string | null;
  ackNote: string | null;
}

export interface Upstream {
  supplier: {
    id: string;
    name: string;
    creditCode: string;
    contactsName: string;
    mobile: string;
    licenseNo: string;
    licenseExpiry: string | null;
    licenseState: LicenseState;
  } | null;
  award: { kind: 'award' | 'quote' | 'emergency'; no: string; title: string; unitPrice: number; validFrom: string | null; validTo: string | null } | null;
  order: {
    id: string;
    orderNo: string;
    deliveryDate: string;
    meal: number;
    status: number;
    emergency: boolean;
    emergencyReason: string;
    quantity: number;
    unitPrice: number;
    amount: number;
    createTime: string | null;
    confirmTime: string | null;
  } | null;
  delivery: {
    id: string;
    status: number;
    plate: string;
    refrigerated: boolean;
    driverName: string;
    driverCertNo: string;
    driverCertExpiry: string | null;
    departTime: string | null;
    arriveTime: string | null;
    /** the warmest reading allowed (tenths of °C); null for ambient goods */
    limit: number | null;
    readings: Reading[];
    alerts: ColdChainAlert[];
  } | null;
  acceptance: {
    id: string;
    receivedQty: number;
    acceptedQty: number;
    arrivalTemp: number | null;
    productionDate: string | null;
    expiryDate: string | null;
    /** 1 合格, 2 部分合格, 3 拒收 */
    decision: number;
    reason: string;
    receiver: string;
    witness: string;
    createTime: string | null;
    certificates: { kind: number; fileId: string; name: string; link: string }[];
    returned: { quantity: number; reason: string; status: number } | null;
  } | null;
}

export interface Movement {
  id: string;
  /** 1 入库, 2 出库, 3 报损, 4 盘盈, 5 盘亏, 6 退货 */
  kind: number;
  /** the signed change of on hand */
  quantity: number;
  meal: number;
  purpose: string;
  reason: string;
  userName: string;
  time: string;
}

export interface Sample {
  id: string;
  recordDate: string;
  meal: number;
  weightG: number;
  sealed: boolean;
  storageTemp: number;
  keepHours: number;
  samplerName: string;
  time: string;
}

export interface Dish {
  id: string;
  movementId: string;
  recordDate: string;
  meal: number;
  dish: string;
  cookName: string;
  servings: number | null;
  coreTemp: number | null;
  samples: Sample[];
}

/** A food test of the batch (快速检测 or 农残检测). */
export interface FoodTest {
  id: string;
  kind: 'rapidTest' | 'pesticideTest';
  recordDate: string;
  item: string;
  value: number | null;
  threshold: number | null;
  /** 1 合格 · 2 不合格 */
  result: number;
  deviceName: string;
  testerName: string;
  followUp: string | null;
  followUpNote: string;
}

export interface Trace {
  batch: BatchRow & { unitPrice: number; warehouseName: string | null };
  upstream: Upstream;
  downstream: { movements: Movement[]; dishes: Dish[]; tests: FoodTest[] };
}

export interface IssueRow {
  /** the 出库 movement */
  id: string;
  batchId: string;
  day: string;
  time: string;
  meal: number;
  purpose: string;
  quantity: number;
  goodsCode: string;
  goodsName: string;
  baseUnit: string;
  canteenName: string;
  supplierName: string | null;
  orderNo: string | null;
  acceptedTime: string | null;
  decision: number | null;
  receiver: string | null;
  dishes: string[];
}

export interface CertificateRow {
  id: string;
  kind: 'qualification' | 'driver' | 'staff';
  name: string;
  holder: string;
  owner: string;
  docNo: string;
  /** null: 长期有效 */
  expireDate: string | null;
  daysLeft: number | null;
  state: PaperState;
  fileLink: string | null;
}

export interface SupplierRow {
  id: string;
  supplierName: string;
  contactsName: string;
  mobile: string;
  creditCode: string;
  status: number;
  schools: string[];
  licenseState: LicenseState;
}

export interface Profile {
  company: {
    id: string;
    supplierName: string;
    contactsName: string;
    mobile: string;
    creditCode: string;
    address: string;
    legalPerson: string;
    businessScope: string;
    status: number;
    licenseNo: string;
    licenseExpiry: string | null;
  };
  qualifications: CertificateRow[];
  schools: {
    id: string;
    name: string;
    validFrom: string | null;
    validTo: string | null;
    catalogue: { goodsCode: string; goodsName: string; unit: string; price: number; validFrom: string; validTo: string }[];
  }[];
  period: { startDate: string; endDate: string };
  figures: {
    orders: number;
    deliveries: number;
    lateDeliveries: number;
    inspectedLines: number;
    refusedLines: number;
    partlyLines: number;
    refusalRate: number | null;
    acceptedAmount: number;
    coldChainAlerts: number;
    emergencyOrders: number;
  };
  orders: {
    id: string;
    orderNo: string;
    canteenName: string;
    deliveryDate: string;
    meal: number;
    status: number;
    totalAmount: number;
    alerts: number;
    refusedLines: number;
  }[];
}
