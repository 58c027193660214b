// 账簿 and 会计科目 (docs/product-rules.md#finance): the books the caller reaches, a book's subject tree and its leaves
// (the voucher form's subject search by code, name or pinyin initials), and the keeper's subject edits.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { initialsOf } from '../../../platform/text/initials.ts';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { transaction } from '../../../platform/db/database.ts';
import { sql } from '../../../platform/db/sql.ts';
import { answers } from '../../../platform/http/answers.ts';
import { isUniqueViolation } from '../../../platform/http/crud-errors.ts';
import { ApiError, badRequest, ok } from '../../../platform/http/envelope.ts';
import { writeAudit } from '../audit.ts';
import { booksOfSchools, lockBook, type Book } from '../books.ts';
import { financeCaller, keptBook, ownBook, readableBook, requireAction, type FinanceAction } from '../caller.ts';
import { BookQuery, IdBody, LeavesQuery, MSG, SubjectInput } from '../input.ts';
import { BookAnswer, SubjectLeaf, SubjectNode } from '../answers.ts';
import { FINANCE_BASE } from './vouchers.ts';

const notFound = () => new ApiError(404, MSG.subjectNotFound);

interface SubjectRow {
  id: string;
  code: string;
  name: string;
  parentId: string | null;
  category: number;
  direction: number;
  isLeaf: boolean;
  status: number;
  openingBalance: number;
  version: number;
}

const SUBJECTS = (bookId: string) =>
  sql`SELECT s.id::text, s.code, s.name, s.parent_id::text AS "parentId", s.category, s.direction, s.is_leaf AS "isLeaf", s.status,
             s.opening_balance::float8 AS "openingBalance", s.version
        FROM fin_subject s WHERE s.book_id = ${bookId} AND s.is_deleted = 0 ORDER BY s.code`;

