// 添加剂使用: the 五专 rules of food additives — 专店采购、专柜存放、专人管理、专用工具、专账记录: bought from a licensed
// shop, kept in a cabinet of their own, handled by the canteen's named keepers, weighed with tools of their own and
// each use written in a ledger of its own (GB 31654-2021: additives kept apart from food in a dedicated cabinet or
// place, by a named person, with each use recorded; 餐饮服务食品安全操作规范 2018 附录 D's record: date, additive,
// amount in g, purpose, the dish made and the person). The amount is kept in tenths of a gram (15 = 1.5 g).
import type { LedgerDefinition } from './types.ts';

/** The message refusing a use by anyone but the canteen's named additive keepers (专人管理). */
export const ADDITIVE_KEEPER_ONLY = '添加剂须由专人管理，该人员不是本食堂指定的添加剂管理员';
/** The most keepers a canteen names. */
export const ADDITIVE_KEEPERS_MAX = 5;

export const additive: LedgerDefinition = {
  code: 'additive',
  table: 'ledger_additive',
  path: '/shengchan/additive/index',
  button: 'additive_add',
  title: '添加剂使用',
  perMeal: true,
  titleField: 'additive',
  photos: { min: 0, max: 3 },
  fields: [
    { name: 'meal', column: 'meal', kind: 'meal', label: '餐次', required: '请选择餐次', list: true, filter: true },
    {
      name: 'additive',
      column: 'additive',
      kind: 'text',
      label: '添加剂名称',
      required: '请输入添加剂名称',
      maxLength: { value: 50, message: '添加剂名称不能超过50个字' },
      list: true,
    },
    {
      name: 'amount',
      column: 'amount_tenth_g',
      kind: 'tenths',
      unit: 'g',
      label: '使用量',
      required: '请输入使用量',
      min: { value: 1, message: '使用量应大于0克' },
      max: { value: 100000, message: '使用量不得超过10000克' },
      list: true,
    },
    {
      name: 'purpose',
      column: 'purpose',
      kind: 'text',
      label: '功能（用途）',
      maxLength: { value: 50, message: '功能（用途）不能超过50个字' },
      list: true,
    },
    { name: 'dish', column: 'processing_id', nameColumn: 'dish', kind: 'dish', label: '制作菜品', required: '请选择使用添加剂的菜品', list: true },
    {
      name: 'operator',
      column: 'operator_id',
      nameColumn: 'operator_name',
      kind: 'person',
      label: '使用人',
      required: '请选择使用人',
      list: true,
      filter: true,
    },
    {
      name: 'cabinet',
      column: 'cabinet',
      kind: 'boolean',
      label: '专柜存放',
      required: '请确认添加剂专柜存放',
      mustBe: { value: 1, message: '添加剂须专柜存放，不得与食品混放' },
    },
    {
      name: 'tools',
      column: 'tools',
      kind: 'boolean',
      label: '专用工具',
      required: '请确认使用专用计量工具',
      mustBe: { value: 1, message: '添加剂须使用专用工具称量' },
    },
    { name: 'remark', column: 'remark', kind: 'text', label: '备注', maxLength: { value: 200, message: '备注不能超过200个字' } },
  ],
};
