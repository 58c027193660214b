// 商户配送监管's request schemas and answers (routes/supervision.ts, docs/product-rules.md#merchant-supervision):
// the filters of the four supervisor screens with their Chinese messages, and what each answers. Money in integer
// fen, temperatures in °C, rates in percent with one decimal (null when there is nothing to divide by).
import { z } from 'zod';
import { nullAsAbsent, optionalId, optionalText, paging } from '../../platform/http/fields.ts';
import { dayRange, optionalDay } from '../../platform/http/day-range.ts';

/** The most months 交易统计 reads at once. */
export const MAX_RANGE_MONTHS = 12;

export const MONTH_ORDER = '结束月份不能早于开始月份';
export const MONTHS_TOO_LONG = `统计范围不能超过 ${MAX_RANGE_MONTHS} 个月`;

const isMonth = (text: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
const optionalMonth = (label: string) =>
  nullAsAbsent(optionalText(label, 7))
    .refine((value) => !value || isMonth(value), `${label}格式应为 YYYY-MM`)
    .transform((value) => value || undefined);
const oneOf = <const T extends string>(label: string, allowed: readonly T[]) =>
  nullAsAbsent(optionalText(label, 20))
    .refine((value) => !value || (allowed as readonly string[]).includes(value), `${label}不正确`)
    .transform((value) => (value || undefined) as T | undefined);
const monthsBetween = (start: string, end: string) =>
  (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(end.slice(5)) - Number(start.slice(5));

const common = {
  schoolId: nullAsAbsent(optionalId('学校不正确')),
  supplierId: nullAsAbsent(optionalId('供应商不正确')),
};

/** 商户档案: a page of the suppliers serving the schools of the caller's reach. */
export const MerchantQuery = z.object({
  ...paging(),
  ...common,
  supplierName: optionalText('供应商名称', 50),
  qualification: oneOf('资质状态', ['valid', 'expiring', 'expired', 'missing']),
});

/** 配送监管: a page of the orders of the caller's reach, by delivery date, narrowed to one kind of finding. */
export const DeliveryQuery = dayRange(
  z.object({
    ...paging(),
    ...common,
    startDate: optionalDay('开始日期'),
    endDate: optionalDay('结束日期'),
    issue: oneOf('问题类型', ['any', 'late', 'coldChain', 'refused', 'partly', 'emergency']),
    orderNo: optionalText('订单号', 30),
  }),
);
export const DeliverySummaryQuery = dayRange(z.object({ ...common, startDate: optionalDay('开始日期'), endDate: optionalDay('结束日期') }));

/** 资质预警: the papers lapsed or lapsing within 30 days. */
export const QualificationQuery = z.object({
  ...paging(),
  supplierId: common.supplierId,
  schoolId: common.schoolId,
  kind: oneOf('证照类别', ['qualification', 'driver']),
  state: oneOf('预警状态', ['expired', 'expiring']),
});

/** 交易统计: months YYYY-MM, at most twelve. */
export const TransactionQuery = z
  .object({ ...common, startMonth: optionalMonth('开始月份'), endMonth: optionalMonth('结束月份') })
  .refine((input) => !input.startMonth || !input.endMonth || input.startMonth <= input.endMonth, { path: ['endMonth'], message: MONTH_ORDER })
  .refine((input) => !input.startMonth || !input.endMonth || monthsBetween(input.startMonth, input.endMonth) < MAX_RANGE_MONTHS, {
    path: ['endMonth'],
    message: MONTHS_TOO_LONG,
  });

const rate = z.number().nullable().describe('percent, one decimal; null when nothing was inspected');

export const MerchantRow = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  contactsName: z.string(),
  mobile: z.string(),
  creditCode: z.string(),
  status: z.number().int().describe('0 待审核，1 已审核，2 已禁用'),
  schools: z.array(z.object({ id: z.string(), name: z.string() })).describe('the schools of the reach it is bound to'),
  awardsInForce: z.number().int().describe('awards whose catalogue it supplies to the reach today'),
  ordersThisMonth: z.number().int().describe('orders to the reach delivered this month (drafts and cancelled ones left out)'),
  inspectedLines: z.number().int(),
  passedLines: z.number().int(),
  passRate: rate,
  qualification: z.enum(['valid', 'expiring', 'expired', 'missing']),
  nextExpiry: z.string().nullable().describe('the earliest expiry of its papers, YYYY-MM-DD'),
});

export const DeliveryRow = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  canteenName: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  deliveryDate: z.string(),
  meal: z.number().int(),
  status: z.number().int().describe('the order’s state (supply_order.status)'),
  deliveryStatus: z.number().int().nullable().describe('1 待发车, 2 配送中, 3 已送达; null without a delivery note'),
  plate: z.string().nullable(),
  driverName: z.string().nullable(),
  departTime: z.string().nullable(),
  arriveTime: z.string().nullable(),
  lateDays: z.number().int().describe('days past the delivery date it arrived, or is still on its way; 0 on time'),
  readings: z.number().int(),
  excursions: z.number().int().describe('冷链告警: the cold-chain alerts of its delivery, each a run of readings warmer than its cold-chain goods allow'),
  acknowledgedAlerts: z.number().int().describe('the alerts its supplier acknowledged'),
  limit: z.number().nullable().describe('the warmest reading allowed, °C; null for an order of ambient goods'),
  warmest: z.number().nullable().describe('the warmest reading of its alerts, °C; null without an alert'),
  emergency: z.boolean(),
  emergencyReason: z.string(),
  refusedLines: z.number().int(),
  partlyLines: z.number().int(),
  findings: z.array(z.object({ goodsName: z.string(), decision: z.number().int(), reason: z.string() })).describe('refused and partly accepted lines'),
  totalAmount: z.number().int(),
});

export const DeliverySummary = z.object({
  orders: z.number().int(),
  late: z.number().int(),
  coldChain: z.number().int(),
  refused: z.number().int(),
  partly: z.number().int(),
  emergency: z.number().int(),
});

export const QualificationRow = z.object({
  kind: z.enum(['qualification', 'driver']),
  id: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  name: z.string().describe('the document type, or the driver’s name'),
  docType: z.number().int().nullable(),
  docNo: z.string(),
  expireDate: z.string(),
  daysLeft: z.number().int().describe('days from today to the expiry; negative once lapsed'),
  state: z.enum(['expired', 'expiring']),
  schools: z.array(z.string()).describe('the schools of the reach it serves'),
});

const Figures = {
  acceptedAmount: z.number().int().describe('fen'),
  inspectedLines: z.number().int(),
  refusedLines: z.number().int(),
  refusalRate: rate,
};
export const Transactions = z.object({
  startMonth: z.string(),
  endMonth: z.string(),
  total: z.object(Figures),
  byMonth: z.array(z.object({ month: z.string(), ...Figures })),
  bySupplier: z.array(z.object({ supplierId: z.string(), supplierName: z.string(), ...Figures })),
  bySchool: z.array(z.object({ schoolId: z.string(), schoolName: z.string(), ...Figures })),
});
