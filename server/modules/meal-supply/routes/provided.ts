// 供餐订单 (/api/shian/meal-supply/provider/orders): a meal provider's own accounts (supplier sign-in) list the orders the
// schools addressed to their company — the nearest meal first — to confirm them (`POST order/confirm`). A supplier
// whose company is no meal provider gets an empty page; staff get 403.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { sql } from '../../../platform/db/sql.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { offsetOf } from '../../../platform/http/fields.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { Order } from '../answers.ts';
import { ORDER_RECORD, orderFilter } from '../orders-sql.ts';
import { providerScope } from '../scope.ts';
import { ListQuery } from './orders.ts';

export function providedRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;

  app.get(
    '/api/shian/meal-supply/provider/orders',
    {
      schema: {
        tags: ['meal-supply'],
        summary: 'The provider’s account: a page of the orders addressed to its company, latest meal first; ?startDate, endDate, schoolId, status=1,2…',
        querystring: ListQuery,
        response: answers(paged(Order)),
      },
    },
    async (request) => {
      const { tenantId, providerIds } = await providerScope(db, await authenticate(ctx, request));
      const { status, ...rest } = request.query;
      const filter = orderFilter({ tenantId, providerIds, statuses: status, ...rest });
      const [rows, total] = await Promise.all([
        db.query(sql`${ORDER_RECORD} WHERE ${filter} ORDER BY o.meal_date DESC, o.meal DESC, o.id DESC LIMIT ${rest.size} OFFSET ${offsetOf(rest)}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM meal_order o WHERE ${filter}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, rest));
    },
  );
}
