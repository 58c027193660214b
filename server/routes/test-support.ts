// Only with the TEST_SUPPORT setting (refused in production and on a non-loopback HOST, see config.ts):
// the SMS outbox, so automated tests can read the codes the reference server "sent", and the list of
// the registered /api routes, so a test can knock on each without a session. Never registered otherwise.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { optionalText } from '../http/fields.ts';
import { open } from '../http/open-route.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  open: boolean;
}

export function testSupportRoutes(fastify: FastifyInstance, ctx: AppContext, routes: readonly RegisteredRoute[]): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/test/routes', { schema: { hide: true }, config: open() }, async () => ok(routes));

  const outboxQuery = z.object({ phone: optionalText('手机号码', 20) });
  app.get('/api/test/sms-outbox', { schema: { hide: true, querystring: outboxQuery }, config: open() }, async (request) => {
    const { rows } = await ctx.db.pool.query<{ phone: string; content: string; create_time: string }>(
      `SELECT phone, content, to_char(created_at, 'YYYY-MM-DD HH24:MI:SS') AS create_time FROM sms_outbox
        WHERE phone = $1 ORDER BY id DESC LIMIT 20`,
      [request.query.phone],
    );
    return ok(rows.map((row) => ({ phone: row.phone, content: row.content, createTime: row.create_time })));
  });
}
