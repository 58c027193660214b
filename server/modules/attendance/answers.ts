// What the 考勤 routes answer (server/platform/http/answers.ts): groups (a list row, and the detail with its people and
// devices), punches, the month report, make-up punches and meal stops.
import { z } from 'zod';

export const AttendanceCanteen = z.object({ id: z.string(), name: z.string(), schoolName: z.string() });

/** A group as listed. */
export const AttendanceGroup = z.object({
  id: z.string(),
  groupName: z.string(),
  canteenId: z.string(),
  canteenName: z.string(),
  schoolName: z.string(),
  groupType: z.number().int().describe('the kind of group: 1 固定班制 (fixed shifts), 2 排班制 (rota), 3 自由工时 (free hours)'),
  shifts: z.array(z.object({ name: z.string(), start: z.string(), end: z.string() })),
  workdays: z.array(z.number().int()),
  makeUpLimit: z.number().int(),
  memberCount: z.number().int(),
  exemptCount: z.number().int(),
  supervisorIds: z.array(z.string()),
  supervisorNames: z.array(z.string()),
  deviceSns: z.array(z.string()),
  deviceNames: z.array(z.string()),
  remark: z.string(),
  updateTime: z.string(),
  version: z.number().int(),
});

/** A person of a canteen, as a group holds or exempts them. */
export const GroupPerson = z.object({ id: z.string(), number: z.string(), name: z.string(), post: z.string() });

/** A group with its members, exempt people, supervisors and punch devices. */
export const AttendanceGroupDetail = AttendanceGroup.extend({
  members: z.array(GroupPerson),
  exempts: z.array(GroupPerson),
  supervisors: z.array(z.object({ id: z.string(), name: z.string(), account: z.string() })),
  devices: z.array(z.object({ deviceSn: z.string(), name: z.string(), windowName: z.string(), online: z.boolean() })),
});

/** A person already in another group. */
export const GroupConflict = z.object({ personId: z.string(), personName: z.string(), groupId: z.string(), groupName: z.string() });

export const Punch = z.object({
  id: z.string(),
  personId: z.string(),
  personName: z.string(),
  personNumber: z.string(),
  canteenName: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  punchTime: z.string(),
  punchDate: z.string(),
  source: z.number().int(),
  deviceSn: z.string(),
  deviceName: z.string(),
  makeUpId: z.string().nullable(),
});

export const MonthReportRow = z.object({
  id: z.string(),
  personId: z.string(),
  personNumber: z.string(),
  personName: z.string(),
  canteenName: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  groupType: z.number().int(),
  daysDue: z.number().int(),
  present: z.number().int(),
  late: z.number().int(),
  absent: z.number().int(),
  makeUps: z.number().int(),
  mealStopDays: z.number().int(),
});

export const MakeUpPunch = z.object({
  id: z.string(),
  canteenId: z.string(),
  canteenName: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  personId: z.string(),
  personName: z.string(),
  personNumber: z.string(),
  punchDate: z.string(),
  shiftName: z.string(),
  punchClock: z.string(),
  reason: z.string(),
  status: z.number().int(),
  opinion: z.string(),
  applicant: z.string(),
  createTime: z.string(),
  decider: z.string(),
  decideTime: z.string().nullable(),
  version: z.number().int(),
});

export const MealStop = z.object({
  id: z.string(),
  canteenId: z.string(),
  canteenName: z.string(),
  personId: z.string(),
  personKind: z.string(),
  personName: z.string(),
  personNumber: z.string(),
  className: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  dinnerTypes: z.array(z.number().int()),
  reason: z.string(),
  source: z.number().int(),
  status: z.number().int(),
  state: z.string(),
  createUser: z.string(),
  createTime: z.string(),
  cancelUser: z.string(),
  cancelTime: z.string().nullable(),
  version: z.number().int(),
});

/** A staff member of the caller's canteens, with their current meal stop. */
export const MealStopStaff = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  post: z.string(),
  canteenName: z.string(),
  mealStop: z.string(),
});

/** The month report: a page of rows, and the month reported. */
export const MonthReport = z.object({
  records: z.array(MonthReportRow),
  total: z.number().int(),
  size: z.number().int(),
  current: z.number().int(),
  pages: z.number().int(),
  month: z.string().describe('YYYY-MM'),
});
