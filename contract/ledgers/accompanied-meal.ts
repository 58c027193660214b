// 陪餐记录: 学校食品安全与营养健康管理规定 (2019) 第二十一条 — 中小学、幼儿园应当建立集中用餐陪餐制度，每餐均应当有
// 学校相关负责人与学生共同用餐，做好陪餐记录，及时发现和解决集中用餐过程中存在的问题 (parents where the school has a
// parents' accompanied-meal scheme). Each record: the meal, who ate with the students and in what role, an overall
// rating and an opinion on taste, quantity and hygiene; a problem found is written down. It feeds the 陪餐制度 wall.
import type { LedgerDefinition } from './types.ts';

/** 校长 · 副校长 · 中层干部 · 教师 · 家长 (the 陪餐制度 wall's codes). */
export const COMPANION_ROLES = ['principal', 'vice_principal', 'middle_manager', 'teacher', 'parent'] as const;
/** 满意 · 一般 · 不满意. */
export const MEAL_OPINIONS = ['good', 'fair', 'poor'] as const;
/** The rating below which, or an opinion of 不满意 with which, the problem must be written down. */
export const ACCOMPANIED_LOW_RATING = 3;
export const ACCOMPANIED_PROBLEM_UNSAID = '评分低于3分或有不满意项时，请在意见建议中写明发现的问题';

/** Whether the record finds a problem (a low rating or an opinion of 不满意) without saying what it is. */
export function accompaniedProblemUnsaid(record: {
  rating?: number | null;
  taste?: string | null;
  portion?: string | null;
  hygiene?: string | null;
  remarks?: string | null;
}): boolean {
  const low = (record.rating ?? ACCOMPANIED_LOW_RATING) < ACCOMPANIED_LOW_RATING || [record.taste, record.portion, record.hygiene].includes('poor');
  return low && !(record.remarks ?? '').trim();
}

const opinion = (name: string, column: string, label: string, required: string) =>
  ({ name, column, kind: 'choice', options: 'mealOpinion', codes: MEAL_OPINIONS, label, required, list: true }) as const;

export const accompaniedMeal: LedgerDefinition = {
  code: 'accompaniedMeal',
  table: 'accompanied_meal',
  path: '/shengchan/accompany/index',
  button: 'accompanied_meal_add',
  title: '陪餐记录',
  perMeal: true,
  titleField: 'companion',
  photos: { min: 0, max: 3 },
  fields: [
    { name: 'meal', column: 'meal', kind: 'meal', label: '餐次', required: '请选择餐次', list: true, filter: true },
    {
      name: 'companion',
      column: 'companion_name',
      kind: 'text',
      label: '陪餐人',
      required: '请填写陪餐人姓名',
      maxLength: { value: 20, message: '陪餐人姓名不能超过20个字' },
      list: true,
    },
    {
      name: 'role',
      column: 'companion_role',
      kind: 'choice',
      options: 'companionRole',
      codes: COMPANION_ROLES,
      label: '陪餐人身份',
      required: '请选择陪餐人身份',
      list: true,
      filter: true,
    },
    {
      name: 'rating',
      column: 'rating',
      kind: 'integer',
      unit: '分',
      label: '总体评分',
      required: '请选择总体评分',
      min: { value: 1, message: '总体评分应为1–5分' },
      max: { value: 5, message: '总体评分应为1–5分' },
      list: true,
    },
    opinion('taste', 'taste', '口味', '请评价口味'),
    opinion('portion', 'portion', '分量', '请评价分量'),
    opinion('hygiene', 'hygiene', '卫生', '请评价卫生'),
    {
      name: 'remarks',
      column: 'remarks',
      kind: 'text',
      label: '意见建议',
      multiline: true,
      maxLength: { value: 200, message: '意见建议不能超过200个字' },
      list: true,
    },
  ],
};
