// Books (fin_book): one per school (its canteens share it) and one per supplier company, each made with its seed
// chart (chart.ts) and its periods the first time anything asks for it — by the demo seed for the demo schools and
// suppliers, on demand for any other. Made set-wise (one statement each for the books, the subjects, the parents and
// the periods) so the seed and a supervisor's first list of hundreds of schools take a handful of statements.
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';
import { localClock } from '../../platform/db/zoned.ts';
import { DEPT_CATEGORY } from '../../../contract/org.ts';
import { BOOK_KIND, directionOf, SCHOOL_CHART, SUPPLIER_CHART } from './chart.ts';

export interface Book {
  id: string;
  tenantId: string;
  kind: 1 | 2;
  schoolId: string | null;
  supplierId: string | null;
  name: string;
  startPeriod: string;
}

export const BOOK_COLUMNS = sql`b.id::text, b.tenant_id AS "tenantId", b.kind, b.school_id::text AS "schoolId", b.supplier_id::text AS "supplierId", b.name, b.start_period AS "startPeriod"`;

/** The month after `month` ('YYYY-MM'). */
export const nextMonth = (month: string): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

/** The month before `month` ('YYYY-MM'). */
export const previousMonth = (month: string): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
};

export interface NewBooks {
  kind: 1 | 2;
  /** schools (kind 1) or supplier companies (kind 2) that may have no book yet */
  ownerIds: string[];
  /** the books' first period: the subjects' opening balances are at its start */
  startPeriod: string;
  /** the last month opened (every month from the start to it gets an open period) */
  openThrough: string;
}

/** Makes the missing books of the owners with their chart and open periods; answers the ids of the books made. */
export async function createBooks(tx: Queryable, { kind, ownerIds, startPeriod, openThrough }: NewBooks): Promise<string[]> {
  if (!ownerIds.length) return [];
  const owners =
    kind === BOOK_KIND.school
      ? sql`SELECT d.tenant_id, d.id AS school_id, NULL::bigint AS supplier_id, d.dept_name AS name FROM dept d
             WHERE d.id = ANY(${ownerIds}::bigint[]) AND d.dept_category = ${DEPT_CATEGORY.school} AND d.is_deleted = 0
               AND NOT EXISTS (SELECT 1 FROM fin_book b WHERE b.school_id = d.id)`
      : sql`SELECT c.tenant_id, NULL::bigint AS school_id, c.id AS supplier_id, c.supplier_name AS name FROM supplier_company c
             WHERE c.id = ANY(${ownerIds}::bigint[]) AND c.is_deleted = 0 AND NOT EXISTS (SELECT 1 FROM fin_book b WHERE b.supplier_id = c.id)`;
  const { rows } = await tx.query<{ id: string }>(
    sql`INSERT INTO fin_book (tenant_id, kind, school_id, supplier_id, name, start_period)
        SELECT o.tenant_id, ${sql.number(kind)}, o.school_id, o.supplier_id, o.name, ${startPeriod} FROM (${owners}) o
        ON CONFLICT DO NOTHING RETURNING id::text`,
  );
  const bookIds = rows.map((row) => row.id);
  if (!bookIds.length) return [];
  const chart = (kind === BOOK_KIND.school ? SCHOOL_CHART : SUPPLIER_CHART).map((subject) => ({ ...subject, direction: directionOf(subject.category) }));
  await tx.query(
    sql`INSERT INTO fin_subject (book_id, code, name, category, direction, is_leaf)
        SELECT b.id, c.code, c.name, c.category, c.direction, c.leaf
          FROM unnest(${bookIds}::bigint[]) AS b (id)
         CROSS JOIN jsonb_to_recordset(${JSON.stringify(chart)}::jsonb) AS c (code text, name text, category smallint, direction smallint, leaf boolean)`,
  );
  await tx.query(
    sql`UPDATE fin_subject s SET parent_id = p.id FROM fin_subject p
         WHERE s.book_id = ANY(${bookIds}::bigint[]) AND s.code LIKE '%.%' AND p.book_id = s.book_id AND p.code = split_part(s.code, '.', 1) AND p.is_deleted = 0`,
  );
  await tx.query(
    sql`INSERT INTO fin_period (book_id, period, status)
        SELECT b.id, to_char(m, 'YYYY-MM'), 0 FROM unnest(${bookIds}::bigint[]) AS b (id)
         CROSS JOIN generate_series(${`${startPeriod}-01`}::date, ${`${openThrough}-01`}::date, interval '1 month') AS m`,
  );
  return bookIds;
}

async function bookWhere(tx: Queryable, column: 'school_id' | 'supplier_id', ownerId: string): Promise<Book | undefined> {
  const { rows } = await tx.query<Book>(sql`SELECT ${BOOK_COLUMNS} FROM fin_book b WHERE b.${sql.raw(column)} = ${ownerId}`);
  return rows[0];
}

async function bookOf(tx: Queryable, kind: 1 | 2, ownerId: string): Promise<Book | undefined> {
  const column = kind === BOOK_KIND.school ? 'school_id' : 'supplier_id';
  const found = await bookWhere(tx, column, ownerId);
  if (found) return found;
  const { month } = await localClock(tx);
  await createBooks(tx, { kind, ownerIds: [ownerId], startPeriod: month, openThrough: month });
  return bookWhere(tx, column, ownerId);
}

/** A school's book, made (with the seed chart and this month open) if it has none; undefined for no such school. */
export const bookOfSchool = (tx: Queryable, schoolId: string) => bookOf(tx, BOOK_KIND.school, schoolId);

/** A supplier company's book, made if it has none; undefined for no such company. */
export const bookOfSupplier = (tx: Queryable, supplierId: string) => bookOf(tx, BOOK_KIND.supplier, supplierId);

/** The books of these schools, made where missing; in the order of `schoolIds`. */
export async function booksOfSchools(tx: Queryable, schoolIds: string[]): Promise<Book[]> {
  if (!schoolIds.length) return [];
  const { month } = await localClock(tx);
  await createBooks(tx, { kind: BOOK_KIND.school, ownerIds: schoolIds, startPeriod: month, openThrough: month });
  const { rows } = await tx.query<Book>(sql`SELECT ${BOOK_COLUMNS} FROM fin_book b WHERE b.school_id = ANY(${schoolIds}::bigint[])`);
  const byschool = new Map(rows.map((book) => [book.schoolId, book]));
  return schoolIds.flatMap((id) => byschool.get(id) ?? []);
}

/** A book by id. */
export async function bookById(tx: Queryable, bookId: string): Promise<Book | undefined> {
  const { rows } = await tx.query<Book>(sql`SELECT ${BOOK_COLUMNS} FROM fin_book b WHERE b.id = ${bookId}`);
  return rows[0];
}

/** Holds the book for the rest of the transaction: its vouchers' numbers, posting and closing happen one at a time. */
export async function lockBook(tx: Queryable, bookId: string): Promise<void> {
  await tx.query(sql`SELECT 1 FROM fin_book WHERE id = ${bookId} FOR UPDATE`);
}
