// Menu maintenance (/api/rabbit-system/menu/ lazy-list, detail, submit, remove).
import { http, type R } from '../../lib/http';

export interface MenuRow {
  id: string;
  parentId: string;
  parentName: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: 1 | 2;
  keepAlive: number;
  i18n: string;
  remark: string;
  version: number;
  hasChildren: boolean;
  children?: MenuRow[];
}

export type MenuValues = Pick<MenuRow, 'code' | 'name' | 'path' | 'source' | 'sort' | 'category' | 'keepAlive' | 'i18n' | 'remark'> & { parentId?: string };

const BASE = '/api/rabbit-system/menu';

export async function fetchMenuChildren(parentId?: string): Promise<MenuRow[]> {
  const { data } = await http.get<R<MenuRow[]>>(`${BASE}/lazy-list`, { params: { parentId: parentId ?? '0' } });
  return data.data ?? [];
}

export async function fetchMenu(id: string): Promise<MenuRow> {
  const { data } = await http.get<R<MenuRow>>(`${BASE}/detail`, { params: { id } });
  return data.data;
}

export async function submitMenu(values: MenuValues & { id?: string; version?: number }): Promise<MenuRow> {
  const { data } = await http.post<R<MenuRow>>(`${BASE}/submit`, values, { silent: true });
  return data.data;
}

export async function removeMenus(ids: string[]): Promise<void> {
  await http.post(`${BASE}/remove`, null, { params: { ids: ids.join(',') } });
}
