// 加工记录: what each dish of a meal was cooked from (the batches issued from stock), who cooked it, and the core
// temperature of a dish made from animal foods (GB 31654-2021: the centre of cooked food reaches at least 70 °C).
import type { LedgerDefinition } from './types.ts';

/** The lowest core temperature, in tenths of °C, of a dish that needs one. */
export const CORE_TEMP_MIN_TENTHS = 700;

export const processing: LedgerDefinition = {
  code: 'processing',
  table: 'ledger_processing',
  path: '/shengchan/process/index',
  button: 'process_add',
  title: '加工记录',
  perMeal: true,
  titleField: 'dish',
  photos: { min: 0, max: 3 },
  fields: [
    { name: 'meal', column: 'meal', kind: 'meal', label: '餐次', required: '请选择餐次', list: true, filter: true },
    {
      name: 'dish',
      column: 'dish',
      kind: 'text',
      label: '菜品',
      required: '请输入菜品名称',
      maxLength: { value: 50, message: '菜品名称不能超过50个字' },
      list: true,
    },
    { name: 'issues', column: 'id', kind: 'issues', linkTable: 'ledger_processing_issue', linkColumn: 'movement_id', label: '使用食材（出库批次）' },
    { name: 'cook', column: 'cook_id', nameColumn: 'cook_name', kind: 'person', label: '厨师', required: '请选择厨师', list: true, filter: true },
    {
      name: 'servings',
      column: 'servings',
      kind: 'integer',
      unit: '份',
      label: '份数',
      min: { value: 1, message: '份数应为正整数' },
      max: { value: 100000, message: '份数过大' },
      list: true,
    },
    {
      name: 'coreTemp',
      column: 'core_temp',
      kind: 'tenths',
      label: '中心温度',
      min: { value: CORE_TEMP_MIN_TENTHS, message: '烹饪后食品中心温度应不低于70°C' },
      max: { value: 1500, message: '中心温度不正确' },
      list: true,
    },
    { name: 'remark', column: 'remark', kind: 'text', label: '备注', maxLength: { value: 200, message: '备注不能超过200个字' } },
  ],
};
