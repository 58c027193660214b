// The supplier screens' reads, keyed so a sign-up or a quote can refresh every screen showing them.
import useSWR from 'swr';
import { fetchBidding, fetchLines, fetchMyBiddings, fetchNotices, fetchSignUpDefaults } from '../../api';
import type { SupplierBiddingRow } from '../../types';

export const tenderKey = (id: string) => ['bidding-supplier', 'tender', id] as const;
/** Every read of these screens (a sign-up or a quote revalidates them all). */
export const isSupplierKey = (key: unknown) =>
  Array.isArray(key) && (key[0] === 'bidding-supplier' || (key[0] === 'crud' && String(key[1]).startsWith('bidding-supplier')));

export const useTender = (id: string | undefined) => useSWR(id ? tenderKey(id) : null, () => fetchBidding(id!));
export const useTenderLines = (id: string | undefined) => useSWR(id ? ['bidding-supplier', 'lines', id] : null, () => fetchLines(id!));
export const useNotices = (id: string | undefined) => useSWR(id ? ['bidding-supplier', 'notices', id] : null, () => fetchNotices(id!));
export const useSignUpDefaults = (enabled: boolean) => useSWR(enabled ? ['bidding-supplier', 'sign-up-defaults'] : null, fetchSignUpDefaults);

/** The supplier's own sign-ups by tender (the hall marks those rows 已报名). */
export async function fetchMySignUps() {
  const page = await fetchMyBiddings({ tab: 'signedUp', current: 1, size: 200 });
  return new Map<string, SupplierBiddingRow>(page.records.map((row) => [row.biddingId, row]));
}
