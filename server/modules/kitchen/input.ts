// 明厨亮灶告警's request schemas (routes/alerts.ts, docs/product-rules.md#kitchen-alerts): the list's filters and the
// acknowledgement, with their Chinese messages.
import { z } from 'zod';
import { id, nullAsAbsent, optionalId, optionalText, paging } from '../../platform/http/fields.ts';
import { dayRange, optionalDay } from '../../platform/http/day-range.ts';
import { VIOLATIONS } from './draw.ts';

/** The note's longest. */
export const NOTE_MAX = 200;

/** The list: a page of the alerts of the caller's canteens, newest first. */
export const AlertQuery = dayRange(
  z.object({
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
  }),
);

/** The acknowledgement: the alert and a note (required for 吸烟 and 鼠患: the route checks it against the alert). */
export const AckInput = z.object({
  id: id('数据不存在'),
  note: nullAsAbsent(optionalText('处理说明', NOTE_MAX)).transform((value) => value.trim()),
});
