// The finance console's calls (docs/contract.md, docs/product-rules.md#finance), through the one HTTP client. Writes
// are `silent`: their refusals (记账凭证借贷不平衡, 所选日期所在期间已结账…) are shown where the user acted.
import { http, type Page, type R } from '../../lib/http';
import { FINANCE_PATHS as PATHS } from './paths';
import type {
  BalanceSheet,
  Book,
  LeafSubject,
  LedgerDetail,
  Period,
  SubjectNode,
  SubjectValues,
  Voucher,
  VoucherDetail,
  VoucherValues,
  VoucherWord,
} from './types';

type Query = Record<string, string | number>;

/** The books in the caller's reach. */
export async function fetchBooks(): Promise<Book[]> {
  const { data } = await http.get<R<Book[]>>(PATHS.bookList);
  return data.data;
}

// 会计科目

export async function fetchSubjectTree(bookId: string): Promise<SubjectNode[]> {
  const { data } = await http.get<R<SubjectNode[]>>(PATHS.subjectTree, { params: { bookId } });
  return data.data;
}
/** The leaf subjects matching a code prefix, a name or its pinyin initials. */
export async function fetchLeaves(bookId: string, keyword: string): Promise<LeafSubject[]> {
  const { data } = await http.get<R<LeafSubject[]>>(PATHS.subjectLeaves, { params: { bookId, keyword } });
  return data.data;
}
export async function submitSubject(values: SubjectValues): Promise<SubjectNode> {
  const { data } = await http.post<R<SubjectNode>>(PATHS.subjectSubmit, values, { silent: true });
  return data.data;
}
export async function removeSubject(id: string): Promise<void> {
  await http.post(PATHS.subjectRemove, { id });
}

// 结账管理

export async function fetchPeriods(bookId: string): Promise<Period[]> {
  const { data } = await http.get<R<Period[]>>(PATHS.periodList, { params: { bookId } });
  return data.data;
}
export async function closePeriod(bookId: string, period: string): Promise<void> {
  await http.post(PATHS.periodClose, { bookId, period }, { silent: true });
}
export async function reopenPeriod(bookId: string, period: string): Promise<void> {
  await http.post(PATHS.periodReopen, { bookId, period }, { silent: true });
}

// 凭证

/** One page of a book's vouchers: `from`/`to` dates, `status`, `word`, `keyword` (summary or number). */
export async function fetchVoucherPage(query: Query): Promise<Page<Voucher>> {
  const { data } = await http.get<R<Page<Voucher>>>(PATHS.voucherPage, { params: query });
  return data.data;
}
export async function fetchVoucher(id: string): Promise<VoucherDetail> {
  const { data } = await http.get<R<VoucherDetail>>(PATHS.voucherDetail, { params: { id } });
  return data.data;
}
/** The number the server proposes for a new voucher of this word on this date's period (a closed one: its refusal, shown by the number). */
export async function fetchNextNumber(bookId: string, date: string, word: VoucherWord): Promise<number> {
  const { data } = await http.get<R<{ number: number }>>(PATHS.voucherNextNumber, { params: { bookId, date, word }, silent: true });
  return data.data.number;
}
/** Saves a draft (new, or a draft edited); answers the saved voucher. */
export async function submitVoucher(values: VoucherValues): Promise<{ id: string }> {
  const { data } = await http.post<R<{ id: string }>>(PATHS.voucherSubmit, values, { silent: true });
  return data.data;
}

/** The batch actions: all or nothing, refused with the first refusal's message. */
export type VoucherAction = 'remove' | 'audit' | 'unaudit' | 'post';
const ACTION_PATHS: Record<VoucherAction, string> = {
  remove: PATHS.voucherRemove,
  audit: PATHS.voucherAudit,
  unaudit: PATHS.voucherUnaudit,
  post: PATHS.voucherPost,
};
export async function actOnVouchers(action: VoucherAction, ids: string[]): Promise<void> {
  await http.post(ACTION_PATHS[action], { ids }, { silent: true });
}
/** A red 冲销 of a posted voucher: answers the new draft's id. */
export async function reverseVoucher(id: string): Promise<{ id: string }> {
  const { data } = await http.post<R<{ id: string }>>(PATHS.voucherReverse, { id }, { silent: true });
  return data.data;
}

// 账簿

/** A subject's 明细账 over months ('YYYY-MM'): posted lines only. */
export async function fetchLedger(bookId: string, subjectId: string, from: string, to: string): Promise<LedgerDetail> {
  const { data } = await http.get<R<LedgerDetail>>(PATHS.ledgerDetail, { params: { bookId, subjectId, from, to } });
  return data.data;
}
export async function fetchBalance(bookId: string, from: string, to: string): Promise<BalanceSheet> {
  const { data } = await http.get<R<BalanceSheet>>(PATHS.ledgerBalance, { params: { bookId, from, to } });
  return data.data;
}
