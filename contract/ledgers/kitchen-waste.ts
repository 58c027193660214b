// 餐厨废弃物: each handover of kitchen waste or waste oil to a licensed collector — kind, weight, the collector and its
// licence, who handed it over and who signed for it, where it goes and when (GB 31654-2021: waste kept in covered
// containers and removed in time; 餐饮服务食品安全操作规范 2018: kitchen waste handed to units licensed to collect and
// treat it, with a record of kind, quantity, time, the unit and the person — 附录 E 废弃物处置记录). The weight is kept
// in tenths of a kilogram (356 = 35.6 kg).
import type { LedgerDefinition } from './types.ts';

/** 餐厨垃圾 · 废弃油脂. */
export const WASTE_KINDS = ['food_waste', 'waste_oil'] as const;
/** The message refusing a handover time outside the record's day or still to come. */
export const WASTE_TIME_DAY = '交接时间须为记录当日且不晚于当前时间';

export const kitchenWaste: LedgerDefinition = {
  code: 'kitchenWaste',
  table: 'ledger_kitchen_waste',
  path: '/shengchan/waste/index',
  button: 'kitchen_waste_add',
  title: '餐厨废弃物',
  perMeal: false,
  titleField: 'kind',
  photos: { min: 1, max: 3, message: '请上传交接照片' },
  fields: [
    {
      name: 'kind',
      column: 'kind',
      kind: 'choice',
      options: 'wasteKind',
      codes: WASTE_KINDS,
      label: '废弃物种类',
      required: '请选择废弃物种类',
      list: true,
      filter: true,
    },
    {
      name: 'quantity',
      column: 'quantity_tenth_kg',
      kind: 'tenths',
      unit: 'kg',
      label: '数量',
      required: '请输入数量',
      min: { value: 1, message: '数量应大于0公斤' },
      max: { value: 100000, message: '数量不得超过10000公斤' },
      list: true,
    },
    {
      name: 'collector',
      column: 'collector',
      kind: 'text',
      label: '收运单位',
      required: '请填写收运单位',
      maxLength: { value: 100, message: '收运单位不能超过100个字' },
      list: true,
    },
    {
      name: 'licenceNo',
      column: 'licence_no',
      kind: 'text',
      label: '收运许可证号',
      required: '请填写收运单位的许可证号',
      maxLength: { value: 50, message: '许可证号不能超过50个字' },
      list: true,
    },
    { name: 'handover', column: 'handover_id', nameColumn: 'handover_name', kind: 'person', label: '交接人', required: '请选择交接人', list: true },
    {
      name: 'signer',
      column: 'signer',
      kind: 'text',
      label: '收运人签字',
      required: '请填写收运人姓名',
      maxLength: { value: 20, message: '收运人姓名不能超过20个字' },
      list: true,
    },
    {
      name: 'destination',
      column: 'destination',
      kind: 'text',
      label: '去向',
      required: '请填写去向',
      maxLength: { value: 100, message: '去向不能超过100个字' },
    },
    { name: 'handoverTime', column: 'handover_time', kind: 'datetime', label: '交接时间', required: '请填写交接时间', list: true },
    { name: 'remark', column: 'remark', kind: 'text', label: '备注', maxLength: { value: 200, message: '备注不能超过200个字' } },
  ],
};
