// The app clock (app_now(): the database's clock moved by an offset, docs/product-rules.md#demo-clock). Every
// signed-in console reads it to count down on the server's time, not the browser's. With the demo data
// (DEMO_CLOCK, never in production) `npm run demo -- clock +3d` moves it through POST /api/shian/demo/clock, which
// takes a key written into the data folder (and kept in the database) at start: whoever can read the server's
// folder may move its demo clock, nobody else.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { answers } from '../http/answers.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { open } from '../http/open-route.ts';
import { sql } from '../db/sql.ts';

export const CLOCK_PATH = '/api/shian/clock';
export const DEMO_CLOCK_PATH = '/api/shian/demo/clock';
/** The file in the embedded data folder that holds the demo clock's key. */
export const DEMO_KEY_FILE = 'demo-clock.key';
const KEY_SETTING = 'demo.clock.key';
/** The furthest the demo clock goes: a year ahead. */
export const MAX_OFFSET_SECONDS = 366 * 86_400;

export interface ClockState {
  /** The app clock, epoch milliseconds. */
  now: number;
  offsetSeconds: number;
  /** Whether the demo clock may be moved on this server. */
  demo: boolean;
}

export async function clockState(db: Queryable, demo: boolean): Promise<ClockState> {
  const { rows } = await db.query<{ now: string; offset: string }>(
    `SELECT (extract(epoch FROM app_now()) * 1000)::bigint::text AS now,
            COALESCE((SELECT extract(epoch FROM value::interval) FROM app_setting WHERE key = 'clock.offset'), 0)::bigint::text AS offset`,
  );
  return { now: Number(rows[0]!.now), offsetSeconds: Number(rows[0]!.offset), demo };
}

/** The demo clock's key: made once per database, and written into the embedded data folder for the command. */
async function demoKey(ctx: AppContext): Promise<string> {
  await ctx.db.pool.query(sql`INSERT INTO app_setting (key, value) VALUES (${KEY_SETTING}, ${randomBytes(24).toString('hex')}) ON CONFLICT (key) DO NOTHING`);
  const { rows } = await ctx.db.pool.query<{ value: string }>(sql`SELECT value FROM app_setting WHERE key = ${KEY_SETTING}`);
  const key = rows[0]!.value;
  if (ctx.db.engine === 'pglite') writeFileSync(path.join(ctx.config.dataDir, DEMO_KEY_FILE), `${key}\n`, { mode: 0o600 });
  return key;
}

const Clock = z.object({
  now: z.number().int().describe('the app clock, epoch milliseconds'),
  offsetSeconds: z.number().int(),
  demo: z.boolean().describe('whether the demo clock may be moved on this server'),
});

const same = (given: string, key: string) => given.length === key.length && timingSafeEqual(Buffer.from(given), Buffer.from(key));

export async function clockRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  app.get(
    CLOCK_PATH,
    {
      schema: {
        tags: ['workbench'],
        summary: 'The app clock: `{ now (epoch ms), offsetSeconds, demo }` — the console counts down on it',
        response: answers(Clock),
      },
    },
    async () => ok(await clockState(db, ctx.config.demoClock)),
  );
  if (!ctx.config.demoClock) return;
  const key = await demoKey(ctx);
  app.post(
    DEMO_CLOCK_PATH,
    {
      schema: {
        tags: ['workbench'],
        summary: 'Demo data only (DEMO_CLOCK): sets how far the app clock runs ahead of the database’s',
        description:
          'Header `X-Demo-Key`: the key in the data folder’s demo-clock.key (or the database’s app_setting demo.clock.key). JSON `{ offsetSeconds }` (0 to a year; ' +
          'absent: the clock is only read). Answers the clock as GET /api/shian/clock does. 403 without the key.',
        body: z.object({ offsetSeconds: z.number().int().min(0).max(MAX_OFFSET_SECONDS).optional() }),
        response: answers(Clock),
      },
      config: open(),
    },
    async (request) => {
      const given = request.headers['x-demo-key'];
      if (typeof given !== 'string' || !same(given.trim(), key)) throw new ApiError(403, '没有权限执行此操作');
      const { offsetSeconds } = request.body;
      if (offsetSeconds === undefined) return ok(await clockState(db, true));
      await db.query(
        sql`INSERT INTO app_setting (key, value) VALUES ('clock.offset', ${`${offsetSeconds} seconds`}) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      );
      request.log.info({ offsetSeconds }, 'demo clock moved');
      return ok(await clockState(db, true));
    },
  );
}
