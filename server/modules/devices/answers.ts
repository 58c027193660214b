// What the device routes answer (server/platform/http/answers.ts): windows, face devices, who is on which device, and
// the tasks that push faces to them.
import { z } from 'zod';

export { TaskState } from '../../platform/tasks/answers.ts';
export { QueuedTask } from '../system-personnel/index.ts';

export const DeviceWindow = z.object({
  id: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  canteenId: z.string(),
  canteenName: z.string(),
  name: z.string(),
  deviceCount: z.number().int(),
  version: z.number().int(),
});

export const FaceDevice = z.object({
  deviceSn: z.string(),
  name: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  canteenId: z.string(),
  canteenName: z.string(),
  windowId: z.string().nullable(),
  windowName: z.string(),
  online: z.boolean(),
  booting: z.boolean(),
  lastHeartbeat: z.string().nullable(),
  capacity: z.number().int(),
  enrolled: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  version: z.number().int(),
});

/** A diner with the devices their face is on. */
export const PersonDevices = z.object({
  personnelId: z.string(),
  personnelNo: z.string(),
  name: z.string(),
  type: z.number().int(),
  className: z.string(),
  hasFace: z.boolean(),
  devices: z.array(z.object({ deviceSn: z.string(), deviceName: z.string(), syncStatus: z.number().int(), error: z.string() })),
});

/** A diner on a device. */
export const DevicePerson = z.object({
  id: z.string(),
  deviceSn: z.string(),
  personnelId: z.string(),
  personnelNo: z.string(),
  name: z.string(),
  type: z.number().int(),
  className: z.string(),
  hasFace: z.boolean(),
  syncStatus: z.number().int(),
  error: z.string(),
  updateTime: z.string(),
});

/** A call that answers `data: null`. */
export const Nothing = z.null();
