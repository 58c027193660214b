// 生成凭证 (draft/pending, draft/run) and 付款登记 (payment/*) under /api/rabbit-finance
// (docs/product-rules.md#drafted-vouchers). A keeper drafts on the book it keeps; a reader sees what is pending on a
// book of its reach and drafts nothing. Payments are the school's: its keepers register and remove them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { transaction } from '../../../platform/db/database.ts';
import { localClock } from '../../../platform/db/zoned.ts';
import { answers } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { writeAudit } from '../audit.ts';
import { lockBook } from '../books.ts';
import { financeCaller, keptBook, readableBook, requireAction } from '../caller.ts';
import { paymentRoutes } from './payments.ts';
import { pendingOf, runDrafts } from './run.ts';
import { BASE, BookQuery, Drafted, Pending, RunBody } from './schemas.ts';

export function draftRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['finance'];

  app.get(
    `${BASE}/draft/pending`,
    {
      schema: {
        tags,
        summary: 'What 生成凭证 would draft on a book, by kind: [{ kind, label, count, amount, vouchers, firstDate, lastDate, closedCount, closedAmount }]',
        description:
          'The business records no voucher of the book has taken yet: on a school’s book recharge, refund, subsidy, consume, acceptance, issue, payment; on a supplier’s sale, receipt. ' +
          'count and amount (fen) are the records of open periods, closedCount and closedAmount those of closed periods (reported, never drafted). 404 `账簿不存在` for a book outside the reach.',
        querystring: BookQuery,
        response: answers(z.array(Pending)),
      },
    },
    async (request) => {
      const caller = await financeCaller(ctx, request);
      const book = await readableBook(db, caller, request.query.bookId);
      return ok(await pendingOf(db, book, null));
    },
  );

  app.post(
    `${BASE}/draft/run`,
    {
      schema: {
        tags,
        summary: 'Drafts the chosen kinds’ records up to a day into draft vouchers: { vouchers: [{ id, voucherNo, kind, date, summary, total }] }',
        description:
          'One voucher per day (recharges, refunds, subsidies), per canteen and day (consumption, issues), per supplier and day (acceptances), per school and day (a supplier’s sales) or per payment; ' +
          'each record linked to its voucher, so a second run drafts nothing more. Days in closed periods are left out. The caller’s own book only (404 `账簿不存在`, 403 for a reader), with the button 新增凭证. ' +
          '400 `截止日期不能晚于今天` for a day after today.',
        body: RunBody,
        response: answers(z.object({ vouchers: z.array(Drafted) })),
      },
    },
    async (request) => {
      const caller = await financeCaller(ctx, request);
      const book = await keptBook(db, caller, request.body.bookId);
      await requireAction(db, caller, book, 'add');
      const { kinds, to } = request.body;
      if (to > (await localClock(db)).today) throw badRequest('截止日期不能晚于今天');
      const vouchers = await transaction(db, async (tx) => {
        await lockBook(tx, book.id);
        const drafted = await runDrafts(tx, book, kinds, to, caller.userId);
        await writeAudit(tx, {
          bookId: book.id,
          userId: caller.userId,
          action: 'draft.run',
          targetKind: 'book',
          targetId: book.id,
          detail: { kinds, to, vouchers: drafted.map((voucher) => voucher.voucherNo) },
        });
        return drafted;
      });
      return ok({ vouchers });
    },
  );

  paymentRoutes(fastify, ctx);
}
