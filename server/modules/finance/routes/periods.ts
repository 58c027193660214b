// 结账管理 (docs/product-rules.md#finance): a book's months with their vouchers; closing the earliest open month once
// every voucher of it is posted and its numbers run without a gap (the next month opened with it); reopening only the
// latest closed month, by the manager (finance.reopen). Both audit-logged.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { transaction } from '../../../platform/db/database.ts';
import { sql } from '../../../platform/db/sql.ts';
import { localClock, TIME } from '../../../platform/db/zoned.ts';
import { answers } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { writeAudit } from '../audit.ts';
import { lockBook, nextMonth } from '../books.ts';
import { financeCaller, keptBook, ownBook, readableBook, requireAction, type FinanceAction } from '../caller.ts';
import { BookQuery, MSG, PeriodBody } from '../input.ts';
import { PeriodAnswer } from '../answers.ts';
import { ACTOR_NAME } from '../queries.ts';
import { VOUCHER_NO } from '../vouchers.ts';
import { FINANCE_BASE } from './vouchers.ts';

const BASE = `${FINANCE_BASE}/period`;
/** How many vouchers a refusal names at most. */
const NAMED = 10;
const naming = (list: string[]) => list.slice(0, NAMED).join('、') + (list.length > NAMED ? ` 等 ${list.length} 张` : '');

export function periodRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['finance'];
  const may = (action: FinanceAction) => async (request: FastifyRequest) => {
    const caller = await financeCaller(ctx, request);
    await requireAction(db, caller, ownBook(caller), action);
  };

  app.get(
    `${BASE}/list`,
    {
      schema: {
        tags,
        summary: 'A book’s periods, newest first, with their vouchers and the unposted ones',
        querystring: BookQuery,
        response: answers(z.array(PeriodAnswer)),
      },
    },
    async (request) => {
      const book = await readableBook(db, await financeCaller(ctx, request), request.query.bookId);
      const { rows } = await db.query<z.infer<typeof PeriodAnswer>>(
        sql`SELECT p.period, p.status, COALESCE(c.vouchers, 0)::int AS vouchers, COALESCE(c.unposted, 0)::int AS unposted,
                   ${ACTOR_NAME('p.closed_by')} AS "closedByName", COALESCE(${TIME('p.closed_time')}, '') AS "closedTime"
              FROM fin_period p
              LEFT JOIN (SELECT period, count(*) AS vouchers, count(*) FILTER (WHERE status < 2) AS unposted FROM fin_voucher
                          WHERE book_id = ${book.id} AND is_deleted = 0 GROUP BY period) c ON c.period = p.period
             WHERE p.book_id = ${book.id} ORDER BY p.period DESC`,
      );
      return ok(rows);
    },
  );

  app.post(
    `${BASE}/close`,
    {
      schema: {
        tags,
        summary: '结账: closes the earliest open period (and opens the next)',
        description:
          `400 \`${MSG.unposted}记-0003、…\` naming the vouchers not posted, \`${MSG.gap}记-0004\` naming the missing numbers, \`${MSG.closeEarliest}\`, ` +
          `\`${MSG.closeFuture}\`.`,
        body: PeriodBody,
        response: answers(z.null()),
      },
      preValidation: may('close'),
    },
    async (request) => {
      const caller = await financeCaller(ctx, request);
      const { bookId, period } = request.body;
      const book = await keptBook(db, caller, bookId);
      await transaction(db, async (tx) => {
        await lockBook(tx, book.id);
        const earliest = await tx.query<{ period: string | null }>(sql`SELECT min(period) AS period FROM fin_period WHERE book_id = ${book.id} AND status = 0`);
        if (earliest.rows[0]!.period !== period) throw badRequest(MSG.closeEarliest);
        if (period > (await localClock(tx)).month) throw badRequest(MSG.closeFuture);
        const unposted = await tx.query<{ no: string }>(
          sql`SELECT ${VOUCHER_NO('v')} AS no FROM fin_voucher v WHERE v.book_id = ${book.id} AND v.period = ${period} AND v.is_deleted = 0 AND v.status < 2
               ORDER BY v.word, v.number`,
        );
        if (unposted.rows.length) throw badRequest(MSG.unposted + naming(unposted.rows.map((row) => row.no)));
        const missing = await tx.query<{ no: string }>(
          sql`SELECT w.word || '-' || lpad(n::text, 4, '0') AS no
                FROM (SELECT word, max(number) AS top FROM fin_voucher WHERE book_id = ${book.id} AND period = ${period} AND is_deleted = 0 GROUP BY word) w
               CROSS JOIN LATERAL generate_series(1, w.top) AS n
               WHERE NOT EXISTS (SELECT 1 FROM fin_voucher v WHERE v.book_id = ${book.id} AND v.period = ${period} AND v.word = w.word AND v.number = n AND v.is_deleted = 0)
               ORDER BY w.word, n`,
        );
        if (missing.rows.length) throw badRequest(MSG.gap + naming(missing.rows.map((row) => row.no)));
        await tx.query(
          sql`UPDATE fin_period SET status = 1, closed_by = ${caller.userId}, closed_time = now() WHERE book_id = ${book.id} AND period = ${period}`,
        );
        await tx.query(sql`INSERT INTO fin_period (book_id, period, status) VALUES (${book.id}, ${nextMonth(period)}, 0) ON CONFLICT DO NOTHING`);
        await writeAudit(tx, { bookId: book.id, userId: caller.userId, action: 'period.close', targetKind: 'period', targetId: period });
      });
      return ok(null);
    },
  );

  app.post(
    `${BASE}/reopen`,
    {
      schema: {
        tags,
        summary: '反结账: reopens the latest closed period — the manager only (the school; a supplier its own book)',
        description: `400 \`${MSG.reopenLatest}\`; 403 for any other role.`,
        body: PeriodBody,
        response: answers(z.null()),
      },
      preValidation: may('reopen'),
    },
    async (request) => {
      const caller = await financeCaller(ctx, request);
      const { bookId, period } = request.body;
      const book = await keptBook(db, caller, bookId);
      await transaction(db, async (tx) => {
        await lockBook(tx, book.id);
        const latest = await tx.query<{ period: string | null }>(sql`SELECT max(period) AS period FROM fin_period WHERE book_id = ${book.id} AND status = 1`);
        if (latest.rows[0]!.period !== period) throw badRequest(MSG.reopenLatest);
        await tx.query(sql`UPDATE fin_period SET status = 0, closed_by = NULL, closed_time = NULL WHERE book_id = ${book.id} AND period = ${period}`);
        await writeAudit(tx, { bookId: book.id, userId: caller.userId, action: 'period.reopen', targetKind: 'period', targetId: period });
      });
      return ok(null);
    },
  );
}
