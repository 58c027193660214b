// 明厨亮灶告警's request schemas (routes/alerts.ts, docs/product-rules.md#kitchen-alerts): the list's filters and the
// acknowledgement, with their Chinese messages.
import { z } from 'zod';
import { id, isDay, nullAsAbsent, optionalId, optionalText, paging } from '../../platform/http/fields.ts';
import { VIOLATIONS } from './draw.ts';

/** The longest day range the list reads at once (a year, leap day included). */
export const MAX_RANGE_DAYS = 366;
export const RANGE_ORDER = '结束日期不能早于开始日期';
export const RANGE_TOO_LONG = `查询时间范围不能超过 ${MAX_RANGE_DAYS} 天`;
/** The note's longest. */
export const NOTE_MAX = 200;

const optionalDay = (label: string) =>
  nullAsAbsent(optionalText(label, 10))
    .refine((value) => !value || isDay(value), `${label}格式应为 YYYY-MM-DD`)
    .transform((value) => value || undefined);
const daysBetween = (start: string, end: string) => (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;

/** The list: a page of the alerts of the caller's canteens, newest first. */
export const AlertQuery = z
  .object({
    ...paging(),
    canteenId: nullAsAbsent(optionalId('食堂不正确')),
    type: nullAsAbsent(optionalText('告警类型', 20))
      .refine((value) => !value || (VIOLATIONS as readonly string[]).includes(value), '告警类型不正确')
      .transform((value) => value || undefined),
    /** 0 未处理, 1 已处理 */
    state: nullAsAbsent(optionalText('处理状态', 2))
      .refine((value) => !value || value === '0' || value === '1', '处理状态不正确')
      .transform((value) => (value ? value === '1' : undefined)),
    startDate: optionalDay('开始日期'),
    endDate: optionalDay('结束日期'),
  })
  .refine((input) => !input.startDate || !input.endDate || input.startDate <= input.endDate, { path: ['endDate'], message: RANGE_ORDER })
  .refine((input) => !input.startDate || !input.endDate || daysBetween(input.startDate, input.endDate) < MAX_RANGE_DAYS, {
    path: ['endDate'],
    message: RANGE_TOO_LONG,
  });

/** The acknowledgement: the alert and a note (required for 吸烟 and 鼠患: the route checks it against the alert). */
export const AckInput = z.object({
  id: id('数据不存在'),
  note: nullAsAbsent(optionalText('处理说明', NOTE_MAX)).transform((value) => value.trim()),
});
