/** 1 教师, 2 学生, 3 职工 */
export type DinerType = 1 | 2 | 3;
/** 1 正常, 2 挂失, 3 冻结, 4 注销 */
export type CardStatus = 1 | 2 | 3 | 4;
export const CARD_STATUS = { normal: 1, lost: 2, frozen: 3, cancelled: 4 } as const;
/** 1 正常, 2 销户 (closed; final) */
export const DINER_STATUS = { normal: 1, closed: 2 } as const;

/** 系统人员: a teacher, student or staff member who eats in the school's canteens. Money in fen. */
export interface Diner {
  id: string;
  schoolId: string;
  schoolName: string;
  canteenId: string | null;
  canteenName: string;
  personnelNo: string;
  name: string;
  type: DinerType;
  typeName: string;
  className: string;
  phone: string;
  faceFileId: string | null;
  faceFileLink: string | null;
  cardNo: string;
  cardStatus: CardStatus | null;
  cardStatusName: string;
  mealCategoryId: string | null;
  mealCategoryName: string;
  cash: number;
  subsidy: number;
  status: number;
  statusName: string;
  closedTime: string | null;
  remark: string;
  version: number;
}

export interface DinerValues {
  schoolId?: string;
  canteenId?: string;
  personnelNo: string;
  name: string;
  type: DinerType;
  className?: string;
  phone?: string;
  faceFileId?: string;
  cardNo?: string;
  mealCategoryId?: string;
  remark?: string;
}

export interface MealCategory {
  id: string;
  schoolId: string;
  name: string;
  /** Fen per meal: 早餐, 午餐, 晚餐, 夜宵. */
  prices: number[];
  schoolName: string;
  /** The people on the plan (a plan with people cannot be deleted). */
  people: number;
  version: number;
}

export interface MealPlanValues {
  schoolId?: string;
  name: string;
  /** Fen per meal: 早餐, 午餐, 晚餐, 夜宵. */
  prices: number[];
}

/** 0 keeps the balances; 1 pays the subsidy of the plan left out to cash. */
export type RefundType = 0 | 1;

export interface WalletRow {
  id: string;
  personnelNo: string;
  name: string;
  type: DinerType;
  typeName: string;
  className: string;
  schoolName: string;
  cardNo: string;
  cash: number;
  subsidy: number;
  total: number;
  status: number;
}

export interface MealSpend {
  personnelId: string;
  dinnerType: 1 | 2 | 3 | 4;
  dinnerTypeName: string;
  times: number;
  amount: number;
}

export interface CardInfo {
  personnelId: string;
  name: string;
  personnelNo: string;
  cardNo: string;
  cardStatus: CardStatus | null;
  cardStatusName: string;
  cards: { cardNo: string; status: CardStatus; statusName: string; replacedBy: string | null; createTime: string; updateTime: string }[];
}

export type CardAction = 'lost' | 'frozen' | 'unfrozen' | 'cancel' | 'replace' | 'issue';

/** A row of the diner picker (getPersonnelList). */
export interface PickerDiner {
  id: string;
  personnelNo: string;
  name: string;
  type: DinerType;
  typeName: string;
  className: string;
  schoolName: string;
  cardNo: string;
  /** A face photo is on file (a push to a face device needs one). */
  hasFace?: boolean;
}
