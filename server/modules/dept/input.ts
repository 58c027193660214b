// The fields of a submitted department (DeptInput) or canteen (CanteenInput), each with its message.
import { z } from 'zod';
import { DEPT_CATEGORY } from '../../../contract/org.ts';
import { editable, id, isId, oneOf, optionalId, optionalPhone, optionalText, text, whole } from '../../platform/http/fields.ts';

export interface Approver {
  userId: string;
  realName: string;
  sex: number;
  deptName: string;
}

const NO_APPROVER = '审批人不存在';

/** The person-choose table's rows: each one a user, with the sex and department recorded for them. */
const ApproverRow = z.object(
  {
    sex: oneOf(['0', '1', '2'], '请选择用户性别').transform(Number),
    userId: id(NO_APPROVER),
    realName: optionalText('姓名', 30),
    deptName: text('请输入部门', 50),
  },
  { error: '请选择用户性别' },
);

/** The roster; absent (also null or '') when only approverIds came, the roster then being read from the users. */
const approvers = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z
    .array(ApproverRow, { error: NO_APPROVER })
    .max(50, '审批人最多 50 人')
    .refine((rows) => new Set(rows.map((row) => row.userId)).size === rows.length, '审批人不能重复')
    .optional(),
);

/** The approvers' ids, comma-joined or an array; read only when no roster came (`idsIn`, below). */
const approverIds = z
  .union([z.string().max(2000, '审批人最多 50 人'), z.number(), z.array(z.union([z.string(), z.number()])).max(50, '审批人最多 50 人')], { error: NO_APPROVER })
  .optional();

/** The ids of `raw`, duplicates dropped; undefined when one of them is not an id. */
function idsIn(raw: z.output<typeof approverIds>): string[] | undefined {
  const parts = (Array.isArray(raw) ? raw.map(String) : String(raw ?? '').split(',')).map((part) => part.trim()).filter(Boolean);
  return parts.every(isId) ? [...new Set(parts.map((part) => String(BigInt(part))))] : undefined;
}

const CATEGORIES = ['1', '2', '3', '4', '5', '6'] as const;

const fields = {
  parentId: optionalId('上级机构不存在'),
  deptName: text('请输入机构名称', 50),
  sort: whole('排序', 0, 0, 100000),
  remark: optionalText('备注', 200),
  agencyType: oneOf(['0', '1', '2', '3'], '请选择机构性质', '0').transform(Number),
  // read for a canteen only, where it is required (below); anything else ignores it
  canteenType: oneOf(['1', '2', '3'], '请选择食堂类型').transform(Number).optional().catch(undefined),
  contactName: optionalText('联系人', 30),
  contactPhone: optionalPhone(),
  approverIds,
  approvers,
};

interface Read {
  deptCategory: number;
  canteenType?: number;
  approverIds?: z.output<typeof approverIds>;
  approvers?: Approver[];
}

/** A canteen has its type; without a roster, the ids given are ids. */
function checked(input: Read, issues: z.RefinementCtx): void {
  if (input.deptCategory === DEPT_CATEGORY.canteen && input.canteenType === undefined)
    issues.addIssue({ code: 'custom', path: ['canteenType'], message: '请选择食堂类型' });
  if (!input.approvers && !idsIn(input.approverIds)) issues.addIssue({ code: 'custom', path: ['approverIds'], message: NO_APPROVER });
}

/** A roster submitted gives the ids; a department not a canteen has no canteen type. */
const settled = <T extends Read>({ approvers, approverIds, canteenType, ...input }: T) => ({
  ...input,
  canteenType: input.deptCategory === DEPT_CATEGORY.canteen ? canteenType! : 0,
  approvers,
  approverIds: approvers ? approvers.map((item) => item.userId) : idsIn(approverIds)!,
});

export const DeptInput = editable('机构不存在', { deptCategory: oneOf(CATEGORIES, '请选择机构类型').transform(Number), ...fields })
  .superRefine(checked)
  .transform(settled);

/** Through the canteen submit a department is a canteen, whatever category is sent. */
export const CanteenInput = editable('机构不存在', fields)
  .transform((input) => ({ ...input, deptCategory: DEPT_CATEGORY.canteen }))
  .superRefine(checked)
  .transform(settled);

export type DeptInput = z.output<typeof DeptInput>;
