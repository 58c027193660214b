/** 0 无 (no certificate), 1 有效, 2 即将到期 (≤ 30 days), 3 已过期 — computed by the server's clock. */
export type CertState = 0 | 1 | 2 | 3;
/** 1 在岗 ⇄ 2 离岗 → 3 离职 (final). */
export type PersonStatus = 1 | 2 | 3;

/** 从业人员: a person working in a canteen. */
export interface WorkPerson {
  id: string;
  schoolId: string;
  schoolName: string;
  canteenId: string;
  canteenName: string;
  userId: string | null;
  userAccount: string;
  userName: string;
  number: string;
  name: string;
  /** 1 男, 2 女, 0 未知 */
  sex: number;
  phone: string;
  /** Masked in lists (3301**********123X); whole in the detail for those who edit the person. */
  idCard: string;
  post: string;
  postName: string;
  foodHandler: boolean;
  healthCertNo: string;
  healthCertExpiry: string | null;
  healthCertFileId: string | null;
  healthCertFileName: string | null;
  healthCertFileLink: string | null;
  faceFileId: string | null;
  faceFileLink: string | null;
  certState: CertState;
  certDaysLeft: number | null;
  status: PersonStatus;
  remark: string;
  updateTime: string;
  version: number;
}

/** What the person dialog edits (numbers as the form holds them). */
export interface PersonValues {
  canteenId?: string;
  userId?: string;
  number: string;
  name: string;
  sex: number;
  phone: string;
  idCard: string;
  post: string;
  healthCertNo: string;
  healthCertExpiry?: string;
  healthCertFileId?: string;
  faceFileId?: string;
  status: PersonStatus;
  remark: string;
}

export interface WorkPost {
  code: string;
  name: string;
  foodHandler: boolean;
}

export interface LinkableUser {
  id: string;
  account: string;
  realName: string;
  phone: string;
  deptName: string;
  linkedPersonId: string | null;
  linkedPersonName: string | null;
}

export interface MorningCheck {
  date: string;
  total: number;
  signed: number;
  abnormal: number;
}

export interface CertificateSummary {
  valid: number;
  expiring: number;
  expired: number;
  total: number;
}

export interface DeptCount {
  deptId: string;
  deptName: string;
  schoolName: string;
  total: number;
  onDuty: number;
  offDuty: number;
  certExpiring: number;
  certExpired: number;
}
