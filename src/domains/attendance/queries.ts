// 考勤's SWR keys (its lists are CRUD lists, `crud` · `attendance-…`).
import { keyFamily } from '../../lib/swr-keys';

const attendance = keyFamily<['canteens'] | ['canteens', 'read'] | ['group-options'] | ['devices', canteenId: string]>('attendance');

export const attendanceKeys = {
  /** The canteens the caller keeps attendance for. */
  canteens: attendance.key('canteens'),
  /** The canteens the caller reads (the filters). */
  readableCanteens: attendance.key('canteens', 'read'),
  groupOptions: attendance.key('group-options'),
  /** A canteen's face devices, the punch devices a group may choose. */
  devices: (canteenId: string) => attendance.key('devices', canteenId),
  /** Every key of the domain's own data. */
  matches: attendance.matches,
};
