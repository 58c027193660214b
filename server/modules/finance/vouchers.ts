// Saving a voucher (docs/product-rules.md#finance): the rules every draft passes — typed on 录入凭证, drafted from a
// business record (draftVoucher, slice C's drafting), or made by 冲销 — and its number. Each runs inside the caller's
// transaction with the book locked (books.ts lockBook), so numbers, posting and closing of one book never interleave.
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';
import { ApiError, badRequest } from '../../platform/http/envelope.ts';
import { writeAudit } from './audit.ts';
import { lockBook } from './books.ts';
import { MSG, type Word } from './input.ts';

export const STATUS = { draft: 0, audited: 1, posted: 2 } as const;

/** `记-0007` */
export const voucherNo = (word: string, number: number) => `${word}-${String(number).padStart(4, '0')}`;
/** The SQL of voucherNo over a fin_voucher alias. */
export const VOUCHER_NO = (alias: string) => sql.raw(`${alias}.word || '-' || lpad(${alias}.number::text, 4, '0')`);

export interface LineInput {
  summary: string;
  subjectId: string;
  debit: number;
  credit: number;
}

/** The open period of a date (YYYY-MM) without opening it; 400 `所选日期所在期间已结账` for a closed one or one before the book's start. */
export async function periodOfDate(tx: Queryable, bookId: string, date: string): Promise<{ period: string; opened: boolean }> {
  const period = date.slice(0, 7);
  const { rows } = await tx.query<{ status: number | null; start: string; closed: string | null }>(
    sql`SELECT (SELECT status FROM fin_period WHERE book_id = b.id AND period = ${period}) AS status, b.start_period AS start,
               (SELECT max(period) FROM fin_period WHERE book_id = b.id AND status = 1) AS closed
          FROM fin_book b WHERE b.id = ${bookId}`,
  );
  const row = rows[0]!;
  if (row.status === 1 || period < row.start || (row.closed !== null && period <= row.closed)) throw badRequest(MSG.closedPeriod);
  return { period, opened: row.status !== null };
}

/** The period of a date, opened if it has no row yet (it comes after the book's last closed period); refusals as periodOfDate. */
export async function openPeriodOf(tx: Queryable, bookId: string, date: string): Promise<string> {
  const { period, opened } = await periodOfDate(tx, bookId, date);
  if (!opened) await tx.query(sql`INSERT INTO fin_period (book_id, period, status) VALUES (${bookId}, ${period}, 0) ON CONFLICT DO NOTHING`);
  return period;
}

/** The number a new voucher of the period and word takes: the first free one (max + 1 unless a deleted draft left a gap). */
export async function nextNumber(tx: Queryable, bookId: string, period: string, word: string): Promise<number> {
  const taken = sql`SELECT number FROM fin_voucher WHERE book_id = ${bookId} AND period = ${period} AND word = ${word} AND is_deleted = 0`;
  const { rows } = await tx.query<{ count: number; top: number }>(sql`SELECT count(*)::int AS count, COALESCE(max(number), 0)::int AS top FROM (${taken}) t`);
  const { count, top } = rows[0]!;
  // numbers without a gap (the usual case): the next one, without looking for a gap
  if (count === top) return top + 1;
  const gap = await tx.query<{ number: number }>(
    sql`SELECT min(n)::int AS number FROM generate_series(1, ${top}::int) AS n WHERE NOT EXISTS (SELECT 1 FROM (${taken}) t WHERE t.number = n)`,
  );
  return gap.rows[0]!.number;
}

/** The lines' rules: at least two, one side each, leaves of the book only, Σ debit = Σ credit. Answers the total. */
export async function checkLines(tx: Queryable, bookId: string, lines: readonly LineInput[]): Promise<number> {
  if (lines.length < 2) throw badRequest(MSG.twoLines);
  if (lines.some((line) => (line.debit !== 0) === (line.credit !== 0))) throw badRequest(MSG.oneSide);
  const subjectIds = [...new Set(lines.map((line) => line.subjectId))];
  const { rows } = await tx.query<{ id: string }>(
    sql`SELECT id::text FROM fin_subject WHERE id = ANY(${subjectIds}::bigint[]) AND book_id = ${bookId} AND is_leaf AND status = 1 AND is_deleted = 0`,
  );
  if (rows.length !== subjectIds.length) throw badRequest(MSG.leafOnly);
  const debit = lines.reduce((sum, line) => sum + line.debit, 0);
  const credit = lines.reduce((sum, line) => sum + line.credit, 0);
  if (debit !== credit) throw badRequest(MSG.unbalanced);
  return debit;
}

async function insertLines(tx: Queryable, voucherId: string, bookId: string, date: string, lines: readonly LineInput[]): Promise<void> {
  await tx.query(
    sql`INSERT INTO fin_voucher_line (voucher_id, line_no, summary, subject_id, debit, credit, book_id, voucher_date) VALUES ${sql.join(
      lines.map(
        (line, index) => sql`(${voucherId}, ${index + 1}, ${line.summary}, ${line.subjectId}, ${line.debit}, ${line.credit}, ${bookId}, ${date}::date)`,
      ),
    )}`,
  );
}

