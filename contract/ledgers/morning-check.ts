// 晨检: every food handler, every working day, before work — temperature and symptoms; anyone with a symptom or a
// fever is kept away from food that day (学校食品安全与营养健康管理规定 2019; GB 31654-2021).
import type { LedgerDefinition } from './types.ts';

/** 发热, 腹泻, 呕吐, 咽部炎症, 手部伤口或化脓. */
export const SYMPTOMS = ['fever', 'diarrhea', 'vomiting', 'sore_throat', 'hand_wound'] as const;
/** From this temperature (tenths of °C) a check counts as a fever whatever the symptoms say. */
export const FEVER_TENTHS = 373;
/** work_morning_check.result: 1 正常 (fit for work) · 2 异常 (off food handling today). */
export const CHECK_RESULT = { fit: 1, unfit: 2 } as const;

export const morningCheck: LedgerDefinition = {
  code: 'morningCheck',
  table: 'work_morning_check',
  path: '/shengchan/morningCheck/index',
  button: 'morning_check_add',
  title: '晨检记录',
  perMeal: false,
  titleField: 'person',
  photos: { min: 0, max: 3 },
  fields: [
    { name: 'person', column: 'personnel_id', nameColumn: 'person_name', kind: 'person', label: '人员', required: '请选择晨检人员', list: true, filter: true },
    {
      name: 'temperature',
      column: 'temperature',
      kind: 'tenths',
      label: '体温',
      required: '请输入体温',
      min: { value: 340, message: '体温应在34.0–43.0°C之间' },
      max: { value: 430, message: '体温应在34.0–43.0°C之间' },
      list: true,
    },
    { name: 'symptoms', column: 'symptoms', kind: 'choices', options: 'symptom', codes: SYMPTOMS, label: '症状', list: true },
    {
      name: 'result',
      column: 'result',
      kind: 'choice',
      options: 'checkResult',
      codes: [1, 2],
      label: '晨检结果',
      derived: true,
      alarm: CHECK_RESULT.unfit,
      list: true,
      filter: true,
    },
    { name: 'certExpired', column: 'cert_expired', kind: 'boolean', label: '健康证已过期', derived: true, alarm: true, list: true },
    { name: 'remark', column: 'remark', kind: 'text', label: '备注', maxLength: { value: 200, message: '备注不能超过200个字' } },
  ],
};
