// The drafting and 付款登记 calls' bodies and answers (docs/product-rules.md#drafted-vouchers). Money in integer fen.
import { z } from 'zod';
import { id, ids, isDay, lookupId, optionalText, paging } from '../../../platform/http/fields.ts';
import { fen, MAX_FEN } from '../../../platform/http/money.ts';
import { DRAFT_KINDS, type DraftKind } from './sources.ts';

export const BASE = '/api/rabbit-finance';

const day = (message: string) => z.string({ error: message }).trim().refine(isDay, message);
const optionalDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .optional()
    .refine((value) => !value || isDay(value), message)
    .transform((value) => value || null);

export const BookQuery = z.object({ bookId: lookupId().describe('a book the caller reads (404 `账簿不存在` otherwise)') });

export const RunBody = z.object({
  bookId: id('请选择账簿'),
  kinds: z
    .array(z.string(), { error: '请选择要生成的凭证类型' })
    .min(1, '请选择要生成的凭证类型')
    .refine((kinds) => kinds.every((kind) => DRAFT_KINDS.includes(kind as DraftKind)), '凭证类型不正确')
    .transform((kinds) => kinds as DraftKind[]),
  to: day('请选择截止日期'),
});

export const Pending = z.object({
  kind: z.enum(DRAFT_KINDS as [DraftKind, ...DraftKind[]]),
  label: z.string(),
  count: z.number().int().describe('the records waiting in open periods'),
  amount: z.number().int().describe('fen'),
  vouchers: z.number().int().describe('the vouchers they make'),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  closedCount: z.number().int().describe('records in closed periods: reported, never drafted'),
  closedAmount: z.number().int().describe('fen'),
});

export const Drafted = z.object({
  id: z.string(),
  voucherNo: z.string().describe('记-0001'),
  kind: z.enum(DRAFT_KINDS as [DraftKind, ...DraftKind[]]),
  date: z.string(),
  summary: z.string(),
  total: z.number().int().describe('fen'),
});

export const PAYMENT_METHODS = ['转账', '现金', '支票', '其他'] as const;

export const PaymentBody = z.object({
  bookId: id('请选择账簿'),
  supplierId: id('请选择供应商'),
  amount: fen({ required: '请输入付款金额', invalid: '付款金额须为大于 0 的整数（分）', tooLarge: '单笔付款不能超过 99999.99 元', max: MAX_FEN }),
  payDate: day('请选择付款日期'),
  method: z.enum(PAYMENT_METHODS, { error: '请选择付款方式' }),
  fileIds: z.array(id('附件不存在')).max(20, '附件最多 20 个').optional().default([]),
  remark: optionalText('备注', 200),
});

export const PaymentRemoveBody = z.object({ ids: ids() });

export const PaymentQuery = z.object({
  bookId: lookupId().describe('a school book the caller reads'),
  supplierId: lookupId().describe('one supplier'),
  from: optionalDay('开始日期格式不正确'),
  to: optionalDay('结束日期格式不正确'),
  keyword: optionalText('关键字', 50),
  ...paging(100),
});

export const Payment = z.object({
  id: z.string(),
  schoolId: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  amount: z.number().int().describe('fen'),
  payDate: z.string(),
  method: z.string(),
  fileIds: z.array(z.string()),
  remark: z.string(),
  createUserName: z.string(),
  createTime: z.string(),
  voucherId: z.string().nullable().describe('the school book’s voucher drafted from it, if any'),
  voucherNo: z.string().nullable(),
  voucherStatus: z.number().int().nullable().describe('0 草稿 · 1 已审核 · 2 已记账'),
});

export const PayableSupplier = z.object({ id: z.string(), name: z.string() });
