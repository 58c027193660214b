// The rules of a monthly cost entry (食堂数据填报), each with its message: whole numbers and money with
// at most two decimals, never negative, no future month. Exact decimal checks on the text, no floats.
import { badRequest } from '../http/envelope.ts';
import { currentMonth } from '../statistics/period.ts';

export interface CostInput {
  id?: string;
  canteenId: string;
  month: string;
  mealsServed: number;
  headCount: number;
  ingredientCost: string;
  mealFeeRevenue: string;
  remark: string;
  version?: number;
}

const MAX_COUNT = 10_000_000;
const MONEY = /^\d{1,9}(\.\d{1,2})?$/;

const textOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '');

function count(value: unknown, message: string): number {
  const text = textOf(value);
  if (!/^\d{1,8}$/.test(text) || Number(text) > MAX_COUNT) throw badRequest(message);
  return Number(text);
}

function money(value: unknown, message: string): string {
  const text = textOf(value);
  if (!MONEY.test(text)) throw badRequest(message);
  return text;
}

export function readCostInput(body: unknown): CostInput {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const canteenId = textOf(input.canteenId);
  if (!/^\d+$/.test(canteenId)) throw badRequest('请选择食堂');
  const month = textOf(input.month);
  if (!month) throw badRequest('请选择月份');
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw badRequest('月份格式应为 YYYY-MM');
  if (month > currentMonth()) throw badRequest('不能填报未来月份');
  const remark = typeof input.remark === 'string' ? input.remark.trim() : '';
  if ([...remark].length > 200) throw badRequest('备注不能超过 200 个字');
  const id = textOf(input.id);
  const version = input.version === undefined || input.version === null || input.version === '' ? undefined : Number(input.version);
  if (id && !/^\d+$/.test(id)) throw badRequest('记录编号不正确');
  if (id && (version === undefined || !Number.isInteger(version))) throw badRequest('缺少版本号');
  return {
    id: id || undefined,
    canteenId,
    month,
    mealsServed: count(input.mealsServed, '供餐人次须为不小于 0 的整数'),
    headCount: count(input.headCount, '就餐人数须为不小于 0 的整数'),
    ingredientCost: money(input.ingredientCost, '食材成本须为不小于 0 的金额，最多两位小数'),
    mealFeeRevenue: money(input.mealFeeRevenue, '伙食费收入须为不小于 0 的金额，最多两位小数'),
    remark,
    version,
  };
}
