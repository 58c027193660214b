import useSWR, { useSWRConfig } from 'swr';
import { deptTreeKey, fetchDeptTree, type DeptNode } from '../org';
import { fetchDevices, fetchWindows } from './api';

const isOurs = (key: unknown) => Array.isArray(key) && (key[0] === 'devices' || (key[0] === 'crud' && /^(device|window)/.test(String(key[1]))));

/** After a write or a finished task: every list of this domain (windows, devices, their people). */
export function useRefreshDevices() {
  const { mutate } = useSWRConfig();
  return () => void mutate(isOurs);
}

/** The windows of the caller's schools (for the device dialog and filters). */
export const useWindows = () => useSWR(['devices', 'windows'], () => fetchWindows({ current: 1, size: 200 }).then((page) => page.records));

/** A window's devices (the columns of its people's table); none asked without a window. */
export const useWindowDevices = (windowId: string | undefined) =>
  useSWR(windowId ? ['devices', 'window-devices', windowId] : null, () =>
    fetchDevices({ windowId: windowId!, current: 1, size: 200 }).then((page) => page.records),
  );

/** Every device of the caller's schools, their state kept live (every 10 s) while shown. */
export const useAllDevices = () =>
  useSWR(['devices', 'all'], () => fetchDevices({ current: 1, size: 200 }).then((page) => page.records), { refreshInterval: 10_000 });

const CANTEEN = 3;

/** The canteens of the caller's scope (from the department tree the pickers use), in the tree's order. */
export function useCanteens() {
  const tree = useSWR(deptTreeKey(false), () => fetchDeptTree(false));
  const canteens: { id: string; name: string }[] = [];
  const walk = (nodes: DeptNode[]) =>
    nodes.forEach((node) => {
      if (node.deptCategory === CANTEEN) canteens.push({ id: node.id, name: node.title });
      walk(node.children);
    });
  walk(tree.data ?? []);
  return { canteens, isLoading: tree.isLoading };
}
