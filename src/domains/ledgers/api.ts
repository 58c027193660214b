import { http, type Page, type R } from '../../lib/http';
import { LEDGER_PATHS as PATHS } from './paths';
import type {
  AdditiveKeeper,
  BatchOption,
  CanteenCompleteness,
  DeviceOption,
  DishOption,
  IssueOption,
  LedgerDetail,
  LedgerRecord,
  LedgerValues,
  PersonOption,
  Today,
} from './types';

type Query = Record<string, string | number>;

export async function fetchLedgerPage(code: string, query: Query): Promise<Page<LedgerRecord>> {
  const { data } = await http.get<R<Page<LedgerRecord>>>(PATHS.list(code), { params: query });
  return data.data;
}

export async function fetchLedgerDetail(code: string, id: string): Promise<LedgerDetail> {
  const { data } = await http.get<R<LedgerDetail>>(PATHS.detail(code), { params: { id } });
  return data.data;
}

/** Records today's (no id) or edits the writer's record of the day (id, version); refusals are the dialog's to show. */
export async function submitLedger(code: string, values: LedgerValues & { id?: string; version?: number }): Promise<LedgerRecord> {
  const { data } = await http.post<R<LedgerRecord>>(PATHS.submit(code), values, { silent: true });
  return data.data;
}

/** A correction: a new record for `id`, which stays readable as 已更正. */
export async function correctLedger(code: string, values: LedgerValues & { id: string; reason: string }): Promise<LedgerRecord> {
  const { data } = await http.post<R<LedgerRecord>>(PATHS.correct(code), values, { silent: true });
  return data.data;
}

export async function voidLedger(code: string, id: string, reason: string): Promise<LedgerRecord> {
  const { data } = await http.post<R<LedgerRecord>>(PATHS.void(code), { id, reason }, { silent: true });
  return data.data;
}

export async function fetchToday(canteenId?: string, day?: string): Promise<Today> {
  const { data } = await http.get<R<Today>>(PATHS.today, { params: { ...(canteenId ? { canteenId } : {}), ...(day ? { day } : {}) } });
  return data.data;
}

export type CompletenessPage = Page<CanteenCompleteness> & { day: string; owed: number; done: number; rate: number | null };

export async function fetchCompleteness(query: Query): Promise<CompletenessPage> {
  const { data } = await http.get<R<CompletenessPage>>(PATHS.completeness, { params: query });
  return { ...data.data, records: data.data.records.map((row) => ({ ...row, id: row.canteenId })) };
}

export async function fetchPeople(): Promise<PersonOption[]> {
  const { data } = await http.get<R<PersonOption[]>>(PATHS.people);
  return data.data;
}

export async function fetchDishes(meal: number): Promise<DishOption[]> {
  const { data } = await http.get<R<DishOption[]>>(PATHS.dishes, { params: { meal } });
  return data.data;
}

export async function fetchIssues(meal: number): Promise<IssueOption[]> {
  const { data } = await http.get<R<IssueOption[]>>(PATHS.issues, { params: { meal } });
  return data.data;
}

/** 添加剂使用's named additive keepers (专人管理) of the caller's canteen. */
export async function fetchAdditiveKeepers(): Promise<AdditiveKeeper[]> {
  const { data } = await http.get<R<AdditiveKeeper[]>>(PATHS.additiveKeepers);
  return data.data;
}

/** Names the canteen's additive keepers (the whole list); refusals are the dialog's to show. */
export async function saveAdditiveKeepers(people: string[]): Promise<AdditiveKeeper[]> {
  const { data } = await http.post<R<AdditiveKeeper[]>>(PATHS.saveAdditiveKeepers, { people }, { silent: true });
  return data.data;
}

/** The canteen's batches on hand, the latest stocked first (快速检测 / 农残检测's batch). */
export async function fetchBatches(): Promise<BatchOption[]> {
  const { data } = await http.get<R<BatchOption[]>>(PATHS.batches);
  return data.data;
}

/** The canteen's testing devices in use (快速检测 / 农残检测's device). */
export async function fetchDevices(): Promise<DeviceOption[]> {
  const { data } = await http.get<R<DeviceOption[]>>(PATHS.devices);
  return data.data;
}
