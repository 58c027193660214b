// The supplier screens' reads, keyed so a sign-up or a quote can refresh every screen showing them.
import useSWR from 'swr';
import { fetchBidding, fetchLines, fetchMyBiddings, fetchNotices, fetchSignUpDefaults } from '../../api';
import { supplierBiddingKeys as keys } from '../../queries';
import type { SupplierBiddingRow } from '../../types';

export const useTender = (id: string | undefined) => useSWR(id ? keys.of('tender', id) : null, () => fetchBidding(id!));
export const useTenderLines = (id: string | undefined) => useSWR(id ? keys.of('lines', id) : null, () => fetchLines(id!));
export const useNotices = (id: string | undefined) => useSWR(id ? keys.of('notices', id) : null, () => fetchNotices(id!));
export const useSignUpDefaults = (enabled: boolean) => useSWR(enabled ? keys.signUpDefaults : null, fetchSignUpDefaults);

/** The supplier's own sign-ups by tender (the hall marks those rows 已报名). */
export async function fetchMySignUps() {
  const page = await fetchMyBiddings({ tab: 'signedUp', current: 1, size: 200 });
  return new Map<string, SupplierBiddingRow>(page.records.map((row) => [row.biddingId, row]));
}
