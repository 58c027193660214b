// 生成凭证's pure rules (tests/unit/finance-drafts.test.ts): which kinds a run takes, how a kind's days read, and which
// 查看凭证 route a drafted voucher opens.
import type { DraftKind, PendingKind } from './types';

/** The kinds with records waiting, but those the user unticked. */
export const chosenKinds = (rows: readonly PendingKind[], unchecked: readonly DraftKind[]): DraftKind[] =>
  rows.filter((row) => row.count > 0 && !unchecked.includes(row.kind)).map((row) => row.kind);

/** '2026-11-01 ~ 2026-11-05', one day alone, or — when nothing waits. */
export const dateRange = (first: string | null, last: string | null): string => {
  if (!first || !last) return '—';
  return first === last ? first : `${first} ~ ${last}`;
};

/** A supplier's book drafts sales and receipts: its vouchers open on the supplier's 查看凭证. */
export const viewPathOf = (rows: readonly PendingKind[]): string =>
  rows.some((row) => row.kind === 'sale' || row.kind === 'receipt') ? '/supplierFinancialVoucherView' : '/financialVoucherView';
