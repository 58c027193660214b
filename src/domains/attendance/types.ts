// The attendance domain's records as the server answers them (docs/contract.md#attendance).

/** 1 固定班制 (fixed), 2 排班制 (scheduled), 3 自由工时 (free hours). */
export type GroupType = 1 | 2 | 3;
export const GROUP_TYPES: readonly GroupType[] = [1, 2, 3];
export const FREE_HOURS: GroupType = 3;

/** The count the group check answers when none of the chosen people is in another group. */
export const NONE_ELSEWHERE = 99999;

export interface Shift {
  name: string;
  /** HH:mm */
  start: string;
  end: string;
}

export interface Canteen {
  id: string;
  name: string;
  schoolName: string;
}

export interface Group {
  id: string;
  groupName: string;
  canteenId: string;
  canteenName: string;
  schoolName: string;
  groupType: GroupType;
  shifts: Shift[];
  /** ISO weekdays, 1 Monday … 7 Sunday */
  workdays: number[];
  makeUpLimit: number;
  memberCount: number;
  exemptCount: number;
  supervisorIds: string[];
  supervisorNames: string[];
  /** 打卡设备: serial numbers of face devices of the canteen, in the order chosen */
  deviceSns: string[];
  /** their names, in the same order */
  deviceNames: string[];
  remark: string;
  updateTime: string;
  version: number;
}

export interface GroupPerson {
  id: string;
  number: string;
  name: string;
  post: string;
}

/** A punch device of a group as its detail shows it. */
export interface GroupDevice {
  deviceSn: string;
  name: string;
  windowName: string;
  online: boolean;
}

export interface GroupDetail extends Group {
  members: GroupPerson[];
  exempts: GroupPerson[];
  supervisors: { id: string; name: string; account: string }[];
  devices: GroupDevice[];
}

/** Punch devices a group may have (as the server). */
export const MAX_DEVICES = 20;

export interface GroupValues {
  groupName: string;
  canteenId: string;
  groupType: GroupType;
  shifts: Shift[];
  workdays: number[];
  makeUpLimit: number;
  memberIds: string;
  exemptIds: string;
  supervisorIds: string;
  deviceSns: string[];
  remark: string;
}

/** One of the chosen people in another group (the check's detail). */
export interface Elsewhere {
  personId: string;
  personName: string;
  groupId: string;
  groupName: string;
}

/** 0 待审批 (pending), 1 已通过 (approved), 2 已驳回 (rejected) */
export type MakeUpStatus = 0 | 1 | 2;

export interface MakeUp {
  id: string;
  canteenId: string;
  canteenName: string;
  groupId: string;
  groupName: string;
  personId: string;
  personName: string;
  personNumber: string;
  punchDate: string;
  shiftName: string;
  punchClock: string;
  reason: string;
  status: MakeUpStatus;
  opinion: string;
  applicant: string;
  createTime: string;
  decider: string;
  decideTime: string | null;
  version: number;
}

export interface MakeUpValues {
  groupId: string;
  personIds: string;
  punchDate: string;
  shiftName?: string;
  punchClock?: string;
  reason: string;
}

export type MealStopState = 'upcoming' | 'running' | 'ended' | 'cancelled';
/** 1 早餐, 2 午餐, 3 晚餐 */
export const DINNER_TYPES = [1, 2, 3] as const;

/** Whose meals stop: a member of a canteen's staff or a student. */
export type MealStopKind = 'staff' | 'student';

export interface MealStop {
  id: string;
  canteenId: string;
  canteenName: string;
  personId: string;
  personKind: MealStopKind;
  personName: string;
  personNumber: string;
  /** a student's class, else empty */
  className: string;
  startDate: string;
  endDate: string;
  dinnerTypes: number[];
  reason: string;
  source: 1 | 2;
  status: 1 | 2;
  state: MealStopState;
  createUser: string;
  createTime: string;
  cancelUser: string;
  cancelTime: string | null;
  version: number;
}

export interface MealStopValues {
  /** staff ids, or */
  personIds?: string;
  /** student ids: one of the two */
  studentIds?: string;
  startDate: string;
  endDate: string;
  dinnerTypes: number[];
  reason: string;
}

/** A person the meal-stop staff picker lists, with their current or next meal stop. */
export interface StaffRow extends GroupPerson {
  canteenName: string;
  mealStop: string;
}

export interface Punch {
  id: string;
  personId: string;
  personName: string;
  personNumber: string;
  canteenName: string;
  groupId: string | null;
  groupName: string;
  punchTime: string;
  punchDate: string;
  /** 1 a device, 2 an approved make-up */
  source: 1 | 2;
  deviceSn: string;
  /** the device's name ('' when it is not known, and for make-ups) */
  deviceName: string;
  makeUpId: string | null;
}

export interface ReportRow {
  /** the person's id: a row is a person */
  id: string;
  personId: string;
  personNumber: string;
  personName: string;
  canteenName: string;
  groupId: string;
  groupName: string;
  groupType: GroupType;
  daysDue: number;
  present: number;
  late: number;
  absent: number;
  makeUps: number;
  mealStopDays: number;
}
