// The words of the face devices (docs/product-rules.md#face-devices-and-tasks), one place for each.
export const NO_FACE = '人脸照片不合格';
export const DEVICE_FULL = (capacity: number) => `设备人脸库已满（容量 ${capacity}）`;
export const DEVICE_FAULT = '设备返回失败，请重新下发';
export const PERSON_CLOSED = '该人员已销户';
export const DEVICE_BUSY = (name: string) => `设备“${name}”有正在执行的任务，请稍后再试`;
export const WINDOW_HAS_DEVICES = (name: string) => `窗口“${name}”下还有设备，不能删除`;
export const WINDOW_NO_DEVICES = '该窗口下还没有设备';
export const WINDOW_NAME_TAKEN = '该食堂已有同名窗口';
export const DEVICE_SN_TAKEN = '设备序列号已存在';
/** Items of a device wait this long (app clock) for it to come online, then fail. */
export const WAIT_SECONDS = 24 * 3600;
export { DEVICE_OFFLINE, OFFLINE_TOO_LONG } from '../../platform/tasks/device-state.ts';
