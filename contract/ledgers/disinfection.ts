// 消毒记录: each meal's cleaning and disinfection of tableware, containers, tools and work surfaces — object, method,
// temperature or concentration, duration, quantity and the person (GB 31654-2021 餐饮服务通用卫生规范: tableware and
// containers in direct contact with food are cleaned and disinfected after each use, and the disinfection recorded).
// The figures of each method are those of 餐饮服务食品安全操作规范 (市场监管总局 2018), its recommended methods of
// cleaning and disinfecting tableware: 煮沸、蒸汽 ≥ 100 °C for ≥ 10 min; 红外线 ≥ 120 °C for ≥ 10 min; 洗碗机 rinse
// water ≥ 85 °C (for ≥ 40 s); 含氯消毒剂 effective chlorine ≥ 250 mg/L, wholly immersed for ≥ 5 min.
import type { LedgerDefinition } from './types.ts';

/** 餐用具 · 盛放容器（直接入口食品） · 工用具 · 操作台面 · 其他. */
export const DISINFECT_OBJECTS = ['tableware', 'container', 'utensil', 'worktop', 'other'] as const;
/** 煮沸 · 蒸汽 · 红外线 · 洗碗机 · 含氯消毒剂浸泡. */
export const DISINFECT_METHODS = ['boiling', 'steam', 'infrared', 'dishwasher', 'chlorine'] as const;
export type DisinfectMethod = (typeof DISINFECT_METHODS)[number];

/** Each method's figures: the lowest temperature (tenths of °C) or effective chlorine (mg/L), the shortest time (min). */
export const DISINFECT_RULES: Record<DisinfectMethod, { minTenths?: number; minMgL?: number; minMinutes: number }> = {
  boiling: { minTenths: 1000, minMinutes: 10 },
  steam: { minTenths: 1000, minMinutes: 10 },
  infrared: { minTenths: 1200, minMinutes: 10 },
  // a dishwasher's rinse of ≥ 40 s: a recorded cycle of a whole minute or more holds it
  dishwasher: { minTenths: 850, minMinutes: 1 },
  chlorine: { minMgL: 250, minMinutes: 5 },
};

/** The method's words in the messages below. */
const METHOD_WORDS: Record<DisinfectMethod, string> = {
  boiling: '煮沸消毒',
  steam: '蒸汽消毒',
  infrared: '红外线消毒',
  dishwasher: '洗碗机消毒',
  chlorine: '含氯消毒剂消毒',
};

/** What breaks the method's rule, in the words the server refuses with; undefined when the record holds it. */
export function disinfectionProblem(record: {
  method: string;
  temperature?: number | null;
  durationMin?: number | null;
  concentration?: number | null;
}): string | undefined {
  const rule = DISINFECT_RULES[record.method as DisinfectMethod];
  if (!rule) return undefined;
  const words = METHOD_WORDS[record.method as DisinfectMethod];
  if (rule.minTenths !== undefined) {
    if (record.temperature === null || record.temperature === undefined) return `${words}须填写消毒温度`;
    if (record.temperature < rule.minTenths) return `${words}温度应不低于${rule.minTenths / 10}°C`;
  }
  if (rule.minMgL !== undefined) {
    if (record.concentration === null || record.concentration === undefined) return `${words}须填写有效氯浓度`;
    if (record.concentration < rule.minMgL) return `${words}有效氯浓度应不低于${rule.minMgL}mg/L`;
  }
  if ((record.durationMin ?? 0) < rule.minMinutes) return `${words}应持续${rule.minMinutes}分钟以上`;
  return undefined;
}

export const disinfection: LedgerDefinition = {
  code: 'disinfection',
  table: 'ledger_disinfection',
  path: '/shengchan/disinfect/index',
  button: 'disinfection_add',
  title: '消毒记录',
  perMeal: true,
  titleField: 'object',
  photos: { min: 0, max: 3 },
  fields: [
    { name: 'meal', column: 'meal', kind: 'meal', label: '餐次', required: '请选择餐次', list: true, filter: true },
    {
      name: 'object',
      column: 'object',
      kind: 'choice',
      options: 'disinfectObject',
      codes: DISINFECT_OBJECTS,
      label: '消毒对象',
      required: '请选择消毒对象',
      list: true,
      filter: true,
    },
    {
      name: 'method',
      column: 'method',
      kind: 'choice',
      options: 'disinfectMethod',
      codes: DISINFECT_METHODS,
      label: '消毒方式',
      required: '请选择消毒方式',
      list: true,
      filter: true,
    },
    {
      name: 'quantity',
      column: 'quantity',
      kind: 'integer',
      unit: '件',
      label: '数量',
      min: { value: 1, message: '数量应为正整数' },
      max: { value: 100000, message: '数量过大' },
      list: true,
    },
    {
      name: 'temperature',
      column: 'temperature',
      kind: 'tenths',
      label: '消毒温度',
      min: { value: 0, message: '消毒温度不正确' },
      max: { value: 3000, message: '消毒温度不正确' },
      list: true,
    },
    {
      name: 'concentration',
      column: 'concentration',
      kind: 'integer',
      unit: 'mg/L',
      label: '有效氯浓度',
      min: { value: 1, message: '有效氯浓度应为正整数' },
      max: { value: 10000, message: '有效氯浓度过高' },
      list: true,
    },
    {
      name: 'durationMin',
      column: 'duration_min',
      kind: 'integer',
      unit: '分钟',
      label: '消毒时长',
      required: '请输入消毒时长',
      min: { value: 1, message: '消毒时长应为正整数' },
      max: { value: 600, message: '消毒时长不得超过600分钟' },
      list: true,
    },
    {
      name: 'operator',
      column: 'operator_id',
      nameColumn: 'operator_name',
      kind: 'person',
      label: '消毒人',
      required: '请选择消毒人',
      list: true,
      filter: true,
    },
    { name: 'remark', column: 'remark', kind: 'text', label: '备注', maxLength: { value: 200, message: '备注不能超过200个字' } },
  ],
};
