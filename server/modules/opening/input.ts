// The request schemas of 开户统计 (docs/product-rules.md#account-opening): the school and month range every screen
// shares, and the detail list's own filters. A month is YYYY-MM in the deployment's time zone.
import { z } from 'zod';
import { nullAsAbsent, optionalId, optionalText, paging } from '../../platform/http/fields.ts';

export const MONTH_FORMAT = '月份格式应为 YYYY-MM';
export const MONTH_ORDER = '结束月份不能早于开始月份';
/** The most months one statistics call covers. */
export const MAX_MONTHS = 36;
export const TOO_MANY_MONTHS = `查询范围不能超过 ${MAX_MONTHS} 个月`;

const month = nullAsAbsent(optionalText('月份', 7))
  .refine((value) => !value || /^\d{4}-(0[1-9]|1[0-2])$/.test(value), MONTH_FORMAT)
  .transform((value) => value || undefined);

const monthsBetween = (from: string, to: string) => (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5)) - Number(from.slice(5)) + 1;

export const RangeFilters = {
  schoolId: nullAsAbsent(optionalId('所属学校不正确')).describe('one school of the caller’s reach (another answers nothing)'),
  fromMonth: month.describe('first month, YYYY-MM'),
  toMonth: month.describe('last month, YYYY-MM'),
};
const ordered = (input: { fromMonth?: string; toMonth?: string }) => !input.fromMonth || !input.toMonth || input.fromMonth <= input.toMonth;
const ORDER = { path: ['toMonth'], message: MONTH_ORDER };

export const RangeQuery = z.object(RangeFilters).refine(ordered, ORDER);
/** The monthly series (开卡统计, 充值统计): a range of at most MAX_MONTHS, the last 12 months up to this one unless chosen. */
export const SeriesQuery = RangeQuery.refine((input) => !input.fromMonth || !input.toMonth || monthsBetween(input.fromMonth, input.toMonth) <= MAX_MONTHS, {
  path: ['toMonth'],
  message: TOO_MANY_MONTHS,
});

const personnelType = nullAsAbsent(optionalText('人员类型', 1))
  .refine((value) => !value || ['1', '2', '3'].includes(value), '人员类型不正确')
  .transform((value) => (value ? Number(value) : undefined));
const cardStatus = nullAsAbsent(optionalText('卡状态', 1))
  .refine((value) => !value || ['0', '1', '2', '3'].includes(value), '卡状态不正确')
  .transform((value) => (value ? Number(value) : undefined));

export const DetailFilters = {
  ...RangeFilters,
  name: optionalText('姓名', 50),
  personnelNo: optionalText('人员编号', 32),
  cardNo: optionalText('卡号', 20),
  className: optionalText('班级', 50),
  personnelType: personnelType.describe('1 教师 · 2 学生 · 3 职工'),
  cardStatus: cardStatus.describe('the live card: 1 正常 · 2 挂失 · 3 冻结 · 0 no live card'),
};
export const DetailList = z.object({ ...paging(100), ...DetailFilters }).refine(ordered, ORDER);
export const DetailExport = z.object(DetailFilters).refine(ordered, ORDER);
export type RangeValues = z.infer<typeof RangeQuery>;
export type DetailValues = z.infer<typeof DetailExport>;
