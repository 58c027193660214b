// 凭证 (docs/product-rules.md#finance): the list, one voucher with its neighbours, the proposed number, and the writes —
// save a draft, delete drafts, audit (never one's own) and take it back, post, 冲销 — each on the caller's own book,
// in one transaction with the book locked, all-or-nothing for a batch (the first refusal's message), audit-logged.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { transaction, type Queryable } from '../../../platform/db/database.ts';
import { sql } from '../../../platform/db/sql.ts';
import { localClock } from '../../../platform/db/zoned.ts';
import { answers, answersWorkbook, paged } from '../../../platform/http/answers.ts';
import { ApiError, badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { lookupId, offsetOf } from '../../../platform/http/fields.ts';
import { yuan } from '../../../platform/http/money.ts';
import { fileVisible } from '../../../platform/files/index.ts';
import { EXPORT_LIMIT, sendWorkbook, workbookOf, type Column } from '../../../platform/xlsx/export.ts';
import { writeAudit } from '../audit.ts';
import { lockBook } from '../books.ts';
import { financeCaller, ownBook, readableBook, requireAction, type FinanceAction } from '../caller.ts';
import { IdBody, IdsBody, MSG, NextNumberQuery, VoucherFilter, VoucherInput, VoucherPageQuery } from '../input.ts';
import { voucherDetail, VOUCHER_ORDER, VOUCHER_ROW, voucherWhere } from '../queries.ts';
import { SavedAnswer, VoucherDetail, VoucherRow } from '../answers.ts';
import { insertDraft, nextNumber, periodOfDate, STATUS, updateDraft, voucherNo } from '../vouchers.ts';

export const FINANCE_BASE = '/api/rabbit-finance';
const BASE = `${FINANCE_BASE}/voucher`;
const notFound = () => new ApiError(404, MSG.voucherNotFound);
const STATUS_NAMES = ['草稿', '已审核', '已记账'];

interface Held {
  id: string;
  word: string;
  number: number;
  status: number;
  preparer: string;
  reversal_of: string | null;
  reversed: boolean;
  voucher_date: string;
}

/** The vouchers of the book named, in the order given (the book locked); 404 when one is not on it. */
async function held(tx: Queryable, bookId: string, ids: string[]): Promise<Held[]> {
  const { rows } = await tx.query<Held>(
    sql`SELECT v.id::text, v.word, v.number, v.status, v.preparer::text, v.reversal_of::text, to_char(v.voucher_date, 'YYYY-MM-DD') AS voucher_date,
               EXISTS (SELECT 1 FROM fin_voucher r WHERE r.reversal_of = v.id) AS reversed
          FROM fin_voucher v WHERE v.id = ANY(${ids}::bigint[]) AND v.book_id = ${bookId} AND v.is_deleted = 0`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound();
    return row;
  });
}

