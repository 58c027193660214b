// The voucher rows the finance routes answer: the list's, the detail's, the export's. Names of the preparer, auditor
// and poster come from the staff users or the supplier accounts (migration 046).
import type { Queryable } from '../../platform/db/database.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import { VOUCHER_NO } from './vouchers.ts';

/** The name of the staff user or supplier account whose id is in `column` ('' for none). */
export const ACTOR_NAME = (column: string) =>
  sql.raw(`COALESCE((SELECT real_name FROM app_user WHERE id = ${column}), (SELECT real_name FROM supplier_account WHERE id = ${column}), '')`);

export const VOUCHER_ROW = sql`
  SELECT v.id::text, v.word, v.number, ${VOUCHER_NO('v')} AS "voucherNo", to_char(v.voucher_date, 'YYYY-MM-DD') AS "voucherDate", v.period,
         COALESCE((SELECT l.summary FROM fin_voucher_line l WHERE l.voucher_id = v.id ORDER BY l.line_no LIMIT 1), '') AS summary,
         v.total::float8 AS total, v.status, ${ACTOR_NAME('v.preparer')} AS "preparerName", ${ACTOR_NAME('v.auditor')} AS "auditorName",
         ${ACTOR_NAME('v.poster')} AS "posterName", v.attachments, v.source_kind AS "sourceKind", v.reversal_of::text AS "reversalOf",
         (SELECT r.id::text FROM fin_voucher r WHERE r.reversal_of = v.id) AS "reversedBy"
    FROM fin_voucher v`;

export interface VoucherFilters {
  from?: string | undefined;
  to?: string | undefined;
  status: string;
  word: string;
  keyword: string;
}

/** The list's condition over `v` (fin_voucher) for one book. */
export function voucherWhere(bookId: string, filters: VoucherFilters): Sql {
  const keyword = filters.keyword.trim();
  const parts = [sql`v.book_id = ${bookId} AND v.is_deleted = 0`];
  if (filters.from) parts.push(sql`v.voucher_date >= ${filters.from}::date`);
  if (filters.to) parts.push(sql`v.voucher_date <= ${filters.to}::date`);
  if (filters.status !== '') parts.push(sql`v.status = ${Number(filters.status)}`);
  if (filters.word) parts.push(sql`v.word = ${filters.word}`);
  if (keyword) {
    const needle = keyword.toLowerCase();
    parts.push(
      sql`(strpos(lower(v.remark), ${needle}) > 0 OR strpos(${VOUCHER_NO('v')}, ${keyword}) > 0 OR v.number::text = ${keyword}
           OR EXISTS (SELECT 1 FROM fin_voucher_line l WHERE l.voucher_id = v.id AND strpos(lower(l.summary), ${needle}) > 0))`,
    );
  }
  return sql.join(parts, ' AND ');
}

export const VOUCHER_ORDER = sql`ORDER BY v.voucher_date DESC, v.word, v.number DESC, v.id DESC`;

const SOURCE_NAMES: Record<string, string> = {
  recharge: '充值',
  refund: '退款',
  subsidy: '补贴',
  consume: '消费',
  issue: '出库',
  acceptance: '验收',
  payment: '付款',
  sale: '销售',
  receipt: '收款',
};

/** One voucher with its lines, sources, neighbours (by period, word and number in the book) and version; undefined when not on the book. */
export async function voucherDetail(db: Queryable, bookId: string, id: string) {
  const { rows } = await db.query<Record<string, unknown>>(
    sql`SELECT r.*, v.version, v.remark, v.book_id::text AS "bookId", v.preparer::text AS "preparerId",
               COALESCE((SELECT array_agg(f::text) FROM unnest(v.file_ids) f), '{}') AS "fileIds",
               (SELECT p.id::text FROM fin_voucher p WHERE p.book_id = v.book_id AND p.is_deleted = 0 AND (p.period, p.word, p.number) < (v.period, v.word, v.number)
                 ORDER BY p.period DESC, p.word DESC, p.number DESC LIMIT 1) AS "prevId",
               (SELECT n.id::text FROM fin_voucher n WHERE n.book_id = v.book_id AND n.is_deleted = 0 AND (n.period, n.word, n.number) > (v.period, v.word, v.number)
                 ORDER BY n.period, n.word, n.number LIMIT 1) AS "nextId"
          FROM (${VOUCHER_ROW} WHERE v.id = ${id} AND v.book_id = ${bookId} AND v.is_deleted = 0) r JOIN fin_voucher v ON v.id = r.id::bigint`,
  );
  const row = rows[0];
  if (!row) return undefined;
  const [lines, sources] = await Promise.all([
    db.query(
      sql`SELECT l.line_no AS "lineNo", l.summary, l.subject_id::text AS "subjectId", s.code AS "subjectCode", s.name AS "subjectName",
                 l.debit::float8 AS debit, l.credit::float8 AS credit
            FROM fin_voucher_line l JOIN fin_subject s ON s.id = l.subject_id WHERE l.voucher_id = ${id} ORDER BY l.line_no`,
    ),
    db.query<{ kind: string; key: string }>(
      sql`SELECT source_kind AS kind, source_key AS key FROM fin_voucher_source WHERE voucher_id = ${id} ORDER BY source_kind, source_key`,
    ),
  ]);
  return {
    ...row,
    lines: lines.rows,
    sources: sources.rows.map((source) => ({ ...source, label: `${SOURCE_NAMES[source.kind] ?? source.kind} ${source.key}` })),
  };
}
