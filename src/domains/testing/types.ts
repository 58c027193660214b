// The testing domain's records, as /api/rabbit-ledger/device|report/… answer them (docs/contract.md).

/** test_device.state: 1 在用 · 2 停用. */
export type DeviceState = 1 | 2;

export interface TestDevice {
  id: string;
  canteenId: string;
  canteenName: string;
  schoolName: string;
  name: string;
  model: string;
  serialNo: string;
  calibratedOn: string | null;
  calibrationDue: string | null;
  /** Days until the calibration falls due (negative: overdue); null when none is recorded. */
  dueDays: number | null;
  state: DeviceState;
  remark: string;
  createTime: string;
  updateTime: string;
  version: number;
}

export interface DeviceValues {
  id?: string;
  version?: number;
  name: string;
  model: string;
  serialNo: string;
  calibratedOn: string | null;
  calibrationDue: string;
  remark: string;
}

export interface ReportFile {
  id: string;
  name: string;
  mime: string;
  url: string;
}

/** 1 合格 · 2 不合格. */
export type Conclusion = 1 | 2;

export interface TestReport {
  id: string;
  canteenId: string;
  canteenName: string;
  schoolName: string;
  lab: string;
  reportNo: string;
  reportDate: string;
  batchId: string | null;
  goodsName: string;
  supplierId: string | null;
  supplierName: string;
  items: string;
  conclusion: Conclusion;
  fileIds: string[];
  files: ReportFile[];
  remark: string;
  createUserName: string;
  createTime: string;
  updateTime: string;
  version: number;
}

export interface ReportValues {
  id?: string;
  version?: number;
  lab: string;
  reportNo: string;
  reportDate: string;
  batchId?: string;
  supplierId?: string;
  items: string;
  conclusion: Conclusion;
  fileIds: string[];
  remark: string;
}

/** A batch on hand of the calling canteen (a report's subject). */
export interface BatchOption {
  id: string;
  goodsCode: string;
  goodsName: string;
  supplierId: string | null;
  supplierName: string | null;
  onHand: number;
  baseUnit: string;
  stockedIn: string;
  expiryDate: string | null;
  testFailed: boolean;
}

export interface SupplierOption {
  id: string;
  name: string;
}
