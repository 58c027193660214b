// Only when NODE_ENV=test: the SMS outbox, so automated tests can read the codes the reference server
// "sent". Never registered otherwise.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { field } from '../http/params.ts';

export function testSupportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/test/sms-outbox', { schema: { hide: true } }, async (request) => {
    const { rows } = await ctx.db.pool.query<{ phone: string; content: string; create_time: string }>(
      `SELECT phone, content, to_char(created_at, 'YYYY-MM-DD HH24:MI:SS') AS create_time FROM sms_outbox
        WHERE phone = $1 ORDER BY id DESC LIMIT 20`,
      [field(request, 'phone')],
    );
    return ok(rows.map((row) => ({ phone: row.phone, content: row.content, createTime: row.create_time })));
  });
}
