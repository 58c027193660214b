// Drafting (docs/product-rules.md#drafted-vouchers): what is pending on a book, and the run that turns it into draft
// vouchers through the core's draftVoucher — each source taken once per book (fin_voucher_source), only days up to the
// chosen one and in open periods; a closed period's sources are reported, never drafted.
import type { Queryable } from '../../../platform/db/database.ts';
import { sql } from '../../../platform/db/sql.ts';
import { badRequest } from '../../../platform/http/envelope.ts';
import { GOODS_SUBJECT, OTHER_GOODS_SUBJECT } from '../chart.ts';
import type { Book } from '../books.ts';
import { counterpartSubject, subjectByCode } from '../subjects.ts';
import { draftVoucher } from '../vouchers.ts';
import { planVouchers, type PlannedVoucher, type SubjectRef } from './plan.ts';
import { kindsOf, readSources, type DraftBook, type DraftKind, type SourceRow } from './sources.ts';

export const KIND_LABEL: Record<DraftKind, string> = {
  recharge: '充值',
  refund: '退款及销户退款',
  subsidy: '补贴发放',
  consume: '消费（伙食费收入）',
  acceptance: '验收入库',
  issue: '领料出库',
  payment: '付款登记',
  sale: '销售（学校验收）',
  receipt: '收款（学校付款）',
};

export const goodsSubject = (category: string | null) => (category && GOODS_SUBJECT[category]) || OTHER_GOODS_SUBJECT;

/** The latest closed period of the book ('' when none): a day in it or before is not drafted. */
export async function lastClosed(db: Queryable, bookId: string): Promise<string> {
  const { rows } = await db.query<{ period: string | null }>(sql`SELECT max(period) AS period FROM fin_period WHERE book_id = ${bookId} AND status = 1`);
  return rows[0]?.period ?? '';
}

export interface Pending {
  kind: DraftKind;
  label: string;
  /** the records waiting, in open periods */
  count: number;
  amount: number;
  /** the vouchers they make */
  vouchers: number;
  firstDate: string | null;
  lastDate: string | null;
  /** the records of closed periods: reported, never drafted */
  closedCount: number;
  closedAmount: number;
}

const sumOf = (rows: SourceRow[], field: 'amount' | 'n') => rows.reduce((total, row) => total + row[field], 0);

/** What a run up to `to` (every day when null) would draft, by kind. */
export async function pendingOf(db: Queryable, book: DraftBook, to: string | null): Promise<Pending[]> {
  const closed = await lastClosed(db, book.id);
  return Promise.all(
    kindsOf(book).map(async (kind) => {
      const rows = await readSources(db, book, kind, to);
      const open = rows.filter((row) => row.day.slice(0, 7) > closed);
      const shut = rows.filter((row) => row.day.slice(0, 7) <= closed);
      return {
        kind,
        label: KIND_LABEL[kind],
        count: sumOf(open, 'n'),
        amount: sumOf(open, 'amount'),
        vouchers: planVouchers(kind, open, goodsSubject).length,
        firstDate: open[0]?.day ?? null,
        lastDate: open.at(-1)?.day ?? null,
        closedCount: sumOf(shut, 'n'),
        closedAmount: sumOf(shut, 'amount'),
      };
    }),
  );
}

export interface Drafted {
  id: string;
  voucherNo: string;
  kind: DraftKind;
  date: string;
  summary: string;
  total: number;
}

async function subjectOf(tx: Queryable, book: Book, ref: SubjectRef): Promise<string> {
  if ('code' in ref) {
    const subject = await subjectByCode(tx, book.id, ref.code);
    // a subject of the seed chart the book's keeper removed or turned into a parent: the draft cannot be made
    if (!subject?.isLeaf) throw badRequest(`科目 ${ref.code} 不存在或不是末级科目，无法生成凭证`);
    return subject.id;
  }
  return (await counterpartSubject(tx, book, 'supplierId' in ref ? ref.supplierId : ref.schoolId)).id;
}

async function draftOne(tx: Queryable, book: Book, voucher: PlannedVoucher, preparer: string): Promise<Drafted | null> {
  const lines = [];
  for (const line of voucher.lines)
    lines.push({ summary: line.summary, subjectId: await subjectOf(tx, book, line.subject), debit: line.debit, credit: line.credit });
  const saved = await draftVoucher(tx, {
    bookId: book.id,
    word: '记',
    date: voucher.date,
    lines,
    sourceKind: voucher.kind,
    sources: voucher.keys.map((key) => ({ kind: voucher.kind, key })),
    preparer,
  });
  if (!saved) return null;
  return { id: saved.id, voucherNo: saved.voucherNo, kind: voucher.kind, date: voucher.date, summary: voucher.summary, total: voucher.total };
}

/** Drafts the chosen kinds' sources up to `to` in open periods; the caller holds the book (lockBook) in `tx`. */
export async function runDrafts(tx: Queryable, book: Book, kinds: DraftKind[], to: string, preparer: string): Promise<Drafted[]> {
  const closed = await lastClosed(tx, book.id);
  const drafted: Drafted[] = [];
  for (const kind of kindsOf(book).filter((one) => kinds.includes(one))) {
    const rows = (await readSources(tx, book, kind, to)).filter((row) => row.day.slice(0, 7) > closed);
    for (const voucher of planVouchers(kind, rows, goodsSubject)) {
      const saved = await draftOne(tx, book, voucher, preparer);
      if (saved) drafted.push(saved);
    }
  }
  return drafted;
}
