import { http, type Page, type R } from '../../lib/http';

export interface Binding {
  id: string;
  deptId: string;
  deptName: string;
  supplierId: string;
  supplierName: string;
  contactsName: string;
  mobile: string;
  createTime: string;
}

const BASE = '/api/rabbit-binding/supplierBinding';

export async function fetchBindings(query: Record<string, string | number>): Promise<Page<Binding>> {
  const { data } = await http.get<R<Page<Binding>>>(`${BASE}/list`, { params: query });
  return data.data;
}

/** Binds suppliers (ids comma-joined) to a department; a 409 names those already bound. */
export async function bindSuppliers(deptId: string | undefined, supplierIds: string): Promise<void> {
  await http.post(`${BASE}/submit`, { deptId, supplierIds });
}

export async function unbind(ids: string[]): Promise<void> {
  await http.post(`${BASE}/remove`, null, { params: { ids: ids.join(',') } });
}
