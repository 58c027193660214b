// Every call of the attendance domain (考勤), in one table: the organisation's backend may serve them elsewhere, and
// remapping a path is a change here only (docs/contract.md#attendance).
const KAOQIN = '/api/rabbit-kaoqin';

export const ATTENDANCE_PATHS = {
  canteens: `${KAOQIN}/attendanceGroup/canteens`,
  groupList: `${KAOQIN}/attendanceGroup/list`,
  groupDetail: `${KAOQIN}/attendanceGroup/detail`,
  groupSubmit: `${KAOQIN}/attendanceGroup/submit`,
  groupUpdate: `${KAOQIN}/attendanceGroup/update`,
  groupRemove: `${KAOQIN}/attendanceGroup/remove`,
  groupCheck: `${KAOQIN}/attendanceGroup/check`,
  groupConflicts: `${KAOQIN}/attendanceGroup/conflicts`,
  groupPeople: `${KAOQIN}/attendanceGroup/people`,
  makeUpList: `${KAOQIN}/makeUpPunch/list`,
  makeUpSubmit: `${KAOQIN}/makeUpPunch/submit`,
  makeUpAudit: `${KAOQIN}/makeUpPunch/audit`,
  mealStopList: `${KAOQIN}/mealStop/list`,
  mealStopStaff: `${KAOQIN}/mealStop/staff`,
  mealStopSubmit: `${KAOQIN}/mealStop/submit`,
  mealStopCancel: `${KAOQIN}/mealStop/cancel`,
  recordList: `${KAOQIN}/attendanceRecord/list`,
  reportMonth: `${KAOQIN}/attendanceReport/month`,
  reportExport: `${KAOQIN}/attendanceReport/export`,
} as const;
