// The request schemas of 消费 (docs/decisions/0011-request-schemas.md): the filters every list shares, and the
// writes — each with the caller's request id, so a repeated request makes one change (docs/product-rules.md#consume).
import { z } from 'zod';
import { id, isDay, nullAsAbsent, optionalId, optionalText, paging, text } from '../../platform/http/fields.ts';
import { fen } from '../../platform/http/money.ts';

const optionalDate = (label: string) =>
  nullAsAbsent(optionalText(label, 10))
    .refine((value) => !value || isDay(value), `${label}格式不正确`)
    .transform((value) => value || undefined);
const optionalCode = (label: string, allowed: string[]) =>
  nullAsAbsent(optionalText(label, 1))
    .refine((value) => !value || allowed.includes(value), `${label}不正确`)
    .transform((value) => (value ? Number(value) : undefined));

export const TxnFilters = {
  startDate: optionalDate('开始日期'),
  endDate: optionalDate('结束日期'),
  schoolId: nullAsAbsent(optionalId('所属学校不正确')),
  name: optionalText('姓名', 50),
  personnelNo: optionalText('人员编号', 32),
  cardNo: optionalText('卡号', 20),
  className: optionalText('班级', 50),
  personnelType: optionalCode('人员类型', ['1', '2', '3']),
  dinnerType: optionalCode('餐别', ['1', '2', '3', '4']),
  deviceSn: optionalText('设备编号', 50),
  /** 消费流水 only: one type of row (CONSUME, RECHARGE …); all when absent. */
  txnType: nullAsAbsent(optionalText('流水类型', 20))
    .refine(
      (value) => !value || ['CONSUME', 'RECHARGE', 'REFUND', 'SUBSIDY_GRANT', 'SUBSIDY_EXPIRE', 'ADJUST', 'CLOSE_REFUND'].includes(value),
      '流水类型不正确',
    )
    .transform((value) => value || undefined),
};
const dateOrder = (input: { startDate?: string; endDate?: string }) => !input.startDate || !input.endDate || input.startDate <= input.endDate;
const ORDER = { path: ['endDate'], message: '结束日期不能早于开始日期' };
export const TxnList = z.object({ ...paging(), ...TxnFilters }).refine(dateOrder, ORDER);
export const TxnExport = z.object(TxnFilters).refine(dateOrder, ORDER);
export const SummaryQuery = z.object({ startDate: TxnFilters.startDate, endDate: TxnFilters.endDate, schoolId: TxnFilters.schoolId }).refine(dateOrder, ORDER);
export type TxnFilterValues = z.infer<typeof TxnExport>;

/** 单次金额上限: ¥10,000 in fen. */
export const MAX_AMOUNT = 1_000_000;
const amount = () => fen({ required: '请输入金额', invalid: '金额须为大于 0 的整数（分）', tooLarge: '单次金额不能超过 10000 元', max: MAX_AMOUNT });
const requestId = () => text('缺少请求编号', 40).refine((value) => /^[0-9A-Za-z_-]+$/.test(value), '请求编号不正确');
const remark = () => nullAsAbsent(optionalText('备注', 100));

export const RechargeInput = z.object({ personnelId: id('请选择人员'), amount: amount(), requestId: requestId(), remark: remark() });
export const RefundInput = RechargeInput;
/** 手工扣费: a consumption entered by hand (no device), of one meal. */
export const ManualInput = z.object({
  personnelId: id('请选择人员'),
  dinnerType: z.union([z.number(), z.string(), z.null()], { error: '请选择餐别' }).transform((value, context) => {
    const meal = Number(value);
    if (value === null || value === '' || !Number.isInteger(meal) || meal < 1 || meal > 4) {
      context.addIssue({ code: 'custom', message: '请选择餐别' });
      return z.NEVER;
    }
    return meal;
  }),
  amount: amount(),
  requestId: requestId(),
  remark: remark(),
});
export const ReverseInput = z.object({ txnId: id('请选择要撤销的消费'), requestId: requestId(), remark: remark() });
export const GrantInput = z
  .object({
    /** Chosen people … */
    personnelIds: z.array(id('人员不正确')).max(5000, '一次最多发放 5000 人').optional(),
    /** … or every open account of a type (and class) of a school. */
    schoolId: nullAsAbsent(optionalId('所属学校不正确')),
    personnelType: optionalCode('人员类型', ['1', '2', '3']),
    className: nullAsAbsent(optionalText('班级', 50)),
    amount: amount(),
    requestId: requestId(),
    remark: remark(),
  })
  .refine((input) => (input.personnelIds?.length ?? 0) > 0 || Boolean(input.schoolId && input.personnelType), {
    path: ['personnelIds'],
    message: '请选择发放对象',
  });
