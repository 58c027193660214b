// What the 从业人员 routes answer (server/platform/http/answers.ts): one record shape for every list and the detail
// (queries.ts RECORD, as `present` shows it).
import { z } from 'zod';

export const WorkPerson = z.object({
  id: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  canteenId: z.string(),
  canteenName: z.string(),
  userId: z.string().nullable(),
  userAccount: z.string(),
  userName: z.string(),
  number: z.string(),
  name: z.string(),
  sex: z.number().int(),
  phone: z.string(),
  idCard: z.string().describe('masked unless the caller edits the person'),
  post: z.string(),
  postName: z.string(),
  foodHandler: z.boolean(),
  healthCertNo: z.string(),
  healthCertExpiry: z.string().nullable(),
  healthCertFileId: z.string().nullable(),
  healthCertFileName: z.string().nullable(),
  faceFileId: z.string().nullable(),
  certState: z.number().int().describe('0 none, 1 valid, 2 expiring, 3 expired'),
  certDaysLeft: z.number().int().nullable(),
  status: z.number().int().describe('the person’s status: 1 在岗 (on duty), 2 离岗 (off duty), 3 离职 (left)'),
  remark: z.string(),
  updateTime: z.string(),
  version: z.number().int(),
  certStateName: z.string(),
  statusName: z.string(),
  healthCertFileLink: z.string().nullable(),
  faceFileLink: z.string().nullable(),
});

export const WorkPost = z.object({ code: z.string(), name: z.string(), foodHandler: z.boolean() });

/** A staff account of the caller's canteens, for linking a person to it. */
export const StaffAccount = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  phone: z.string(),
  deptId: z.string(),
  deptName: z.string(),
  linkedPersonId: z.string().nullable(),
  linkedPersonName: z.string().nullable(),
});

export const CertSummary = z.object({ valid: z.number().int(), expiring: z.number().int(), expired: z.number().int(), total: z.number().int() });

export const SignedCount = z.object({ date: z.string(), total: z.number().int(), signed: z.number().int(), abnormal: z.number().int() });

export const DeptCount = z.object({
  deptId: z.string(),
  deptName: z.string(),
  schoolName: z.string(),
  total: z.number().int(),
  onDuty: z.number().int(),
  offDuty: z.number().int(),
  certExpiring: z.number().int(),
  certExpired: z.number().int(),
});
