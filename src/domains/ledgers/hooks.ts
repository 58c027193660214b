import useSWR, { useSWRConfig } from 'swr';
import { useAccess } from '../../components/use-access';
import { USER_TYPE } from '../../session';
import { fetchBatches, fetchDevices, fetchDishes, fetchIssues, fetchPeople, fetchToday } from './api';
import { ledgerKeys } from './queries';

/** After a record's write: every read and list of the ledgers (今日 among them). */
export function useRefreshLedgers() {
  const { mutate } = useSWRConfig();
  return () => void mutate(ledgerKeys.written);
}

/**
 * Whether the user keeps a canteen's ledgers (the server's ledger.write: a canteen's staff at its canteen) and holds
 * the ledger's button. The school and the supervisors read; they see no write action.
 */
export function useLedgerWriter(button: string): boolean {
  const access = useAccess();
  return access.userType === USER_TYPE.canteen && access.can(button);
}

/** Whether the user is a canteen's staff (their 今日 is their own canteen's). */
export const useCanteenUser = (): boolean => useAccess().userType === USER_TYPE.canteen;

/** The canteen's people with today's morning check (asked only while a form that picks people is open). */
export const usePeople = (enabled: boolean) => useSWR(enabled ? ledgerKeys.people : null, fetchPeople);
/** Today's dishes of a meal in the canteen's 加工记录 (留样's choice). */
export const useDishes = (meal: number | undefined) => useSWR(meal ? ledgerKeys.dishes(meal) : null, () => fetchDishes(meal!));
/** Today's 出库 of a meal (加工记录's batches). */
export const useIssues = (meal: number | undefined) => useSWR(meal ? ledgerKeys.issues(meal) : null, () => fetchIssues(meal!));
/** The canteen's batches on hand and its testing devices in use (快速检测 / 农残检测's choices). */
export const useBatches = (enabled: boolean) => useSWR(enabled ? ledgerKeys.batches : null, fetchBatches);
export const useDevices = (enabled: boolean) => useSWR(enabled ? ledgerKeys.devices : null, fetchDevices);
/** A canteen's day: what each ledger owes, done and missing ('' canteen: the caller's own). */
export const useToday = (canteenId: string, day: string, enabled = true) =>
  useSWR(enabled ? ledgerKeys.today(canteenId, day) : null, () => fetchToday(canteenId || undefined, day || undefined));
