import { DEPT_CATEGORY } from '../../../contract/org';
import type { Person } from '../user';
import { http, type R } from '../../lib/http';

export interface Dept {
  id: string;
  parentId: string;
  parentName: string;
  deptName: string;
  fullName: string;
  deptCategory: number;
  sort: number;
  remark: string;
  agencyType: number;
  canteenType: number;
  approverIds: string;
  approverNames: string;
  approvers: Person[];
  contactName: string;
  contactPhone: string;
  version: number;
  hasChildren: boolean;
  children?: Dept[];
}

export interface DeptValues {
  parentId?: string;
  deptName: string;
  deptCategory: number;
  sort?: number;
  remark?: string;
  agencyType?: number;
  canteenType?: number;
  contactName?: string;
  contactPhone?: string;
  approvers?: Person[];
}

const BASE = '/api/rabbit-system/dept';

export async function fetchDeptChildren(parentId?: string): Promise<Dept[]> {
  const { data } = await http.get<R<Dept[]>>(`${BASE}/lazy-list`, { params: parentId ? { parentId } : {} });
  return data.data ?? [];
}

export async function fetchDept(id: string): Promise<Dept> {
  const { data } = await http.get<R<Dept>>(`${BASE}/detail`, { params: { id } });
  return data.data;
}

/** Canteens go through canteent/submit (they need a school above and a canteen type). */
export async function submitDept(values: DeptValues & { id?: string; version?: number }): Promise<Dept> {
  const path = Number(values.deptCategory) === DEPT_CATEGORY.canteen ? `${BASE}/canteent/submit` : `${BASE}/submit`;
  const { data } = await http.post<R<Dept>>(path, values, { silent: true });
  return data.data;
}

export async function removeDepts(ids: string[]): Promise<void> {
  await http.post(`${BASE}/remove`, null, { params: { ids: ids.join(',') } });
}