type Node = SubjectRow & { children: Node[] };
function treeOf(rows: SubjectRow[]): Node[] {
  const nodes = new Map(rows.map((row) => [row.id, { ...row, children: [] as Node[] }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) ((node.parentId ? nodes.get(node.parentId)?.children : undefined) ?? roots).push(node);
  return roots;
}

export function bookRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['finance'];
  const may = (action: FinanceAction) => async (request: FastifyRequest) => {
    const caller = await financeCaller(ctx, request);
    await requireAction(db, caller, ownBook(caller), action);
  };

  app.get(
    `${FINANCE_BASE}/book/list`,
    {
      schema: {
        tags,
        summary: 'The books the caller reaches: a keeper its own, a reader those of the schools of its reach (made on first call)',
        description: 'openPeriod: the earliest open period.',
        response: answers(z.array(BookAnswer)),
      },
    },
    async (request) => {
      const caller = await financeCaller(ctx, request);
      const books: Book[] = caller.keeps ? [caller.keeps] : await transaction(db, (tx) => booksOfSchools(tx, caller.readsSchools));
      if (!books.length) return ok([]);
      const { rows } = await db.query<z.infer<typeof BookAnswer>>(
        sql`SELECT b.id::text, b.kind, b.name, b.school_id::text AS "schoolId", b.supplier_id::text AS "supplierId", b.start_period AS "startPeriod",
                   (SELECT min(period) FROM fin_period p WHERE p.book_id = b.id AND p.status = 0) AS "openPeriod"
              FROM fin_book b WHERE b.id = ANY(${books.map((book) => book.id)}::bigint[])`,
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ok(books.flatMap((book) => byId.get(book.id) ?? []));
    },
  );

  app.get(
    `${FINANCE_BASE}/subject/tree`,
    {
      schema: { tags, summary: 'A book’s subjects as a tree, by code', querystring: BookQuery, response: answers(z.array(SubjectNode)) },
    },
    async (request) => {
      const book = await readableBook(db, await financeCaller(ctx, request), request.query.bookId);
      const { rows } = await db.query<SubjectRow>(SUBJECTS(book.id));
      return ok(treeOf(rows));
    },
  );

  app.get(
    `${FINANCE_BASE}/subject/leaves`,
    {
      schema: {
        tags,
        summary: 'A book’s leaf subjects (the ones a voucher line takes), matched by code prefix, name, or the name’s pinyin initials',
        querystring: LeavesQuery,
        response: answers(z.array(SubjectLeaf)),
      },
    },
    async (request) => {
      const book = await readableBook(db, await financeCaller(ctx, request), request.query.bookId);
      const { rows } = await db.query<SubjectRow>(SUBJECTS(book.id));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const fullName = (row: SubjectRow): string => {
        const parent = row.parentId ? byId.get(row.parentId) : undefined;
        return parent ? `${fullName(parent)}/${row.name}` : row.name;
      };
      const keyword = request.query.keyword.trim().toLowerCase();
      const initials = await initialsOf();
      const leaves = rows
        .filter((row) => row.isLeaf && row.status === 1)
        .filter((row) => !keyword || row.code.startsWith(keyword) || row.name.toLowerCase().includes(keyword) || initials(row.name).startsWith(keyword))
        .map((row) => ({ id: row.id, code: row.code, name: row.name, fullName: fullName(row), direction: row.direction }));
      return ok(leaves);
    },
  );

  app.post(
    `${FINANCE_BASE}/subject/submit`,
    {
      schema: {
        tags,
        summary: 'Adds a subject (no id) or changes one (id and version); answers { id }',
        description:
          `A child takes its parent’s category and direction; its code is the parent’s, a dot and 2–3 digits. 400 \`${MSG.subjectCode}\`, \`${MSG.subjectCodeShape}\`, ` +
          `\`${MSG.subjectCodeTop}\`, \`${MSG.subjectParentUsed}\`, \`${MSG.subjectCodeFixed}\`, \`${MSG.openingLeafOnly}\`, \`${MSG.openingClosed}\`; 409 \`${MSG.stale}\`.`,
        body: SubjectInput,
        response: answers(z.object({ id: z.string() })),
      },
      // a reader is refused before the body is read; the button (新增 or 修改) once it is
      preValidation: async (request) => void ownBook(await financeCaller(ctx, request)),
    },
    async (request) => {
      const caller = await financeCaller(ctx, request);
      const input = request.body;
      const book = await keptBook(db, caller, input.bookId);
      await requireAction(db, caller, book, input.id ? 'subject' : 'subjectAdd');
      const id = await transaction(db, async (tx) => {
        await lockBook(tx, book.id);
        // an edit keeps the subject where it is: its parent is the stored one, whatever the body says
        const current = input.id
          ? (
              await tx.query<SubjectRow & { used: boolean; children: boolean }>(
                sql`SELECT s.id::text, s.code, s.parent_id::text AS "parentId", s.is_leaf AS "isLeaf", s.version,
                           EXISTS (SELECT 1 FROM fin_voucher_line l WHERE l.subject_id = s.id) AS used,
                           EXISTS (SELECT 1 FROM fin_subject c WHERE c.parent_id = s.id AND c.is_deleted = 0) AS children
                      FROM fin_subject s WHERE s.id = ${input.id} AND s.book_id = ${book.id} AND s.is_deleted = 0`,
              )
            ).rows[0]
          : undefined;
        if (input.id && !current) throw notFound();
        const parentId = current ? current.parentId : input.parentId;
        const parent = parentId
          ? (
              await tx.query<SubjectRow & { used: boolean }>(
                sql`SELECT s.id::text, s.code, s.category, s.direction, s.is_leaf AS "isLeaf", s.opening_balance::float8 AS "openingBalance",
                           EXISTS (SELECT 1 FROM fin_voucher_line l WHERE l.subject_id = s.id) AS used
                      FROM fin_subject s WHERE s.id = ${parentId} AND s.book_id = ${book.id} AND s.is_deleted = 0`,
              )
            ).rows[0]
          : undefined;
        if (parentId && !parent) throw notFound();
        if (parent && !new RegExp(`^${parent.code.replaceAll('.', '\\.')}\\.\\d{2,3}$`).test(input.code)) throw badRequest(MSG.subjectCodeShape);
        if (!parent && !/^\d{4}$/.test(input.code)) throw badRequest(MSG.subjectCodeTop);
        const category = parent?.category ?? input.category;
        const direction = parent?.direction ?? input.direction;
        const leaf = current ? current.isLeaf : true;
        if (input.openingBalance !== 0 && !leaf) throw badRequest(MSG.openingLeafOnly);
        if (current && current.code !== input.code && (current.used || current.children)) throw badRequest(MSG.subjectCodeFixed);
        const startClosed = await tx.query(
          sql`SELECT 1 FROM fin_period p JOIN fin_book b ON b.id = p.book_id WHERE b.id = ${book.id} AND p.period = b.start_period AND p.status = 1`,
        );
        try {
          if (current) {
            const before = await tx.query<{ opening: number }>(sql`SELECT opening_balance::float8 AS opening FROM fin_subject WHERE id = ${current.id}`);
            if (before.rows[0]!.opening !== input.openingBalance && startClosed.rows.length) throw badRequest(MSG.openingClosed);
            const { rows } = await tx.query<{ id: string }>(
              sql`UPDATE fin_subject SET code = ${input.code}, name = ${input.name}, category = ${category}, direction = ${direction}, opening_balance = ${input.openingBalance},
                         version = version + 1, update_time = now()
                   WHERE id = ${current.id} AND version = ${input.version!} RETURNING id::text`,
            );
            if (!rows[0]) throw new ApiError(409, MSG.stale);
          } else {
            if (parent && parent.isLeaf && (parent.used || parent.openingBalance !== 0)) throw badRequest(MSG.subjectParentUsed);
            if (input.openingBalance !== 0 && startClosed.rows.length) throw badRequest(MSG.openingClosed);
            const { rows } = await tx.query<{ id: string }>(
              sql`INSERT INTO fin_subject (book_id, code, name, parent_id, category, direction, opening_balance)
                  VALUES (${book.id}, ${input.code}, ${input.name}, ${parent?.id ?? null}, ${category}, ${direction}, ${input.openingBalance}) RETURNING id::text`,
            );
            if (parent) await tx.query(sql`UPDATE fin_subject SET is_leaf = false WHERE id = ${parent.id}`);
            input.id = rows[0]!.id;
          }
        } catch (error) {
          if (isUniqueViolation(error)) throw badRequest(MSG.subjectCode);
          throw error;
        }
        await writeAudit(tx, {
          bookId: book.id,
          userId: caller.userId,
          action: current ? 'subject.edit' : 'subject.add',
          targetKind: 'subject',
          targetId: input.id!,
          detail: { code: input.code, name: input.name, openingBalance: input.openingBalance },
        });
        return input.id!;
      });
      return ok({ id });
    },
  );

  app.post(
    `${FINANCE_BASE}/subject/remove`,
    {
      schema: {
        tags,
        summary: 'Removes a subject no voucher line uses and without children',
        description: `400 \`${MSG.subjectUsed}\`, \`${MSG.subjectHasChildren}\`.`,
        body: IdBody,
        response: answers(z.null()),
      },
      preValidation: may('subjectRemove'),
    },
    async (request) => {
      const caller = await financeCaller(ctx, request);
      const book = ownBook(caller);
      await transaction(db, async (tx) => {
        await lockBook(tx, book.id);
        const { rows } = await tx.query<{ code: string; parent: string | null; used: boolean; children: boolean; opening: number }>(
          sql`SELECT s.code, s.parent_id::text AS parent, s.opening_balance::float8 AS opening,
                     EXISTS (SELECT 1 FROM fin_voucher_line l WHERE l.subject_id = s.id) AS used,
                     EXISTS (SELECT 1 FROM fin_subject c WHERE c.parent_id = s.id AND c.is_deleted = 0) AS children
                FROM fin_subject s WHERE s.id = ${request.body.id} AND s.book_id = ${book.id} AND s.is_deleted = 0`,
        );
        const subject = rows[0];
        if (!subject) throw notFound();
        if (subject.children) throw badRequest(MSG.subjectHasChildren);
        if (subject.used || subject.opening !== 0) throw badRequest(MSG.subjectUsed);
        await tx.query(sql`UPDATE fin_subject SET is_deleted = 1, update_time = now() WHERE id = ${request.body.id}`);
        // a parent left without children is a leaf again
        if (subject.parent)
          await tx.query(
            sql`UPDATE fin_subject p SET is_leaf = true WHERE p.id = ${subject.parent} AND NOT EXISTS (SELECT 1 FROM fin_subject c WHERE c.parent_id = p.id AND c.is_deleted = 0)`,
          );
        await writeAudit(tx, {
          bookId: book.id,
          userId: caller.userId,
          action: 'subject.remove',
          targetKind: 'subject',
          targetId: request.body.id,
          detail: { code: subject.code },
        });
      });
      return ok(null);
    },
  );
}
