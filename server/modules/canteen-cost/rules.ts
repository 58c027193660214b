// The rules of a monthly cost entry (食堂数据填报), each with its message: whole numbers and money with
// at most two decimals (read as whole fen), never negative. Exact decimal checks on the text, no floats. No future
// month: the route checks that against the app clock in the deployment's zone (FUTURE_MONTH).
// The request schema of POST /submit (routes/canteen-cost.ts): Fastify checks it before the handler runs.
import { z } from 'zod';
import { isId } from '../../platform/http/fields.ts';
import { yuanAsFen } from '../../platform/http/money.ts';

const MAX_COUNT = 10_000_000;
/** 999,999,999.99 元 */
const MAX_MONEY_FEN = 99_999_999_999;
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const MONTH_FORMAT = '月份格式应为 YYYY-MM';
export const FUTURE_MONTH = '不能填报未来月份';
export const DIFFERS_FROM_COMPUTED = '与系统计算的数字不同，请填写原因';
export const CHANGES_CONFIRMED = '修改已确认的数字，请填写原因';
/** The four figures of an entry, compared to decide whether a save needs a reason. */
export const FIGURES = ['mealsServed', 'headCount', 'ingredientCost', 'mealFeeRevenue'] as const;

/** A value given as text or as a number, read as trimmed text; `message` when it is neither (or absent). */
const given = (message: string) => z.union([z.string(), z.number()], { error: message }).transform((value) => String(value).trim());

/** Like `given`, but absent, null and '' read as ''. */
const optionalGiven = (message: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: message })
    .optional()
    .transform((value) => (value === undefined || value === null ? '' : String(value).trim()));

const count = (message: string) =>
  given(message)
    .refine((text) => /^\d{1,8}$/.test(text) && Number(text) <= MAX_COUNT, message)
    .transform(Number);

/** An amount in yuan (at most two decimals) as whole fen, by the one yuan parser. */
const money = (message: string) => yuanAsFen({ required: message, invalid: message, min: 0, max: MAX_MONEY_FEN });

export const CostInput = z
  .object({
    canteenId: given('请选择食堂')
      .refine((text) => /^\d+$/.test(text), '请选择食堂')
      .describe('a canteen of GET /canteens (403 `无权填报该食堂` otherwise); fixed once created'),
    month: given('请选择月份')
      .superRefine((month, issues) => {
        if (!month) issues.addIssue({ code: 'custom', message: '请选择月份' });
        else if (!MONTH.test(month)) issues.addIssue({ code: 'custom', message: MONTH_FORMAT });
      })
      .describe('YYYY-MM, not after the current month (the app clock in the deployment’s zone; 400 `不能填报未来月份`); fixed once created'),
    // a remark that is not text is no remark, as before
    remark: z
      .unknown()
      .optional()
      .transform((value) => (typeof value === 'string' ? value.trim() : ''))
      .pipe(z.string().refine((text) => [...text].length <= 200, '备注不能超过 200 个字'))
      .meta({ type: 'string', description: 'up to 200 characters' }),
    // why a figure differs from the computed one (a first confirmation) or from the confirmed one (a later change)
    reason: z
      .unknown()
      .optional()
      .transform((value) => (typeof value === 'string' ? value.trim() : ''))
      .pipe(z.string().refine((text) => [...text].length <= 200, '原因不能超过 200 个字'))
      .meta({
        type: 'string',
        description: `up to 200 characters; required (400 \`${DIFFERS_FROM_COMPUTED}\` / \`${CHANGES_CONFIRMED}\`) when a figure differs from the month's computed one (a first confirmation) or from the confirmed one (a change)`,
      }),
    // the entry to update (absent to create); an id too large to exist is simply not found ('0')
    id: optionalGiven('记录编号不正确')
      .refine((text) => !text || /^\d+$/.test(text), '记录编号不正确')
      .transform((text) => (!text ? undefined : isId(text) ? text : '0'))
      .describe('the entry to update; absent to create'),
    // any whole number: a version no row can hold is stale (409), checked by the handler
    version: optionalGiven('缺少版本号')
      .transform((text) => (text ? Number(text) : undefined))
      .describe('the version being edited (required with id); 409 when another save came first'),
    mealsServed: count('供餐人次须为不小于 0 的整数').describe('whole number 0–10,000,000'),
    headCount: count('就餐人数须为不小于 0 的整数').describe('whole number 0–10,000,000'),
    ingredientCost: money('食材成本须为不小于 0 的金额，最多两位小数').describe('yuan, 0–999,999,999.99, at most 2 decimals'),
    mealFeeRevenue: money('伙食费收入须为不小于 0 的金额，最多两位小数').describe('yuan, 0–999,999,999.99, at most 2 decimals'),
  })
  .refine((input) => input.id === undefined || (input.version !== undefined && Number.isInteger(input.version)), {
    path: ['version'],
    message: '缺少版本号',
  });

export type CostInput = z.output<typeof CostInput>;
