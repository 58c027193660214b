import useSWR, { useSWRConfig } from 'swr';
import { fetchDevices, fetchWindows } from './api';
import { devicesKeys } from './queries';

/** After a write or a finished task: every list of this domain (windows, devices, their people). */
export function useRefreshDevices() {
  const { mutate } = useSWRConfig();
  return () => void mutate(devicesKeys.matches);
}

/** The windows of the caller's schools (for the device dialog and filters). */
export const useWindows = () => useSWR(devicesKeys.windows, () => fetchWindows({ current: 1, size: 200 }).then((page) => page.records));

/** A window's devices (the columns of its people's table); none asked without a window. */
export const useWindowDevices = (windowId: string | undefined) =>
  useSWR(windowId ? devicesKeys.windowDevices(windowId) : null, () =>
    fetchDevices({ windowId: windowId!, current: 1, size: 200 }).then((page) => page.records),
  );

/** Every device of the caller's schools, their state kept live (every 10 s) while shown. */
export const useAllDevices = () =>
  useSWR(devicesKeys.all, () => fetchDevices({ current: 1, size: 200 }).then((page) => page.records), { refreshInterval: 10_000 });
