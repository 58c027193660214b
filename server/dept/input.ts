// The fields of a submitted department, each checked with its message.
import { asBody, idList, oneOf, optionalId, optionalPhone, optionalText, requiredText, versionOf, wholeNumber } from '../crud/body.ts';

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
}

const CATEGORIES = ['1', '2', '3', '4', '5', '6'] as const;

export function readDeptInput(raw: unknown, canteen: boolean): DeptInput {
  const body = asBody(raw);
  const id = optionalId(body, 'id', '机构不存在');
  return {
    id,
    version: id ? versionOf(body) : undefined,
    parentId: optionalId(body, 'parentId', '上级机构不存在'),
    deptName: requiredText(body, 'deptName', '请输入机构名称', 50),
    deptCategory: canteen ? 3 : Number(oneOf(body, 'deptCategory', CATEGORIES, '请选择机构类型')),
    sort: wholeNumber(body, 'sort', '排序', 0, 0, 100000),
    remark: optionalText(body, 'remark', '备注', 200),
    agencyType: Number(oneOf(body, 'agencyType', ['0', '1', '2', '3'] as const, '请选择机构性质', '0')),
    canteenType: canteen ? Number(oneOf(body, 'canteenType', ['1', '2', '3'] as const, '请选择食堂类型')) : 0,
    contactName: optionalText(body, 'contactName', '联系人', 30),
    contactPhone: optionalPhone(body, 'contactPhone'),
    approverIds: idList(body, 'approverIds', '审批人不存在'),
  };
}
