// 生成凭证's and 付款登记's calls, through the one HTTP client. Writes are `silent`: their refusals are shown in the
// dialog that made them.
import { http, type Page, type R } from '../../../lib/http';
import { DRAFT_PATHS as PATHS } from './paths';
import type { DraftedVoucher, DraftKind, Payment, PaymentValues, PendingKind } from './types';

export async function fetchPending(bookId: string): Promise<PendingKind[]> {
  const { data } = await http.get<R<PendingKind[]>>(PATHS.draftPending, { params: { bookId } });
  return data.data;
}

export async function runDrafts(bookId: string, kinds: DraftKind[], to: string): Promise<DraftedVoucher[]> {
  const { data } = await http.post<R<{ vouchers: DraftedVoucher[] }>>(PATHS.draftRun, { bookId, kinds, to }, { silent: true });
  return data.data.vouchers;
}

export async function fetchPayments(query: Record<string, string | number>): Promise<Page<Payment>> {
  const { data } = await http.get<R<Page<Payment>>>(PATHS.paymentPage, { params: query });
  return data.data;
}

export async function fetchPayableSuppliers(bookId: string): Promise<{ id: string; name: string }[]> {
  const { data } = await http.get<R<{ id: string; name: string }[]>>(PATHS.paymentSuppliers, { params: { bookId } });
  return data.data;
}

export async function submitPayment(values: PaymentValues): Promise<Payment> {
  const { data } = await http.post<R<Payment>>(PATHS.paymentSubmit, values, { silent: true });
  return data.data;
}

export async function removePayments(ids: string[]): Promise<void> {
  await http.post(PATHS.paymentRemove, { ids });
}
