// 付款登记 (docs/product-rules.md#drafted-vouchers): a school's payments to its suppliers — the supplier (one bound to
// the school or that delivered to it), the amount in fen, the day, the method, attachments and a remark. A payment drafts
// Dr 2202.xxx / Cr 1002 on the school's book and the receipt on the supplier's (生成凭证). It is removed only while the
// vouchers drafted from it are drafts (removed with it) or none was drafted.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasButton } from '../../../platform/access/buttons.ts';
import type { AppContext } from '../../../platform/context.ts';
import { transaction, type Queryable } from '../../../platform/db/database.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { APP_TODAY, localClock, TIME } from '../../../platform/db/zoned.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { ApiError, badRequest, forbidden, ok } from '../../../platform/http/envelope.ts';
import { offsetOf } from '../../../platform/http/fields.ts';
import { fileVisible } from '../../../platform/files/index.ts';
import { writeAudit } from '../audit.ts';
import { financeCaller, keptBook, readableBook, type FinanceCaller } from '../caller.ts';
import type { Book } from '../books.ts';
import { BASE, PayableSupplier, Payment, PaymentBody, PaymentQuery, PaymentRemoveBody } from './schemas.ts';

export const PAYMENT_BUTTONS = { add: 'payment_add', remove: 'payment_delete' } as const;
const notFound = () => new ApiError(404, '付款记录不存在');

/** The suppliers a school pays: bound to it or one of its canteens (binding in force), or that took an order of it. */
const payableSuppliers = (book: Book): Sql => sql`
  SELECT c.id::text, c.supplier_name AS name FROM supplier_company c
   WHERE c.is_deleted = 0 AND c.tenant_id = ${book.tenantId}
     AND (EXISTS (SELECT 1 FROM supplier_binding sb JOIN dept d ON d.id = sb.dept_id
                   WHERE sb.supplier_id = c.id AND sb.is_deleted = 0 AND (sb.valid_to IS NULL OR sb.valid_to >= ${APP_TODAY})
                     AND (d.id = ${book.schoolId} OR d.parent_id = ${book.schoolId}))
          OR EXISTS (SELECT 1 FROM supply_order o WHERE o.supplier_id = c.id AND o.school_id = ${book.schoolId} AND o.status <> 0))`;

const RECORD = (book: Book) => sql`
  SELECT f.id::text, f.school_id::text AS "schoolId", f.supplier_id::text AS "supplierId", c.supplier_name AS "supplierName", f.amount::int AS amount,
         to_char(f.pay_date, 'YYYY-MM-DD') AS "payDate", f.method, f.file_ids::text[] AS "fileIds", f.remark,
         COALESCE(u.real_name, '') AS "createUserName", ${TIME('f.create_time')} AS "createTime",
         v.id::text AS "voucherId", CASE WHEN v.id IS NULL THEN NULL ELSE v.word || '-' || lpad(v.number::text, 4, '0') END AS "voucherNo",
         v.status::int AS "voucherStatus"
    FROM fin_payment f JOIN supplier_company c ON c.id = f.supplier_id LEFT JOIN app_user u ON u.id = f.create_user
    LEFT JOIN LATERAL (SELECT x.id, x.word, x.number, x.status FROM fin_voucher_source s JOIN fin_voucher x ON x.id = s.voucher_id AND x.is_deleted = 0
                        WHERE s.book_id = ${book.id} AND s.source_kind = 'payment' AND s.source_key = f.id::text LIMIT 1) v ON true`;

/** The school's book the caller keeps, with the button (403 otherwise; a supplier's book has no payments). */
async function payingBook(db: Queryable, caller: FinanceCaller, bookId: string, button: string): Promise<Book> {
  const book = await keptBook(db, caller, bookId);
  if (book.kind !== 1 || !(await hasButton(db, caller.claims, button))) throw forbidden();
  return book;
}

