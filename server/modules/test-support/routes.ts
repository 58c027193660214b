// Only with the TEST_SUPPORT setting (refused in production and on a non-loopback HOST, see platform/config.ts):
// the SMS outbox, so automated tests can read the codes the reference server "sent"; the list of the
// registered /api routes, so a test can knock on each without a session; the clock of the bidding domain; and
// what the tender module reads of a supplier's documents (server/modules/supplier/qualifications.ts), so it is tested
// on both engines; and the wallet changes of the face devices and the card office that no §7 call makes (a
// consumption, a recharge, a subsidy), with the balance check a nightly job runs; the face-device simulator's
// switch and profile, a punch sent by a device, one round of the task runner now and how an import's rows are written;
// what a delivery's simulated cold-chain logger reads for a while (an excursion); many finance drafts at once, each
// saved by the drafting slices' draftVoucher (the ledger identity test's thousand vouchers in seconds).
// Never registered otherwise.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/crud-errors.ts';
import { id, optionalText, text } from '../../platform/http/fields.ts';
import { open } from '../../platform/http/open-route.ts';
import { authenticate } from '../../platform/auth/guard.ts';
import { keeperScope } from '../system-personnel/index.ts';
import { lockDiners } from '../system-personnel/index.ts';
import { applyChange, changeOnce, consume, userRequests, walletMismatches } from '../system-personnel/index.ts';
import { fen, MAX_FEN } from '../../platform/http/money.ts';
import { missingDocuments, snapshotDocuments } from '../supplier/index.ts';
import { deviceOf, deviceScope } from '../devices/index.ts';
import { deviceSn } from '../devices/index.ts';
import { recordDevicePunch } from '../attendance/index.ts';
import { IMPORT_CHUNK, importLoading } from '../system-personnel/index.ts';
import { sql } from '../../platform/db/sql.ts';
import { transaction } from '../../platform/db/database.ts';
import { draftVoucher, financeCallerOf, ownBook } from '../finance/index.ts';

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
    await ctx.db.pool.query(
      sql`INSERT INTO app_setting (key, value) VALUES ('clock.offset', ${`${request.body.offsetSeconds} seconds`}) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
    return ok({ offsetSeconds: request.body.offsetSeconds });
  });

  const outboxQuery = z.object({ phone: optionalText('手机号码', 20) });
  app.get('/api/test/sms-outbox', { schema: { hide: true, querystring: outboxQuery }, config: open() }, async (request) => {
    const { rows } = await ctx.db.pool.query<{ phone: string; content: string; create_time: string }>(
      sql`SELECT phone, content, to_char(created_at, 'YYYY-MM-DD HH24:MI:SS') AS create_time FROM sms_outbox
        WHERE phone = ${request.query.phone} ORDER BY id DESC LIMIT 20`,
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

  // closed like any route: a keeper of the person's school. amount in fen (> 0); CONSUME takes the subsidy first.
  const walletBody = z.object({
    personnelId: id('personnelId'),
    type: z.enum(['RECHARGE', 'CONSUME', 'REFUND', 'SUBSIDY_GRANT']),
    amount: fen({ required: 'amount', invalid: 'amount', tooLarge: 'amount', max: MAX_FEN }),
    dinnerType: z.number().int().min(1).max(4).optional(),
    requestId: text('requestId', 64),
  });
  app.post('/api/test/wallet', { schema: { hide: true, body: walletBody } }, async (request) => {
    const scope = await keeperScope(ctx.db.pool, await authenticate(ctx, request));
    const { personnelId, type, amount, dinnerType, requestId } = request.body;
    const requestOwner = userRequests(scope.actor.userId);
    const change = { tenantId: scope.actor.tenantId, personnelId, requestId, requestOwner, dinnerType, userId: scope.actor.userId };
    const txn = await changeOnce(ctx.db.pool, { tenantId: scope.actor.tenantId, owner: requestOwner, requestId }, personnelId, async (client) => {
      await lockDiners(client, scope, [personnelId]);
      if (type === 'CONSUME') return consume(client, { ...change, amount });
      return applyChange(client, { ...change, type, cash: type === 'SUBSIDY_GRANT' ? 0 : amount, subsidy: type === 'SUBSIDY_GRANT' ? amount : 0 });
    });
    return ok(txn);
  });
  app.get('/api/test/wallet-check', { schema: { hide: true } }, async (request) => {
    const scope = await keeperScope(ctx.db.pool, await authenticate(ctx, request));
    return ok(await walletMismatches(ctx.db.pool, scope.actor.tenantId));
  });

  // closed like any route: a keeper of the device's school. offline: true switches the device off from now (an
  // offline window with no end), false ends its offline windows (it beats at the runner's next round).
  const deviceBody = z.object({
    deviceSn: deviceSn(),
    offline: z.boolean().optional(),
    latencyMs: z.number().int().min(0).max(10_000).optional(),
    capacity: z.number().int().min(1).max(100_000).optional(),
    failureRate: z.number().min(0).max(1).optional(),
    bootSeconds: z.number().int().min(0).max(3600).optional(),
  });
  app.post('/api/test/device', { schema: { hide: true, body: deviceBody } }, async (request) => {
    const scope = await deviceScope(ctx.db.pool, await authenticate(ctx, request));
    const { deviceSn: sn, offline, latencyMs, capacity, failureRate, bootSeconds } = request.body;
    await deviceOf(ctx.db.pool, scope, sn);
    await ctx.db.pool.query(
      sql`UPDATE face_device SET latency_ms = COALESCE(${latencyMs ?? null}, latency_ms), capacity = COALESCE(${capacity ?? null}, capacity), failure_rate = COALESCE(${failureRate ?? null}, failure_rate),
              boot_seconds = COALESCE(${bootSeconds ?? null}, boot_seconds) WHERE sn = ${sn}`,
    );
    if (offline === true) await ctx.db.pool.query(sql`INSERT INTO face_device_offline (device_sn, starts_at, ends_at) VALUES (${sn}, app_now(), 'infinity')`);
    if (offline === false)
      await ctx.db.pool.query(
        sql`UPDATE face_device_offline SET ends_at = app_now() WHERE device_sn = ${sn} AND starts_at <= app_now() AND ends_at > app_now()`,
      );
    return ok({ deviceSn: sn });
  });

  // closed like any route: a keeper of the device's school. The simulated device sends a punch of the person, recorded
  // as a real device's callback would be (modules/attendance/devices.ts): online device, a person of a group it punches for.
  const punchBody = z.object({ deviceSn: deviceSn(), personId: id('personId') });
  app.post('/api/test/device/punch', { schema: { hide: true, body: punchBody } }, async (request) => {
    const scope = await deviceScope(ctx.db.pool, await authenticate(ctx, request));
    await deviceOf(ctx.db.pool, scope, request.body.deviceSn);
    return ok(await recordDevicePunch(ctx.db.pool, request.body));
  });

  // closed like any route: the supplier of the delivery. From `afterMinutes` on the app clock, for `minutes`, the
  // delivery's simulated cold-chain logger reads `temperature` °C (modules/supply/logger.ts)
  const excursionBody = z.object({
    deliveryId: id('deliveryId'),
    afterMinutes: z.number().int().min(0).max(10_000).default(0),
    minutes: z.number().int().min(1).max(10_000),
    temperature: z.number().min(-60).max(60),
  });
  app.post('/api/test/cold-chain/excursion', { schema: { hide: true, body: excursionBody } }, async (request) => {
    const claims = await authenticate(ctx, request);
    const { deliveryId, afterMinutes, minutes, temperature } = request.body;
    const { rows } = await ctx.db.pool.query(
      sql`INSERT INTO supply_logger_excursion (delivery_id, starts_at, ends_at, temp_tenths)
          SELECT v.id, app_now() + ${afterMinutes}::int * interval '1 minute', app_now() + ${afterMinutes + minutes}::int * interval '1 minute', ${Math.round(temperature * 10)}::int
            FROM supply_delivery v JOIN supplier_account a ON a.company_id = v.supplier_id
           WHERE v.id = ${deliveryId} AND a.id = ${claims.kind === 'supplier' ? claims.subjectId : null}::bigint
          RETURNING id::text`,
    );
    if (!rows[0]) throw notFound('数据不存在');
    return ok({ deliveryId });
  });

  // closed like any route: one round of this instance's task runner now (heartbeats, expiries, a batch): answers the items it handled
  app.post('/api/test/tasks/tick', { schema: { hide: true } }, async () => ok({ handled: (await ctx.runner?.tick()) ?? 0 }));

  // closed like any route: how this instance writes an import's rows — rows per chunk, a loader that stops after some
  // chunks as if its server died, or whose next chunk fails (an empty body: as the server starts)
  const after = z.number().int().min(1).nullable().default(null);
  const loadingBody = z.object({ chunk: z.number().int().min(1).max(100_000).default(IMPORT_CHUNK), stopAfter: after, failAfter: after });
  app.post('/api/test/tasks/loading', { schema: { hide: true, body: loadingBody } }, async (request) => {
    importLoading.chunk = request.body.chunk;
    importLoading.stopAfter = request.body.stopAfter ?? undefined;
    importLoading.failAfter = request.body.failAfter ?? undefined;
    return ok({ ...importLoading });
  });

  // closed like any route: drafts on the caller's own book, in one transaction, each by finance's draftVoucher (its
  // rules, numbers and audit row): answers their ids in order
  const draftsBody = z.object({
    vouchers: z
      .array(
        z.object({
          date: z.string(),
          lines: z.array(z.object({ summary: z.string(), subjectId: z.string(), debit: z.number().int().default(0), credit: z.number().int().default(0) })),
        }),
      )
      .max(5000),
  });
  app.post('/api/test/finance/drafts', { schema: { hide: true, body: draftsBody } }, async (request) => {
    const caller = await financeCallerOf(ctx.db.pool, await authenticate(ctx, request));
    const book = ownBook(caller);
    const ids = await transaction(ctx.db.pool, async (tx) => {
      const made: string[] = [];
      for (const voucher of request.body.vouchers)
        made.push(
          (await draftVoucher(tx, { bookId: book.id, word: '记', date: voucher.date, lines: voucher.lines, preparer: caller.userId, sources: [] }))!.id,
        );
      return made;
    });
    return ok({ ids });
  });
}
