// The ledgers' records as the server answers them (server/modules/ledgers/engine/record.ts): the common fields, and each
// definition's fields under their names — a person or dish as its id and `<name>Name`, a temperature in tenths of °C.
export interface LedgerRecord {
  id: string;
  canteenId: string;
  canteenName: string;
  schoolName: string;
  recordDate: string;
  /** 1 有效 · 2 已更正 · 3 已作废 */
  state: number;
  correctsId: string | null;
  correctedById: string | null;
  correctionReason: string;
  photoIds: string[];
  createUser: string | null;
  createUserName: string;
  createTime: string;
  updateTime: string;
  version: number;
  /** The caller wrote it today and it is current: edited in place, not corrected. */
  editable: boolean;
  [field: string]: unknown;
}

export interface Photo {
  id: string;
  name: string;
  link: string;
}

export interface IssueOption {
  movementId: string;
  batchId: string;
  goodsCode: string;
  goodsName: string;
  quantity: number;
  baseUnit: string;
  supplierName: string | null;
  issueTime: string;
}

export interface LedgerDetail extends LedgerRecord {
  photos: Photo[];
  issues: IssueOption[];
  /** The records it corrects and that correct it, oldest first (empty when it stands alone). */
  chain: LedgerRecord[];
}

export interface TodayLedger {
  code: string;
  title: string;
  path: string;
  owed: number;
  done: number;
  missing: string[];
}

export interface Today {
  day: string;
  canteenId: string;
  canteenName: string;
  complete: boolean;
  ledgers: TodayLedger[];
}

export interface CanteenCompleteness {
  id: string;
  canteenId: string;
  canteenName: string;
  schoolName: string;
  owed: number;
  done: number;
  rate: number | null;
  ledgers: { code: string; owed: number; done: number }[];
}

export interface PersonOption {
  id: string;
  name: string;
  post: string;
  onDuty: boolean;
  certExpiry: string | null;
  /** Today's morning check: 1 正常 · 2 异常; null: not checked. */
  checkResult: number | null;
}

export interface DishOption {
  id: string;
  dish: string;
  meal: number;
}

/** A batch on hand of the canteen (快速检测 / 农残检测's choice); `testFailed`: blocked from 出库 by a failing test. */
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

/** A testing device in use (检测设备); `overdue`: its calibration is past due today. */
export interface DeviceOption {
  id: string;
  name: string;
  model: string;
  calibrationDue: string | null;
  overdue: boolean;
}

/** What a form sends: each typed field by name, and the photos. */
export type LedgerValues = Record<string, unknown> & { photoIds: string[] };

/** A person the canteen names to keep and use its food additives (添加剂使用's 专人管理). */
export interface AdditiveKeeper {
  personId: string;
  name: string;
  post: string;
  since: string;
}
