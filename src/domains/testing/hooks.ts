import useSWR, { useSWRConfig } from 'swr';
import { useAccess } from '../../components/use-access';
import { USER_TYPE } from '../../session';
import { fetchBatchOptions, fetchSupplierOptions } from './api';
import { testingKeys } from './queries';

/** After a write (a device, a report): every read and list of this domain. */
export function useRefreshTesting() {
  const { mutate } = useSWRConfig();
  return () => void mutate(testingKeys.written);
}

/**
 * Whether the user keeps its canteen's testing records (the server's ledger.write: a canteen's staff). The school
 * and the supervisors read; their screens show no write action.
 */
export const useTestingKeeper = (): boolean => useAccess().userType === USER_TYPE.canteen;

/** The batches and suppliers a report may be about (asked only while its dialog is open). */
export const useBatchOptions = (enabled: boolean) => useSWR(enabled ? testingKeys.batches : null, fetchBatchOptions);
export const useSupplierOptions = (enabled: boolean) => useSWR(enabled ? testingKeys.suppliers : null, fetchSupplierOptions);
