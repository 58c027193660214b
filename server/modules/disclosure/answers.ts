// What the disclosure routes answer (server/platform/http/answers.ts).
import { z } from 'zod';

export const MealPrice = z.object({
  name: z.string(),
  breakfast: z.number().int().describe('fen a meal'),
  lunch: z.number().int(),
  dinner: z.number().int(),
  night: z.number().int(),
});
export const GoodsPrice = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  unit: z.string().describe('kg, L or 个'),
  average: z.number().int().describe('fen per unit, weighted by the quantity accepted'),
  lowest: z.number().int(),
  highest: z.number().int(),
  batches: z.number().int(),
});
export const Prices = z.object({ meals: z.array(MealPrice), goods: z.array(GoodsPrice), since: z.string().describe('YYYY-MM-DD') });

export const PublishedWeek = z.object({
  recipeId: z.string(),
  canteenId: z.string(),
  canteenName: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  ageGroup: z.string(),
  weekStart: z.string(),
  publishedAt: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      meals: z.array(z.object({ meal: z.enum(['breakfast', 'lunch', 'dinner']), dishes: z.array(z.object({ id: z.string(), name: z.string() })) })),
    }),
  ),
});

export const PublicLink = z.object({ schoolId: z.string(), schoolName: z.string(), token: z.string() });

export const SurveyQuestion = z.object({ id: z.string(), title: z.string() });
export const Survey = z.object({
  id: z.string(),
  title: z.string(),
  audience: z.number().int().describe('1 家长，2 学生，3 教职工'),
  startDate: z.string(),
  endDate: z.string(),
  status: z.number().int().describe('1 进行中，2 已结束'),
  open: z.boolean().describe('answerable today'),
  schoolIds: z.array(z.string()),
  schoolNames: z.array(z.string()),
  questions: z.array(SurveyQuestion),
  responses: z.number().int(),
  own: z.boolean().describe('the caller’s unit runs it'),
  createTime: z.string(),
  version: z.number().int(),
});
export const SurveyResult = z.object({
  responses: z.number().int(),
  average: z.number().nullable().describe('mean score 1–5 over every answer, two decimals'),
  questions: z.array(
    z.object({ id: z.string(), title: z.string(), average: z.number().nullable(), counts: z.array(z.number().int()).describe('answers scoring 1..5') }),
  ),
  schools: z.array(z.object({ schoolId: z.string(), schoolName: z.string(), responses: z.number().int(), average: z.number().nullable() })),
  trend: z.array(z.object({ day: z.string(), responses: z.number().int(), average: z.number().nullable() })),
  comments: z.array(z.object({ schoolName: z.string(), comment: z.string(), time: z.string() })),
});

export const Complaint = z.object({
  id: z.string(),
  refNo: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  kind: z.number().int().describe('1 投诉，2 建议'),
  source: z.number().int().describe('1 公开页面，2 工作人员录入'),
  title: z.string(),
  content: z.string(),
  contactName: z.string().describe('only to the school and its bureau, else empty'),
  contactPhone: z.string().describe('only to the school and its bureau, else empty'),
  status: z.number().int().describe('0 待受理，1 处理中，2 已回复，3 已办结'),
  handlerId: z.string().nullable(),
  handlerName: z.string(),
  dueAt: z.string(),
  overdue: z.boolean(),
  escalated: z.boolean(),
  escalatedTime: z.string().nullable(),
  reply: z.string(),
  replyBy: z.string(),
  replyTime: z.string().nullable(),
  closeTime: z.string().nullable(),
  createTime: z.string(),
  version: z.number().int(),
  actionable: z.boolean().describe('the caller may act on it (assign, reply, close): a school its own, a bureau once it is escalated'),
});

export const PublicSchool = z.object({
  schoolName: z.string(),
  notices: z.array(z.object({ id: z.string(), title: z.string(), subtitle: z.string(), content: z.string(), publishTime: z.string() })),
  recipes: z.array(PublishedWeek),
  prices: Prices,
  surveys: z.array(z.object({ id: z.string(), title: z.string(), audience: z.number().int(), endDate: z.string(), questions: z.array(SurveyQuestion) })),
});

export const PublicReply = z.object({
  refNo: z.string(),
  kind: z.number().int(),
  title: z.string(),
  status: z.number().int(),
  createTime: z.string(),
  dueAt: z.string(),
  reply: z.string(),
  replyTime: z.string().nullable(),
});
