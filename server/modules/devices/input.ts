// The request schemas of 窗口管理, 人脸设备, 设备人员 and the face sync (docs/decisions/0011-request-schemas.md),
// with the messages of docs/product-rules.md#face-devices-and-tasks.
import { z } from 'zod';
import { id, ids, lookupId, nullAsAbsent, optionalText, paging, text, version, whole } from '../../platform/http/fields.ts';

const SN = /^[A-Za-z0-9_-]{4,32}$/;
/** A device's serial number: 4–32 letters, digits, '-' or '_'. */
export const deviceSn = (message = '请选择设备') => text(message, 32).refine((value) => SN.test(value), '设备序列号须为 4–32 位字母、数字、- 或 _');
const syncStatus = nullAsAbsent(optionalText('下发状态', 1))
  .refine((value) => !value || ['0', '1', '2', '3', '4'].includes(value), '下发状态不正确')
  .transform((value) => (value ? Number(value) : undefined));

export const WindowList = z.object({ ...paging(), schoolId: lookupId(), canteenId: lookupId(), name: optionalText('窗口名称', 30) });
export const WindowInput = z.object({ canteenId: id('请选择食堂'), name: text('请输入窗口名称', 30) });
export const WindowUpdate = z.object({ id: id('数据不存在'), name: text('请输入窗口名称', 30), version: version() });

export const DeviceList = z.object({
  ...paging(),
  deviceSn: optionalText('设备序列号', 32),
  name: optionalText('设备名称', 30),
  canteenId: lookupId(),
  windowId: lookupId(),
  online: nullAsAbsent(optionalText('在线状态', 1)).refine((value) => !value || value === '0' || value === '1', '在线状态不正确'),
  failed: nullAsAbsent(optionalText('推送状态', 1))
    .refine((value) => !value || value === '1', '推送状态不正确')
    .describe('1: only the devices with a failed push'),
});
export const DeviceInput = z.object({
  deviceSn: deviceSn('请输入设备序列号'),
  name: text('请输入设备名称', 30),
  windowId: id('请选择窗口'),
  capacity: nullAsAbsent(whole('人脸容量', 1000, 1, 100_000)),
});
export const DeviceUpdate = z.object({ deviceSn: deviceSn('数据不存在'), name: text('请输入设备名称', 30), windowId: id('请选择窗口'), version: version() });
export const DeviceQuery = z.object({ deviceSn: deviceSn() });
export const DevicePersonnelIds = z.object({ ids: ids('请选择要移除的人员') });

export const WindowPeopleList = z.object({ ...paging(), windowId: id('请选择窗口'), name: optionalText('姓名', 50), syncStatus });
export const DevicePeopleList = z.object({ ...paging(), deviceSn: deviceSn(), name: optionalText('姓名', 50), syncStatus });
export const WindowPeople = z.object({ windowId: id('请选择窗口'), personnelIds: ids('请选择人员') });
export const WindowOnly = z.object({ windowId: id('请选择窗口') });
export const DevicePeople = z.object({ deviceSn: deviceSn(), personnelIds: ids('请选择人员') });
export const DeviceOnly = z.object({ deviceSn: deviceSn() });
const deviceSns = z
  .array(deviceSn(), { error: '请选择设备' })
  .min(1, '请选择设备')
  .max(100, '一次最多选择 100 台设备')
  // a serial sent twice would queue every person twice over
  .refine((sns) => new Set(sns).size === sns.length, '设备不能重复');
export const DevicesOnly = z.object({ deviceSns });
export const DevicesPeople = z.object({ deviceSns, personnelIds: ids('请选择人员') });
export const TaskQuery = z.object({ taskId: lookupId() });