export interface DraftFields {
  bookId: string;
  tenantId: string;
  word: Word | string;
  date: string;
  lines: readonly LineInput[];
  preparer: string;
  attachments?: number;
  fileIds?: string[];
  remark?: string;
  sourceKind?: string | null;
  reversalOf?: string | null;
}

export interface SavedVoucher {
  id: string;
  number: number;
  voucherNo: string;
  total: number;
}

/** Inserts a new draft (the book already locked): its period opened if need be, its number proposed. */
export async function insertDraft(tx: Queryable, fields: DraftFields): Promise<SavedVoucher> {
  const total = await checkLines(tx, fields.bookId, fields.lines);
  const period = await openPeriodOf(tx, fields.bookId, fields.date);
  const number = await nextNumber(tx, fields.bookId, period, fields.word);
  const { rows } = await tx.query<{ id: string }>(
    sql`INSERT INTO fin_voucher (tenant_id, book_id, period, word, number, voucher_date, attachments, file_ids, total, preparer, reversal_of, source_kind, remark)
        VALUES (${fields.tenantId}, ${fields.bookId}, ${period}, ${fields.word}, ${number}, ${fields.date}::date, ${fields.attachments ?? 0}, ${fields.fileIds ?? []}::bigint[],
                ${total}, ${fields.preparer}, ${fields.reversalOf ?? null}, ${fields.sourceKind ?? null}, ${fields.remark ?? ''}) RETURNING id::text`,
  );
  const id = rows[0]!.id;
  await insertLines(tx, id, fields.bookId, fields.date, fields.lines);
  return { id, number, voucherNo: voucherNo(fields.word, number), total };
}

/** Replaces a draft's fields and lines (the book locked, the draft checked); keeps its number unless its period or word changed. */
export async function updateDraft(tx: Queryable, voucherId: string, version: number, fields: DraftFields): Promise<SavedVoucher> {
  const total = await checkLines(tx, fields.bookId, fields.lines);
  const period = await openPeriodOf(tx, fields.bookId, fields.date);
  const current = (await tx.query<{ period: string; word: string; number: number }>(sql`SELECT period, word, number FROM fin_voucher WHERE id = ${voucherId}`))
    .rows[0]!;
  const number = current.period === period && current.word === fields.word ? current.number : await nextNumber(tx, fields.bookId, period, fields.word);
  const { rows } = await tx.query(
    sql`UPDATE fin_voucher SET period = ${period}, word = ${fields.word}, number = ${number}, voucher_date = ${fields.date}::date, attachments = ${fields.attachments ?? 0},
               file_ids = ${fields.fileIds ?? []}::bigint[], total = ${total}, remark = ${fields.remark ?? ''}, version = version + 1, update_time = app_now()
         WHERE id = ${voucherId} AND version = ${version} AND status = 0 RETURNING id`,
  );
  if (!rows.length) throw new ApiError(409, MSG.stale);
  await tx.query(sql`DELETE FROM fin_voucher_line WHERE voucher_id = ${voucherId}`);
  await insertLines(tx, voucherId, fields.bookId, fields.date, fields.lines);
  return { id: voucherId, number, voucherNo: voucherNo(fields.word, number), total };
}

export interface DraftRequest extends Omit<DraftFields, 'tenantId'> {
  /** the business records it comes from: each drafted once per book */
  sources: { kind: string; key: string }[];
}

/**
 * Drafts a voucher from business records (slice C): locks the book, and answers null when any of the sources was
 * already drafted (the caller skips it); else saves the draft, numbered, with its sources and an audit row.
 */
export async function draftVoucher(tx: Queryable, request: DraftRequest): Promise<SavedVoucher | null> {
  await lockBook(tx, request.bookId);
  if (request.sources.length) {
    const taken = await tx.query(
      sql`SELECT 1 FROM fin_voucher_source s JOIN unnest(${request.sources.map((s) => s.kind)}::text[], ${request.sources.map((s) => s.key)}::text[]) AS w (kind, key)
            ON s.source_kind = w.kind AND s.source_key = w.key WHERE s.book_id = ${request.bookId} LIMIT 1`,
    );
    if (taken.rows.length) return null;
  }
  const tenant = (await tx.query<{ tenant_id: string }>(sql`SELECT tenant_id FROM fin_book WHERE id = ${request.bookId}`)).rows[0]!;
  const saved = await insertDraft(tx, { ...request, tenantId: tenant.tenant_id });
  if (request.sources.length)
    await tx.query(
      sql`INSERT INTO fin_voucher_source (voucher_id, book_id, source_kind, source_key)
          SELECT ${saved.id}, ${request.bookId}, w.kind, w.key FROM unnest(${request.sources.map((s) => s.kind)}::text[], ${request.sources.map((s) => s.key)}::text[]) AS w (kind, key)`,
    );
  await writeAudit(tx, {
    bookId: request.bookId,
    userId: request.preparer,
    action: 'voucher.draft',
    targetKind: 'voucher',
    targetId: saved.id,
    detail: { voucherNo: saved.voucherNo, total: saved.total, sourceKind: request.sourceKind ?? null, sources: request.sources.length },
  });
  return saved;
}
