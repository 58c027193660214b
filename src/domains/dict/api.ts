import { http, type Page, type R } from '../../lib/http';
import type { DictRow, DictValues } from './types';

const BASE = '/api/rabbit-system/dict';

export async function fetchParents(query: Record<string, string | number>): Promise<Page<DictRow>> {
  const { data } = await http.get<R<Page<DictRow>>>(`${BASE}/parent-list`, { params: query });
  return data.data;
}

export async function fetchChildren(query: Record<string, string | number>): Promise<Page<DictRow>> {
  const { data } = await http.get<R<Page<DictRow>>>(`${BASE}/child-list`, { params: query });
  return data.data;
}

export async function fetchDict(id: string): Promise<DictRow> {
  const { data } = await http.get<R<DictRow>>(`${BASE}/detail`, { params: { id } });
  return data.data;
}

export async function submitDict(values: DictValues & { id?: string; version?: number; parentId?: string }): Promise<DictRow> {
  const { data } = await http.post<R<DictRow>>(`${BASE}/submit`, values, { silent: true });
  return data.data;
}

export async function removeDicts(ids: string[]): Promise<void> {
  await http.post(`${BASE}/remove`, null, { params: { ids: ids.join(',') } });
}

export interface DictEntry {
  dictKey: string;
  dictValue: string;
  sort: number;
}

/** The entries of one dictionary (`sex`, …), by sort: labels from dictValue, values from dictKey. */
export async function fetchDictionary(code: string): Promise<DictEntry[]> {
  const { data } = await http.get<R<DictEntry[]>>(`${BASE}/dictionary`, { params: { code } });
  return data.data;
}
