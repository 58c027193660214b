import useSWR from 'swr';
import { fetchDevices } from '../devices';
import { fetchCanteens, fetchGroups } from './api';
import { attendanceKeys } from './queries';

/** The canteens the caller keeps attendance for. */
export const useAttendanceCanteens = () => useSWR(attendanceKeys.canteens, () => fetchCanteens());

/** The canteens the caller reads (the filters). */
export const useReadableCanteens = () => useSWR(attendanceKeys.readableCanteens, () => fetchCanteens(true));

/** The groups the caller reads, for the filters and the make-up form (at most 200). */
export const useGroupOptions = () => useSWR(attendanceKeys.groupOptions, async () => (await fetchGroups({ current: 1, size: 200 })).records);

/**
 * The face devices of a canteen, the punch devices a group may choose (the devices domain's list: its keepers are
 * the attendance writers); none asked without a canteen.
 */
export const useCanteenDevices = (canteenId: string | undefined) =>
  useSWR(canteenId ? attendanceKeys.devices(canteenId) : null, async () => (await fetchDevices({ canteenId: canteenId!, current: 1, size: 200 })).records);
