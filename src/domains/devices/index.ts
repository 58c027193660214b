export { DEVICE_PATHS } from './paths';
export { fetchTask } from './api';
export { fetchDevices } from './api';
export { DeviceStateTag } from './components/tags';
export type { Device, DeviceRow } from './types';