export function voucherRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['finance'];
  /** The caller's button for the action on its own book, before the body is read (403 for a reader). */
  const may = (action: FinanceAction) => async (request: FastifyRequest) => {
    const caller = await financeCaller(ctx, request);
    await requireAction(db, caller, ownBook(caller), action);
  };

  app.get(
    `${BASE}/page`,
    {
      schema: {
        tags,
        summary: 'A page of a book’s vouchers, newest date first',
        description: 'The caller’s book, or a school’s book of a reader’s reach (404 `账簿不存在` otherwise). from/to: days; status 0 草稿 1 已审核 2 已记账.',
        querystring: VoucherPageQuery,
        response: answers(paged(VoucherRow)),
      },
    },
    async (request) => {
      const { bookId, current, size, ...filters } = request.query;
      const book = await readableBook(db, await financeCaller(ctx, request), bookId);
      const where = voucherWhere(book.id, filters);
      const [rows, total] = await Promise.all([
        db.query<z.infer<typeof VoucherRow>>(sql`${VOUCHER_ROW} WHERE ${where} ${VOUCHER_ORDER} LIMIT ${size} OFFSET ${offsetOf({ current, size })}`),
        db.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM fin_voucher v WHERE ${where}`),
      ]);
      const count = total.rows[0]!.total;
      return ok({ records: rows.rows, total: count, size, current, pages: Math.ceil(count / size) });
    },
  );

  app.get(
    `${BASE}/detail`,
    {
      schema: {
        tags,
        summary: 'One voucher with its lines, the records it was drafted from, the previous and next voucher of its book (period, word, number)',
        description: '404 `凭证不存在` for a voucher on no book the caller reads.',
        querystring: z.object({ id: lookupId() }),
        response: answers(VoucherDetail),
      },
    },
    async (request) => {
      const caller = await financeCaller(ctx, request);
      const { id } = request.query;
      if (!id) throw notFound();
      const owner = await db.query<{ book_id: string }>(sql`SELECT book_id::text FROM fin_voucher WHERE id = ${id} AND is_deleted = 0`);
      if (!owner.rows[0]) throw notFound();
      const book = await readableBook(db, caller, owner.rows[0].book_id).catch(() => {
        throw notFound();
      });
      const detail = await voucherDetail(db, book.id, id);
      if (!detail) throw notFound();
      return ok(detail as unknown as z.infer<typeof VoucherDetail>);
    },
  );

  app.get(
    `${BASE}/next-number`,
    {
      schema: {
        tags,
        summary: 'The number a new voucher of the date’s period and the word would take: { number }',
        description:
          'The first free number (max + 1 unless a deleted draft left a gap); the save proposes it again. 400 `所选日期所在期间已结账` for a closed period.',
        querystring: NextNumberQuery,
        response: answers(z.object({ number: z.number().int() })),
      },
    },
    async (request) => {
      const { bookId, date, word } = request.query;
      const book = await readableBook(db, await financeCaller(ctx, request), bookId);
      const { period } = await periodOfDate(db, book.id, date);
      const number = await nextNumber(db, book.id, period, word);
      return ok({ number });
    },
  );

  app.post(
    `${BASE}/submit`,
    {
      schema: {
        tags,
        summary: 'Saves a draft: a new one (no id) or a draft being edited (id and version); answers { id, number, voucherNo, total }',
        description:
          `Button 新增凭证 / 修改凭证 (403). Lines: summary (≤ 60), a leaf subject of the book, exactly one of debit or credit (fen). 400: \`${MSG.twoLines}\`, \`${MSG.oneSide}\`, ` +
          `\`${MSG.leafOnly}\`, \`${MSG.unbalanced}\`, \`${MSG.fileNotFound}\`, \`${MSG.closedPeriod}\`, \`${MSG.postedNoEdit}\`, \`${MSG.auditedNoEdit}\`; 409 \`${MSG.stale}\`. ` +
          'The number is (re)proposed on save: kept when the period and word stay the same.',
        body: VoucherInput,
        response: answers(SavedAnswer),
      },
      // a reader is refused before the body is read; the button (新增 or 修改) once it is
      preValidation: async (request) => void ownBook(await financeCaller(ctx, request)),
    },
    async (request) => {
      const caller = await financeCaller(ctx, request);
      const book = ownBook(caller);
      const input = request.body;
      await requireAction(db, caller, book, input.id ? 'edit' : 'add');
      if (input.bookId !== book.id) throw new ApiError(404, '账簿不存在');
      for (const file of input.fileIds) if (!(await fileVisible(db, caller.claims, file))) throw badRequest(MSG.fileNotFound);
      const saved = await transaction(db, async (tx) => {
        await lockBook(tx, book.id);
        const fields = { ...input, tenantId: book.tenantId, date: input.voucherDate, preparer: caller.userId };
        let result;
        if (input.id) {
          const [voucher] = await held(tx, book.id, [input.id]);
          if (voucher!.status === STATUS.posted) throw badRequest(MSG.postedNoEdit);
          if (voucher!.status === STATUS.audited) throw badRequest(MSG.auditedNoEdit);
          result = await updateDraft(tx, input.id, input.version!, fields);
        } else {
          result = await insertDraft(tx, fields);
        }
        await writeAudit(tx, {
          bookId: book.id,
          userId: caller.userId,
          action: input.id ? 'voucher.edit' : 'voucher.add',
          targetKind: 'voucher',
          targetId: result.id,
          detail: { voucherNo: result.voucherNo, date: input.voucherDate, total: result.total, lines: input.lines.length },
        });
        return result;
      });
      return ok(saved);
    },
  );

  /** A batch write: every voucher checked (the first refusal stops all), then changed, each audit-logged. */
  const batch = (
    path: string,
    action: FinanceAction,
    summary: string,
    check: (voucher: Held, userId: string) => void,
    apply: (tx: Queryable, ids: string[], userId: string) => Promise<number>,
  ) =>
    app.post(
      `${BASE}/${path}`,
      {
        schema: {
          tags,
          summary,
          description: 'All or nothing: the first voucher refused stops the batch with its message.',
          body: IdsBody,
          response: answers(z.object({ count: z.number().int() })),
        },
        preValidation: may(action),
      },
      async (request) => {
        const caller = await financeCaller(ctx, request);
        const book = ownBook(caller);
        const { ids } = request.body;
        const count = await transaction(db, async (tx) => {
          await lockBook(tx, book.id);
          const vouchers = await held(tx, book.id, ids);
          for (const voucher of vouchers) check(voucher, caller.userId);
          const changed = await apply(tx, ids, caller.userId);
          // the book is locked and each voucher checked: anything else is a state changed under us
          if (changed !== ids.length) throw badRequest(MSG.stale);
          await writeAudit(
            tx,
            vouchers.map((voucher) => ({
              bookId: book.id,
              userId: caller.userId,
              action: `voucher.${path}`,
              targetKind: 'voucher',
              targetId: voucher.id,
              detail: { voucherNo: voucherNo(voucher.word, voucher.number) },
            })),
          );
          return changed;
        });
        return ok({ count });
      },
    );

  batch(
    'remove',
    'remove',
    'Deletes drafts (their sources are free to be drafted again)',
    (voucher) => {
      if (voucher.status !== STATUS.draft) throw badRequest(MSG.removeDraftOnly);
    },
    async (tx, ids) => (await tx.query(sql`DELETE FROM fin_voucher WHERE id = ANY(${ids}::bigint[]) AND status = 0`)).rowCount ?? 0,
  );

  batch(
    'audit',
    'audit',
    'Audits drafts; never the caller’s own (403 `不能审核自己编制的凭证`)',
    (voucher, userId) => {
      if (voucher.status !== STATUS.draft) throw badRequest(MSG.auditDraftOnly);
      if (voucher.preparer === userId) throw forbidden(MSG.ownVoucher);
    },
    async (tx, ids, userId) =>
      (
        await tx.query(
          sql`UPDATE fin_voucher SET status = 1, auditor = ${userId}, audit_time = app_now(), version = version + 1, update_time = app_now()
               WHERE id = ANY(${ids}::bigint[]) AND status = 0`,
        )
      ).rowCount ?? 0,
  );

  batch(
    'unaudit',
    'audit',
    'Takes audited vouchers back to drafts',
    (voucher) => {
      if (voucher.status !== STATUS.audited) throw badRequest(MSG.unauditAuditedOnly);
    },
    async (tx, ids) =>
      (
        await tx.query(
          sql`UPDATE fin_voucher SET status = 0, auditor = NULL, audit_time = NULL, version = version + 1, update_time = app_now()
               WHERE id = ANY(${ids}::bigint[]) AND status = 1`,
        )
      ).rowCount ?? 0,
  );

  batch(
    'post',
    'post',
    'Posts audited vouchers: their lines reach the ledgers. Two posts of one voucher at once: the second is refused',
    (voucher) => {
      if (voucher.status !== STATUS.audited) throw badRequest(MSG.postAuditedOnly);
    },
    async (tx, ids, userId) => {
      const { rowCount } = await tx.query(
        sql`UPDATE fin_voucher SET status = 2, poster = ${userId}, post_time = app_now(), version = version + 1, update_time = app_now()
             WHERE id = ANY(${ids}::bigint[]) AND status = 1`,
      );
      await tx.query(sql`UPDATE fin_voucher_line SET posted = true WHERE voucher_id = ANY(${ids}::bigint[])`);
      return rowCount ?? 0;
    },
  );

  app.post(
    `${BASE}/reverse`,
    {
      schema: {
        tags,
        summary: '冲销: a red draft reversing a posted voucher (same lines, amounts negated, dated today); answers its { id, number, voucherNo, total }',
        description: `400 \`${MSG.reversePostedOnly}\`, \`${MSG.reversed}\`, \`${MSG.reverseOfReversal}\`, \`${MSG.closedPeriod}\` (today's period closed).`,
        body: IdBody,
        response: answers(SavedAnswer),
      },
      preValidation: may('reverse'),
    },
    async (request) => {
      const caller = await financeCaller(ctx, request);
      const book = ownBook(caller);
      const saved = await transaction(db, async (tx) => {
        await lockBook(tx, book.id);
        const [original] = await held(tx, book.id, [request.body.id]);
        if (original!.status !== STATUS.posted) throw badRequest(MSG.reversePostedOnly);
        if (original!.reversal_of) throw badRequest(MSG.reverseOfReversal);
        if (original!.reversed) throw badRequest(MSG.reversed);
        const originalNo = voucherNo(original!.word, original!.number);
        const { rows: lines } = await tx.query<{ summary: string; subjectId: string; debit: string; credit: string }>(
          sql`SELECT summary, subject_id::text AS "subjectId", debit::text, credit::text FROM fin_voucher_line WHERE voucher_id = ${original!.id} ORDER BY line_no`,
        );
        const { today } = await localClock(tx);
        const result = await insertDraft(tx, {
          bookId: book.id,
          tenantId: book.tenantId,
          word: original!.word,
          date: today,
          preparer: caller.userId,
          reversalOf: original!.id,
          remark: `冲销 ${originalNo} 号凭证`,
          lines: lines.map((line) => ({
            summary: [...`冲销 ${originalNo} 号凭证：${line.summary}`].slice(0, 60).join(''),
            subjectId: line.subjectId,
            debit: -Number(line.debit),
            credit: -Number(line.credit),
          })),
        });
        await writeAudit(tx, {
          bookId: book.id,
          userId: caller.userId,
          action: 'voucher.reverse',
          targetKind: 'voucher',
          targetId: result.id,
          detail: { voucherNo: result.voucherNo, reverses: originalNo },
        });
        return result;
      });
      return ok(saved);
    },
  );

  interface ExportLine {
    voucherDate: string;
    voucherNo: string;
    summary: string;
    code: string;
    subject: string;
    debit: number;
    credit: number;
    status: number;
    preparer: string;
    auditor: string;
    poster: string;
    attachments: number;
  }
  const money = (fen: number) => (fen === 0 ? '' : yuan(fen).toFixed(2));
  const columns: Column<ExportLine>[] = [
    { header: '日期', width: 12, value: (row) => row.voucherDate },
    { header: '凭证字号', width: 10, value: (row) => row.voucherNo },
    { header: '摘要', width: 30, value: (row) => row.summary },
    { header: '科目编码', width: 10, value: (row) => row.code },
    { header: '科目名称', width: 16, value: (row) => row.subject },
    { header: '借方金额', width: 14, value: (row) => money(row.debit) },
    { header: '贷方金额', width: 14, value: (row) => money(row.credit) },
    { header: '状态', width: 8, value: (row) => STATUS_NAMES[row.status] },
    { header: '制单', width: 8, value: (row) => row.preparer },
    { header: '审核', width: 8, value: (row) => row.auditor },
    { header: '记账', width: 8, value: (row) => row.poster },
    { header: '附件', width: 6, value: (row) => row.attachments },
  ];

  app.post(
    `${BASE}/export`,
    {
      schema: {
        tags,
        summary: `The vouchers of the list’s filters as an .xlsx, one row per line, amounts in yuan (at most ${EXPORT_LIMIT.toLocaleString('en')} lines)`,
        description: `The list’s filters as a JSON body. 400 \`${MSG.tooLarge}\` beyond the limit.`,
        body: VoucherFilter,
        response: answersWorkbook(),
      },
    },
    async (request, reply) => {
      const { bookId, ...filters } = request.body;
      const book = await readableBook(db, await financeCaller(ctx, request), bookId);
      const where = voucherWhere(book.id, filters);
      const { rows: count } = await db.query<{ lines: number }>(
        sql`SELECT count(*)::int AS lines FROM fin_voucher_line l JOIN fin_voucher v ON v.id = l.voucher_id WHERE ${where}`,
      );
      if (count[0]!.lines > EXPORT_LIMIT) throw badRequest(MSG.tooLarge);
      const { rows } = await db.query<ExportLine>(
        sql`SELECT r."voucherDate", r."voucherNo", l.summary, s.code, s.name AS subject, l.debit::float8 AS debit, l.credit::float8 AS credit, r.status,
                   r."preparerName" AS preparer, r."auditorName" AS auditor, r."posterName" AS poster, r.attachments
              FROM (${VOUCHER_ROW} WHERE ${where}) r JOIN fin_voucher_line l ON l.voucher_id = r.id::bigint JOIN fin_subject s ON s.id = l.subject_id
             ORDER BY r."voucherDate", r.word, r.number, l.line_no`,
      );
      return sendWorkbook(reply, `凭证_${book.name}.xlsx`, await workbookOf('凭证', columns, rows));
    },
  );
}
