// What the 供餐 routes answer (server/platform/http/answers.ts): providers, plans, orders and the figures.
import { z } from 'zod';

export const Provider = z.object({
  id: z.string(),
  supplierId: z.string(),
  name: z.string(),
  contact: z.string(),
  phone: z.string(),
  capacityPerDay: z.number().int(),
  licenceNo: z.string().nullable(),
  licenceExpiry: z.string().nullable().describe('YYYY-MM-DD; null: 长期有效 or none'),
  licenceState: z.enum(['valid', 'expiring', 'expired', 'missing']),
  schools: z.array(z.object({ id: z.string(), name: z.string() })),
  mealsToday: z.number().int().describe('meals ordered for today (not cancelled), against the capacity'),
});

export const Setting = z.object({
  schoolId: z.string(),
  providerId: z.string().nullable(),
  providerName: z.string().nullable(),
  cutoffDays: z.number().int(),
  cutoffTime: z.string().describe('HH:MM'),
});

export const PlanRow = z.object({
  className: z.string(),
  students: z.number().int(),
  diners: z.array(z.number().int().nullable()).describe('早餐、午餐、晚餐'),
});
export const Plan = z.object({ date: z.string(), rows: z.array(PlanRow), totals: z.array(z.number().int()) });

export const Order = z.object({
  id: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  mealDate: z.string(),
  meal: z.number().int(),
  quantity: z.number().int(),
  cutoffAt: z.string(),
  changeable: z.boolean(),
  remark: z.string(),
  status: z.number().int().describe('1 已下单 · 2 已确认 · 3 已配送 · 4 已验收 · 5 已拒收 · 6 已取消'),
  departTime: z.string().nullable(),
  arriveTime: z.string().nullable(),
  vehicleNo: z.string().nullable(),
  arrivalTemp: z.number().nullable(),
  cold: z.boolean(),
  sampleKept: z.boolean().nullable(),
  photoIds: z.array(z.string()),
  refuseReason: z.string(),
  acceptBy: z.string().nullable(),
  acceptTime: z.string().nullable(),
  score: z.number().int().nullable(),
  version: z.number().int(),
});

const Figures = z.object({ orders: z.number().int(), meals: z.number().int(), accepted: z.number().int(), refused: z.number().int(), cold: z.number().int() });
export const Stats = z.object({
  startMonth: z.string(),
  endMonth: z.string(),
  total: Figures,
  byMonth: z.array(Figures.extend({ month: z.string() })),
  byProvider: z.array(Figures.extend({ providerId: z.string(), providerName: z.string() })),
  bySchool: z.array(Figures.extend({ schoolId: z.string(), schoolName: z.string() })),
});

export const Rating = z.object({
  id: z.string(),
  schoolName: z.string(),
  providerName: z.string(),
  month: z.string(),
  mealDate: z.string().nullable(),
  source: z.string(),
  score: z.number().int(),
  comment: z.string(),
  createTime: z.string(),
});
export const RatingTrend = z.object({
  months: z.array(z.string()),
  providers: z.array(z.object({ providerId: z.string(), providerName: z.string(), average: z.array(z.number().nullable()), count: z.array(z.number().int()) })),
});
