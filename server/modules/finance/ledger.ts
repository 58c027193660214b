// The ledgers (docs/product-rules.md#finance), read from posted lines only (fin_voucher_line.posted, its ledger
// index): a subject's 明细账 — the opening balance, each month's lines with a running balance, the month's totals and
// the year to date — and the 科目余额表 of a range of months. A subject with children sums its leaves. Balances
// are signed in the subject's direction in the 明细账 and split into a debit and a credit side in the 科目余额表; a
// subject's opening balance (fin_subject.opening_balance) is at the start of the book's first period.
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';
import { ApiError, badRequest } from '../../platform/http/envelope.ts';
import { nextMonth } from './books.ts';
import { MSG } from './input.ts';
import { VOUCHER_NO } from './vouchers.ts';

/** The longest range a ledger reads, in months. */
export const MAX_MONTHS = 36;

/** The months from `from` to `to`, both 'YYYY-MM'; 400 when reversed or longer than MAX_MONTHS. */
export function monthsOf(from: string, to: string): string[] {
  if (to < from) throw badRequest('结束期间不能早于开始期间');
  const months = [from];
  while (months[months.length - 1]! < to) {
    months.push(nextMonth(months[months.length - 1]!));
    if (months.length > MAX_MONTHS) throw badRequest(`查询范围不能超过 ${MAX_MONTHS} 个月`);
  }
  return months;
}

const first = (month: string) => `${month}-01`;
/** The first day after the month. */
const after = (month: string) => `${nextMonth(month)}-01`;

interface SubjectRow {
  id: string;
  code: string;
  name: string;
  direction: number;
  isLeaf: boolean;
  parentId: string | null;
  opening: number;
}

const SUBJECT = sql`SELECT s.id::text, s.code, s.name, s.direction, s.is_leaf AS "isLeaf", s.parent_id::text AS "parentId", s.opening_balance::float8 AS opening FROM fin_subject s`;

/** The leaves a subject sums: itself when a leaf, else its descendants that are leaves (by code). */
async function leavesOf(db: Queryable, bookId: string, subject: SubjectRow): Promise<SubjectRow[]> {
  if (subject.isLeaf) return [subject];
  const { rows } = await db.query<SubjectRow>(
    sql`${SUBJECT} WHERE s.book_id = ${bookId} AND s.is_deleted = 0 AND s.is_leaf AND s.code LIKE ${`${subject.code}.%`}`,
  );
  return rows;
}

const sideOf = (balance: number, direction: number) => (balance === 0 ? 0 : balance > 0 ? direction : -direction);

export async function ledgerDetail(db: Queryable, bookId: string, subjectId: string | undefined, from: string, to: string) {
  const months = monthsOf(from, to);
  const found = subjectId ? await db.query<SubjectRow>(sql`${SUBJECT} WHERE s.id = ${subjectId} AND s.book_id = ${bookId} AND s.is_deleted = 0`) : { rows: [] };
  const subject = found.rows[0];
  if (!subject) throw new ApiError(404, MSG.subjectNotFound);
  const leaves = await leavesOf(db, bookId, subject);
  const leafIds = leaves.map((leaf) => leaf.id);
  const direction = subject.direction;
  // the leaves' opening balances in the subject's direction
  const openingBalances = leaves.reduce((sum, leaf) => sum + leaf.opening * leaf.direction * direction, 0);
  const yearStart = `${from.slice(0, 4)}-01-01`;
  const [before, lines] = await Promise.all([
    db.query<{ debit: number; credit: number; year_debit: number; year_credit: number }>(
      sql`SELECT COALESCE(sum(debit), 0)::float8 AS debit, COALESCE(sum(credit), 0)::float8 AS credit,
                 COALESCE(sum(debit) FILTER (WHERE voucher_date >= ${yearStart}::date), 0)::float8 AS year_debit,
                 COALESCE(sum(credit) FILTER (WHERE voucher_date >= ${yearStart}::date), 0)::float8 AS year_credit
            FROM fin_voucher_line WHERE book_id = ${bookId} AND subject_id = ANY(${leafIds}::bigint[]) AND posted AND voucher_date < ${first(from)}::date`,
    ),
    db.query<{ date: string; voucherId: string; voucherNo: string; summary: string; debit: number; credit: number }>(
      sql`SELECT to_char(l.voucher_date, 'YYYY-MM-DD') AS date, l.voucher_id::text AS "voucherId", ${VOUCHER_NO('v')} AS "voucherNo", l.summary,
                 l.debit::float8 AS debit, l.credit::float8 AS credit
            FROM fin_voucher_line l JOIN fin_voucher v ON v.id = l.voucher_id
           WHERE l.book_id = ${bookId} AND l.subject_id = ANY(${leafIds}::bigint[]) AND l.posted
             AND l.voucher_date >= ${first(from)}::date AND l.voucher_date < ${after(to)}::date
           ORDER BY l.voucher_date, v.word, v.number, l.line_no`,
    ),
  ]);
  const prior = before.rows[0]!;
  const opening = openingBalances + (prior.debit - prior.credit) * direction;
  let balance = opening;
  let yearDebit = prior.year_debit;
  let yearCredit = prior.year_credit;
  const byMonth = new Map<string, typeof lines.rows>();
  for (const line of lines.rows) {
    const month = line.date.slice(0, 7);
    if (!byMonth.has(month)) byMonth.set(month, []);
    byMonth.get(month)!.push(line);
  }
  const answer = months.map((period) => {
    if (period.endsWith('-01')) yearDebit = yearCredit = 0;
    let monthDebit = 0;
    let monthCredit = 0;
    const monthLines = (byMonth.get(period) ?? []).map((line) => {
      monthDebit += line.debit;
      monthCredit += line.credit;
      balance += (line.debit - line.credit) * direction;
      return { ...line, direction: sideOf(balance, direction), balance };
    });
    yearDebit += monthDebit;
    yearCredit += monthCredit;
    return { period, lines: monthLines, monthDebit, monthCredit, monthBalance: balance, yearDebit, yearCredit };
  });
  return { subject: { id: subject.id, code: subject.code, name: subject.name, direction }, opening, months: answer };
}

