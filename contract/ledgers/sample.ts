// 留样: every dish of every meal, at least 125 g, in a clean sealed container, refrigerated at 0–8 °C for at least
// 48 hours, labelled with dish, meal, time and person (GB 31654-2021; 学校食品安全与营养健康管理规定 2019).
import type { LedgerDefinition } from './types.ts';

export const SAMPLE_MIN_GRAMS = 125;
export const SAMPLE_MIN_HOURS = 48;

export const sample: LedgerDefinition = {
  code: 'sample',
  table: 'ledger_sample',
  path: '/shengchan/sample/index',
  button: 'sample_add',
  title: '留样管理',
  perMeal: true,
  titleField: 'dish',
  photos: { min: 1, max: 3, message: '请上传留样照片' },
  fields: [
    { name: 'meal', column: 'meal', kind: 'meal', label: '餐次', required: '请选择餐次', list: true, filter: true },
    { name: 'dish', column: 'processing_id', nameColumn: 'dish', kind: 'dish', label: '菜品', required: '请选择留样菜品', list: true },
    {
      name: 'weightG',
      column: 'weight_g',
      kind: 'integer',
      unit: 'g',
      label: '留样量',
      required: '请输入留样量',
      min: { value: SAMPLE_MIN_GRAMS, message: '每个菜品留样量不得少于125克' },
      max: { value: 2000, message: '留样量不得超过2000克' },
      list: true,
    },
    {
      name: 'sealed',
      column: 'sealed',
      kind: 'boolean',
      label: '密封',
      required: '请确认留样已密封',
      mustBe: { value: 1, message: '留样须使用清洁的密闭容器' },
      list: true,
    },
    {
      name: 'storageTemp',
      column: 'storage_temp',
      kind: 'tenths',
      label: '冷藏温度',
      required: '请输入冷藏温度',
      min: { value: 0, message: '留样须在0–8°C冷藏' },
      max: { value: 80, message: '留样须在0–8°C冷藏' },
      list: true,
    },
    {
      name: 'keepHours',
      column: 'keep_hours',
      kind: 'integer',
      unit: '小时',
      label: '保存时长',
      required: '请输入保存时长',
      min: { value: SAMPLE_MIN_HOURS, message: '留样须保存48小时以上' },
      max: { value: 720, message: '保存时长不得超过720小时' },
      list: true,
    },
    { name: 'sampler', column: 'sampler_id', nameColumn: 'sampler_name', kind: 'person', label: '留样人', required: '请选择留样人', list: true },
    { name: 'remark', column: 'remark', kind: 'text', label: '备注', maxLength: { value: 200, message: '备注不能超过200个字' } },
  ],
};
