// Only when NODE_ENV=test: the SMS outbox, so automated tests can read the codes the reference server
// "sent", and two data set-ups the browser tests need before the editing screens exist (a nickname,
// a menu label). Never registered otherwise.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { badRequest, ok } from '../http/envelope.ts';
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

  app.post('/api/test/nickname', { schema: { hide: true } }, async (request) => {
    const { rowCount } = await ctx.db.pool.query('UPDATE app_user SET nick_name = $3 WHERE tenant_id = $1 AND account = $2', [
      field(request, 'tenantId'),
      field(request, 'account'),
      field(request, 'nickName'),
    ]);
    if (!rowCount) throw badRequest('no such account');
    return ok(null);
  });

  app.post('/api/test/menu-name', { schema: { hide: true } }, async (request) => {
    const { rowCount } = await ctx.db.pool.query('UPDATE menu SET name = $2 WHERE code = $1', [field(request, 'code'), field(request, 'name')]);
    if (!rowCount) throw badRequest('no such menu');
    return ok(null);
  });
}
