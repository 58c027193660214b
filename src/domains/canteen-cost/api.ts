import { http, type Page, type R } from '../../lib/http';
import type { Canteen, CostEntry, CostInput, CostQuery, CostVersion } from './types';

const BASE = '/api/shian/canteen-cost';

export async function fetchCanteens(): Promise<Canteen[]> {
  const { data } = await http.get<R<Canteen[]>>(`${BASE}/canteens`);
  return data.data ?? [];
}

export async function fetchCostPage(query: CostQuery): Promise<Page<CostEntry>> {
  const { data } = await http.get<R<Page<CostEntry>>>(`${BASE}/list`, { params: query });
  return data.data;
}

export async function fetchCostDetail(id: string): Promise<CostEntry> {
  const { data } = await http.get<R<CostEntry>>(`${BASE}/detail`, { params: { id } });
  return data.data;
}

export async function fetchCostHistory(id: string): Promise<CostVersion[]> {
  const { data } = await http.get<R<CostVersion[]>>(`${BASE}/history`, { params: { id } });
  return data.data ?? [];
}

/** Saves an entry; a 409 (another save came first, or the month exists) is the caller's to explain. */
export async function submitCost(input: CostInput): Promise<CostEntry> {
  const { data } = await http.post<R<CostEntry>>(`${BASE}/submit`, input, { silent: true });
  return data.data;
}
