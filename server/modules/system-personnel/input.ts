// The request schemas of 系统人员 (docs/decisions/0011-request-schemas.md) with the messages of
// docs/product-rules.md#system-personnel. What needs the database (the school, canteen, meal plan, face file,
// card number) is checked by the route.
import { z } from 'zod';
import { editable, id, ids, nullAsAbsent, oneOf, optionalId, optionalPhone, optionalText, paging, text } from '../../platform/http/fields.ts';
import { NOT_FOUND } from './scope.ts';

const CARD_NO = /^[0-9A-Za-z]{4,20}$/;
const optionalCard = () =>
  nullAsAbsent(optionalText('卡号', 20))
    .refine((value) => !value || CARD_NO.test(value), '卡号须为 4–20 位字母或数字')
    .transform((value) => value || undefined);

export const DinerInput = editable(NOT_FOUND, {
  schoolId: nullAsAbsent(optionalId('请选择所属学校')),
  canteenId: nullAsAbsent(optionalId('所属食堂不正确')),
  personnelNo: text('请输入人员编号', 32),
  name: text('请输入姓名', 50),
  type: oneOf(['1', '2', '3'], '请选择人员类型').transform(Number),
  className: nullAsAbsent(optionalText('班级', 50)),
  phone: nullAsAbsent(optionalPhone()),
  faceFileId: nullAsAbsent(optionalId('人脸照片不正确')).transform((value) => value ?? null),
  cardNo: optionalCard(),
  mealCategoryId: nullAsAbsent(optionalId('餐别不正确')).transform((value) => value ?? null),
  remark: nullAsAbsent(optionalText('备注', 300)),
});
export type DinerValues = z.infer<typeof DinerInput>;

const optionalType = nullAsAbsent(optionalText('人员类型', 1))
  .refine((value) => !value || ['1', '2', '3'].includes(value), '人员类型不正确')
  .transform((value) => (value ? Number(value) : undefined));

export const DinerFilters = {
  name: optionalText('姓名', 50),
  personnelNo: optionalText('人员编号', 32),
  cardNo: optionalText('卡号', 20),
  className: optionalText('班级', 50),
  type: optionalType,
  status: nullAsAbsent(optionalText('状态', 1))
    .refine((value) => !value || ['1', '2'].includes(value), '状态不正确')
    .transform((value) => (value ? Number(value) : undefined)),
  schoolId: nullAsAbsent(optionalId('所属学校不正确')),
  canteenId: nullAsAbsent(optionalId('所属食堂不正确')),
};
export const DinerList = z.object({ ...paging(), ...DinerFilters });
export type DinerListQuery = z.output<typeof DinerList>;
export const DinerExport = z.object(DinerFilters);

export const BatchUpdate = z.object({
  ids: z.array(id('请选择人员')).min(1, '请选择人员').max(1000, '一次最多修改 1000 人'),
  mealCategoryId: nullAsAbsent(optionalId('餐别不正确')),
  className: nullAsAbsent(z.string().max(50, '班级不能超过 50 个字符').optional()),
  canteenId: nullAsAbsent(optionalId('所属食堂不正确')),
});
export type BatchValues = z.output<typeof BatchUpdate>;

export const CARD_ACTIONS = ['lost', 'frozen', 'unfrozen', 'cancel', 'replace', 'issue'] as const;
export const CardStatusInput = z.object({
  personnelId: id('请选择人员'),
  action: oneOf(CARD_ACTIONS, '卡务操作不正确'),
  cardNo: optionalCard(),
});

export const IdsQuery = z.object({ ids: ids('请选择人员') });
export const ResetPassword = z.object({ ids: z.array(id('请选择人员')).min(1, '请选择人员').max(1000, '一次最多重置 1000 人') });
