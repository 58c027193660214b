// The fields of a submitted department, each checked with its message.
import { asBody, idList, oneOf, optionalId, optionalPhone, optionalText, requiredId, requiredText, versionOf, wholeNumber } from '../crud/body.ts';
import { badRequest } from '../http/envelope.ts';

export interface DeptInput {
  id?: string;
  version?: number;
  parentId?: string;
  deptName: string;
  deptCategory: number;
  sort: number;
  remark: string;
  agencyType: number;
  canteenType: number;
  contactName: string;
  contactPhone: string;
  approverIds: string[];
  /** The roster of approvers; undefined when only approverIds came (the roster is then read from the users). */
  approvers?: Approver[];
}

export interface Approver {
  userId: string;
  realName: string;
  sex: number;
  deptName: string;
}

/** The person-choose table's rows: each one a user, with the sex and department recorded for them. */
function readApprovers(raw: unknown): Approver[] | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (!Array.isArray(raw)) throw badRequest('审批人不存在');
  const approvers = raw.map((item) => {
    const row = asBody(item);
    const sex = typeof row.sex === 'number' ? String(row.sex) : typeof row.sex === 'string' ? row.sex.trim() : '';
    if (!['0', '1', '2'].includes(sex)) throw badRequest('请选择用户性别');
    return {
      userId: requiredId(row, 'userId', '审批人不存在'),
      realName: optionalText(row, 'realName', '姓名', 30),
      sex: Number(sex),
      deptName: requiredText(row, 'deptName', '请输入部门', 50),
    };
  });
  if (new Set(approvers.map((item) => item.userId)).size !== approvers.length) throw badRequest('审批人不能重复');
  return approvers;
}

const CATEGORIES = ['1', '2', '3', '4', '5', '6'] as const;

function approverFields(body: Record<string, unknown>): Pick<DeptInput, 'approverIds' | 'approvers'> {
  const approvers = readApprovers(body.approvers);
  return approvers ? { approvers, approverIds: approvers.map((item) => item.userId) } : { approverIds: idList(body, 'approverIds', '审批人不存在') };
}

export function readDeptInput(raw: unknown, canteen: boolean): DeptInput {
  const body = asBody(raw);
  const id = optionalId(body, 'id', '机构不存在');
  // a canteen keeps its type whichever of the two submits it comes through
  const deptCategory = canteen ? 3 : Number(oneOf(body, 'deptCategory', CATEGORIES, '请选择机构类型'));
  return {
    id,
    version: id ? versionOf(body) : undefined,
    parentId: optionalId(body, 'parentId', '上级机构不存在'),
    deptName: requiredText(body, 'deptName', '请输入机构名称', 50),
    deptCategory,
    sort: wholeNumber(body, 'sort', '排序', 0, 0, 100000),
    remark: optionalText(body, 'remark', '备注', 200),
    agencyType: Number(oneOf(body, 'agencyType', ['0', '1', '2', '3'] as const, '请选择机构性质', '0')),
    canteenType: deptCategory === 3 ? Number(oneOf(body, 'canteenType', ['1', '2', '3'] as const, '请选择食堂类型')) : 0,
    contactName: optionalText(body, 'contactName', '联系人', 30),
    contactPhone: optionalPhone(body, 'contactPhone'),
    ...approverFields(body),
  };
}
