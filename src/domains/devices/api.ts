import { http, type Page, type R } from '../../lib/http';
import type { Task } from '../../components/task-progress';
import { DEVICE_PATHS as PATHS } from './paths';
import type { Device, DevicePerson, DeviceRow, DeviceValues, DeviceWindow, WindowPersonRow, WindowPerson, WindowValues } from './types';

type Query = Record<string, string | number>;
type Started = { taskId: string };

async function start(path: string, body: unknown): Promise<string> {
  const { data } = await http.post<R<Started>>(path, body);
  return data.data.taskId;
}

// windows

export async function fetchWindows(query: Query): Promise<Page<DeviceWindow>> {
  const { data } = await http.get<R<Page<DeviceWindow>>>(PATHS.windowList, { params: query });
  return data.data;
}

/** Adds (submit) or renames (update, with the version it was loaded at); the dialog shows the refusal. */
export async function saveWindow(values: WindowValues & { id?: string; version?: number }): Promise<DeviceWindow> {
  const body = values.id ? { id: values.id, name: values.name, version: values.version } : { canteenId: values.canteenId, name: values.name };
  const { data } = await http.post<R<DeviceWindow>>(values.id ? PATHS.windowUpdate : PATHS.windowSubmit, body, { silent: true });
  return data.data;
}

export async function removeWindows(ids: string[]): Promise<void> {
  await http.post(PATHS.windowRemove, null, { params: { ids: ids.join(',') } });
}

// the people of a window, person-centric

export async function fetchWindowPeople(query: Query): Promise<Page<WindowPersonRow>> {
  const { data } = await http.get<R<Page<WindowPerson>>>(PATHS.windowPeople, { params: query });
  return { ...data.data, records: data.data.records.map((row) => ({ ...row, id: row.personnelId })) };
}

export const downToWindow = (windowId: string, personnelIds: string[]) => start(PATHS.windowDown, { windowId, personnelIds });
export const deleteFromWindow = (windowId: string, personnelIds: string[]) => start(PATHS.windowDelete, { windowId, personnelIds });
export const downAllToWindow = (windowId: string) => start(PATHS.windowAllDown, { windowId });
export const deleteAllFromWindow = (windowId: string) => start(PATHS.windowAllDelete, { windowId });

// devices

export async function fetchDevices(query: Query): Promise<Page<DeviceRow>> {
  const { data } = await http.get<R<Page<Device>>>(PATHS.deviceList, { params: query });
  return { ...data.data, records: data.data.records.map((row) => ({ ...row, id: row.deviceSn })) };
}

/** One device by its serial number (the list filtered to it); 404 when it is not the caller's. */
export async function fetchDevice(deviceSn: string): Promise<DeviceRow> {
  const page = await fetchDevices({ deviceSn, current: 1, size: 10 });
  const found = page.records.find((row) => row.deviceSn === deviceSn);
  if (!found) throw new Error(deviceSn);
  return found;
}

/** Registers (submit) or edits (update, with the version it was loaded at). */
export async function saveDevice(values: DeviceValues & { id?: string; version?: number }): Promise<Device> {
  const body = values.id
    ? { deviceSn: values.id, name: values.name, windowId: values.windowId, version: values.version }
    : { deviceSn: values.deviceSn, name: values.name, windowId: values.windowId, ...(values.capacity ? { capacity: values.capacity } : {}) };
  const { data } = await http.post<R<Device>>(values.id ? PATHS.deviceUpdate : PATHS.deviceSubmit, body, { silent: true });
  return data.data;
}

export async function removeDevice(deviceSn: string): Promise<void> {
  await http.post(PATHS.deviceRemove, null, { params: { deviceSn } });
}

/** 重启; an offline device is refused (400 设备离线, shown by the request layer). */
export async function rebootDevice(deviceSn: string): Promise<void> {
  await http.post(PATHS.reboot, null, { params: { deviceSn } });
}

// the people of a device, device-centric

export async function fetchDevicePeople(query: Query): Promise<Page<DevicePerson>> {
  const { data } = await http.get<R<Page<DevicePerson>>>(PATHS.devicePeople, { params: query });
  return data.data;
}

export const downToDevice = (deviceSn: string, personnelIds: string[]) => start(PATHS.checkDown, { deviceSn, personnelIds });
export const downAllToDevice = (deviceSn: string) => start(PATHS.allDown, { deviceSn });
export const deleteFromDevice = (deviceSn: string, personnelIds: string[]) => start(PATHS.checkDelete, { deviceSn, personnelIds });
export const deleteAllFromDevice = (deviceSn: string) => start(PATHS.allDelete, { deviceSn });
/** 重新下发: the people failed on these devices again (the pending ones are in a queued task already). */
export const redoDevices = (deviceSns: string[]) => start(PATHS.redo, { deviceSns });

/** 移除人员 (设备人员): queues the deletion of these device-person rows. */
export async function removeDevicePeople(ids: string[]): Promise<string> {
  const { data } = await http.post<R<Started>>(PATHS.removeDevicePersonnel, null, { params: { ids: ids.join(',') } });
  return data.data.taskId;
}

/** A task of the engine (uploadTaskStatus). */
export async function fetchTask(taskId: string): Promise<Task> {
  const { data } = await http.get<R<Task>>(PATHS.taskStatus, { params: { taskId }, silent: true });
  return data.data;
}

/** Deletes these people from these devices (the face-sync `delete`). */
export const deleteFromDevices = (deviceSns: string[], personnelIds: string[]) => start(PATHS.delete, { deviceSns, personnelIds });
