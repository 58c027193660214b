import useSWR from 'swr';
import { fetchProfile, fetchSuppliers, fetchTrace } from './api';
import { traceKeys } from './queries';

/** A batch's whole chain (nothing asked without a batch). */
export function useTrace(id: string | null) {
  return useSWR(id ? traceKeys.trace(id) : null, () => fetchTrace(id!));
}

/** A supplier's profile over the chosen period. */
export function useProfile(id: string | null, period: Record<string, string>) {
  return useSWR(id ? traceKeys.profile(id, period) : null, () => fetchProfile(id!, period), { keepPreviousData: true });
}

/** The suppliers serving the caller's reach, for a filter (staff only: nothing asked for a supplier). */
export function useSupplierOptions(enabled: boolean) {
  return useSWR(enabled ? traceKeys.supplierOptions() : null, () => fetchSuppliers({ current: 1, size: 100 }));
}
