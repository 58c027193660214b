// 快速检测 and 农残检测: a sample of a stock batch tested on the spot — the item, the method, the value measured and the
// limit it was judged by, 合格 / 不合格, the device (flagged when its calibration was past due on the day), the tester,
// and what was done with a failing batch (退货, 销毁, 封存待复检). A batch whose latest test of an item is 不合格 is
// blocked from 出库 until a passing re-test (docs/product-rules.md#食品检测). 农残: 有机磷和氨基甲酸酯类农药 by the enzyme
// inhibition method, an inhibition rate of 50 % or more being 不合格 (GB/T 5009.199-2003).
import type { LedgerDefinition, LedgerField } from './types.ts';

/** ledger_rapid_test.result / ledger_pesticide_test.result: 1 合格 · 2 不合格. */
export const TEST_RESULT = { pass: 1, fail: 2 } as const;
/** 农残 (酶抑制率法): an inhibition rate (%) from which the sample is 不合格 (GB/T 5009.199-2003). */
export const INHIBITION_LIMIT = 50;
/** 快速检测's items measured against a limit (mg/kg); the others are read as positive / negative (the result is chosen). */
export const MEASURED_ITEMS = ['nitrite', 'sulfur_dioxide'] as const;
/** 亚硝酸盐, 二氧化硫, 甲醛, 吊白块, 硼砂, 瘦肉精 (盐酸克伦特罗), 孔雀石绿, 其他. */
export const RAPID_ITEMS = ['nitrite', 'sulfur_dioxide', 'formaldehyde', 'rongalite', 'borax', 'clenbuterol', 'malachite_green', 'other'] as const;
/** 试纸法, 试剂盒比色法, 胶体金免疫层析法, 分光光度法 (检测仪). */
export const RAPID_METHODS = ['test_strip', 'reagent_kit', 'colloidal_gold', 'photometer'] as const;
/** 酶抑制率法（分光光度法）, 速测卡法（纸片法）. */
export const PESTICIDE_METHODS = ['enzyme_photometer', 'test_card'] as const;
/** What was done with a failing batch: 退货, 销毁, 封存待复检, 其他. */
export const FOLLOW_UPS = ['return', 'destroy', 'seal_retest', 'other'] as const;

const testFields = (valueField: LedgerField, thresholdField: LedgerField, item: LedgerField, method: LedgerField, resultDerived: boolean): LedgerField[] => [
  { name: 'batch', column: 'batch_id', nameColumn: 'goods_name', kind: 'batch', label: '检测批次', required: '请选择检测批次', list: true },
  item,
  method,
  valueField,
  thresholdField,
  {
    name: 'result',
    column: 'result',
    kind: 'choice',
    options: 'testResult',
    codes: [1, 2],
    label: '检测结果',
    derived: resultDerived,
    list: true,
    filter: true,
  },
  { name: 'device', column: 'device_id', nameColumn: 'device_name', kind: 'device', label: '检测设备', list: true },
  { name: 'calibrationOverdue', column: 'calibration_overdue', kind: 'boolean', label: '设备校准已过期', derived: true, list: true },
  { name: 'tester', column: 'tester_id', nameColumn: 'tester_name', kind: 'person', label: '检测人', required: '请选择检测人', list: true, filter: true },
  { name: 'followUp', column: 'follow_up', kind: 'choice', options: 'followUp', codes: FOLLOW_UPS, label: '处置措施', list: true },
  { name: 'followUpNote', column: 'follow_up_note', kind: 'text', label: '处置说明', maxLength: { value: 200, message: '处置说明不能超过200个字' } },
];

export const rapidTest: LedgerDefinition = {
  code: 'rapidTest',
  table: 'ledger_rapid_test',
  path: '/jiance/rapid/index',
  title: '快速检测',
  button: 'rapid_test_add',
  perMeal: false,
  titleField: 'batch',
  photos: { min: 0, max: 3 },
  fields: testFields(
    {
      name: 'value',
      column: 'value',
      kind: 'integer',
      unit: 'mg/kg',
      label: '检测值',
      min: { value: 0, message: '检测值不能为负数' },
      max: { value: 100000, message: '检测值过大' },
      list: true,
    },
    {
      name: 'threshold',
      column: 'threshold',
      kind: 'integer',
      unit: 'mg/kg',
      label: '判定限值',
      min: { value: 0, message: '判定限值不能为负数' },
      max: { value: 100000, message: '判定限值过大' },
      list: true,
    },
    {
      name: 'item',
      column: 'item',
      kind: 'choice',
      options: 'rapidItem',
      codes: RAPID_ITEMS,
      label: '检测项目',
      required: '请选择检测项目',
      list: true,
      filter: true,
    },
    {
      name: 'method',
      column: 'method',
      kind: 'choice',
      options: 'rapidMethod',
      codes: RAPID_METHODS,
      label: '检测方法',
      required: '请选择检测方法',
      list: true,
    },
    false,
  ),
};

export const pesticideTest: LedgerDefinition = {
  code: 'pesticideTest',
  table: 'ledger_pesticide_test',
  path: '/jiance/pesticide/index',
  title: '农残检测',
  button: 'pesticide_test_add',
  perMeal: false,
  titleField: 'batch',
  photos: { min: 0, max: 3 },
  fields: testFields(
    {
      name: 'value',
      column: 'value',
      kind: 'integer',
      unit: '%',
      label: '抑制率',
      required: '请输入抑制率',
      min: { value: 0, message: '抑制率应在0–100%之间' },
      max: { value: 100, message: '抑制率应在0–100%之间' },
      list: true,
    },
    { name: 'threshold', column: 'threshold', kind: 'integer', unit: '%', label: '判定限值', derived: true, list: true },
    {
      name: 'item',
      column: 'item',
      kind: 'choice',
      options: 'pesticideItem',
      codes: ['op_carbamate'],
      label: '检测项目',
      required: '请选择检测项目',
      list: true,
    },
    {
      name: 'method',
      column: 'method',
      kind: 'choice',
      options: 'pesticideMethod',
      codes: PESTICIDE_METHODS,
      label: '检测方法',
      required: '请选择检测方法',
      list: true,
    },
    true,
  ),
};
