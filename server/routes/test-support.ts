// Only with the TEST_SUPPORT setting (refused in production and on a non-loopback HOST, see config.ts):
// the SMS outbox, so automated tests can read the codes the reference server "sent"; the list of the
// registered /api routes, so a test can knock on each without a session; the clock of the bidding domain; and
// what the tender module reads of a supplier's documents (server/supplier/qualifications.ts), so it is tested
// on both engines. Never registered otherwise.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { id, optionalText, text } from '../http/fields.ts';
import { open } from '../http/open-route.ts';
import { missingDocuments, snapshotDocuments } from '../supplier/qualifications.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  open: boolean;
}

export function testSupportRoutes(fastify: FastifyInstance, ctx: AppContext, routes: readonly RegisteredRoute[]): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/test/routes', { schema: { hide: true }, config: open() }, async () => ok(routes));

  // The one server clock of the tests: the bidding domain's time (app_now()) runs this far ahead of the database's.
  const clockBody = z.object({
    offsetSeconds: z
      .number()
      .int()
      .min(0)
      .max(366 * 86_400),
  });
  app.post('/api/test/clock', { schema: { hide: true, body: clockBody }, config: open() }, async (request) => {
    await ctx.db.pool.query(`INSERT INTO app_setting (key, value) VALUES ('clock.offset', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [
      `${request.body.offsetSeconds} seconds`,
    ]);
    return ok({ offsetSeconds: request.body.offsetSeconds });
  });

  const outboxQuery = z.object({ phone: optionalText('手机号码', 20) });
  app.get('/api/test/sms-outbox', { schema: { hide: true, querystring: outboxQuery }, config: open() }, async (request) => {
    const { rows } = await ctx.db.pool.query<{ phone: string; content: string; create_time: string }>(
      `SELECT phone, content, to_char(created_at, 'YYYY-MM-DD HH24:MI:SS') AS create_time FROM sms_outbox
        WHERE phone = $1 ORDER BY id DESC LIMIT 20`,
      [request.query.phone],
    );
    return ok(rows.map((row) => ({ phone: row.phone, content: row.content, createTime: row.create_time })));
  });

  // closed like any route: it needs a session
  const documentsQuery = z.object({ supplierId: id('supplierId'), types: text('types'), validThrough: text('validThrough', 10) });
  app.get('/api/test/supplier-documents', { schema: { hide: true, querystring: documentsQuery } }, async (request) => {
    const { supplierId, types, validThrough } = request.query;
    const required = types.split(',').map(Number);
    return ok({
      missing: await missingDocuments(ctx.db.pool, supplierId, required, validThrough),
      snapshot: await snapshotDocuments(ctx.db.pool, supplierId, required),
    });
  });
}
