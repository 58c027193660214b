import { http, type Page, type R } from '../../lib/http';
import { filteredPageOf } from '../../components/crud';
import { ORDER } from '../purchase';
import { DELIVERY_PATHS as PATHS } from './paths';
import type { ColdChainAlert, ConfirmedOrder, DeliveryDetail, DeliveryRow, Driver, Vehicle } from './types';

type Query = Record<string, string | number>;

/** Every delivery note the caller sees (at most 200, newest first), of a state (0 all). */
export async function fetchAllDeliveries(status = 0): Promise<DeliveryRow[]> {
  const { data } = await http.get<R<DeliveryRow[]>>(PATHS.list, { params: { status } });
  return data.data;
}

export async function fetchDeliveries(query: Query): Promise<Page<DeliveryRow>> {
  // `acknowledged` is the alert list's filter of 冷链温控's address (its to-do link), not a delivery's field
  const { status, acknowledged: _acknowledged, ...filters } = query;
  return filteredPageOf(await fetchAllDeliveries(Number(status ?? 0) || 0), filters);
}

export async function fetchDelivery(id: string): Promise<DeliveryDetail> {
  const { data } = await http.get<R<DeliveryDetail>>(PATHS.detail, { params: { id } });
  return data.data;
}

export async function createDelivery(values: { orderId: string; vehicleId: string; driverId: string }): Promise<DeliveryDetail> {
  const { data } = await http.post<R<DeliveryDetail>>(PATHS.submit, values, { silent: true });
  return data.data;
}

/** 发车 (待发车 → 配送中) or 送达 (配送中 → 已送达). */
export async function moveDelivery(id: string, step: 'depart' | 'arrive'): Promise<DeliveryDetail> {
  const { data } = await http.post<R<DeliveryDetail>>(step === 'depart' ? PATHS.depart : PATHS.arrive, { id });
  return data.data;
}

export async function addReading(id: string, temperature: number): Promise<DeliveryDetail> {
  const { data } = await http.post<R<DeliveryDetail>>(PATHS.reading, { id, temperature }, { silent: true });
  return data.data;
}

/** The confirmed orders (已确认), newest 100 — those without a delivery note yet are the ones a note may be built from. */
export async function fetchConfirmedOrders(): Promise<ConfirmedOrder[]> {
  const { data } = await http.get<R<Page<ConfirmedOrder>>>(PATHS.orders, { params: { status: ORDER.confirmed, current: 1, size: 100 } });
  return data.data.records;
}

export async function fetchVehicles(): Promise<Vehicle[]> {
  const { data } = await http.get<R<Vehicle[]>>(PATHS.vehicleList);
  return data.data;
}

/** Adds a vehicle, or changes the one `id` names. */
export async function saveVehicle(values: { id?: string; plate: string; refrigerated: boolean }): Promise<Vehicle> {
  const { data } = await http.post<R<Vehicle>>(PATHS.vehicleSubmit, values, { silent: true });
  return data.data;
}

export async function fetchDrivers(): Promise<Driver[]> {
  const { data } = await http.get<R<Driver[]>>(PATHS.driverList);
  return data.data;
}

/** Adds a driver, or changes the one `id` names (a renewed health certificate). */
export async function saveDriver(values: Omit<Driver, 'id'> & { id?: string }): Promise<Driver> {
  const { data } = await http.post<R<Driver>>(PATHS.driverSubmit, values, { silent: true });
  return data.data;
}

/** 冷链告警 the caller sees (at most 500, newest first): acknowledged or not (undefined: all). */
export async function fetchAlerts(acknowledged?: boolean, deliveryId?: string): Promise<ColdChainAlert[]> {
  const params = { ...(acknowledged === undefined ? {} : { acknowledged: String(acknowledged) }), ...(deliveryId ? { deliveryId } : {}) };
  const { data } = await http.get<R<ColdChainAlert[]>>(PATHS.alertList, { params });
  return data.data;
}

/** A page of 冷链告警: `acknowledged` (true, false) asked of the server, the other filters (orderNo, plate) on the client. */
export async function fetchAlertPage(query: Query): Promise<Page<ColdChainAlert>> {
  const { acknowledged, status: _status, ...filters } = query;
  return filteredPageOf(await fetchAlerts(acknowledged === 'true' || acknowledged === 'false' ? acknowledged === 'true' : undefined), filters);
}

/** The supplier acknowledges its alert with a note (请填写处理说明; 该告警已确认 a second time). */
export async function acknowledgeAlert(id: string, note: string): Promise<ColdChainAlert> {
  const { data } = await http.post<R<ColdChainAlert>>(PATHS.alertAcknowledge, { id, note }, { silent: true });
  return data.data;
}
