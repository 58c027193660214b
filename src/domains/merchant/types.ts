// What the 商户配送监管 calls answer (server/modules/supply/supervision-input.ts): money in integer fen, temperatures
// in °C, rates in percent with one decimal (null when nothing was inspected).

export type QualificationState = 'valid' | 'expiring' | 'expired' | 'missing';

export interface MerchantRow {
  /** the supplier's id, as the list's row key */
  id: string;
  supplierId: string;
  supplierName: string;
  contactsName: string;
  mobile: string;
  creditCode: string;
  status: number;
  schools: { id: string; name: string }[];
  awardsInForce: number;
  ordersThisMonth: number;
  inspectedLines: number;
  passedLines: number;
  passRate: number | null;
  qualification: QualificationState;
  nextExpiry: string | null;
}

export interface Finding {
  goodsName: string;
  /** 2 部分合格, 3 拒收 */
  decision: number;
  reason: string;
}

export interface DeliveryRow {
  /** the order's id, as the list's row key */
  id: string;
  orderId: string;
  orderNo: string;
  schoolName: string;
  canteenName: string;
  supplierName: string;
  deliveryDate: string;
  meal: number;
  status: number;
  deliveryStatus: number | null;
  plate: string | null;
  driverName: string | null;
  departTime: string | null;
  arriveTime: string | null;
  lateDays: number;
  readings: number;
  /** 冷链告警: the alerts of its delivery, and those its supplier acknowledged */
  excursions: number;
  acknowledgedAlerts: number;
  limit: number | null;
  warmest: number | null;
  emergency: boolean;
  emergencyReason: string;
  refusedLines: number;
  partlyLines: number;
  findings: Finding[];
  totalAmount: number;
}

export interface DeliverySummary {
  orders: number;
  late: number;
  coldChain: number;
  refused: number;
  partly: number;
  emergency: number;
}

export interface WarningRow {
  kind: 'qualification' | 'driver';
  id: string;
  supplierId: string;
  supplierName: string;
  name: string;
  docType: number | null;
  docNo: string;
  expireDate: string;
  daysLeft: number;
  state: 'expired' | 'expiring';
  schools: string[];
}

export interface Figures {
  acceptedAmount: number;
  inspectedLines: number;
  refusedLines: number;
  refusalRate: number | null;
}

export interface Transactions {
  startMonth: string;
  endMonth: string;
  total: Figures;
  byMonth: (Figures & { month: string })[];
  bySupplier: (Figures & { supplierId: string; supplierName: string })[];
  bySchool: (Figures & { schoolId: string; schoolName: string })[];
}
