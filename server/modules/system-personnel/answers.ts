// What the 就餐人员 routes answer (server/platform/http/answers.ts): the diner record (queries.ts, as `present` shows
// it), meal plans, wallets and cards, and the wallet rows other modules answer too. Amounts are fen.
import { z } from 'zod';

export const Diner = z.object({
  id: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  canteenId: z.string().nullable(),
  canteenName: z.string(),
  personnelNo: z.string(),
  name: z.string(),
  type: z.number().int().describe('the kind of diner: 1 教师 (teacher), 2 学生 (student), 3 职工 (staff)'),
  className: z.string(),
  phone: z.string(),
  faceFileId: z.string().nullable(),
  cardNo: z.string(),
  cardStatus: z.number().int().nullable(),
  mealCategoryId: z.string().nullable(),
  mealCategoryName: z.string(),
  cash: z.number().int().describe('fen'),
  subsidy: z.number().int().describe('fen'),
  status: z.number().int(),
  closedTime: z.string().nullable(),
  remark: z.string(),
  updateTime: z.string(),
  version: z.number().int(),
  typeName: z.string(),
  statusName: z.string(),
  cardStatusName: z.string(),
  faceFileLink: z.string().nullable(),
});

/** The counts of diners of a school and canteen. */
export const DinerCount = z.object({
  schoolId: z.string(),
  schoolName: z.string(),
  canteenId: z.string().nullable(),
  canteenName: z.string(),
  teachers: z.number().int(),
  students: z.number().int(),
  staff: z.number().int(),
  closed: z.number().int(),
  total: z.number().int(),
});

/** A diner as the pickers list it. */
export const DinerChoice = z.object({
  id: z.string(),
  personnelNo: z.string(),
  name: z.string(),
  type: z.number().int(),
  typeName: z.string(),
  className: z.string(),
  schoolName: z.string(),
  hasFace: z.boolean(),
  cardNo: z.string(),
});

/** A diner's face photo. */
export const FaceFile = z.object({ id: z.string(), name: z.string(), link: z.string() });

/** A meal plan (餐别) of a school: the prices of 早餐, 午餐, 晚餐, 夜宵 in fen. */
export const MealPlan = z.object({
  id: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  name: z.string(),
  prices: z.array(z.number().int()),
  people: z.number().int(),
  version: z.number().int(),
});

export const WalletBalance = z.object({
  id: z.string().describe('the person'),
  personnelNo: z.string(),
  name: z.string(),
  type: z.number().int(),
  typeName: z.string(),
  className: z.string(),
  schoolName: z.string(),
  status: z.number().int(),
  cardNo: z.string(),
  cash: z.number().int(),
  subsidy: z.number().int(),
  total: z.number().int(),
});

export const MealSpending = z.object({
  personnelId: z.string(),
  dinnerType: z.number().int(),
  dinnerTypeName: z.string(),
  times: z.number().int(),
  amount: z.number().int(),
});

/** A person's cards: the live one and the history of replacements. */
export const CardInfo = z.object({
  personnelId: z.string(),
  name: z.string(),
  personnelNo: z.string(),
  personStatus: z.number().int(),
  cardNo: z.string(),
  cardStatus: z.number().int().nullable(),
  cardStatusName: z.string(),
  cards: z.array(
    z.object({
      cardNo: z.string(),
      status: z.number().int(),
      statusName: z.string(),
      replacedBy: z.string().nullable(),
      createTime: z.string(),
      updateTime: z.string(),
    }),
  ),
});

/** One wallet row written (wallet.ts Txn): what a recharge, refund, consumption or its reversal answers. */
export const WalletTxn = z.object({
  id: z.string(),
  personnelId: z.string(),
  type: z.string(),
  cashAmount: z.number().int(),
  subsidyAmount: z.number().int(),
  amount: z.number().int(),
  cashAfter: z.number().int(),
  subsidyAfter: z.number().int(),
  dinnerType: z.number().int().nullable(),
  requestId: z.string(),
  createTime: z.string(),
});

/** A queued task (the task engine): poll uploadTaskStatus with it. */
export const QueuedTask = z.object({ taskId: z.string() });

export const Updated = z.object({ updated: z.number().int() });
export const SyncedPeople = z.object({ added: z.number().int(), updated: z.number().int() });
export const SyncedAmounts = z.object({ updated: z.number().int(), amount: z.number().int().describe('fen') });
