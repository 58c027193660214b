import { http, type Page, type R } from '../../lib/http';
import type { Canteen, CostEntry, CostFigures, CostInput, CostQuery, CostVersion } from './types';

/** A record as the server answers it: `id` the confirmed entry's (null while not confirmed), `key` the row's. */
type Answered = Omit<CostEntry, 'id' | 'entryId'> & { id: string | null; key: string };
const rowOf = ({ id, key, ...rest }: Answered): CostEntry => ({ ...rest, id: key, entryId: id });

const BASE = '/api/shian/canteen-cost';

export async function fetchCanteens(): Promise<Canteen[]> {
  const { data } = await http.get<R<Canteen[]>>(`${BASE}/canteens`);
  return data.data ?? [];
}

export async function fetchCostPage(query: CostQuery): Promise<Page<CostEntry>> {
  const { data } = await http.get<R<Page<Answered>>>(`${BASE}/list`, { params: query });
  return { ...data.data, records: data.data.records.map(rowOf) };
}

export async function fetchCostDetail(id: string): Promise<CostEntry> {
  const { data } = await http.get<R<Answered>>(`${BASE}/detail`, { params: { id } });
  return rowOf(data.data);
}

/** The month's figures as computed from its acceptances and consumptions. */
export async function fetchComputed(canteenId: string, month: string): Promise<CostFigures> {
  const { data } = await http.get<R<CostFigures>>(`${BASE}/computed`, { params: { canteenId, month } });
  return data.data;
}

export async function fetchCostHistory(id: string): Promise<CostVersion[]> {
  const { data } = await http.get<R<CostVersion[]>>(`${BASE}/history`, { params: { id } });
  return data.data ?? [];
}

/** Saves an entry; a 409 (another save came first, or the month exists) is the caller's to explain. */
export async function submitCost(input: CostInput): Promise<CostEntry> {
  const { data } = await http.post<R<Answered>>(`${BASE}/submit`, input, { silent: true });
  return rowOf(data.data);
}