/** Removes draft vouchers (audit-logged on each one's book) and so frees their sources. */
async function removeDrafts(tx: Queryable, vouchers: { id: string; bookId: string; voucherNo: string }[], userId: string): Promise<void> {
  if (!vouchers.length) return;
  const ids = vouchers.map((voucher) => voucher.id);
  // as 删除凭证 does: a draft goes with its lines and its sources (ON DELETE CASCADE), which are free again
  await tx.query(sql`DELETE FROM fin_voucher WHERE id = ANY(${ids}::bigint[]) AND status = 0`);
  await writeAudit(
    tx,
    vouchers.map((voucher) => ({
      bookId: voucher.bookId,
      userId,
      action: 'voucher.remove',
      targetKind: 'voucher',
      targetId: voucher.id,
      detail: { voucherNo: voucher.voucherNo, by: 'payment.remove' },
    })),
  );
}

export function paymentRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['finance'];

  app.get(
    `${BASE}/payment/suppliers`,
    {
      schema: {
        tags,
        summary: 'The suppliers a school’s book pays: [{ id, name }]',
        description:
          'Bound to the school or one of its canteens, or having taken an order of it. 404 `账簿不存在` for a book outside the reach; [] on a supplier’s book.',
        querystring: z.object({ bookId: PaymentQuery.shape.bookId }),
        response: answers(z.array(PayableSupplier)),
      },
    },
    async (request) => {
      const book = await readableBook(db, await financeCaller(ctx, request), request.query.bookId);
      if (book.kind !== 1) return ok([]);
      return ok((await db.query(sql`${payableSuppliers(book)} ORDER BY c.supplier_name, c.id`)).rows);
    },
  );

  app.get(
    `${BASE}/payment/page`,
    {
      schema: {
        tags,
        summary: 'A page of a school book’s payments, newest first',
        description:
          'Filtered by supplier, days (from, to) and a keyword in the supplier’s name or the remark. Each with the school book’s voucher drafted from it (voucherId, voucherNo, voucherStatus; null when none). 404 `账簿不存在` for a book outside the reach.',
        querystring: PaymentQuery,
        response: answers(paged(Payment)),
      },
    },
    async (request) => {
      const { bookId, supplierId, from, to, keyword, ...page } = request.query;
      const book = await readableBook(db, await financeCaller(ctx, request), bookId);
      if (book.kind !== 1) return ok({ records: [], total: 0, size: page.size, current: page.current, pages: 0 });
      const where = sql`WHERE f.school_id = ${book.schoolId} AND f.is_deleted = 0
        AND (${supplierId ?? null}::bigint IS NULL OR f.supplier_id = ${supplierId ?? null}::bigint)
        AND (${from}::date IS NULL OR f.pay_date >= ${from}::date) AND (${to}::date IS NULL OR f.pay_date <= ${to}::date)
        AND (${keyword} = '' OR strpos(c.supplier_name, ${keyword}) > 0 OR strpos(f.remark, ${keyword}) > 0)`;
      const [rows, total] = await Promise.all([
        db.query(sql`${RECORD(book)} ${where} ORDER BY f.pay_date DESC, f.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM fin_payment f JOIN supplier_company c ON c.id = f.supplier_id ${where}`),
      ]);
      const count = total.rows[0]!.total;
      return ok({ records: rows.rows, total: count, size: page.size, current: page.current, pages: Math.ceil(count / page.size) });
    },
  );

  app.post(
    `${BASE}/payment/submit`,
    {
      schema: {
        tags,
        summary: 'Registers a payment of the school to a supplier; answers the record',
        description:
          'The caller’s own school book (404 `账簿不存在`; 403 for a reader, a supplier or without the button 付款登记 `payment_add`). ' +
          '400 `该供应商未与本校建立供货关系` for a supplier neither bound to the school nor delivering to it, `付款日期不能晚于今天`, `附件不存在`. Audit-logged.',
        body: PaymentBody,
        response: answers(Payment),
      },
    },
    async (request) => {
      const caller = await financeCaller(ctx, request);
      const input = request.body;
      const book = await payingBook(db, caller, input.bookId, PAYMENT_BUTTONS.add);
      if (input.payDate > (await localClock(db)).today) throw badRequest('付款日期不能晚于今天');
      const bound = await db.query(sql`${payableSuppliers(book)} AND c.id = ${input.supplierId}`);
      if (!bound.rows.length) throw badRequest('该供应商未与本校建立供货关系');
      for (const fileId of input.fileIds) if (!(await fileVisible(db, caller.claims, fileId))) throw badRequest('附件不存在');
      const id = await transaction(db, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          sql`INSERT INTO fin_payment (tenant_id, school_id, supplier_id, amount, pay_date, method, file_ids, remark, create_user)
              VALUES (${book.tenantId}, ${book.schoolId}, ${input.supplierId}, ${input.amount}, ${input.payDate}::date, ${input.method}, ${input.fileIds}::bigint[], ${input.remark}, ${caller.userId})
              RETURNING id::text`,
        );
        const saved = rows[0]!.id;
        await writeAudit(tx, {
          bookId: book.id,
          userId: caller.userId,
          action: 'payment.submit',
          targetKind: 'payment',
          targetId: saved,
          detail: { supplierId: input.supplierId, amount: input.amount, payDate: input.payDate },
        });
        return saved;
      });
      return ok((await db.query(sql`${RECORD(book)} WHERE f.id = ${id}`)).rows[0]);
    },
  );

  app.post(
    `${BASE}/payment/remove`,
    {
      schema: {
        tags,
        summary: 'Removes payments, with the draft vouchers drafted from them (all or none)',
        description:
          'The caller’s own school’s payments (404 `付款记录不存在` otherwise; 403 without the button `payment_delete`). ' +
          '400 `该付款的凭证已审核，不能删除：记-0003` when a voucher drafted from it (on the school’s book or the supplier’s) is no longer a draft. Audit-logged.',
        body: PaymentRemoveBody,
        response: answers(z.null()),
      },
    },
    async (request) => {
      const caller = await financeCaller(ctx, request);
      const { ids } = request.body;
      if (!caller.keeps) throw forbidden();
      const book = await payingBook(db, caller, caller.keeps.id, PAYMENT_BUTTONS.remove);
      await transaction(db, async (tx) => {
        const found = await tx.query<{ id: string }>(
          sql`SELECT id::text FROM fin_payment WHERE id = ANY(${ids}::bigint[]) AND school_id = ${book.schoolId} AND is_deleted = 0 FOR UPDATE`,
        );
        if (found.rows.length !== ids.length) throw notFound();
        // the vouchers drafted from them, on the school's book (payment) and on the suppliers' (receipt)
        const { rows } = await tx.query<{ id: string; bookId: string; status: number; voucherNo: string }>(
          sql`SELECT v.id::text, v.book_id::text AS "bookId", v.status::int AS status, v.word || '-' || lpad(v.number::text, 4, '0') AS "voucherNo"
                FROM fin_voucher_source s JOIN fin_voucher v ON v.id = s.voucher_id AND v.is_deleted = 0
               WHERE s.source_kind IN ('payment', 'receipt') AND s.source_key = ANY(${ids}::text[])
                 AND s.book_id IN (SELECT b.id FROM fin_book b WHERE b.school_id = ${book.schoolId}
                                   UNION SELECT b.id FROM fin_book b JOIN fin_payment f ON f.supplier_id = b.supplier_id WHERE f.id = ANY(${ids}::bigint[]))
               ORDER BY v.voucher_date, v.number FOR UPDATE OF v`,
        );
        const kept = rows.find((voucher) => voucher.status !== 0);
        if (kept) throw badRequest(`该付款的凭证已审核，不能删除：${kept.voucherNo}`);
        await removeDrafts(tx, rows, caller.userId);
        await tx.query(sql`UPDATE fin_payment SET is_deleted = 1 WHERE id = ANY(${ids}::bigint[])`);
        await writeAudit(
          tx,
          ids.map((id) => ({ bookId: book.id, userId: caller.userId, action: 'payment.remove', targetKind: 'payment', targetId: id, detail: {} })),
        );
      });
      return ok(null);
    },
  );
}
