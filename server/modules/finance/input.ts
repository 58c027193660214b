// The request schemas of the finance routes (docs/decisions/0011-request-schemas.md), each refusal with its Chinese
// message. Money is integer fen, given as a number or as text.
import { z } from 'zod';
import { editable, id, ids, isDay, lookupId, oneOf, optionalText, paging, text } from '../../platform/http/fields.ts';

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const WORDS = ['记', '收', '付', '转'] as const;
export type Word = (typeof WORDS)[number];
/** The largest amount of a line or an opening balance: 9,999,999,999.99 元. */
export const MAX_FEN = 999_999_999_999;

export const MSG = {
  unbalanced: '记账凭证借贷不平衡',
  twoLines: '凭证至少需要两条分录',
  oneSide: '每条分录只能填写借方或贷方金额',
  leafOnly: '只能使用末级科目',
  closedPeriod: '所选日期所在期间已结账',
  ownVoucher: '不能审核自己编制的凭证',
  postedNoEdit: '已记账凭证不能修改，请使用冲销',
  auditedNoEdit: '已审核凭证不能修改，请先取消审核',
  removeDraftOnly: '只能删除草稿凭证',
  auditDraftOnly: '只能审核草稿凭证',
  unauditAuditedOnly: '只能取消审核已审核凭证',
  postAuditedOnly: '只能记账已审核凭证',
  reversePostedOnly: '只能冲销已记账凭证',
  reversed: '该凭证已冲销',
  reverseOfReversal: '冲销凭证不能再冲销',
  unposted: '存在未记账凭证：',
  gap: '凭证号不连续：',
  closeEarliest: '只能结账最早的未结账期间',
  closeFuture: '不能结账未来的期间',
  reopenLatest: '只能反结账最近一个已结账期间',
  subjectUsed: '科目已使用，不能删除',
  subjectHasChildren: '请先删除下级科目',
  subjectParentUsed: '上级科目已使用，不能增加下级科目',
  subjectCode: '科目编码已存在',
  subjectCodeShape: '下级科目编码应为上级编码加“.”和 2–3 位数字',
  subjectCodeTop: '一级科目编码应为 4 位数字',
  subjectCodeFixed: '科目已使用，不能修改编码',
  openingLeafOnly: '只能为末级科目设置期初余额',
  openingClosed: '账簿首个期间已结账，不能修改期初余额',
  voucherNotFound: '凭证不存在',
  subjectNotFound: '科目不存在',
  stale: '该记录已被他人修改，请刷新后再保存',
  tooLarge: '导出数据超过 50,000 条，请缩小筛选范围',
  fileNotFound: '附件不存在',
} as const;

/** An amount in fen: a whole number (negative on a red voucher), as a number or as text; '' and absent read as 0. */
export const fen = (message: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: message })
    .optional()
    .transform((value) => (value === undefined || value === null ? '' : String(value).trim()))
    .refine((value) => value === '' || (/^-?\d{1,13}$/.test(value) && Math.abs(Number(value)) <= MAX_FEN), message)
    .transform((value) => (value === '' ? 0 : Number(value)));

const day = (message: string) => z.string({ error: message }).trim().refine(isDay, message);
const optionalDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .optional()
    .refine((value) => !value || isDay(value), message)
    .transform((value) => value || undefined);
export const month = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => MONTH.test(value), message);

export const BookQuery = z.object({ bookId: lookupId().describe('a book of GET book/list') });

export const LeavesQuery = BookQuery.extend({
  keyword: optionalText('关键字', 40).describe('code prefix, part of the name, or the name’s pinyin initials'),
});

export const SubjectInput = editable(MSG.subjectNotFound, {
  bookId: id('请选择账簿'),
  parentId: lookupId().describe('the parent subject (absent for a top-level one)'),
  code: text('请输入科目编码', 20).describe('NNNN for a top-level subject; the parent’s code, a dot and 2–3 digits below it'),
  name: text('请输入科目名称', 40),
  category: oneOf(['1', '2', '3', '4', '5'], '请选择科目类别').transform(Number).describe('1 资产 2 负债 3 净资产 4 收入 5 费用 (a child takes its parent’s)'),
  direction: oneOf(['1', '-1'], '请选择余额方向').transform(Number).describe('1 借 · -1 贷 (a child takes its parent’s)'),
  openingBalance: fen('期初余额格式不正确').describe('fen, signed in the subject’s direction; leaves only'),
});
export type SubjectInput = z.output<typeof SubjectInput>;

export const IdBody = z.object({ id: id('请选择记录') });
export const IdsBody = z.object({ ids: ids('请选择凭证') });

export const PeriodBody = z.object({ bookId: id('请选择账簿'), period: month('请选择期间') });

export const VoucherLine = z.object({
  summary: text('请输入摘要', 60),
  subjectId: id('请选择科目'),
  debit: fen('借方金额格式不正确'),
  credit: fen('贷方金额格式不正确'),
});
export type VoucherLine = z.output<typeof VoucherLine>;

export const VoucherInput = editable(MSG.voucherNotFound, {
  bookId: id('请选择账簿'),
  word: oneOf(WORDS, '凭证字不正确', '记').describe('记 收 付 转'),
  voucherDate: day('请选择凭证日期').describe('YYYY-MM-DD, in an open period'),
  attachments: z
    .union([z.number(), z.string()], { error: '附件数须为 0–999 的整数' })
    .optional()
    .transform((value) => (value === undefined || value === '' ? 0 : Number(value)))
    .refine((value) => Number.isInteger(value) && value >= 0 && value <= 999, '附件数须为 0–999 的整数'),
  fileIds: z
    .array(id('附件不正确'), { error: '附件不正确' })
    .max(20, '附件最多 20 个')
    .optional()
    .transform((value) => value ?? []),
  remark: optionalText('备注', 200),
  lines: z.array(VoucherLine, { error: MSG.twoLines }).max(200, '一张凭证最多 200 条分录'),
});
export type VoucherInput = z.output<typeof VoucherInput>;

/** The voucher list's filters (and its export's body). */
export const VoucherFilter = z.object({
  bookId: lookupId(),
  from: optionalDay('开始日期格式不正确'),
  to: optionalDay('结束日期格式不正确'),
  status: oneOf(['0', '1', '2', ''], '凭证状态不正确', '').describe('0 草稿 · 1 已审核 · 2 已记账; empty for all'),
  word: oneOf([...WORDS, ''], '凭证字不正确', ''),
  keyword: optionalText('关键字', 60).describe('a line’s summary, the remark, or the number (记-0003, 3)'),
});
export const VoucherPageQuery = VoucherFilter.extend(paging(100));

export const NextNumberQuery = z.object({
  bookId: lookupId(),
  date: day('请选择凭证日期'),
  word: oneOf(WORDS, '凭证字不正确', '记'),
});

export const LedgerRange = z.object({
  bookId: lookupId(),
  from: month('请选择开始期间'),
  to: month('请选择结束期间'),
});
export const LedgerDetailQuery = LedgerRange.extend({ subjectId: lookupId() });
