import { http, type Page, type R } from '../../lib/http';
import { TESTING_PATHS as PATHS } from './paths';
import type { BatchOption, DeviceState, DeviceValues, ReportValues, SupplierOption, TestDevice, TestReport } from './types';

type Query = Record<string, string | number>;

/** 检测设备: one page of the devices in the caller's reach — `name` (or serial no), `state`, `due` (overdue, soon). */
export async function fetchDevicePage(query: Query): Promise<Page<TestDevice>> {
  const { data } = await http.get<R<Page<TestDevice>>>(PATHS.deviceList, { params: query });
  return data.data;
}

export async function submitDevice(values: DeviceValues): Promise<TestDevice> {
  const { data } = await http.post<R<TestDevice>>(PATHS.deviceSubmit, values, { silent: true });
  return data.data;
}

/** 停用 (2) or 在用 again (1): a device is never deleted. */
export async function setDeviceState(device: TestDevice, state: DeviceState): Promise<TestDevice> {
  const { data } = await http.post<R<TestDevice>>(PATHS.deviceState, { id: device.id, state, version: device.version });
  return data.data;
}

/** 检测报告: one page of the reports in the caller's reach — `keyword`, `conclusion`, `from`/`to`. */
export async function fetchReportPage(query: Query): Promise<Page<TestReport>> {
  const { data } = await http.get<R<Page<TestReport>>>(PATHS.reportList, { params: query });
  return data.data;
}

export async function submitReport(values: ReportValues): Promise<TestReport> {
  const { data } = await http.post<R<TestReport>>(PATHS.reportSubmit, values, { silent: true });
  return data.data;
}

/** The calling canteen's batches on hand, the latest stocked first. */
export async function fetchBatchOptions(): Promise<BatchOption[]> {
  const { data } = await http.get<R<BatchOption[]>>(PATHS.batches);
  return data.data;
}

/** The suppliers a report of the calling canteen may be about. */
export async function fetchSupplierOptions(): Promise<SupplierOption[]> {
  const { data } = await http.get<R<SupplierOption[]>>(PATHS.suppliers);
  return data.data;
}
