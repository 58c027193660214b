// 人脸设备, 设备人员, 窗口管理's SWR keys, and their CRUD lists (`crud` · `device…`, `window…`).
import { crudListsWhere } from '../../components/crud';
import { keyFamily } from '../../lib/swr-keys';

const devices = keyFamily<['windows'] | ['window-devices', windowId: string] | ['all']>('devices');
const ourLists = crudListsWhere((name) => /^(device|window)/.test(name));

export const devicesKeys = {
  windows: devices.key('windows'),
  windowDevices: (windowId: string) => devices.key('window-devices', windowId),
  all: devices.key('all'),
  /** Every read of this domain, its lists included (windows, devices, their people). */
  matches: (key: unknown) => devices.matches(key) || ourLists(key),
};
