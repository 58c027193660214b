/** 0 待下发, 1 下发中, 2 成功, 3 失败, 4 待删除 */
export type SyncStatus = 0 | 1 | 2 | 3 | 4;
export const SYNC_STATUSES: SyncStatus[] = [0, 1, 2, 3, 4];

/** 窗口: a serving window of a canteen, where face devices stand. */
export interface DeviceWindow {
  id: string;
  schoolId: string;
  schoolName: string;
  canteenId: string;
  canteenName: string;
  name: string;
  deviceCount: number;
  version: number;
}

export interface WindowValues {
  canteenId: string;
  name: string;
}

/** 人脸设备: one face device at a window (a simulated one here). */
export interface Device {
  deviceSn: string;
  name: string;
  schoolId: string;
  schoolName: string;
  canteenId: string;
  canteenName: string;
  windowId: string;
  windowName: string;
  online: boolean;
  booting: boolean;
  lastHeartbeat: string | null;
  capacity: number;
  /** People synced OK. */
  enrolled: number;
  /** 待下发 + 下发中 + 待删除. */
  pending: number;
  failed: number;
  version: number;
}

/** A device as the tables want it: keyed by id (the serial number). */
export type DeviceRow = Device & { id: string };

export interface DeviceValues {
  deviceSn: string;
  name: string;
  windowId: string;
  capacity?: number;
}

/** One person on one device. */
export interface DevicePerson {
  id: string;
  deviceSn: string;
  personnelId: string;
  personnelNo: string;
  name: string;
  /** 1 教师, 2 学生, 3 职工 */
  type: 1 | 2 | 3;
  className: string;
  hasFace: boolean;
  syncStatus: SyncStatus;
  error: string;
  updateTime: string;
}

/** A person of a window's school with their state on each of the window's devices (absent: not on it). */
export interface WindowPerson {
  personnelId: string;
  personnelNo: string;
  name: string;
  type: 1 | 2 | 3;
  className: string;
  hasFace: boolean;
  devices: { deviceSn: string; deviceName: string; syncStatus: SyncStatus; error: string }[];
}

export type WindowPersonRow = WindowPerson & { id: string };
