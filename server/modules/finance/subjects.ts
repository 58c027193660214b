// Subjects (fin_subject) as the other finance code finds them: by code, and the per-supplier (a school's 2202.xxx) or
// per-school (a supplier's 1122.xxx) subject made the first time a voucher needs it.
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';
import type { Book } from './books.ts';
import { BOOK_KIND, PAYABLE_PARENT, RECEIVABLE_PARENT } from './chart.ts';

export interface SubjectRef {
  id: string;
  code: string;
  name: string;
  isLeaf: boolean;
  direction: number;
}

const REF = sql`s.id::text, s.code, s.name, s.is_leaf AS "isLeaf", s.direction`;

/** A subject of the book by its code (not removed). */
export async function subjectByCode(tx: Queryable, bookId: string, code: string): Promise<SubjectRef | undefined> {
  const { rows } = await tx.query<SubjectRef>(sql`SELECT ${REF} FROM fin_subject s WHERE s.book_id = ${bookId} AND s.code = ${code} AND s.is_deleted = 0`);
  return rows[0];
}

/**
 * The subject kept for a counterpart: on a school's book the supplier's 2202.xxx (`counterpartId` a supplier company),
 * on a supplier's book the school's 1122.xxx (a school). Made when missing, named after the counterpart, numbered
 * after its siblings; its parent is then no leaf. Call with the book locked.
 */
export async function counterpartSubject(tx: Queryable, book: Book, counterpartId: string): Promise<SubjectRef> {
  const school = book.kind === BOOK_KIND.school;
  const column = sql.raw(school ? 'counterpart_supplier' : 'counterpart_school');
  const found = await tx.query<SubjectRef>(
    sql`SELECT ${REF} FROM fin_subject s WHERE s.book_id = ${book.id} AND s.${column} = ${counterpartId} AND s.is_deleted = 0`,
  );
  if (found.rows[0]) return found.rows[0];
  const parentCode = school ? PAYABLE_PARENT : RECEIVABLE_PARENT;
  const name = school
    ? sql`(SELECT supplier_name FROM supplier_company WHERE id = ${counterpartId})`
    : sql`(SELECT dept_name FROM dept WHERE id = ${counterpartId})`;
  const { rows } = await tx.query<SubjectRef>(
    sql`WITH parent AS (SELECT id, code, category, direction FROM fin_subject WHERE book_id = ${book.id} AND code = ${parentCode} AND is_deleted = 0),
             next AS (SELECT COALESCE(max(split_part(code, '.', 2)::int), 0) + 1 AS n FROM fin_subject WHERE book_id = ${book.id} AND code LIKE ${`${parentCode}.%`} AND code NOT LIKE ${`${parentCode}.%.%`}),
             made AS (
               INSERT INTO fin_subject (book_id, code, name, parent_id, category, direction, is_leaf, ${column})
               SELECT ${book.id}, p.code || '.' || lpad(next.n::text, 3, '0'), left(COALESCE(${name}, ''), 40), p.id, p.category, p.direction, true, ${counterpartId}
                 FROM parent p, next RETURNING id, code, name, is_leaf, direction, parent_id)
        SELECT m.id::text, m.code, m.name, m.is_leaf AS "isLeaf", m.direction FROM made m`,
  );
  await tx.query(sql`UPDATE fin_subject SET is_leaf = false WHERE book_id = ${book.id} AND code = ${parentCode} AND is_leaf`);
  return rows[0]!;
}
