// The request schemas of 从业人员 (docs/decisions/0011-request-schemas.md) with the messages of
// docs/product-rules.md#work-personnel. What needs the database — whether the post handles food, the canteen,
// the linked account, the files — is checked by the route (server/modules/work-personnel/rules.ts).
import { z } from 'zod';
import { editable, nullAsAbsent, oneOf, optionalId, optionalText, paging, phone, text } from '../../platform/http/fields.ts';
import { isDay } from '../../platform/http/fields.ts';
import { ID_CARD_MESSAGES, idCardProblem } from './id-card.ts';
import { NOT_FOUND } from './scope.ts';

/** An optional day (YYYY-MM-DD); '', null and absent read as null. */
const optionalDay = (label: string) =>
  nullAsAbsent(
    optionalText(label, 10)
      .refine((day) => !day || isDay(day), `${label}格式应为 YYYY-MM-DD`)
      .transform((day) => day || null),
  ).transform((day) => day ?? null);

const optionalFile = (message: string) => nullAsAbsent(optionalId(message)).transform((value) => value ?? null);

/** An ID card number (GB 11643): 18 characters, a real birth date, the check character; a lower-case x read as X. */
export const idCard = () =>
  text('请输入身份证号码', 18)
    .transform((value) => value.toUpperCase())
    .superRefine((value, issues) => {
      const problem = idCardProblem(value);
      if (problem) issues.addIssue({ code: 'custom', message: ID_CARD_MESSAGES[problem] });
    });

export const PersonInput = editable(NOT_FOUND, {
  canteenId: nullAsAbsent(optionalId('请选择所属食堂')),
  userId: optionalFile('关联账号不正确'),
  number: text('请输入编号', 32),
  name: text('请输入姓名', 50),
  sex: oneOf(['0', '1', '2'], '请选择性别').transform(Number),
  phone: phone('手机号码不能为空'),
  idCard: idCard(),
  post: text('请选择岗位', 32),
  healthCertNo: nullAsAbsent(optionalText('健康证编号', 64)),
  healthCertExpiry: optionalDay('健康证有效期'),
  healthCertFileId: optionalFile('健康证扫描件不正确'),
  faceFileId: optionalFile('人脸照片不正确'),
  status: oneOf(['1', '2', '3'], '在岗状态不正确', '1').transform(Number),
  remark: nullAsAbsent(optionalText('备注', 300)),
});
export type PersonValues = z.infer<typeof PersonInput>;

const optionalState = (label: string, allowed: string[]) =>
  nullAsAbsent(optionalText(label, 2))
    .refine((value) => !value || allowed.includes(value), `${label}不正确`)
    .transform((value) => (value ? Number(value) : undefined));

export const PersonList = z.object({
  ...paging(),
  name: optionalText('姓名', 50),
  number: optionalText('编号', 32),
  phone: optionalText('手机号码', 11),
  post: optionalText('岗位', 32),
  /** One status, or several comma-joined (1,2: everyone who has not left). */
  status: nullAsAbsent(optionalText('在岗状态', 8))
    .transform((value) => value.split(',').filter(Boolean))
    .refine((values) => values.every((value) => ['1', '2', '3'].includes(value)), '在岗状态不正确')
    .transform((values) => (values.length ? values.map(Number) : undefined)),
  certState: optionalState('健康证状态', ['0', '1', '2', '3']),
  canteenId: nullAsAbsent(optionalId('所属食堂不正确')),
  schoolId: nullAsAbsent(optionalId('所属学校不正确')),
  /** A node of the department tree: the people of the canteens under it. */
  deptId: nullAsAbsent(optionalId('所属部门不正确')),
});

export const MorningCheckInput = z.object({
  deptId: nullAsAbsent(optionalId('所属部门不正确')),
  date: optionalDay('日期'),
});

export const UserListQuery = z.object({
  ...paging(),
  name: optionalText('姓名', 50),
  canteenId: nullAsAbsent(optionalId('所属食堂不正确')),
});

export const DeptCountQuery = z.object({
  ...paging(),
  deptId: nullAsAbsent(optionalId('所属部门不正确')),
  deptName: optionalText('部门名称', 50),
});
