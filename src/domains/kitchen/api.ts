import { http, type Page, type R } from '../../lib/http';
import { KITCHEN_PATHS as PATHS } from './paths';
import type { KitchenAlert, KitchenCanteen } from './types';

type Query = Record<string, string | number>;

/** 明厨亮灶告警: a page of the alerts of the caller's canteens, newest first. */
export async function fetchAlerts(query: Query): Promise<Page<KitchenAlert>> {
  const { data } = await http.get<R<Page<Omit<KitchenAlert, 'state'>>>>(PATHS.alertList, { params: query });
  return { ...data.data, records: data.data.records.map((row) => ({ ...row, state: row.handled ? 'handled' : 'open' })) };
}

/** The canteens whose alerts the caller reads (the canteen filter). */
export async function fetchKitchenCanteens(): Promise<KitchenCanteen[]> {
  const { data } = await http.get<R<KitchenCanteen[]>>(PATHS.alertCanteens);
  return data.data;
}

/** 处理告警: the canteen acknowledges one of its alerts with a note (required for 吸烟 and 鼠患). */
export async function acknowledgeAlert(id: string, note: string): Promise<KitchenAlert> {
  const { data } = await http.post<R<Omit<KitchenAlert, 'state'>>>(PATHS.alertAck, { id, note });
  return { ...data.data, state: data.data.handled ? 'handled' : 'open' };
}
