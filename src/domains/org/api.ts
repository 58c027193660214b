// The organisation as the other domains read it: the department tree (the caller's scope or the whole
// tenant) and the tenant's schools. Maintaining departments is the dept domain's business.
import { http, type Page, type R } from '../../lib/http';

export interface DeptNode {
  id: string;
  parentId: string;
  title: string;
  deptCategory: number;
  children: DeptNode[];
}

/** The department trees the pickers stand on: the caller's scope, or the whole tenant. */
export async function fetchDeptTree(whole = false): Promise<DeptNode[]> {
  const { data } = await http.get<R<DeptNode[]>>(`/api/rabbit-setting/dept/systemDeptSetting/tree${whole ? '' : '/scope'}`);
  return data.data ?? [];
}

export interface SchoolRow {
  id: string;
  schoolName: string;
  realName: string;
  phone: string;
}

/** 选择学校: a page of the tenant's schools. */
export async function fetchSchools(query: { current: number; size: number; name: string }): Promise<Page<SchoolRow>> {
  const { data } = await http.get<R<Page<SchoolRow>>>('/api/rabbit-system/dept/schoolList', {
    params: { current: query.current, size: query.size, schoolName: query.name || undefined },
  });
  return data.data;
}