export interface BalanceFigures {
  openingDebit: number;
  openingCredit: number;
  debit: number;
  credit: number;
  closingDebit: number;
  closingCredit: number;
}

/** A net (debit positive) as its two sides. */
const sides = (net: number) => [Math.max(net, 0), Math.max(-net, 0)] as const;

export async function balanceSheet(db: Queryable, bookId: string, from: string, to: string) {
  monthsOf(from, to);
  const [subjects, moves] = await Promise.all([
    db.query<SubjectRow>(sql`${SUBJECT} WHERE s.book_id = ${bookId} AND s.is_deleted = 0 ORDER BY s.code`),
    db.query<{ subject: string; before: number; debit: number; credit: number }>(
      sql`SELECT subject_id::text AS subject,
                 COALESCE(sum(debit - credit) FILTER (WHERE voucher_date < ${first(from)}::date), 0)::float8 AS before,
                 COALESCE(sum(debit) FILTER (WHERE voucher_date >= ${first(from)}::date), 0)::float8 AS debit,
                 COALESCE(sum(credit) FILTER (WHERE voucher_date >= ${first(from)}::date), 0)::float8 AS credit
            FROM fin_voucher_line WHERE book_id = ${bookId} AND posted AND voucher_date < ${after(to)}::date GROUP BY subject_id`,
    ),
  ]);
  const byId = new Map(subjects.rows.map((subject) => [subject.id, subject]));
  // nets (debit positive) per subject: each leaf's added to it and every subject above it
  const nets = new Map(subjects.rows.map((subject) => [subject.id, { opening: 0, debit: 0, credit: 0 }]));
  const moved = new Map(moves.rows.map((move) => [move.subject, move]));
  for (const subject of subjects.rows) {
    if (!subject.isLeaf) continue;
    const move = moved.get(subject.id);
    const opening = subject.opening * subject.direction + (move?.before ?? 0);
    for (let at: SubjectRow | undefined = subject; at; at = at.parentId ? byId.get(at.parentId) : undefined) {
      const net = nets.get(at.id)!;
      net.opening += opening;
      net.debit += move?.debit ?? 0;
      net.credit += move?.credit ?? 0;
    }
  }
  const rows = subjects.rows.map((subject) => {
    const net = nets.get(subject.id)!;
    const [openingDebit, openingCredit] = sides(net.opening);
    const [closingDebit, closingCredit] = sides(net.opening + net.debit - net.credit);
    return {
      subjectId: subject.id,
      code: subject.code,
      name: subject.name,
      level: subject.code.split('.').length,
      isLeaf: subject.isLeaf,
      openingDebit,
      openingCredit,
      debit: net.debit,
      credit: net.credit,
      closingDebit,
      closingCredit,
    };
  });
  const totals: BalanceFigures = { openingDebit: 0, openingCredit: 0, debit: 0, credit: 0, closingDebit: 0, closingCredit: 0 };
  for (const row of rows.filter((row) => row.level === 1)) for (const key of Object.keys(totals) as (keyof BalanceFigures)[]) totals[key] += row[key];
  return { rows, totals };
}
